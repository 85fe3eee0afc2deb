import CustomDump

/// How a generated spy compares the arguments it recorded, so its `Call` enum is `Equatable`
/// whatever the contract's parameter types are: with `==` for a type that is `Equatable`, else by
/// their custom dumps (swift-custom-dump), field by field as a test failure would show them.
///
/// The overload is chosen where the spy is compiled, by the argument's static type: a type that
/// gains `Equatable` later is compared with its own `==` after the spy is built again.
public enum CallArgument {
    /// Whether two recorded arguments are the same, by the type's own `==`.
    public static func same<Value: Equatable>(_ recorded: Value, _ expected: Value) -> Bool {
        recorded == expected
    }

    /// Whether two recorded arguments of a type that is not `Equatable` are the same: their
    /// custom dumps (every stored field, recursively) are equal.
    public static func same<Value>(_ recorded: Value, _ expected: Value) -> Bool {
        String(customDumping: recorded) == String(customDumping: expected)
    }
}
