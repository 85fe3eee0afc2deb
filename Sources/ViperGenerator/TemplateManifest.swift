/// The `manifest.json` of a template folder.
public struct TemplateManifest: Codable, Equatable, Sendable {
    public struct Variable: Codable, Equatable, Sendable {
        public var name: String
        /// May reference built-in and earlier variables (`{{Name}}`); `true`/`false` may be written as JSON booleans.
        public var `default`: String
        public var help: String?

        public init(name: String, default value: String, help: String? = nil) {
            self.name = name
            self.default = value
            self.help = help
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            help = try container.decodeIfPresent(String.self, forKey: .help)
            if let flag = try? container.decode(Bool.self, forKey: .default) {
                self.default = flag ? "true" : "false"
            } else {
                self.default = try container.decodeIfPresent(String.self, forKey: .default) ?? ""
            }
        }
    }

    public struct File: Codable, Equatable, Sendable {
        /// Path of the template, relative to the template folder.
        public var template: String
        /// Package-relative output path; may use variables.
        public var output: String
        /// A boolean variable: the file is generated only when it is `true`.
        public var when: String?

        public init(template: String, output: String, when: String? = nil) {
            self.template = template
            self.output = output
            self.when = when
        }
    }

    public struct Route: Codable, Equatable, Sendable {
        /// Template of the registration line(s), relative to the template folder.
        public var template: String
        /// Package-relative file receiving the registration; may use variables.
        /// When no such file exists, the file declaring the app's `ViperApp` type receives it.
        public var file: String
        /// Text of the line above which the registration is inserted.
        public var marker: String
        /// What the same registration adds elsewhere in that file, each above its own marker:
        /// a destination's case and the way it opens, beside its route.
        public var alongside: [Insertion]

        public struct Insertion: Codable, Equatable, Sendable {
            public var template: String
            public var marker: String

            public init(template: String, marker: String) {
                self.template = template
                self.marker = marker
            }
        }

        public init(template: String, file: String, marker: String, alongside: [Insertion] = []) {
            self.template = template
            self.file = file
            self.marker = marker
            self.alongside = alongside
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            template = try container.decode(String.self, forKey: .template)
            file = try container.decode(String.self, forKey: .file)
            marker = try container.decode(String.self, forKey: .marker)
            alongside = try container.decodeIfPresent([Insertion].self, forKey: .alongside) ?? []
        }

        /// The main insertion first, then those alongside it.
        var insertions: [Insertion] { [Insertion(template: template, marker: marker)] + alongside }
    }

    /// Test doubles written from the module's rendered contract (`viper new spies` writes them again).
    public struct Doubles: Codable, Equatable, Sendable {
        /// Package-relative path of the contract among the generated files; may use variables.
        public var contract: String
        /// Package-relative path of the doubles; may use variables.
        public var output: String

        public init(contract: String, output: String) {
            self.contract = contract
            self.output = output
        }
    }

    public var summary: String?
    public var variables: [Variable]
    public var files: [File]
    public var route: Route?
    /// App templates only: the `--set` values the root module is generated with, such as
    /// `"withServices": "true"` (it is generated with `--root`, so it has no Close already).
    public var rootModuleSettings: [String: String]
    public var doubles: Doubles?

    public init(
        summary: String? = nil,
        variables: [Variable] = [],
        files: [File],
        route: Route? = nil,
        rootModuleSettings: [String: String] = [:],
        doubles: Doubles? = nil
    ) {
        self.summary = summary
        self.variables = variables
        self.files = files
        self.route = route
        self.rootModuleSettings = rootModuleSettings
        self.doubles = doubles
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        variables = try container.decodeIfPresent([Variable].self, forKey: .variables) ?? []
        files = try container.decode([File].self, forKey: .files)
        route = try container.decodeIfPresent(Route.self, forKey: .route)
        rootModuleSettings = try container.decodeIfPresent([String: String].self, forKey: .rootModuleSettings) ?? [:]
        doubles = try container.decodeIfPresent(Doubles.self, forKey: .doubles)
    }
}
