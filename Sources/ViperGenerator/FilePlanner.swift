import Foundation

/// Renders the files a manifest lists into planned files of the destination package, checking each path.
enum FilePlanner {
    static func files(
        of manifest: TemplateManifest,
        renderer: TemplateRenderer,
        template: TemplateSource
    ) throws(GeneratorError) -> [GenerationPlan.File] {
        var files: [GenerationPlan.File] = []
        for file in manifest.files {
            guard let planned = try plannedFile(file, renderer: renderer, template: template) else { continue }
            guard !files.contains(where: { $0.path == planned.path }) else { throw .duplicateOutput(planned.path) }
            files.append(planned)
        }
        return files
    }

    /// Renders a package-relative path from the manifest and checks it stays inside the package.
    static func renderedPath(
        _ pattern: String,
        renderer: TemplateRenderer,
        usedBy: String
    ) throws(GeneratorError) -> String {
        let rendered = try renderer.render(pattern, source: usedBy)
        guard let path = PackageLayout.safeRelativePath(rendered) else { throw .unsafePath(rendered, usedBy: usedBy) }
        return path
    }

    /// The rendered file, or nil when its `when` variable is false.
    private static func plannedFile(
        _ file: TemplateManifest.File,
        renderer: TemplateRenderer,
        template: TemplateSource
    ) throws(GeneratorError) -> GenerationPlan.File? {
        let manifest = template.manifestDisplay
        if let condition = file.when {
            let usedBy = "\"when\" of \(file.template) in \(manifest)"
            guard try renderer.variables.boolean(condition, usedBy: usedBy) == true else { return nil }
        }
        let path = try renderedPath(file.output, renderer: renderer, usedBy: "output of \(file.template) in \(manifest)")
        let target = template.package.url(for: path)
        if FileSystem.isFolder(target) { throw .folderInTheWay(path) }
        if let blocking = template.package.fileBlocking(path) { throw .fileInTheWay(path, blocking: blocking) }
        let text = try template.read(file.template)
        let contents = try renderer.render(text.contents, source: text.display)
        return GenerationPlan.File(path: path, contents: contents, overwrites: FileSystem.exists(target))
    }
}
