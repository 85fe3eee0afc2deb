/// Something on screen a command can name: by its element id (or row/item id), its
/// visible label, or the number the text renderer prints beside it.
public struct Target: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case button, textField, slider, stepper, picker, datePicker, toggle, row, canvas, canvasItem, alertButton
    }

    public let number: Int
    public let elementID: String
    /// A table row's or canvas item's id; an alert button's index.
    public let itemID: String?
    public let label: String
    public let kind: Kind
    public let isEnabled: Bool

    public init(number: Int, elementID: String, itemID: String?, label: String, kind: Kind, isEnabled: Bool) {
        self.number = number
        self.elementID = elementID
        self.itemID = itemID
        self.label = label
        self.kind = kind
        self.isEnabled = isEnabled
    }

    /// The interactive, visible elements of a screen in reading order, numbered from 1.
    /// Only the visible rows of a table are targets.
    public static func numbered(in screen: Screen) -> [Target] {
        numbered(in: screen.elements)
    }

    /// How many targets `elements` hold: a canvas drawn after them numbers its items from
    /// one more, as the renderer will.
    public static func count(in elements: [Element]) -> Int {
        numbered(in: elements).count
    }

    private static func numbered(in elements: [Element]) -> [Target] {
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
                        add(element, item: row.id, label: row.cells.first ?? row.id, kind: .row)
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
