import CustomDump
import Testing
import Viper

/// Stands in for a module's view in a presenter test: keeps every view model shown.
@MainActor
public final class ViewSpy<Model: ViewModel>: ViewInput {
    /// Every view model shown, in order.
    public private(set) var shown: [Model] = []

    /// A spy shown nothing yet.
    public init() {}

    /// The view model shown last, or `nil` before the presenter showed any.
    public var last: Model? { shown.last }

    /// Fails unless the view model shown last is `expected`, showing the fields that differ
    /// (`−` expected, `+` shown) rather than two whole values.
    public func expectLast(_ expected: Model, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let last else {
            Issue.record("no view model was shown", sourceLocation: sourceLocation)
            return
        }
        guard expected != last else { return }
        let difference = diff(expected, last) ?? "− \(String(customDumping: expected))\n+ \(String(customDumping: last))"
        Issue.record("the view model shown last differs (− expected, + shown):\n\(difference)", sourceLocation: sourceLocation)
    }

    /// Keeps `viewModel` after those shown before.
    public func show(_ viewModel: Model) {
        shown.append(viewModel)
    }

    /// Keeps the view model shown last, changed, as the one shown now.
    public func update(_ change: (inout Model) -> Void) {
        var model = last ?? Model()
        change(&model)
        shown.append(model)
    }
}
