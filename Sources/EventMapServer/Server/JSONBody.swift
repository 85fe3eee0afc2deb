import Foundation

/// A request's JSON body as a value of the generated type (`BodyGate`): 400 when it is not
/// JSON, 422 naming the field that is wrong, a number the field cannot take (too large, too small, or not whole where it must
/// be) among them, which Foundation's decoder reports as a body that is not JSON at all.
enum JSONBody {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(APIFailure) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty, let (field, number) = numberRefused(T.self, in: data) {
                throw .invalidField(field, "\(number) is not a number this field takes")
            }
            throw failure(error)
        } catch {
            throw .malformed("the body could not be read")
        }
    }

    /// The field whose number alone stops decoding: with it replaced by 0, the body decodes
    /// (or fails at a field).
    private static func numberRefused<T: Decodable>(_ type: T.Type, in data: Data) -> (field: String, number: String)? {
        let text = String(decoding: data, as: UTF8.self)
        for match in text.matches(of: /"([^"\\]+)"\s*:\s*(-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)/) {
            var patched = text
            patched.replaceSubrange(match.output.2.startIndex..<match.output.2.endIndex, with: "0")
            do {
                _ = try JSONDecoder().decode(T.self, from: Data(patched.utf8))
            } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
                continue
            } catch {}
            return (String(match.output.1), String(match.output.2))
        }
        return nil
    }

    /// The first field of `T` that the JSON object `data` gives as `null`; nil when none does.
    /// Unknown keys may be anything. A `null` is at a field when an object there fails decoding at it.
    static func nullField<T: Decodable>(of type: T.Type, in data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        for key in object.keys.sorted() where object[key] is NSNull {
            var probe = object
            probe[key] = [String: Any]()
            guard let probed = try? JSONSerialization.data(withJSONObject: probe) else { continue }
            do {
                _ = try JSONDecoder().decode(T.self, from: probed)
            } catch let error as DecodingError where codingPath(of: error).first?.stringValue == key {
                return key
            } catch {}
        }
        return nil
    }

    private static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(let key, let context): context.codingPath + [key]
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context): context.codingPath
        @unknown default: []
        }
    }

    /// The answer to a body that could not be decoded.
    static func failure(_ error: DecodingError) -> APIFailure {
        func field(_ path: [any CodingKey]) -> String { path.isEmpty ? "body" : path.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .malformed("the body is not JSON")
        case .dataCorrupted(let context):
            return .invalidField(field(context.codingPath), context.debugDescription)
        case .keyNotFound(let key, let context):
            return .invalidField(field(context.codingPath + [key]), "missing")
        case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
            return .invalidField(field(context.codingPath), "expected \(expected == String.self ? "a string" : "a \(expected)")")
        @unknown default:
            return .malformed("the body could not be read")
        }
    }
}
