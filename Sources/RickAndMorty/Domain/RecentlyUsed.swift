/// At most `capacity` values by key: keeping one more forgets the one used longest ago.
struct RecentlyUsed<Key: Hashable, Value> {
    let capacity: Int
    private var values: [Key: Value] = [:]
    /// Keys from the one used longest ago to the one used last.
    private var order: [Key] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { values.count }

    /// The value for `key`, which now counts as used last.
    mutating func use(_ key: Key) -> Value? {
        guard let value = values[key] else { return nil }
        touch(key)
        return value
    }

    mutating func keep(_ value: Value, for key: Key) {
        if values.updateValue(value, forKey: key) == nil, values.count > capacity {
            values[order.removeFirst()] = nil
        }
        touch(key)
    }

    private mutating func touch(_ key: Key) {
        if let index = order.firstIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }
}
