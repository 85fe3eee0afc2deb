/// A parsed `viper new module <Name> --app <App> …` command line.
public struct NewModuleCommand: Equatable, Sendable {
    public static let defaultTemplate = "viper-module"

    /// The module name as typed (validated later, so an empty or malformed name gets its own error).
    public var name: String
    public var app: String
    public var template: String
    /// `--templates DIR` as typed (relative to the working directory); nil means `<packageRoot>/Templates`.
    public var templatesFolder: String?
    /// `--set KEY=VALUE` overrides; the last one wins for a repeated key.
    public var assignments: [String: String]
    public var dryRun: Bool
    public var force: Bool

    public init(
        name: String,
        app: String,
        template: String = NewModuleCommand.defaultTemplate,
        templatesFolder: String? = nil,
        assignments: [String: String] = [:],
        dryRun: Bool = false,
        force: Bool = false
    ) {
        self.name = name
        self.app = app
        self.template = template
        self.templatesFolder = templatesFolder
        self.assignments = assignments
        self.dryRun = dryRun
        self.force = force
    }
}

/// What the arguments after `viper new` ask for.
enum Invocation: Equatable, Sendable {
    case help
    case newModule(NewModuleCommand)
}
