import Testing
import ViperTesting

@testable import Viper

@MainActor
@Suite("Navigator.send: events are checked against the screen")
struct InteractionTests {
    let log = CallLog<LifecycleCall>()
    let navigator = Navigator()
    let view: RecordingView

    init() {
        view = RecordingView(
            "form", log: log,
            elements: [
                Make.label("caption", "Settings"),
                Make.button("save", "Save"),
                Make.button("off", "Off", enabled: false),
                Make.button("ghost", "Ghost", visible: false),
                Make.group("hiddenGroup", [Make.button("inner", "Inner")], visible: false),
                Make.group("shownGroup", [Make.button("nested", "Nested")]),
                Make.table("list", rows: 10, height: .fixed(5)),
                Element(id: "volume", kind: .slider(Slider(label: "Volume", value: 5, range: 0...10))),
                Element(id: "count", kind: .stepper(Stepper(label: "Count", value: 1, range: 1...9))),
                Element(id: "size", kind: .picker(Picker(label: "Size", options: ["S", "M", "L"], selectedIndex: 0))),
                Element(id: "day", kind: .datePicker(DatePicker(label: "Day", value: "2026-01-01", includesTime: false))),
                Element(id: "when", kind: .datePicker(DatePicker(label: "When", value: "2026-01-01T10:00", includesTime: true))),
                Element(id: "wifi", kind: .toggle(Toggle(label: "Wi-Fi", isOn: false))),
                Element(id: "name", kind: .textField(TextField(label: "Name", text: ""))),
            ])
        navigator.setRoot(view)
        log.reset()
    }

    var handled: [ViewEvent] {
        log.calls.compactMap { if case .handled(_, let event) = $0 { event } else { nil } }
    }

    @Test("a valid tap on a button reaches the view unchanged")
    func validTap() throws {
        try navigator.send(.tap(element: "save", item: nil))
        try navigator.send(.tap(element: "nested", item: nil))
        #expect(handled == [.tap(element: "save", item: nil), .tap(element: "nested", item: nil)])
    }

    @Test("tapping a label is the wrong kind of element")
    func tapLabel() {
        let error = #expect(throws: InteractionError.self) { try navigator.send(.tap(element: "caption", item: nil)) }
        guard case .wrongKind("caption", action: "tap", _)? = error else {
            Issue.record("expected wrongKind, got \(String(describing: error))")
            return
        }
        #expect(handled.isEmpty)
    }

    @Test("typing into a button is the wrong kind; typing into a field is delivered")
    func typeChecks() throws {
        let error = #expect(throws: InteractionError.self) { try navigator.send(.type(field: "save", text: "x")) }
        #expect(error?.message.hasPrefix("cannot type \"save\"") == true)
        try navigator.send(.type(field: "name", text: "Ann"))
        #expect(handled == [.type(field: "name", text: "Ann")])
    }

    @Test("a disabled button is refused as disabled")
    func disabled() {
        #expect(throws: InteractionError.disabled("off", label: "Off")) { try navigator.send(.tap(element: "off", item: nil)) }
        #expect(handled.isEmpty)
    }

    @Test("a disabled element is refused by the label the user sees, not by its id")
    func disabledNamesTheVisibleLabel() {
        let error = #expect(throws: InteractionError.self) { try navigator.send(.tap(element: "off", item: nil)) }
        #expect(error?.message == "\"Off\" is disabled")
    }

    @Test("a hidden element, or one inside a hidden group, does not exist for the user")
    func hidden() {
        #expect(throws: InteractionError.noSuchElement("ghost")) { try navigator.send(.tap(element: "ghost", item: nil)) }
        #expect(throws: InteractionError.noSuchElement("inner")) { try navigator.send(.tap(element: "inner", item: nil)) }
        #expect(throws: InteractionError.noSuchElement("nope")) { try navigator.send(.tap(element: "nope", item: nil)) }
        #expect(handled.isEmpty)
    }

    @Test("only rows inside the table's visible window can be tapped")
    func rowWindow() throws {
        try navigator.send(.scroll(table: "list", .by(2)))
        #expect(throws: InteractionError.rowNotVisible("r1")) { try navigator.send(.tap(element: "list", item: "r1")) }
        #expect(throws: InteractionError.rowNotVisible("r5")) { try navigator.send(.tap(element: "list", item: "r5")) }
        #expect(throws: InteractionError.noSuchRow("r99", table: "list")) { try navigator.send(.tap(element: "list", item: "r99")) }
        try navigator.send(.tap(element: "list", item: "r2"))
        try navigator.send(.tap(element: "list", item: "r4"))
        #expect(handled == [.tap(element: "list", item: "r2"), .tap(element: "list", item: "r4")])
    }

    @Test("scroll to a row that does not exist is refused; to one off screen moves the window, not reaching the view")
    func scrollChecks() throws {
        #expect(throws: InteractionError.noSuchRow("zz", table: "list")) { try navigator.send(.scroll(table: "list", .toRow("zz"))) }
        try navigator.send(.scroll(table: "list", .toRow("r9")))
        #expect(navigator.frame(localization: Localization(.en)).screen.table("list")?.visibleRange == 6..<10)
        #expect(handled.isEmpty)
    }

    @Test("slider, stepper, picker and date values outside their range are refused")
    func outOfRange() {
        #expect(throws: InteractionError.outOfRange("volume", allowed: "0.0…10.0")) { try navigator.send(.set(control: "volume", value: .number(10.5))) }
        #expect(throws: InteractionError.outOfRange("volume", allowed: "0.0…10.0")) { try navigator.send(.set(control: "volume", value: .number(-0.1))) }
        #expect(throws: InteractionError.outOfRange("count", allowed: "1…9")) { try navigator.send(.set(control: "count", value: .integer(0))) }
        #expect(throws: InteractionError.outOfRange("count", allowed: "1…9")) { try navigator.send(.set(control: "count", value: .integer(10))) }
        #expect(throws: InteractionError.outOfRange("size", allowed: "S, M, L")) { try navigator.send(.set(control: "size", value: .option(3))) }
        #expect(throws: InteractionError.outOfRange("size", allowed: "S, M, L")) { try navigator.send(.set(control: "size", value: .option(-1))) }
        #expect(throws: InteractionError.outOfRange("day", allowed: "YYYY-MM-DD")) { try navigator.send(.set(control: "day", value: .date("2026-02-30"))) }
        #expect(throws: InteractionError.outOfRange("day", allowed: "YYYY-MM-DD")) {
            try navigator.send(.set(control: "day", value: .date("2026-01-01T10:00")))
        }
        #expect(throws: InteractionError.outOfRange("when", allowed: "YYYY-MM-DDTHH:MM")) {
            try navigator.send(.set(control: "when", value: .date("2026-01-01T25:00")))
        }
        #expect(handled.isEmpty)
    }

    @Test("values at the edges of their ranges are delivered")
    func inRange() throws {
        let events: [ViewEvent] = [
            .set(control: "volume", value: .number(0)), .set(control: "volume", value: .number(10)),
            .set(control: "count", value: .integer(9)), .set(control: "size", value: .option(2)),
            .set(control: "day", value: .date("2028-02-29")), .set(control: "when", value: .date("2026-12-31T23:59")),
        ]
        for event in events { try navigator.send(event) }
        #expect(handled == events)
    }

    @Test("a value of the wrong kind for the control is refused as wrong kind")
    func wrongValueKind() {
        let error = #expect(throws: InteractionError.self) { try navigator.send(.set(control: "count", value: .number(2))) }
        guard case .wrongKind("count", action: "set", _)? = error else {
            Issue.record("expected wrongKind, got \(String(describing: error))")
            return
        }
    }

    @Test("a tap on a toggle is delivered as .toggle")
    func tapToggle() throws {
        try navigator.send(.tap(element: "wifi", item: nil))
        try navigator.send(.toggle("wifi"))
        #expect(handled == [.toggle("wifi"), .toggle("wifi")])
        #expect(throws: InteractionError.self) { try navigator.send(.toggle("save")) }
    }

    @Test("a rejection from the view comes back as .rejected with its message")
    func viewRejects() {
        view.rejection = EventRejection("nothing to save yet")
        let error = #expect(throws: InteractionError.rejected(LocalizedText(verbatim: "nothing to save yet"))) {
            try navigator.send(.tap(element: "save", item: nil))
        }
        #expect(error?.message == "nothing to save yet")
    }

    @Test("with nothing on screen every event is refused")
    func nothingOnScreen() {
        #expect(throws: InteractionError.nothingOnScreen) { try Navigator().send(.swipe(.left)) }
    }

    @Test("events go to the sheet when one is shown")
    func sheetGetsEvents() throws {
        let sheet = RecordingView("sheet", log: log, elements: [Make.button("done", "Done")])
        navigator.showSheet(sheet)
        log.reset()
        #expect(throws: InteractionError.noSuchElement("save")) { try navigator.send(.tap(element: "save", item: nil)) }
        try navigator.send(.tap(element: "done", item: nil))
        #expect(log.calls == [.handled("sheet", .tap(element: "done", item: nil))])
    }
}
