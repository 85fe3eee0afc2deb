import Foundation

/// Describes a frame as one JSON object for tools and tests: the screen id, title, back
/// button, tabs, every element (hidden ones too, marked), the sheet and the alert.
/// Canvases carry their model, tables each row's label, whole cells, image state and visibility.
package enum JSONRenderer {
    /// The frame as one line of JSON.
    package static func render(_ frame: Frame) -> String {
        value(for: frame).serialized
    }

    /// The frame as a JSON document, to read or add to before it is written.
    package static func value(for frame: Frame) -> JSONValue {
        let numbers = Dictionary(frame.targets.map { (TargetKey($0.elementID, $0.itemID), $0.number) }) { first, _ in first }
        var members: [(String, JSONValue)] = [
            ("screen", .string(frame.screen.id)),
            ("title", .string(frame.screen.title)),
            ("back", frame.backTitle.map(JSONValue.string) ?? .null),
            ("tabs", .array(frame.tabs.map { .object([("name", .string($0.name)), ("title", .string($0.title)), ("selected", .bool($0.isSelected))]) })),
            ("elements", .array(frame.screen.elements.map { element(for: $0, numbers: frame.sheet == nil && frame.alert == nil ? numbers : [:]) })),
        ]
        members.append(
            (
                "sheet",
                frame.sheet.map { sheet in
                    .object([
                        ("screen", .string(sheet.id)),
                        ("title", .string(sheet.title)),
                        ("elements", .array(sheet.elements.map { element(for: $0, numbers: frame.alert == nil ? numbers : [:]) })),
                    ])
                } ?? .null
            ))
        members.append(
            (
                "alert",
                frame.alert.map { alert in
                    .object([
                        ("title", .string(alert.title)),
                        ("message", .string(alert.message)),
                        ("buttons", .array(alert.buttons.map(JSONValue.string))),
                    ])
                } ?? .null
            ))
        return .object(members)
    }

    private static func element(for element: Element, numbers: [TargetKey: Int]) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(element.id))]
        let number = numbers[TargetKey(element.id, nil)].map { JSONValue.number(Double($0)) } ?? .null
        func add(_ kind: String, _ fields: [(String, JSONValue)]) {
            members.append(("kind", .string(kind)))
            members.append(contentsOf: fields)
        }
        switch element.kind {
        case .label(let label): add("label", [("text", .string(label.text)), ("tone", .string(label.tone.rawValue))])
        case .text(let text): add("text", [("text", .string(text))])
        case .button(let button): add("button", [("title", .string(button.title)), ("role", .string(button.role.rawValue)), ("target", number)])
        case .textField(let field):
            add(
                "textField",
                [
                    ("label", .string(field.label)), ("text", .string(field.isSecure ? String(repeating: "•", count: field.text.count) : field.text)),
                    ("placeholder", .string(field.placeholder)), ("secure", .bool(field.isSecure)), ("target", number),
                ])
        case .slider(let slider):
            add(
                "slider",
                [
                    ("label", .string(slider.label)), ("value", .number(slider.value)), ("min", .number(slider.range.lowerBound)),
                    ("max", .number(slider.range.upperBound)), ("step", slider.step.map(JSONValue.number) ?? .null), ("target", number),
                ])
        case .stepper(let stepper):
            add(
                "stepper",
                [
                    ("label", .string(stepper.label)), ("value", .number(Double(stepper.value))), ("min", .number(Double(stepper.range.lowerBound))),
                    ("max", .number(Double(stepper.range.upperBound))), ("step", .number(Double(stepper.step))), ("target", number),
                ])
        case .picker(let picker):
            add(
                "picker",
                [
                    ("label", .string(picker.label)), ("options", .array(picker.options.map(JSONValue.string))),
                    ("selected", .number(Double(picker.selectedIndex))), ("target", number),
                ])
        case .datePicker(let picker):
            add("datePicker", [("label", .string(picker.label)), ("value", .string(picker.value)), ("time", .bool(picker.includesTime)), ("target", number)])
        case .toggle(let toggle): add("toggle", [("label", .string(toggle.label)), ("on", .bool(toggle.isOn)), ("target", number)])
        case .table(let table): add("table", tableFields(table, element: element, numbers: numbers))
        case .image(let box): add("image", imageFields(box))
        case .activityIndicator(let label): add("activityIndicator", [("label", .string(label))])
        case .canvas(let canvas):
            add(
                "canvas",
                [
                    ("title", .string(canvas.title)), ("tappable", .bool(canvas.isTappable)), ("target", number),
                    ("lines", .array(canvas.lines.map { .string($0.plainText) })),
                    (
                        "items",
                        .array(
                            canvas.items.map { item in
                                .object([
                                    ("id", .string(item.id)), ("label", .string(item.label)),
                                    ("target", numbers[TargetKey(element.id, item.id)].map { .number(Double($0)) } ?? .null),
                                    ("image", .string(item.image?.state.name ?? "none")),
                                ])
                            })
                    ),
                    ("model", canvas.model),
                ])
        case .region(let region):
            add(
                "region",
                [
                    ("height", height(of: region)), ("scrolls", .bool(region.scrolls)), ("rows", region.rows.map { .number(Double($0)) } ?? .null),
                    ("firstLine", .number(Double(region.firstLine))),
                    ("children", .array(region.children.map { self.element(for: $0, numbers: numbers) })),
                ])
        case .group(let group):
            let placement: [(String, JSONValue)] = group.placement == .inline ? [] : [("placement", .string(group.placement.rawValue))]
            add(
                "group",
                [("axis", .string(group.axis.rawValue)), ("alignment", .string(group.alignment.rawValue))] + placement
                    + [("children", .array(group.children.map { self.element(for: $0, numbers: numbers) }))])
        }
        members.append(("visible", .bool(element.isVisible)))
        members.append(("enabled", .bool(element.isEnabled)))
        return .object(members)
    }

    private static func height(of region: Region) -> JSONValue {
        switch region.height {
        case .content: .object([("kind", .string("content"))])
        case .fixed(let rows): .object([("kind", .string("fixed")), ("rows", .number(Double(rows)))])
        case .fill(let minimum, let share): .object([("kind", .string("fill")), ("minimum", .number(Double(minimum))), ("share", .number(Double(share)))])
        }
    }

    private static func tableFields(_ table: Table, element: Element, numbers: [TargetKey: Int]) -> [(String, JSONValue)] {
        let visible = table.visibleRange
        let rows: [JSONValue] = table.rows.enumerated().map { index, row in
            .object([
                ("id", .string(row.id)),
                ("label", .string(row.label)),
                ("cells", .array(row.cells.map(JSONValue.string))),
                ("accessory", .string(row.accessory.rawValue)),
                ("color", row.color.map { .string(String(format: "#%02X%02X%02X", $0.red, $0.green, $0.blue)) } ?? .null),
                ("image", .string(row.image?.state.name ?? "none")),
                ("visible", .bool(visible.contains(index))),
                ("target", numbers[TargetKey(element.id, row.id)].map { .number(Double($0)) } ?? .null),
            ])
        }
        return [
            ("rows", .array(rows)),
            ("firstVisible", .number(Double(visible.lowerBound))),
            ("visibleCount", .number(Double(visible.count))),
            ("footer", table.footer.map(JSONValue.string) ?? .null),
        ]
    }

    private static func imageFields(_ box: ImageBox) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("state", .string(box.state.name)),
            ("columns", .number(Double(box.columns))),
            ("rows", .number(Double(box.rows))),
            ("fill", .string(box.fill.rawValue)),
            ("caption", .string(box.caption)),
        ]
        if case .loaded(let bitmap) = box.state {
            fields.append(("pixelWidth", .number(Double(bitmap.width))))
            fields.append(("pixelHeight", .number(Double(bitmap.height))))
        }
        if case .failed(let reason) = box.state { fields.append(("reason", .string(reason))) }
        return fields
    }
}
