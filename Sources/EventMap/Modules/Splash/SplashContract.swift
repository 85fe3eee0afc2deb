import Viper

@MainActor
protocol SplashViewInput: AnyObject {
    func show(_ viewModel: SplashViewModel)
}

@MainActor
protocol SplashViewOutput: AnyObject {
    func viewDidLoad()
}

@MainActor
protocol SplashInteractorInput: AnyObject {
    /// Checks the saved token with the server.
    func restoreSession()
}

@MainActor
protocol SplashInteractorOutput: AnyObject {
    func sessionRestored()
    /// No saved token, or one the server refused (`reason` says why when there was one).
    func needsSignIn(reason: EventsError?)
}

@MainActor
protocol SplashRouterInput: AnyObject {
    func openMap()
    func openSignIn(notice: String?)
}

struct SplashViewModel: Equatable {
    var logo: [String] = []
    var name = ""
    var tagline = ""
    var status = ""
}
