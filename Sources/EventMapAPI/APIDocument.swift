import Foundation

/// Event Map's API, version 1: `openapi.yaml` beside this file is the one source of truth. The
/// app's client comes from it through swift-openapi-generator (`scripts/generate-api` writes
/// it; `scripts/test` checks that it is current); the server serves it at `GET /openapi.yaml`.
public enum APIDocument {
    /// The document's text, from the target's resources.
    public static func text() throws -> String {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "openapi.yaml is missing from EventMapAPI's resources"])
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
