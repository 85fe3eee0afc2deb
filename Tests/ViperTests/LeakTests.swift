import Testing
import ViperTesting

@testable import Viper

/// The harness hears of each module the navigator lets go of. While the test still holds a
/// view, `releasedButAlive` names exactly the views let go of; once the test lets go too, an
/// empty list shows the navigator kept no hidden reference.
@MainActor
@Suite("Navigator: modules are released when they leave")
struct LeakTests {
    let log = CallLog<LifecycleCall>()
    let harness = ModuleHarness<TallyApp>()

    var navigator: Navigator { harness.navigator }

    func view(_ name: String) -> RecordingView {
        RecordingView(name, log: log)
    }

    @Test("a popped module's view is let go of and deallocated; the root is not let go of")
    func popped() throws {
        let root = view("root")
        var pushed: RecordingView? = view("pushed")
        navigator.setRoot(root)
        navigator.push(try #require(pushed))
        #expect(harness.releasedButAlive.isEmpty)

        try navigator.pop()
        #expect(harness.releasedButAlive == ["RecordingView"], "the popped view only")

        pushed = nil
        #expect(harness.releasedButAlive.isEmpty)
    }

    @Test("popToRoot lets go of everything above the root")
    func poppedToRoot() {
        navigator.setRoot(view("root"))
        var above: [RecordingView] = [view("b"), view("c")]
        above.forEach(navigator.push)

        navigator.popToRoot()
        #expect(harness.releasedButAlive == ["RecordingView", "RecordingView"])

        above.removeAll()
        #expect(harness.releasedButAlive.isEmpty)
    }

    @Test("a dismissed sheet is let go of; a dismissed modal lets go of its whole stack")
    func dismissed() throws {
        navigator.setRoot(view("root"))
        var modal: [RecordingView] = [view("modal"), view("inner")]
        var sheet: RecordingView? = view("sheet")
        navigator.present(modal[0])
        navigator.push(modal[1])
        navigator.showSheet(try #require(sheet))

        try navigator.dismissSheet()
        #expect(harness.releasedButAlive == ["RecordingView"], "the sheet only")
        sheet = nil
        #expect(harness.releasedButAlive.isEmpty)

        try navigator.dismiss()
        #expect(harness.releasedButAlive == ["RecordingView", "RecordingView"])
        modal.removeAll()
        #expect(harness.releasedButAlive.isEmpty)
    }

    @Test("modules on a tab that is not selected are not let go of")
    func otherTabsKept() throws {
        navigator.setTabs([
            .init(name: "one", title: "One", root: view("one")),
            .init(name: "two", title: "Two", root: view("two")),
        ])
        navigator.push(view("detail"))

        try navigator.selectTab(named: "two")
        #expect(harness.releasedButAlive.isEmpty)
        #expect(navigator.state.tabs.map { $0.stack.map(\.screen) } == [["test.one", "test.detail"], ["test.two"]])
    }

    @Test("setRoot lets go of the old tree; releasing the navigator releases its views")
    func replaced() {
        var old: [RecordingView] = [view("old"), view("oldTop")]
        navigator.setRoot(old[0])
        navigator.push(old[1])
        navigator.setRoot(view("new"))
        #expect(harness.releasedButAlive == ["RecordingView", "RecordingView"])
        old.removeAll()
        #expect(harness.releasedButAlive.isEmpty)

        weak var shownByAnother: RecordingView?
        do {
            let another = ModuleHarness<TallyApp>()
            let shown = view("x")
            shownByAnother = shown
            another.navigator.setRoot(shown)
        }
        #expect(shownByAnother == nil)
    }
}
