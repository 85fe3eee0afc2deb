/// What every interactor that reports back has: its output, the presenter, held weakly
/// (the presenter owns the interactor). The framework binds it when it assembles the
/// module; a test binds a spy with `report(to:)`.
@MainActor
open class ViperInteractor<Output> {
    private var slot = WeakPart<Output>()

    /// An interactor with no output yet; ``Module`` binds it to the presenter.
    public init() {}

    /// The presenter, while the module lives.
    public var output: Output? { slot.value }

    /// Binds the output. `as` is the conversion to the module's output protocol, which the
    /// compiler checks: `report(to: presenter) { $0 }`.
    public func report<Object: AnyObject>(to object: Object, as output: @escaping (Object) -> Output) {
        slot.bind(object, as: output)
    }
}
