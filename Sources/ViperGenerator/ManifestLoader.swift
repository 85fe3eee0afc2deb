import Foundation

/// Reads a `manifest.json`, decodes it with Codable and checks what Codable cannot,
/// turning every problem into one line naming the file and what is wrong.
enum ManifestLoader {
    static func load(_ url: URL, display: String) throws(GeneratorError) -> TemplateManifest {
        let text = try FileSystem.readText(url, display: display)
        return try decode(text, display: display)
    }

    static func decode(_ text: String, display: String) throws(GeneratorError) -> TemplateManifest {
        let manifest: TemplateManifest
        do {
            manifest = try JSONDecoder().decode(TemplateManifest.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw .malformedManifest(path: display, problem: DecodingExplanation.explain(error, json: text))
        } catch {
            throw .malformedManifest(path: display, problem: "not valid JSON")
        }
        if let problem = ManifestValidation.problem(in: manifest) {
            throw .malformedManifest(path: display, problem: problem)
        }
        return manifest
    }
}
