/// What a view shows: a value tree of elements with stable ids.
///
/// Views build a `Screen` from their state on every render; renderers and the REPL
/// only read it. Because it is a value, tests compare screens directly.
public struct Screen: Equatable, Sendable {
    /// A stable identifier of the kind of screen, such as `seaworld.sea`.
    public var id: String
    /// The navigation title.
    public var title: String
    /// The elements in reading order; groups and regions hold more.
    public var elements: [Element]

    /// A screen of `elements` under `title`.
    ///
    /// - Parameters:
    ///   - id: A stable identifier of the kind of screen, such as `seaworld.sea`.
    ///   - title: The navigation title.
    ///   - elements: The elements in reading order.
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

/// One thing on a screen: what it is, with an id that stays the same from frame to frame, and
/// whether it shows and takes events.
public struct Element: Equatable, Sendable {
    /// The element's stable id: `tap save` in the REPL and `harness.tap("save")` name it.
    public var id: String
    /// What the element is.
    public var kind: Kind
    /// Whether it is drawn. A hidden element takes no room and no events, and neither do its
    /// children.
    public var isVisible: Bool
    /// Whether it takes events. A disabled element is drawn dimmed, and acting on it is refused.
    public var isEnabled: Bool

    /// An element of `kind` named `id`, visible and enabled unless told otherwise.
    public init(id: String, kind: Kind, isVisible: Bool = true, isEnabled: Bool = true) {
        self.id = id
        self.kind = kind
        self.isVisible = isVisible
        self.isEnabled = isEnabled
    }

    /// What an element is, with its content.
    public enum Kind: Equatable, Sendable {
        /// A line of text with a tone.
        case label(Label)
        /// Text of several lines, wrapped to the width.
        case text(String)
        /// A button a user taps.
        case button(Button)
        /// A field a user types into.
        case textField(TextField)
        /// A value chosen on a continuous range.
        case slider(Slider)
        /// A whole number moved up and down in steps.
        case stepper(Stepper)
        /// One of several options.
        case picker(Picker)
        /// A date, or a date and time.
        case datePicker(DatePicker)
        /// A switch, on or off.
        case toggle(Toggle)
        /// Rows of cells, of which a window is shown.
        case table(Table)
        /// A picture drawn into a box of characters.
        case image(ImageBox)
        /// A spinner, with a line saying what is under way.
        case activityIndicator(String)
        /// A grid, map or board drawn to the room its region gives it, with its model for JSON.
        case canvas(Canvas)
        /// Elements laid out together.
        case group(Group)
        /// A part of the screen that says how many rows it needs, and may scroll on its own.
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
    /// No emphasis.
    case plain
    /// Less important than the text around it.
    case secondary
    /// Drawing the eye, such as a selection.
    case accent
    /// Something went well.
    case success
    /// Something needs care.
    case warning
    /// Something went wrong, or an action cannot be undone.
    case danger
}

/// A line of text.
public struct Label: Equatable, Sendable {
    /// Where a label's line sits in its width.
    public enum Alignment: String, Equatable, Sendable {
        /// At the start of the line.
        case leading
        /// In the middle of the line.
        case center
    }
    /// The text, as it is drawn.
    public var text: String
    /// How it is emphasised.
    public var tone: Tone
    /// Where the line sits in its width.
    public var alignment: Alignment
    /// A label of `text`, plain and at the start of its line unless told otherwise.
    public init(_ text: String, tone: Tone = .plain, alignment: Alignment = .leading) {
        self.text = text
        self.tone = tone
        self.alignment = alignment
    }
}

/// A button. The REPL's `tap` names it by its id, its title or the number drawn beside it.
public struct Button: Equatable, Sendable {
    /// The text drawn on the button.
    public var title: String
    /// What kind of action it stands for.
    public var role: Role
    /// What kind of action a button stands for, which renderers may show.
    public enum Role: String, Equatable, Sendable, Codable {
        /// Any action.
        case normal
        /// The action the screen is for, such as Save.
        case primary
        /// An action that destroys something, such as Delete.
        case destructive
    }
    /// A button titled `title`, of the normal role unless told otherwise.
    public init(_ title: String, role: Role = .normal) {
        self.title = title
        self.role = role
    }
}

/// A field of text a user types into; `type <field> <text>` in the REPL.
public struct TextField: Equatable, Sendable {
    /// What the field is for, drawn before it; `type` names the field by it as well as by its id.
    public var label: String
    /// What is typed.
    public var text: String
    /// What is drawn while the field is empty.
    public var placeholder: String
    /// Whether the text is drawn as dots.
    public var isSecure: Bool
    /// Whether the text is a secret, such as a password: the REPL keeps a line that fills it out
    /// of its history and echoes it masked. A secure field holds one; so may a field a spec
    /// shows as typed.
    public var isSecret: Bool
    /// A field of text.
    ///
    /// A secure field holds a secret, whatever `isSecret` says.
    public init(label: String, text: String, placeholder: String = "", isSecure: Bool = false, isSecret: Bool = false) {
        self.label = label
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.isSecret = isSecret || isSecure
    }
}

/// A value on a continuous range; `set <slider> <value>` in the REPL.
public struct Slider: Equatable, Sendable {
    /// What the slider sets.
    public var label: String
    /// The value chosen.
    public var value: Double
    /// The values it can take.
    public var range: ClosedRange<Double>
    /// The steps a value is rounded to, from the range's lower bound; any value of the range when
    /// nil.
    public var step: Double?
    /// A slider over `range`, set at `value`.
    public init(label: String, value: Double, range: ClosedRange<Double>, step: Double? = nil) {
        self.label = label
        self.value = value
        self.range = range
        self.step = step
    }
}

/// A whole number moved in steps within a range; `set <stepper> <value>` in the REPL.
public struct Stepper: Equatable, Sendable {
    /// What the stepper sets.
    public var label: String
    /// The number chosen.
    public var value: Int
    /// The numbers it can take.
    public var range: ClosedRange<Int>
    /// Values go from the range's lower bound in steps of this size.
    public var step: Int
    /// A stepper over `range`, set at `value`. A step below 1 is taken as 1.
    public init(label: String, value: Int, range: ClosedRange<Int>, step: Int = 1) {
        self.label = label
        self.value = value
        self.range = range
        self.step = max(1, step)
    }
}

/// One of several options; `set <picker> <option>` in the REPL.
public struct Picker: Equatable, Sendable {
    /// What the picker chooses.
    public var label: String
    /// The options, in the order they are offered.
    public var options: [String]
    /// The position of the option chosen in `options`.
    public var selectedIndex: Int
    /// A picker of `options` with the one at `selectedIndex` chosen.
    public init(label: String, options: [String], selectedIndex: Int) {
        self.label = label
        self.options = options
        self.selectedIndex = selectedIndex
    }
}

/// A date, or a date and time; `set <picker> 2026-11-21` in the REPL.
public struct DatePicker: Equatable, Sendable {
    /// What the date is for.
    public var label: String
    /// The chosen moment as an ISO 8601 date (`2026-11-21`) or date and time (`2026-11-21T18:30`).
    public var value: String
    /// Whether a time of day is chosen along with the date.
    public var includesTime: Bool
    /// A date picker set at `value`, an ISO 8601 date or date and time.
    public init(label: String, value: String, includesTime: Bool) {
        self.label = label
        self.value = value
        self.includesTime = includesTime
    }
}

/// A switch, on or off; `toggle <switch>` in the REPL.
public struct Toggle: Equatable, Sendable {
    /// What the switch turns on.
    public var label: String
    /// Whether it is on.
    public var isOn: Bool
    /// A switch labelled `label`.
    public init(label: String, isOn: Bool) {
        self.label = label
        self.isOn = isOn
    }
}

/// Elements laid out together, such as a row of buttons.
public struct Group: Equatable, Sendable {
    /// Which way a group's children follow each other.
    public enum Axis: String, Equatable, Sendable, Codable {
        /// One under another.
        case vertical
        /// Side by side, on one line.
        case horizontal
    }
    /// Where a horizontal group's line sits: at the start, or against the far edge (a
    /// navigation bar's right-hand button).
    public enum Alignment: String, Equatable, Sendable, Codable {
        /// At the start of the line.
        case leading
        /// Against the far edge.
        case trailing
    }
    /// Where a group stays when its screen is taller than its window: in the flow, scrolled
    /// with the rest, or pinned under it as the screen's action bar (the last elements of a
    /// screen only).
    public enum Placement: String, Equatable, Sendable, Codable {
        /// In the flow, scrolled with the rest.
        case inline
        /// Pinned under the window as the screen's action bar.
        case actionBar
    }
    /// Whether the children stand one under another or side by side.
    public var axis: Axis
    /// Where a horizontal group's line sits.
    public var alignment: Alignment
    /// Where the group stays when its screen is taller than its window.
    public var placement: Placement
    /// The elements of the group, in reading order.
    public var children: [Element]
    /// A group of `children`, in the flow and at the start of its line unless told otherwise.
    public init(axis: Axis, alignment: Alignment = .leading, placement: Placement = .inline, children: [Element]) {
        self.axis = axis
        self.alignment = alignment
        self.placement = placement
        self.children = children
    }
}
