/// What a view shows: a value tree of elements with stable ids.
///
/// Views build a `Screen` from their state on every render; renderers and the REPL
/// only read it. Because it is a value, tests compare screens directly.
public struct Screen: Equatable, Sendable {
    /// A stable identifier of the kind of screen, such as `seaworld.sea`.
    public var id: String
    /// The navigation title.
    public var title: String
    public var elements: [Element]

    public init(id: String, title: String, elements: [Element]) {
        self.id = id
        self.title = title
        self.elements = elements
    }

    /// Every element of the tree, depth first, in reading order.
    public var allElements: [Element] {
        var result: [Element] = []
        func visit(_ elements: [Element]) {
            for element in elements {
                result.append(element)
                visit(element.kind.children)
            }
        }
        visit(elements)
        return result
    }

    /// The element with this id anywhere in the tree.
    public func element(_ id: String) -> Element? {
        allElements.first { $0.id == id }
    }

    /// The element with this id if it and every group around it are visible.
    public func visibleElement(_ id: String) -> Element? {
        func search(_ elements: [Element]) -> Element? {
            for element in elements where element.isVisible {
                if element.id == id { return element }
                if let found = search(element.kind.children) { return found }
            }
            return nil
        }
        return search(elements)
    }
}

public struct Element: Equatable, Sendable {
    public var id: String
    public var kind: Kind
    public var isVisible: Bool
    public var isEnabled: Bool

    public init(id: String, kind: Kind, isVisible: Bool = true, isEnabled: Bool = true) {
        self.id = id
        self.kind = kind
        self.isVisible = isVisible
        self.isEnabled = isEnabled
    }

    public enum Kind: Equatable, Sendable {
        case label(Label)
        case text(String)
        case button(Button)
        case textField(TextField)
        case slider(Slider)
        case stepper(Stepper)
        case picker(Picker)
        case datePicker(DatePicker)
        case toggle(Toggle)
        case table(Table)
        case image(ImageBox)
        /// A spinner, with a line saying what is under way.
        case activityIndicator(String)
        case canvas(Canvas)
        case group(Group)
        case region(Region)

        /// The elements a group or region holds; none for any other kind.
        public var children: [Element] {
            switch self {
            case .group(let group): group.children
            case .region(let region): region.children
            default: []
            }
        }
    }
}

/// Emphasis that renderers may map to colour or weight; never required to read a screen.
public enum Tone: String, Equatable, Sendable, Codable {
    case plain, secondary, accent, success, warning, danger
}

public struct Label: Equatable, Sendable {
    public enum Alignment: String, Equatable, Sendable { case leading, center }
    public var text: String
    public var tone: Tone
    public var alignment: Alignment
    public init(_ text: String, tone: Tone = .plain, alignment: Alignment = .leading) {
        self.text = text
        self.tone = tone
        self.alignment = alignment
    }
}

public struct Button: Equatable, Sendable {
    public var title: String
    public var role: Role
    public enum Role: String, Equatable, Sendable, Codable { case normal, primary, destructive }
    public init(_ title: String, role: Role = .normal) {
        self.title = title
        self.role = role
    }
}

public struct TextField: Equatable, Sendable {
    public var label: String
    public var text: String
    public var placeholder: String
    /// Whether the text is drawn as dots.
    public var isSecure: Bool
    /// Whether the text is a secret, such as a password: the REPL keeps a line that fills it out
    /// of its history and echoes it masked. A secure field holds one; so may a field a spec
    /// shows as typed.
    public var isSecret: Bool
    public init(label: String, text: String, placeholder: String = "", isSecure: Bool = false, isSecret: Bool = false) {
        self.label = label
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.isSecret = isSecret || isSecure
    }
}

public struct Slider: Equatable, Sendable {
    public var label: String
    public var value: Double
    public var range: ClosedRange<Double>
    public var step: Double?
    public init(label: String, value: Double, range: ClosedRange<Double>, step: Double? = nil) {
        self.label = label
        self.value = value
        self.range = range
        self.step = step
    }
}

public struct Stepper: Equatable, Sendable {
    public var label: String
    public var value: Int
    public var range: ClosedRange<Int>
    /// Values go from the range's lower bound in steps of this size.
    public var step: Int
    public init(label: String, value: Int, range: ClosedRange<Int>, step: Int = 1) {
        self.label = label
        self.value = value
        self.range = range
        self.step = max(1, step)
    }
}

public struct Picker: Equatable, Sendable {
    public var label: String
    public var options: [String]
    public var selectedIndex: Int
    public init(label: String, options: [String], selectedIndex: Int) {
        self.label = label
        self.options = options
        self.selectedIndex = selectedIndex
    }
}

public struct DatePicker: Equatable, Sendable {
    public var label: String
    /// The chosen moment as an ISO 8601 date (`2026-11-21`) or date and time (`2026-11-21T18:30`).
    public var value: String
    public var includesTime: Bool
    public init(label: String, value: String, includesTime: Bool) {
        self.label = label
        self.value = value
        self.includesTime = includesTime
    }
}

public struct Toggle: Equatable, Sendable {
    public var label: String
    public var isOn: Bool
    public init(label: String, isOn: Bool) {
        self.label = label
        self.isOn = isOn
    }
}

/// Elements laid out together, such as a row of buttons.
public struct Group: Equatable, Sendable {
    public enum Axis: String, Equatable, Sendable, Codable { case vertical, horizontal }
    /// Where a horizontal group's line sits: at the start, or against the far edge (a
    /// navigation bar's right-hand button).
    public enum Alignment: String, Equatable, Sendable, Codable { case leading, trailing }
    /// Where a group stays when its screen is taller than its window: in the flow, scrolled
    /// with the rest, or pinned under it as the screen's action bar (the last elements of a
    /// screen only).
    public enum Placement: String, Equatable, Sendable, Codable { case inline, actionBar }
    public var axis: Axis
    public var alignment: Alignment
    public var placement: Placement
    public var children: [Element]
    public init(axis: Axis, alignment: Alignment = .leading, placement: Placement = .inline, children: [Element]) {
        self.axis = axis
        self.alignment = alignment
        self.placement = placement
        self.children = children
    }
}
