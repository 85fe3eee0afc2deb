import Testing
import Viper
import ViperTesting

@testable import EventMap

/// The reset screen's presenter driven alone, with the generated spies in place of its interactor,
/// router and the screen that opened it.
@MainActor
@Suite("Reset password presenter")
struct ResetPasswordPresenterTests {
    let interactor = ResetPasswordInteractorInputSpy()
    let router = ResetPasswordRouterInputSpy()
    let opener = ResetPasswordModuleOutputSpy()
    let view = ViewSpy<ResetPasswordViewModel>()
    let presenter: ResetPasswordPresenter

    init() {
        presenter = ResetPasswordPresenter(email: "rick@example.org", interactor: interactor, router: router, output: opener, localization: Localization(.ru))
        presenter.view = view
        presenter.viewDidLoad()
    }

    @Test func itSaysACodeWasSentIfTheAccountExistsAndSetsThePasswordOnlyWithBothFields() {
        view.expectLast(
            ResetPasswordViewModel(
                title: "Новый пароль",
                explanation: "Если аккаунт rick@example.org существует, на него отправлен код; он действует 15 минут. Введите его и новый пароль.",
                codeLabel: "Код из письма", passwordLabel: "Новый пароль", setTitle: "Сменить пароль", sendAgainTitle: "Отправить новый код",
                canSet: false
            ))
        presenter.didTapSetPassword()
        #expect(interactor.log.calls.isEmpty)

        presenter.didEdit(code: " 12345678 ", password: "portal-gun-2")
        #expect(view.last?.canSet == true)
        presenter.didTapSetPassword()
        #expect((view.last?.canSet, view.last?.canSendAgain) == (false, false), "the buttons wait for the answer")
        presenter.didTapSetPassword()
        presenter.didTapSendAgain()
        #expect(interactor.log.calls == [.setPassword(email: "rick@example.org", code: "12345678", password: "portal-gun-2")], "a second tap sends nothing")
        presenter.didFail(.wrongResetCode)
        presenter.didTapSendAgain()
        #expect(interactor.log.calls.last == .sendCode(to: "rick@example.org"))
    }

    @Test func aWrongCodeIsSaidAndASetPasswordTellsTheOpenerAndCloses() {
        presenter.didFail(.wrongResetCode)
        #expect((view.last?.message, view.last?.isError) == ("Код неверен или устарел.", true))
        presenter.didSetPassword()
        #expect(opener.log.calls == [.passwordWasReset(for: "rick@example.org")])
        #expect(router.log.calls == [.close])
    }
}
