import CustomDump
import Testing
import Viper

/// Exhaustive mode, as in TCA's TestStore: each step of a test (a launch, an open, a tap, a
/// typed text, back, a settle, time passing) must have everything it did asserted before the
/// next step or the end of the test: every view model shown, the navigation it left, every
/// notice, sound and request sent through the simulated network (`harness.network`). What is left fails the test at the step's line, listed. A step whose
/// effects a test does not care about opts out with `skipUnasserted()`.
extension ModuleHarness {
    /// Takes the oldest view model of this type shown in the step and fails, with a field-level
    /// diff, unless it is `expected`.
    public func expectShown<Model: ViewModel>(_ expected: Model, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let ledger = ledgerForAsserting() else { return }
        let shown = ledger.take { entry -> Model? in
            if case .viewModel(_, let model) = entry { model as? Model } else { nil }
        }
        guard let shown else {
            Issue.record("no \(Model.self) was shown in this step", sourceLocation: sourceLocation)
            return
        }
        guard shown != expected else { return }
        let difference = diff(expected, shown) ?? "− \(String(customDumping: expected))\n+ \(String(customDumping: shown))"
        Issue.record("the \(Model.self) shown differs (− expected, + shown):\n\(difference)", sourceLocation: sourceLocation)
    }

    /// Takes the step's change of navigation and fails unless it left `expected`, as
    /// `NavigationState.description` writes it (`stack: a > b`).
    public func expectNavigation(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let ledger = ledgerForAsserting() else { return }
        let state = ledger.take { entry -> String? in
            if case .navigation(let state) = entry { state } else { nil }
        }
        guard let state else {
            Issue.record("the navigation did not change in this step; it is: \(navigator.state.description)", sourceLocation: sourceLocation)
            return
        }
        #expect(state == expected, sourceLocation: sourceLocation)
    }

    /// Takes the oldest notice of the step and fails unless it is `expected`.
    public func expectNotice(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let ledger = ledgerForAsserting() else { return }
        let notice = ledger.take { entry -> String? in
            if case .notice(let text) = entry { text } else { nil }
        }
        #expect(notice == expected, sourceLocation: sourceLocation)
    }

    /// Takes the oldest sound of the step and fails unless its line is `expected`
    /// (`♪ victory melody (24 s) at 80%`).
    public func expectSound(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let ledger = ledgerForAsserting() else { return }
        let sound = ledger.take { entry -> String? in
            if case .sound(let line) = entry { line } else { nil }
        }
        #expect(sound == expected, sourceLocation: sourceLocation)
    }

    /// Takes the oldest request of the step sent through the simulated network and fails unless
    /// it is `expected` (`GET https://rickandmortyapi.com/api/character?page=1`).
    public func expectRequest(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let ledger = ledgerForAsserting() else { return }
        let request = ledger.take { entry -> String? in
            if case .request(let line) = entry { line } else { nil }
        }
        #expect(request == expected, sourceLocation: sourceLocation)
    }

    /// Lets this step off: what it did need not be asserted.
    public func skipUnasserted() {
        guard let ledger else { return }
        collect(into: ledger)
        ledger.entries.removeAll()
    }

    /// Closes the step under way, reporting what it left unasserted, and opens the next at `location`.
    func beginStep(at location: SourceLocation) {
        guard let ledger else { return }
        collect(into: ledger)
        ledger.close()
        ledger.step = location
    }

    /// Books what the step just taken did, for the test to assert.
    func stepTaken() {
        guard let ledger else { return }
        collect(into: ledger)
    }

    private func ledgerForAsserting() -> StepLedger? {
        guard let ledger else {
            Issue.record("expectShown, expectNavigation, expectNotice, expectSound and expectRequest are for exhaustive mode: ModuleHarness(exhaustive: true)")
            return nil
        }
        collect(into: ledger)
        return ledger
    }

    /// Books what happened since the last look that the navigator does not report as it happens.
    private func collect(into ledger: StepLedger) {
        let navigation = navigator.state.description
        if navigation != ledger.navigation {
            ledger.entries.append(.navigation(navigation))
            ledger.navigation = navigation
        }
        ledger.entries += notices.drain().map(StepLedger.Entry.notice)
        ledger.entries += speaker.drain().map { .sound($0.line(in: .en)) }
        ledger.entries += network.takeRequests().map(StepLedger.Entry.request)
    }
}
