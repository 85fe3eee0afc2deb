/// The objects one module is made of, held weakly: what the test kit checks for
/// deallocation once the navigator lets the module go.
@MainActor
package struct ModuleParts {
    /// One part of a module, held weakly.
    package struct Part {
        /// The part, while something else keeps it alive.
        package weak var object: AnyObject?
        /// The part's type name, which a failed leak check names.
        package let name: String
    }

    /// Every part, in the order the module was assembled.
    package private(set) var all: [Part] = []
    /// The module's work, cancelled by the navigator when it lets the module go.
    var tasks: ModuleTasks?

    /// A module of no parts yet.
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
