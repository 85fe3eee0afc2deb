import Viper

/// Stands in for a module's view in a presenter test: keeps every view model shown.
@MainActor
public final class ViewSpy<Model: ViewModel>: ViewInput {
    public private(set) var shown: [Model] = []

    public init() {}

    /// The view model shown last, or `nil` before the presenter showed any.
    public var last: Model? { shown.last }

    public func show(_ viewModel: Model) {
        shown.append(viewModel)
    }
}
