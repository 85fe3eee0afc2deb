extension Array {
    /// The index of the element a user numbers `number`, counting from 1, or `nil` when there is
    /// none; safe for every `Int` (subtracting first traps on `Int.min`).
    func index(ordinal number: Int) -> Int? {
        number >= 1 && number <= count ? number - 1 : nil
    }
}
