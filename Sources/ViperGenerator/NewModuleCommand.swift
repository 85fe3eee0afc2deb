/// A parsed `viper new module <Name> --app <App> …` command line.
public struct NewModuleCommand: Equatable, Sendable {
    public static let defaultTemplate = "viper-module"

    /// The module name as typed (validated later, so an empty or malformed name gets its own error).
    public var name: String
    public var app: String
    /// A template name, or a template folder when it looks like a path (`./mine`, `../t/screen`, `~/t`).
    public var template: String
    /// `--templates DIR` as typed (relative to the working directory); nil means the templates shipped with viper.
    public var templatesFolder: String?
    /// `--package DIR` as typed; nil means the package around the working directory.
    public var packageFolder: String?
    /// `--set KEY=VALUE` overrides; the last one wins for a repeated key.
    public var assignments: [String: String]
    public var dryRun: Bool
    public var force: Bool
    /// False with `--no-route`: the module is written but its route is not registered.
    public var registersRoute: Bool
    /// `--root`: the module opens as the app's root (`.root`, not `.push`) and the app starts on it.
    public var isRoot: Bool

    public init(
        name: String,
        app: String,
        template: String = NewModuleCommand.defaultTemplate,
        templatesFolder: String? = nil,
        packageFolder: String? = nil,
        assignments: [String: String] = [:],
        dryRun: Bool = false,
        force: Bool = false,
        registersRoute: Bool = true,
        isRoot: Bool = false
    ) {
        self.name = name
        self.app = app
        self.template = template
        self.templatesFolder = templatesFolder
        self.packageFolder = packageFolder
        self.assignments = assignments
        self.dryRun = dryRun
        self.force = force
        self.registersRoute = registersRoute
        self.isRoot = isRoot
    }
}

/// A parsed `viper new app <Name> [--root <Module>] [--path DIR] [--viper PATH|URL] [--templates DIR]` command line.
public struct NewAppCommand: Equatable, Sendable {
    public static let template = "viper-app"
    /// The root module of a new app when `--root` names none.
    public static let defaultRoot = "Home"

    public var name: String
    /// `--root <Module>`: the module the app starts on.
    public var root: String
    /// `--path DIR` as typed; nil means a new folder named after the app in lower case.
    public var path: String?
    /// `--viper PATH|URL` as typed; nil means the checkout holding the templates.
    public var viper: String?
    public var templatesFolder: String?
    /// `--set key=value`, for the variables viper-app declares (`title`).
    public var assignments: [String: String]

    public init(
        name: String,
        root: String = NewAppCommand.defaultRoot,
        path: String? = nil,
        viper: String? = nil,
        templatesFolder: String? = nil,
        assignments: [String: String] = [:]
    ) {
        self.name = name
        self.root = root
        self.path = path
        self.viper = viper
        self.templatesFolder = templatesFolder
        self.assignments = assignments
    }
}

/// What the arguments after `viper new` ask for.
enum Invocation: Equatable, Sendable {
    /// `--templates DIR` given with `--help` picks the folder whose templates are listed.
    case help(templatesFolder: String?)
    case newModule(NewModuleCommand)
    /// `spies <Module> --app <App>`: the module's test doubles again, from its contract.
    case newSpies(NewModuleCommand)
    case newApp(NewAppCommand)
}
