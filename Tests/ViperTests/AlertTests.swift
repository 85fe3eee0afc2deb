import Testing
import ViperTesting

@testable import Viper

@MainActor
@Suite("Navigator: alerts")
struct AlertTests {
    let log = CallLog<LifecycleCall>()
    let navigator = Navigator()

    init() {
        navigator.setRoot(RecordingView("root", log: log, elements: [Make.button("go", "Go")]))
    }

    @Test("at most one alert: a second one replaces the first, actions included")
    func atMostOne() throws {
        var tapped: [String] = []
        navigator.showAlert(Alert(title: "First", buttons: [.init("A") { tapped.append("first A") }]))
        navigator.showAlert(Alert(title: "Second", buttons: [.init("B") { tapped.append("second B") }, .init("C")]))

        #expect(navigator.state.alert == AlertState(title: "Second", message: "", buttons: ["B", "C"]))
        try navigator.tapAlertButton(at: 0)
        #expect(tapped == ["second B"])
        #expect(navigator.state.alert == nil)
    }

    @Test("an alert with no buttons gets a single OK")
    func defaultButton() {
        navigator.showAlert(Alert(title: "Done", message: "Saved.", buttons: []))
        #expect(navigator.state.alert?.buttons == ["OK"])
    }

    @Test("tapAlertButton closes the alert before running the action, so the action can show another")
    func closesThenRuns() throws {
        var alertDuringAction: AlertState?? = .none
        navigator.showAlert(
            Alert(
                title: "Delete?",
                buttons: [
                    .init("Cancel", role: .cancel),
                    .init("Delete", role: .destructive) { [navigator] in
                        alertDuringAction = navigator.state.alert
                        navigator.showAlert(Alert(title: "Deleted", buttons: []))
                    },
                ]))

        try navigator.tapAlertButton(at: 1)
        #expect(alertDuringAction == .some(nil))
        #expect(navigator.state.alert?.title == "Deleted")
    }

    @Test("tapping a button that does not exist, or with no alert, is an error")
    func badTaps() {
        #expect(throws: NavigationError.noAlert) { try navigator.tapAlertButton(at: 0) }
        navigator.showAlert(Alert(title: "One", buttons: [.init("OK")]))
        #expect(throws: NavigationError.noSuchAlertButton(1)) { try navigator.tapAlertButton(at: 1) }
        #expect(navigator.state.alert != nil)
    }

    @Test("send while an alert is open refuses anything but its buttons")
    func sendRefusesOtherEvents() throws {
        var ran = false
        navigator.showAlert(Alert(title: "Quit?", buttons: [.init("Stay"), .init("Quit") { ran = true }]))

        #expect(throws: InteractionError.alertOpen(buttons: ["Stay", "Quit"])) {
            try navigator.send(.tap(element: "go", item: nil))
        }
        #expect(throws: InteractionError.alertOpen(buttons: ["Stay", "Quit"])) {
            try navigator.send(.tap(element: "alert", item: "2"))
        }
        #expect(throws: InteractionError.alertOpen(buttons: ["Stay", "Quit"])) {
            try navigator.send(.swipe(.left))
        }
        #expect(log.calls.filter { if case .handled = $0 { true } else { false } }.isEmpty)

        try navigator.send(.tap(element: "alert", item: "1"))
        #expect(ran)
        #expect(navigator.state.alert == nil)

        try navigator.send(.tap(element: "go", item: nil))
        #expect(log.calls.last == .handled("root", .tap(element: "go", item: nil)))
    }

    @Test("back while an alert is open is refused")
    func backRefused() {
        navigator.push(RecordingView("pushed", log: log))
        navigator.showAlert(Alert(title: "Wait", buttons: []))
        #expect(throws: NavigationError.alertOpen) { try navigator.goBack() }
        #expect(navigator.state.activeStack.count == 2)
    }
}
