import Foundation
import Viper

/// A frame as the JSON renderer writes it, read back: what a tool driving the REPL with
/// `--json` sees.
public struct FrameJSON {
    /// The frame's JSON object, as `JSONSerialization` reads it.
    public let object: [String: Any]

    /// The JSON the renderer writes for `frame`, read back.
    ///
    /// - Throws: When the renderer's output is not JSON, which would be a bug of the renderer.
    package init(_ frame: Frame) throws {
        let value = try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(frame).utf8))
        self.init(object: value as? [String: Any] ?? [:])
    }

    /// A frame the REPL printed with `--json`, already read.
    public init(object: [String: Any]) {
        self.object = object
    }

    /// The screen's element `id`, wherever it is in the tree (inside a group or a region too).
    public func element(_ id: String) -> [String: Any]? {
        func search(_ elements: [[String: Any]]) -> [String: Any]? {
            for element in elements {
                if element["id"] as? String == id { return element }
                if let found = search(element["children"] as? [[String: Any]] ?? []) { return found }
            }
            return nil
        }
        return search(object["elements"] as? [[String: Any]] ?? [])
    }
}
