/// Everything that can stop `viper new`. Each case renders as one line (`message`);
/// usage errors (exit status 2) are told apart from refused or failed generations (exit status 1).
public enum GeneratorError: Error, Equatable, Sendable {
    // MARK: Usage errors (exit status 2)
    case missingSubcommand
    case unknownSubcommand(String)
    /// What swift-argument-parser said of the options: an unknown one, a missing value, an extra name.
    case badArguments(String)
    case missingModuleName
    case missingAppName
    case malformedContract(path: String, line: Int, problem: String)
    case noContract(path: String)
    case missingApp
    case malformedAssignment(String)
    /// A `--set` value that would break the Swift string literal it is pasted into.
    case unsafeValue(key: String)

    // MARK: Generation refused or failed (exit status 1)
    case noPackage(searchedFrom: String)
    /// `--package DIR` names a folder without a `Package.swift`.
    case notAPackage(String)
    case invalidModuleName(String)
    case invalidAppName(String)
    /// A well-formed name that would not compile or would clash; `reason` says why.
    case reservedName(String, kind: String, reason: String)
    case unknownApp(String, available: [String])
    /// `Sources/<App>` exists but no file in it declares a type conforming to `ViperApp`.
    case notAnApp(String)
    case unknownTemplate(String, available: [String], folder: String)
    case notATemplateFolder(String)
    case noTemplatesFolder
    case destinationNotEmpty(String)
    case unsafeViperLocation(String)
    case unreadableFile(path: String, reason: String)
    case malformedManifest(path: String, problem: String)
    case undeclaredVariable(String, declared: [String])
    case notABoolean(variable: String, value: String, usedBy: String)
    case unknownVariable(String, file: String, line: Int)
    case malformedTag(String, file: String, line: Int)
    case unclosedBlock(String, file: String, line: Int)
    case unexpectedClosingTag(String, file: String, line: Int, openBlock: String?)
    case unsafePath(String, usedBy: String)
    case duplicateOutput(String)
    case folderInTheWay(String)
    case fileInTheWay(String, blocking: String)
    case routeMarkerMissing(marker: String, file: String)
    /// `--root` for a module opened with input: the app starts on its root with none to give.
    case rootTakesInput(String)
    /// `--root`, but the app's file declares no `root` naming a case to point at the module.
    case rootDeclarationMissing(file: String)
    case moduleExists(String, existingFile: String)
    case writeFailed(path: String, reason: String)

    /// True for mistakes in the command line itself: the CLI exits with status 2 and points to `--help`.
    public var isUsageError: Bool {
        switch self {
        case .missingSubcommand, .unknownSubcommand, .badArguments, .missingModuleName, .missingAppName, .missingApp, .malformedAssignment, .unsafeValue:
            return true
        default:
            return false
        }
    }

    /// The text after `error: `, always a single line.
    public var message: String {
        describe().split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private func describe() -> String {
        switch self {
        case .missingSubcommand:
            return "missing what to create: use \"viper new module <Name> --app <App>\" or \"viper new app <Name>\""
        case .unknownSubcommand(let kind):
            return "unknown kind \"\(kind)\": viper new can only create a \"module\" or an \"app\""
        case .badArguments(let message):
            return message
        case .missingModuleName:
            return "missing module name: use \"viper new module <Name> --app <App>\""
        case .malformedContract(let path, let line, let problem):
            return "cannot write test doubles from \(path)\(line > 0 ? ":\(line)" : ""): \(problem)"
        case .noContract(let path):
            return "no contract at \(path) to write test doubles from"
        case .missingAppName:
            return "missing app name: use \"viper new app <Name>\""
        case .missingApp:
            return "missing --app <App>: the app (a folder in Sources) that receives the module"
        case .malformedAssignment(let text):
            return "--set expects KEY=VALUE, got \"\(text)\""
        case .unsafeValue(let key):
            return "--set \(key): the value may not hold quotes, backslashes or control characters (it goes into Swift source)"
        case .noPackage(let folder):
            return "no Package.swift in \(folder) or any folder above it: run viper new inside a Swift package"
        case .notAPackage(let folder):
            return "no Package.swift in \(folder): --package names the root folder of a Swift package"
        case .invalidModuleName(let name):
            return "invalid module name \"\(name)\": use UpperCamelCase letters and digits, "
                + "starting with a capital (e.g. CatchMonster)"
        case .invalidAppName(let name):
            return "invalid app name \"\(name)\": use UpperCamelCase letters and digits, "
                + "starting with a capital (e.g. TodoList)"
        case .reservedName(let name, let kind, let reason):
            return "cannot name \(kind) \"\(name)\": \(reason)"
        case .unknownApp(let app, let available):
            let found =
                available.isEmpty
                ? "no apps found (an app is a folder in Sources declaring a type that conforms to ViperApp)"
                : "apps found: \(available.joined(separator: ", "))"
            return "unknown app \"\(app)\": there is no folder Sources/\(app); \(found)"
        case .notAnApp(let app):
            return "Sources/\(app) is not an app: none of its Swift files declares a type conforming to ViperApp "
                + "(e.g. public struct \(app)App: ViperApp {)"
        case .unknownTemplate(let name, let available, let folder):
            let found =
                available.isEmpty
                ? "no templates found there (a template is a folder holding a manifest.json)"
                : "templates available: \(available.joined(separator: ", "))"
            return "unknown template \"\(name)\" in \(folder); \(found) "
                + "(--templates DIR picks another folder, --template PATH a template folder directly)"
        case .notATemplateFolder(let path):
            return "no manifest.json in \(path): --template PATH names a template folder holding a manifest.json"
        case .noTemplatesFolder:
            return "no templates found: there is no Templates folder beside the viper executable "
                + "nor in a package around the current folder; use --templates DIR"
        case .destinationNotEmpty(let path):
            return "cannot create the app in \(path): it exists and is not an empty folder"
        case .unsafeViperLocation(let location):
            return "--viper \"\(location)\": the location may not hold quotes, backslashes or control characters "
                + "(it goes into Package.swift)"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .malformedManifest(let path, let problem):
            return "malformed manifest \(path): \(problem)"
        case .undeclaredVariable(let key, let declared):
            let list =
                declared.isEmpty
                ? "the template declares no variables"
                : "the template declares: \(declared.joined(separator: ", "))"
            return "--set \(key): no such template variable; \(list)"
        case .notABoolean(let variable, let value, let usedBy):
            return "variable \"\(variable)\" must be true or false, got \"\(value)\" (used by \(usedBy))"
        case .unknownVariable(let name, let file, let line):
            return "unknown variable \"\(name)\" in \(file) line \(line)"
        case .malformedTag(let tag, let file, let line):
            return "malformed tag \(tag) in \(file) line \(line): use {{var}}, {{#var}}, {{^var}} or {{/var}}"
        case .unclosedBlock(let name, let file, let line):
            return "unclosed block \"\(name)\" opened in \(file) line \(line): add {{/\(name)}}"
        case .unexpectedClosingTag(let name, let file, let line, let openBlock):
            if let openBlock {
                return "{{/\(name)}} in \(file) line \(line) does not close the open block \"\(openBlock)\""
            }
            return "{{/\(name)}} in \(file) line \(line) closes no open block"
        case .unsafePath(let path, let usedBy):
            return "path \"\(path)\" (\(usedBy)) must be relative and stay inside the package"
        case .duplicateOutput(let path):
            return "two template files would both write \(path)"
        case .folderInTheWay(let path):
            return "cannot write \(path): a folder is in the way"
        case .fileInTheWay(let path, let blocking):
            return "cannot write \(path): \(blocking) is a file, not a folder"
        case .routeMarkerMissing(let marker, let file):
            return "cannot register the route: no \"\(marker)\" line in \(file)"
        case .rootTakesInput(let name):
            return "module \(name) cannot be the app's root: it is opened with input (withInput), and an app starts on its root with none"
        case .rootDeclarationMissing(let file):
            return "cannot make the module the app's root: no \"var root: … { .name }\" or \"let root = ….name\" in \(file)"
        case .moduleExists(let name, let existingFile):
            return "module \(name) already exists (\(existingFile)); use --force to overwrite it"
        case .writeFailed(let path, let reason):
            return "cannot write \(path): \(reason); nothing was changed"
        }
    }
}
