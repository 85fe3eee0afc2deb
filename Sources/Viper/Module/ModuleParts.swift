/// The objects one module is made of, held weakly: what the test kit checks for
/// deallocation once the navigator lets the module go.
@MainActor
public struct ModuleParts {
    public struct Part {
        public weak var object: AnyObject?
        public let name: String
    }

    public private(set) var all: [Part] = []
    /// The module's work, cancelled by the navigator when it lets the module go.
    var tasks: ModuleTasks?

    public init() {}

    mutating func add(_ object: AnyObject) {
        guard !all.contains(where: { $0.object === object }) else { return }
        all.append(Part(object: object, name: String(describing: type(of: object))))
    }
}
