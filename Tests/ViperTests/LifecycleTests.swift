import Testing
import ViperTesting

@testable import Viper

@MainActor
@Suite("Navigator: lifecycle calls")
struct LifecycleTests {
    let log = CallLog<LifecycleCall>()
    let navigator = Navigator()

    func view(_ name: String) -> RecordingView { RecordingView(name, log: log) }

    @Test("the root loads and appears once; a push covers it; a pop uncovers it without a second load")
    func pushAndPop() throws {
        navigator.setRoot(view("a"))
        #expect(log.calls == [.didLoad("a"), .willAppear("a")])

        log.reset()
        navigator.push(view("b"))
        #expect(log.calls == [.willDisappear("a"), .didLoad("b"), .willAppear("b")])

        log.reset()
        try navigator.pop()
        #expect(log.calls == [.willDisappear("b"), .willAppear("a")])
    }

    @Test("closing all, as a session ends, closes the module on screen as back does and lets every module go")
    func closeAll() throws {
        var released: [String] = []
        navigator.onRelease = { released.append(($0 as? RecordingView)?.name ?? "?") }
        navigator.setTabs([.init(name: "one", title: "One", root: view("one")), .init(name: "two", title: "Two", root: view("two"))])
        navigator.push(view("pushed"))
        navigator.present(view("modal"))
        navigator.showSheet(view("sheet"))
        log.reset()

        navigator.closeAll()
        #expect(log.calls == [.willDisappear("sheet")])
        #expect(Set(released) == ["one", "two", "pushed", "modal", "sheet"])
        #expect(navigator.state.top == nil)
    }

    @Test("a view hears the display's size before it loads, then at each change while it is held")
    func displaySize() throws {
        let root = view("a")
        let covered = view("b")
        let unloaded = view("c")
        for view in [root, covered, unloaded] { view.logsSize = true }
        navigator.displaySize = Room(columns: 60, rows: 20)
        navigator.setTabs([.init(name: "one", title: "One", root: root), .init(name: "two", title: "Two", root: unloaded)])
        #expect(log.calls == [.sizeChanged("a", columns: 60), .didLoad("a"), .willAppear("a")])
        navigator.push(covered)
        log.reset()
        navigator.displaySize = Room(columns: 100, rows: 20)
        navigator.displaySize = Room(columns: 100, rows: 20)
        #expect(Set(log.calls.map { "\($0)" }) == ["sizeChanged(\"a\", columns: 100)", "sizeChanged(\"b\", columns: 100)"])
        #expect(log.calls.count == 2, "the same size again says nothing, and a tab not yet shown hears at its load")
    }

    @Test("popToRoot at the root and re-selecting the selected tab send nothing")
    func noChangeNoCalls() throws {
        navigator.setTabs([
            .init(name: "one", title: "One", root: view("one")),
            .init(name: "two", title: "Two", root: view("two")),
        ])
        log.reset()
        navigator.popToRoot()
        try navigator.selectTab(named: "one")
        #expect(log.calls.isEmpty)
    }

    @Test("switching tabs moves the top: a tab's root loads the first time it is shown")
    func tabSwitch() throws {
        navigator.setTabs([
            .init(name: "one", title: "One", root: view("one")),
            .init(name: "two", title: "Two", root: view("two")),
        ])
        #expect(log.calls == [.didLoad("one"), .willAppear("one")])

        log.reset()
        try navigator.selectTab(named: "two")
        #expect(log.calls == [.willDisappear("one"), .didLoad("two"), .willAppear("two")])

        log.reset()
        try navigator.selectTab(named: "one")
        #expect(log.calls == [.willDisappear("two"), .willAppear("one")])
    }

    @Test("present and dismiss move the top; a sheet does too")
    func presentAndSheet() throws {
        navigator.setRoot(view("a"))
        log.reset()
        navigator.present(view("m"))
        #expect(log.calls == [.willDisappear("a"), .didLoad("m"), .willAppear("m")])

        log.reset()
        try navigator.dismiss()
        #expect(log.calls == [.willDisappear("m"), .willAppear("a")])

        log.reset()
        navigator.showSheet(view("s"))
        try navigator.dismissSheet()
        #expect(log.calls == [.willDisappear("a"), .didLoad("s"), .willAppear("s"), .willDisappear("s"), .willAppear("a")])
    }

    @Test("alerts cause no lifecycle calls")
    func alertsAreSilent() throws {
        navigator.setRoot(view("a"))
        log.reset()
        navigator.showAlert(Alert(title: "Hi", buttons: [.init("OK")]))
        try navigator.tapAlertButton(at: 0)
        #expect(log.calls.isEmpty)
    }

    @Test("a view shown again after it left is loaded only once (didLoad is once per view)")
    func reshownViewLoadsOnce() throws {
        navigator.setRoot(view("root"))
        let cached = view("cached")
        navigator.push(cached)
        try navigator.pop()
        navigator.push(cached)
        #expect(log.calls.filter { $0 == .didLoad("cached") }.count == 1)
    }

    @Test("setting the view on screen as root again keeps it hosted, so it can still ask for redraws")
    func sameRootAgain() {
        var redraws = 0
        navigator.onNeedsDisplay = { redraws += 1 }
        let root = view("root")
        navigator.setRoot(root)
        navigator.setRoot(root)
        #expect(navigator.topView === root)
        #expect(root.host === navigator)
        root.setNeedsDisplay()
        #expect(redraws == 1)
    }
}
