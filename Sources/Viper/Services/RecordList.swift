/// A JSON array of records, decoded element by element: an element of the wrong type or that
/// fails `check()` is dropped and named; duplicates by `uniqueKey` are dropped. Encodes as a
/// plain JSON array (the same file format as a `[Record]`).
public struct RecordList<Record: CheckedRecord>: CheckedDocument, Equatable where Record: Equatable {
    /// The records, in the file's order, without those dropped.
    public var records: [Record]
    /// Elements of the file that did not decode as a `Record`, by their place in it (from 0);
    /// `checked()` names them. Never saved.
    private var undecodable: [Int: DocumentDefect] = [:]

    /// A list of `records`.
    public init(_ records: [Record]) {
        self.records = records
    }

    /// Two lists are equal when their records are.
    public static func == (lhs: RecordList, rhs: RecordList) -> Bool {
        lhs.records == rhs.records
    }

    public init(from decoder: any Decoder) throws {
        var elements = try decoder.unkeyedContainer()
        records = []
        while !elements.isAtEnd {
            let place = elements.currentIndex
            switch try elements.decode(Element.self).record {
            case .success(let record): records.append(record)
            case .failure(let defect): undecodable[place] = defect
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(records)
    }

    /// Keeps the records that decoded, pass `check()` and do not repeat an earlier key; names
    /// each one dropped by its place in the file, counting from 1.
    public func checked() -> Checked<RecordList> {
        var kept: [Record] = []
        var dropped: [String] = []
        var firstPlaceOfKey: [String: Int] = [:]
        var remaining = records.makeIterator()
        let count = records.count + undecodable.count
        for place in 0..<count {
            let number = place + 1
            if let defect = undecodable[place] {
                dropped.append("#\(number): \(defect.reason)")
                continue
            }
            guard let record = remaining.next() else { break }
            do throws(DocumentDefect) {
                try record.check()
            } catch {
                dropped.append("#\(number): \(error.reason)")
                continue
            }
            if let key = record.uniqueKey {
                if let first = firstPlaceOfKey[key] {
                    dropped.append("#\(number): \(key) repeats #\(first)")
                    continue
                }
                firstPlaceOfKey[key] = number
            }
            kept.append(record)
        }
        return Checked(document: RecordList(kept), dropped: dropped, recordsRead: count)
    }

    /// One element of the array: decoding it never throws, so the container always moves on
    /// past an element that is not a record.
    private struct Element: Decodable {
        let record: Result<Record, DocumentDefect>

        init(from decoder: any Decoder) {
            do {
                record = .success(try Record(from: decoder))
            } catch let defect as DocumentDefect {
                record = .failure(defect)
            } catch let error as DecodingError {
                record = .failure(DocumentDefect(error, below: decoder.codingPath))
            } catch {
                // Foundation throws an error of its own for a number no Swift type holds (1e300 for an Int).
                record = .failure(DocumentDefect("a value is unknown or out of range"))
            }
        }
    }
}

extension RecordList: Sendable where Record: Sendable {}
