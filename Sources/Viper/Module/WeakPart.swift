/// A weak reference to a module part known by one of its protocols (`any SignInInteractorOutput`).
///
/// Swift cannot hold an existential weakly in a generic type (`any P` is not `AnyObject`),
/// so the part is kept as the object it is, weakly, with the conversion the compiler
/// checked when it was bound.
struct WeakPart<Part> {
    private var read: () -> Part? = { nil }

    mutating func bind<Object: AnyObject>(_ object: Object, as part: @escaping (Object) -> Part) {
        read = { [weak object] in object.map(part) }
    }

    var value: Part? { read() }
}
