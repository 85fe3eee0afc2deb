import EventMapAPI
import Viper

@MainActor protocol ResetPasswordViewOutput: ViewLifecycle {
    func didEdit(code: String, password: String)
    func didTapSetPassword()
    func didTapSendAgain()
}

@MainActor protocol ResetPasswordInteractorInput: AnyObject {
    func setPassword(email: String, code: String, password: String)
    func sendCode(to email: String)
}

@MainActor protocol ResetPasswordInteractorOutput: AnyObject {
    func didSetPassword()
    func didSendCode()
    func didFail(_ error: EventsError)
}

@MainActor protocol ResetPasswordRouterInput: AnyObject {
    func close()
}

/// What the screen that opened the reset learns: the password of `email` was changed.
@MainActor public protocol ResetPasswordModuleOutput: AnyObject {
    func passwordWasReset(for email: String)
}

struct ResetPasswordViewModel: ViewModel {
    var title = ""
    var explanation = ""
    var codeLabel = ""
    var passwordLabel = ""
    var setTitle = ""
    var sendAgainTitle = ""
    var canSet = false
    var canSendAgain = true
    var message: String?
    var isError = false
}
