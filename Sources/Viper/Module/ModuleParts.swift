/// The objects one module is made of, held weakly: what the test kit checks for
/// deallocation once the navigator lets the module go.
@MainActor
public struct ModuleParts {
    /// One part of a module, held weakly.
    public struct Part {
        /// The part, while something else keeps it alive.
        public weak var object: AnyObject?
        /// The part's type name, which a failed leak check names.
        public let name: String
    }

    /// Every part, in the order the module was assembled.
    public private(set) var all: [Part] = []
    /// The module's work, cancelled by the navigator when it lets the module go.
    var tasks: ModuleTasks?

    /// A module of no parts yet.
    public init() {}

    mutating func add(_ object: AnyObject) {
        guard !all.contains(where: { $0.object === object }) else { return }
        all.append(Part(object: object, name: String(describing: type(of: object))))
    }
}
