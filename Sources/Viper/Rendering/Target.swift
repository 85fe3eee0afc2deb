/// Something on screen a command can name: by its element id (or row/item id), its
/// visible label, or the number the text renderer prints beside it.
package struct Target: Equatable, Sendable {
    /// What kind of thing a target is, which decides the commands that act on it.
    package enum Kind: String, Equatable, Sendable {
        /// A button: `tap`.
        case button
        /// A text field: `type` and `clear`.
        case textField
        /// A slider: `set`.
        case slider
        /// A stepper: `set`.
        case stepper
        /// A picker: `set`.
        case picker
        /// A date picker: `set`.
        case datePicker
        /// A switch: `toggle`.
        case toggle
        /// A row of a table: `tap` and `select`.
        case row
        /// A canvas as a whole: `tap`, and `longpress` at a point.
        case canvas
        /// One item of a canvas, such as a marker on a map: `tap`.
        case canvasItem
        /// A button of the alert on screen: `tap`.
        case alertButton
    }

    /// The number the text renderer prints beside it, from 1 in reading order.
    package let number: Int
    /// The id of the element it is or belongs to.
    package let elementID: String
    /// A table row's or canvas item's id; an alert button's index.
    package let itemID: String?
    /// What it is called on screen: a button's title, a field's label, a row's label.
    package let label: String
    /// What kind of thing it is.
    package let kind: Kind
    /// Whether it takes events now.
    package let isEnabled: Bool

    /// A target as `numbered(in:)` finds it.
    package init(number: Int, elementID: String, itemID: String?, label: String, kind: Kind, isEnabled: Bool) {
        self.number = number
        self.elementID = elementID
        self.itemID = itemID
        self.label = label
        self.kind = kind
        self.isEnabled = isEnabled
    }

    /// The interactive, visible elements of a screen in reading order, numbered from 1.
    /// Only the visible rows of a table are targets.
    package static func numbered(in screen: Screen) -> [Target] {
        numbered(in: screen.elements)
    }

    fileprivate static func numbered(in elements: [Element]) -> [Target] {
        var targets: [Target] = []
        func add(_ element: Element, item: String? = nil, label: String, kind: Kind) {
            targets.append(Target(number: targets.count + 1, elementID: element.id, itemID: item, label: label, kind: kind, isEnabled: element.isEnabled))
        }
        func visit(_ elements: [Element]) {
            for element in elements where element.isVisible {
                switch element.kind {
                case .button(let button): add(element, label: button.title, kind: .button)
                case .textField(let field): add(element, label: field.label, kind: .textField)
                case .slider(let slider): add(element, label: slider.label, kind: .slider)
                case .stepper(let stepper): add(element, label: stepper.label, kind: .stepper)
                case .picker(let picker): add(element, label: picker.label, kind: .picker)
                case .datePicker(let picker): add(element, label: picker.label, kind: .datePicker)
                case .toggle(let toggle): add(element, label: toggle.label, kind: .toggle)
                case .table(let table):
                    for row in table.rows[table.visibleRange] {
                        add(element, item: row.id, label: row.label, kind: .row)
                    }
                case .canvas(let canvas):
                    if canvas.isTappable { add(element, label: canvas.title, kind: .canvas) }
                    for item in canvas.items { add(element, item: item.id, label: item.label, kind: .canvasItem) }
                case .group, .region: visit(element.kind.children)
                case .label, .text, .image, .activityIndicator: break
                }
            }
        }
        visit(elements)
        return targets
    }
}

extension Element {
    /// How many numbered targets the element holds (its buttons, fields, visible rows, a
    /// canvas's items): a canvas drawn after it numbers its items from one more, as the
    /// renderer will.
    public var targetCount: Int { Target.numbered(in: [self]).count }
}
