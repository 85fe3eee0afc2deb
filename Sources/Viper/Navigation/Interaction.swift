import Foundation

extension Navigator {
    /// Delivers a user event to what is on screen, after checking it against the frame:
    /// the element exists and is visible and enabled, takes this kind of event, and a
    /// value is within the control's range. An open alert takes only taps on its buttons.
    package func send(_ event: ViewEvent) throws(InteractionError) {
        if let alert = state.alert {
            guard case .tap("alert", let item?) = event, let index = Int(item), alert.buttons.indices.contains(index) else {
                throw .alertOpen(buttons: alert.buttons)
            }
            do { try tapAlertButton(at: index) } catch { throw .rejected(error.text) }
            return
        }
        guard let view = topView else { throw .nothingOnScreen }
        let delivered = try Self.check(event, on: screen(of: view))
        // Regions and tables scroll in the framework's hands: the view draws all of them.
        if case .scroll(let id, let motion) = delivered, let kind = screen(of: view).visibleElement(id)?.kind {
            switch (kind, motion) {
            case (.region, .by(let lines)): return scrollRegion(id, of: view, by: lines)
            case (.table, .by(let rows)): return scrollTable(id, of: view, by: rows)
            case (.table, .toRow(let row)): return revealRow(row, inTable: id, of: view)
            default: break
            }
        }
        // The view may change what it draws without a new view model (a list scrolled).
        defer { screens[ObjectIdentifier(view)] = nil }
        do {
            try view.handle(delivered)
        } catch {
            throw .rejected(error.text)
        }
    }

    /// The event as the view receives it: a tap on a toggle becomes `.toggle`.
    static func check(_ event: ViewEvent, on screen: Screen) throws(InteractionError) -> ViewEvent {
        switch event {
        case .swipe:
            return event
        case .tap(let id, let item):
            guard let delivered = try tap(on: usable(id, on: screen), item: item) else {
                throw .wrongKind(
                    id, action: "tap",
                    expects: FrameworkStrings.catalog.text("tapTargets"))
            }
            return delivered
        case .type(let id, _), .clear(let id):
            guard case .textField = try usable(id, on: screen).kind else {
                throw .wrongKind(id, action: "type", expects: FrameworkStrings.catalog.text("typeTargets"))
            }
            return event
        case .toggle(let id):
            guard case .toggle = try usable(id, on: screen).kind else {
                throw .wrongKind(id, action: "toggle", expects: FrameworkStrings.catalog.text("toggleTargets"))
            }
            return event
        case .set(let id, let value):
            try checkValue(value, for: usable(id, on: screen))
            return event
        case .scroll(let id, let motion):
            switch (try usable(id, on: screen).kind, motion) {
            case (.table(let table), .toRow(let row)):
                guard table.rows.contains(where: { $0.id == row }) else { throw .noSuchRow(row, table: id) }
                return event
            case (.table, .by):
                return event
            case (.canvas(let canvas), .by) where canvas.isScrollable:
                return event
            case (.region(let region), .by) where region.scrolls:
                return event
            default:
                throw .wrongKind(
                    id, action: "scroll",
                    expects: FrameworkStrings.catalog.text("scrollTargets")
                )
            }
        case .longPress(let id, let item, _):
            let element = try usable(id, on: screen)
            switch element.kind {
            case .canvas, .button: return event
            case .table(let table):
                if let item { try visibleRow(item, of: table, element: id) }
                return event
            case .label, .text, .textField, .slider, .stepper, .picker, .datePicker, .toggle, .image, .activityIndicator, .group, .region:
                throw .wrongKind(id, action: "longpress", expects: FrameworkStrings.catalog.text("longpressTargets"))
            }
        }
    }

    /// What a tap on `element` (on `item` inside it, if given) delivers to the view, or nil
    /// when the element takes no such tap.
    private static func tap(on element: Element, item: String?) throws(InteractionError) -> ViewEvent? {
        let event = ViewEvent.tap(element: element.id, item: item)
        switch element.kind {
        case .button:
            return item == nil ? event : nil
        case .toggle:
            return item == nil ? .toggle(element.id) : nil
        case .canvas(let canvas):
            guard let item else { return canvas.isTappable ? event : nil }
            return canvas.items.contains { $0.id == item } ? event : nil
        case .table(let table):
            guard let item else { return nil }
            try visibleRow(item, of: table, element: element.id)
            return event
        case .label, .text, .textField, .slider, .stepper, .picker, .datePicker, .image, .activityIndicator, .group, .region:
            return nil
        }
    }

    private static func usable(_ id: String, on screen: Screen) throws(InteractionError) -> Element {
        guard let element = screen.visibleElement(id) else { throw .noSuchElement(id) }
        guard element.isEnabled else { throw .disabled(id, label: element.shownName) }
        return element
    }

    private static func visibleRow(_ row: String, of table: Table, element: String) throws(InteractionError) {
        guard let index = table.rows.firstIndex(where: { $0.id == row }) else { throw .noSuchRow(row, table: element) }
        guard table.visibleRange.contains(index) else { throw .rowNotVisible(row) }
    }

    private static func checkValue(_ value: ControlValue, for element: Element) throws(InteractionError) {
        let mismatch = InteractionError.wrongKind(
            element.id, action: "set",
            expects: FrameworkStrings.catalog.text("setTargets"))
        switch element.kind {
        case .slider(let slider):
            guard case .number(let number) = value else { throw mismatch }
            guard slider.range.contains(number) else {
                throw .outOfRange(element.id, allowed: "\(slider.range.lowerBound)…\(slider.range.upperBound)")
            }
        case .stepper(let stepper):
            guard case .integer(let number) = value else { throw mismatch }
            guard stepper.range.contains(number), (number - stepper.range.lowerBound) % stepper.step == 0 else {
                let steps = stepper.step == 1 ? "" : " in steps of \(stepper.step)"
                throw .outOfRange(element.id, allowed: "\(stepper.range.lowerBound)…\(stepper.range.upperBound)" + steps)
            }
        case .picker(let picker):
            guard case .option(let index) = value else { throw mismatch }
            guard picker.options.indices.contains(index) else {
                throw .outOfRange(element.id, allowed: picker.options.joined(separator: ", "))
            }
        case .datePicker(let picker):
            guard case .date(let text) = value else { throw mismatch }
            guard ISODate.parse(text, includesTime: picker.includesTime) != nil else {
                throw .outOfRange(element.id, allowed: picker.includesTime ? "YYYY-MM-DDTHH:MM" : "YYYY-MM-DD")
            }
        case .label, .text, .button, .textField, .toggle, .table, .image, .activityIndicator, .canvas, .group, .region:
            throw mismatch
        }
    }
}

/// Reads the ISO 8601 forms date pickers use, in UTC.
package enum ISODate {
    /// The moment `text` names, in UTC: a date (`2026-11-21`), or with `includesTime` a date and
    /// time (`2026-11-21T18:30`); nil for anything else.
    package static func parse(_ text: String, includesTime: Bool) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = includesTime ? "yyyy-MM-dd'T'HH:mm" : "yyyy-MM-dd"
        formatter.isLenient = false
        return formatter.date(from: text)
    }
}

/// Why a user event could not be delivered to the screen, in a line the REPL prints.
public enum InteractionError: Error, Equatable, Sendable {
    /// No screen is shown.
    case nothingOnScreen
    /// The screen has no element of that id.
    case noSuchElement(String)
    /// An element the user cannot use now, by its id and the label the user sees.
    case disabled(String, label: String)
    /// The element is not of a kind the action takes: `type` into a button.
    case wrongKind(String, action: String, expects: LocalizedText)
    /// The table has no row of that id.
    case noSuchRow(String, table: String)
    /// The row is not in the table's window; `scroll to` it first.
    case rowNotVisible(String)
    /// The value is outside what the control takes; `allowed` says what it takes.
    case outOfRange(String, allowed: String)
    /// An alert is open, and only its buttons take events.
    case alertOpen(buttons: [String])
    /// The view refused the event, saying why.
    case rejected(LocalizedText)

    /// What went wrong, in one line in English.
    public var message: String { text.in(.en) }

    /// What went wrong, in one line in every language.
    public var text: LocalizedText {
        let strings = FrameworkStrings.catalog
        return switch self {
        case .nothingOnScreen: strings.text("nothingOnScreen")
        case .noSuchElement(let id): strings.text("noSuchElement", ["id": "\(id)"])
        case .disabled(_, let label): strings.text("disabledElement", ["label": "\(label)"])
        case .wrongKind(let id, let action, let expects): strings.text("wrongKind", ["id": "\(id)", "action": "\(action)", "expects": .text(expects)])
        case .noSuchRow(let row, let table): strings.text("noSuchRow", ["row": "\(row)", "table": "\(table)"])
        case .rowNotVisible(let row): strings.text("rowNotVisible", ["row": "\(row)"])
        case .outOfRange(let id, let allowed): strings.text("outOfRange", ["id": "\(id)", "allowed": "\(allowed)"])
        case .alertOpen(let buttons): strings.text("alertOpenButtons", ["buttons": "\(buttons.joined(separator: ", "))"])
        case .rejected(let reason): reason
        }
    }
}
