/// The objects one module is made of, held weakly: what the test kit checks for
/// deallocation once the navigator lets the module go.
@MainActor
package struct ModuleParts {
    package struct Part {
        package weak var object: AnyObject?
        package let name: String
    }

    package private(set) var all: [Part] = []
    /// The module's work, cancelled by the navigator when it lets the module go.
    var tasks: ModuleTasks?

    package init() {}

    mutating func add(_ object: AnyObject) {
        guard !all.contains(where: { $0.object === object }) else { return }
        all.append(Part(object: object, name: String(describing: type(of: object))))
    }
}

/// A view that keeps its module's parts, as `ViperView` does.
@MainActor
package protocol KeepsModuleParts {
    var parts: ModuleParts { get }
}

extension ModuleView {
    /// The module's other parts, which the test kit checks for deallocation once the navigator
    /// lets the view go; none for a hand-written view.
    package var moduleParts: ModuleParts { (self as? any KeepsModuleParts)?.parts ?? ModuleParts() }
}
