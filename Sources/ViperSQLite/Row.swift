/// One result row: column names in statement order and their values.
public struct Row: Equatable, Sendable {
    public let columns: [String]
    public let values: [SQLValue]

    public init(columns: [String], values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    /// The value of the named column (SQLite compares names case-insensitively);
    /// `.null` when the row has no such column.
    public subscript(_ column: String) -> SQLValue {
        if let index = columns.firstIndex(of: column) ?? columns.firstIndex(where: { $0.lowercased() == column.lowercased() }) {
            return values[index]
        }
        return .null
    }

    public subscript(_ index: Int) -> SQLValue {
        values.indices.contains(index) ? values[index] : .null
    }

    public func int(_ column: String) -> Int64? {
        if case .integer(let value) = self[column] { return value }
        return nil
    }

    /// Also accepts integers, which SQLite returns for whole numbers in columns without REAL affinity.
    public func double(_ column: String) -> Double? {
        switch self[column] {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    public func string(_ column: String) -> String? {
        if case .text(let value) = self[column] { return value }
        return nil
    }

    public func blob(_ column: String) -> [UInt8]? {
        if case .blob(let value) = self[column] { return value }
        return nil
    }
}
