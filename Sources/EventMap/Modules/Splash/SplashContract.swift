import EventMapAPI
import Viper

@MainActor protocol SplashViewOutput: ViewLifecycle {
    func didTapRetry()
}

@MainActor protocol SplashInteractorInput: AnyObject {
    /// Checks the saved token with the server; forgets it only when the server refuses it.
    func restoreSession()
}

@MainActor protocol SplashInteractorOutput: AnyObject {
    func sessionRestored()
    /// No saved token, or one the server refused (`reason` says why when there was one).
    func needsSignIn(reason: EventsError?)
    /// The saved token could not be checked (the server or its storage failed); it is kept.
    func restoreFailed(_ error: EventsError)
}

@MainActor protocol SplashRouterInput: AnyObject {
    func openMap()
    func openSignIn(notice: String?)
}

struct SplashViewModel: ViewModel {
    var logo: [String] = []
    var name = ""
    var tagline = ""
    var status = ""
    /// What failed while checking the saved session; Retry is offered while it is set.
    var failure: String?
    var retryTitle = ""
}
