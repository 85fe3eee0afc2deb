import Testing
import ViperTesting

@testable import Viper

@MainActor
@Suite("Navigator: stacks, modals, sheets and tabs")
struct NavigatorTests {
    let log = CallLog<LifecycleCall>()
    let navigator = Navigator()

    func view(_ name: String) -> RecordingView { RecordingView(name, log: log) }

    func screens(_ stack: [NavigationState.Entry]) -> [String] { stack.map(\.screen) }

    @Test("push adds to the top, pop removes it, popToRoot keeps only the root")
    func pushPopPopToRoot() throws {
        let root = view("a")
        navigator.setRoot(root)
        navigator.push(view("b"))
        navigator.push(view("c"))
        #expect(screens(navigator.state.activeStack) == ["test.a", "test.b", "test.c"])

        try navigator.pop()
        #expect(screens(navigator.state.activeStack) == ["test.a", "test.b"])

        navigator.push(view("d"))
        navigator.popToRoot()
        #expect(screens(navigator.state.activeStack) == ["test.a"])
        #expect(navigator.topView === root)
    }

    @Test("pop at the root throws nothingToGoBackTo and changes nothing")
    func popAtRoot() {
        navigator.setRoot(view("a"))
        let before = navigator.state
        #expect(throws: NavigationError.nothingToGoBackTo) { try navigator.pop() }
        #expect(navigator.state == before)
    }

    @Test("popToRoot on a navigator with nothing on it does not crash")
    func popToRootWhenEmpty() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let navigator = Navigator()
                navigator.popToRoot()
            }
        }
    }

    @Test("the state prints every stack, modal, sheet and alert")
    func stateDescription() {
        navigator.setTabs([
            .init(name: "home", title: "Home", root: view("home")),
            .init(name: "search", title: "Search", root: view("search")),
        ])
        navigator.push(view("detail"))
        navigator.present(view("compose"))
        navigator.showSheet(view("picker"))
        navigator.showAlert(Alert(title: "Sure?", buttons: [.init("Yes"), .init("No")]))

        #expect(
            navigator.state.description == """
                tab home *: test.home > test.detail
                tab search: test.search
                modal 1: test.compose
                sheet: test.picker
                alert: "Sure?" [Yes, No]
                """)
    }

    @Test("a single stack prints as `stack:` with screens joined by >")
    func plainStackDescription() {
        navigator.setRoot(view("a"))
        navigator.push(view("b"))
        #expect(navigator.state.description == "stack: test.a > test.b")
    }

    @Test("states compare equal after the same steps and differ after different ones")
    func stateEquality() throws {
        let other = Navigator()
        navigator.setRoot(view("a"))
        other.setRoot(view("a"))
        navigator.push(view("b"))
        other.push(view("b"))
        #expect(navigator.state == other.state)

        try other.pop()
        #expect(navigator.state != other.state)
        other.push(view("c"))
        #expect(navigator.state != other.state)
    }

    @Test("a presented modal has its own stack: push goes into it, back pops in it, then dismisses")
    func modalStack() throws {
        let root = view("root")
        navigator.setRoot(root)
        let modal = view("modal")
        navigator.present(modal)
        navigator.push(view("inner"))

        #expect(screens(navigator.state.tabs[0].stack) == ["test.root"])
        #expect(navigator.state.modals.map(screens) == [["test.modal", "test.inner"]])

        try navigator.goBack()
        #expect(navigator.state.modals.map(screens) == [["test.modal"]])
        #expect(navigator.topView === modal)

        try navigator.goBack()
        #expect(navigator.state.modals.isEmpty)
        #expect(navigator.topView === root)
        #expect(throws: NavigationError.nothingPresented) { try navigator.dismiss() }
    }

    @Test("a sheet covers the top module and is closed by dismissSheet")
    func sheet() throws {
        let root = view("root")
        navigator.setRoot(root)
        let sheet = view("sheet")
        navigator.showSheet(sheet)
        #expect(navigator.state.sheet?.screen == "test.sheet")
        #expect(navigator.topView === sheet)
        #expect(screens(navigator.state.activeStack) == ["test.root"])

        try navigator.dismissSheet()
        #expect(navigator.state.sheet == nil)
        #expect(navigator.topView === root)
        #expect(throws: NavigationError.nothingPresented) { try navigator.dismissSheet() }
    }

    @Test("a sheet belongs to the tab it was shown on: another tab hides it, and its tab shows it again")
    func sheetBelongsToItsTab() throws {
        let game = view("game")
        let statistics = view("statistics")
        let details = view("details")
        navigator.setTabs(
            [
                .init(name: "game", title: "Game", root: game),
                .init(name: "statistics", title: "Statistics", root: statistics),
            ], selected: 1)
        navigator.showSheet(details)
        log.reset()

        try navigator.selectTab(named: "game")
        #expect(navigator.state.sheet == nil)
        #expect(navigator.topView === game)
        #expect(navigator.frame(localization: Localization(.en)).sheet == nil, "nothing covers the game")
        #expect(log.calls == [.willDisappear("details"), .didLoad("game"), .willAppear("game")])
        #expect(details.host === navigator, "hidden with its tab, not closed")
        #expect(navigator.state.description == "tab game *: test.game\ntab statistics: test.statistics (sheet test.details)")

        log.reset()
        try navigator.selectTab(named: "statistics")
        #expect(navigator.topView === details)
        #expect(log.calls == [.willDisappear("game"), .willAppear("details")])
        try navigator.goBack()
        #expect(navigator.topView === statistics)
    }

    @Test("a sheet hidden with its tab is let go when it closes itself or the tabs go")
    func hiddenSheetIsLetGo() throws {
        var released: [String] = []
        navigator.onRelease = { released.append(($0 as? RecordingView)?.name ?? "?") }
        let details = view("details")
        navigator.setTabs([.init(name: "one", title: "One", root: view("one")), .init(name: "two", title: "Two", root: view("two"))])
        navigator.showSheet(details)
        try navigator.selectTab(named: "two")
        #expect(navigator.state.description.hasSuffix("tab two *: test.two"), "the sheet went with its tab: \(navigator.state)")
        try navigator.close(details)
        #expect(released == ["details"])
        #expect(details.host == nil)
        try navigator.selectTab(named: "one")
        #expect(navigator.state.sheet == nil, "closed, it does not come back with its tab")

        navigator.showSheet(view("again"))
        try navigator.selectTab(named: "two")
        navigator.closeAll()
        #expect(Set(released) == ["details", "again", "one", "two"])
    }

    @Test("each tab keeps its own stack; selectTab is case-insensitive")
    func tabs() throws {
        let home = view("home")
        navigator.setTabs([
            .init(name: "home", title: "Home", root: home),
            .init(name: "search", title: "Search", root: view("search")),
        ])
        let detail = view("detail")
        navigator.push(detail)
        try navigator.selectTab(named: "SEARCH")
        navigator.push(view("results"))

        #expect(navigator.state.selectedTab == 1)
        #expect(screens(navigator.state.tabs[0].stack) == ["test.home", "test.detail"])
        #expect(screens(navigator.state.tabs[1].stack) == ["test.search", "test.results"])

        try navigator.selectTab(named: "home")
        #expect(navigator.topView === detail)
    }

    @Test("an unknown tab is an error listing the tabs; no tab bar is another")
    func unknownTab() throws {
        navigator.setRoot(view("a"))
        #expect(throws: NavigationError.noTabBar) { try navigator.selectTab(named: "home") }

        navigator.setTabs([
            .init(name: "home", title: "Home", root: view("home")),
            .init(name: "search", title: "Search", root: view("search")),
        ])
        let error = #expect(throws: NavigationError.self) { try navigator.selectTab(named: "profile") }
        #expect(error == .unknownTab("profile", available: ["home", "search"]))
        #expect(error?.message == "no tab \"profile\"; tabs: home, search")
        #expect(navigator.state.selectedTab == 0)
    }

    @Test("goBack closes the sheet, then pops, then dismisses, then has nothing to go back to")
    func goBackOrder() throws {
        navigator.setRoot(view("root"))
        navigator.push(view("pushed"))
        navigator.present(view("modal"))
        navigator.push(view("modalInner"))
        navigator.showSheet(view("sheet"))

        try navigator.goBack()
        #expect(navigator.state.sheet == nil)
        #expect(navigator.state.modals.map(screens) == [["test.modal", "test.modalInner"]])

        try navigator.goBack()
        #expect(navigator.state.modals.map(screens) == [["test.modal"]])

        try navigator.goBack()
        #expect(navigator.state.modals.isEmpty)
        #expect(screens(navigator.state.activeStack) == ["test.root", "test.pushed"])

        #expect(navigator.canGoBack)
        try navigator.goBack()
        #expect(screens(navigator.state.activeStack) == ["test.root"])
        #expect(!navigator.canGoBack)
        #expect(throws: NavigationError.nothingToGoBackTo) { try navigator.goBack() }
    }

    @Test("a view on a stack has the navigator as host and can ask for a redraw")
    func setNeedsDisplay() throws {
        var redraws = 0
        navigator.onNeedsDisplay = { redraws += 1 }
        let root = view("root")
        navigator.setRoot(root)
        let pushed = view("pushed")
        navigator.push(pushed)
        #expect(pushed.host === navigator)

        pushed.setNeedsDisplay()
        #expect(redraws == 1)

        try navigator.pop()
        #expect(pushed.host == nil)
        pushed.setNeedsDisplay()
        #expect(redraws == 1)
    }
}
