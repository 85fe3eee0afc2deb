import Testing
@testable import Viper
import ViperTesting

@MainActor
@Suite("Navigator: modules are released when they leave")
struct LeakTests {
    let log = CallLog<LifecycleCall>()
    let navigator = Navigator()
    let leaks = LeakTracker()

    /// A view, tracked with the presenter it owns; the caller keeps no reference.
    func tracked(_ name: String) -> RecordingView {
        let view = RecordingView(name, log: log)
        leaks.track(view, "\(name) view")
        leaks.track(view.presenter, "\(name) presenter")
        return view
    }

    @Test("a popped module's view and presenter are deallocated; the root is not")
    func popped() throws {
        navigator.setRoot(tracked("root"))
        navigator.push(tracked("pushed"))
        #expect(leaks.survivors == ["root view", "root presenter", "pushed view", "pushed presenter"])

        try navigator.pop()
        #expect(leaks.survivors == ["root view", "root presenter"])
    }

    @Test("popToRoot releases everything above the root")
    func poppedToRoot() {
        navigator.setRoot(tracked("root"))
        navigator.push(tracked("b"))
        navigator.push(tracked("c"))
        navigator.popToRoot()
        #expect(leaks.survivors == ["root view", "root presenter"])
    }

    @Test("a dismissed modal releases its whole stack; a dismissed sheet is released")
    func dismissed() throws {
        navigator.setRoot(tracked("root"))
        navigator.present(tracked("modal"))
        navigator.push(tracked("inner"))
        navigator.showSheet(tracked("sheet"))

        try navigator.dismissSheet()
        #expect(!leaks.survivors.contains("sheet view"))
        try navigator.dismiss()
        #expect(leaks.survivors == ["root view", "root presenter"])
    }

    @Test("modules on a tab that is not selected stay alive")
    func otherTabsKept() throws {
        navigator.setTabs([
            .init(name: "one", title: "One", root: tracked("one")),
            .init(name: "two", title: "Two", root: tracked("two")),
        ])
        navigator.push(tracked("detail"))
        try navigator.selectTab(named: "two")
        #expect(leaks.survivors == ["one view", "one presenter", "two view", "two presenter", "detail view", "detail presenter"])
    }

    @Test("setRoot releases the old tree; so does releasing the navigator")
    func replaced() {
        navigator.setRoot(tracked("old"))
        navigator.push(tracked("oldTop"))
        navigator.setRoot(tracked("new"))
        #expect(leaks.survivors == ["new view", "new presenter"])

        let other = LeakTracker()
        do {
            let local = Navigator()
            let view = RecordingView("x", log: log)
            other.track(view)
            local.setRoot(view)
        }
        other.expectAllReleased()
    }
}
