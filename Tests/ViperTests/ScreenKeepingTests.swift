import Testing

@testable import Viper

/// A view that counts the screens it makes; a tap on its button changes what it draws.
@MainActor
private final class CountingView: ModuleView {
    weak var host: (any ViewHost)?
    let name: String
    private(set) var screensMade = 0
    private var taps = 0

    init(_ name: String) { self.name = name }

    func makeScreen() -> Screen {
        screensMade += 1
        return Screen(id: "test.\(name)", title: "\(name) \(taps)", elements: [Make.button("more", "More")])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        taps += 1
    }
}

@MainActor
@Suite("The navigator keeps each view's screen until that view changes")
struct ScreenKeepingTests {
    let navigator = Navigator()
    private let map = CountingView("map")
    private let sheet = CountingView("sheet")

    init() {
        navigator.setRoot(map)
        navigator.showSheet(sheet)
    }

    func frame() -> Frame { navigator.frame(localization: Localization(.en)) }

    @Test("commands in a sheet redraw the sheet, not the screen behind it")
    func sheetCommands() throws {
        _ = frame()
        let drawn = map.screensMade
        for _ in 0..<5 {
            try navigator.send(.tap(element: "more", item: nil))
            sheet.setNeedsDisplay()
            #expect(frame().sheet?.title.hasPrefix("sheet") == true)
        }
        #expect(map.screensMade == drawn, "the map behind the sheet was drawn again")
        #expect(frame().sheet?.title == "sheet 5", "the sheet shows every tap")
        #expect(frame().screen.title == "map 0")
    }

    @Test("a view that changes, a new display size or a navigation move draws the screen again")
    func whatRedraws() throws {
        _ = frame()
        var drawn = map.screensMade
        map.setNeedsDisplay()
        _ = frame()
        #expect(map.screensMade == drawn + 1)
        drawn = map.screensMade
        navigator.displaySize = Room(columns: 100, rows: 40)
        _ = frame()
        #expect(map.screensMade == drawn + 1)
        drawn = map.screensMade
        try navigator.dismissSheet()
        try navigator.send(.tap(element: "more", item: nil))
        #expect(frame().screen.title == "map 1", "the tap the map took shows")
        #expect(map.screensMade > drawn)
    }
}
