import EventMapAPI
import Viper

@MainActor final class SplashPresenter: ViperPresenter<SplashViewModel>, SplashViewOutput, SplashInteractorOutput {
    private let interactor: any SplashInteractorInput
    private let router: any SplashRouterInput
    private let localization: Localization

    /// A map pin, drawn by us.
    static let logo = [
        "  ▄███▄  ",
        " ██▀ ▀██ ",
        " ██▄ ▄██ ",
        "  ▀███▀  ",
        "   ▀█▀   ",
        "    ▀    ",
    ]

    init(interactor: any SplashInteractorInput, router: any SplashRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    override func viewDidLoad() {
        check()
    }

    func didTapRetry() {
        check()
    }

    func sessionRestored() {
        router.openMap()
    }

    func needsSignIn(reason: EventsError?) {
        router.openSignIn(notice: reason.map { localization(EventMapStrings.describe($0)) })
    }

    func restoreFailed(_ error: EventsError) {
        view?.show(viewModel(failure: localization(EventMapStrings.restoreFailed(error))))
    }

    private func check() {
        view?.show(viewModel(failure: nil))
        interactor.restoreSession()
    }

    private func viewModel(failure: String?) -> SplashViewModel {
        SplashViewModel(
            logo: Self.logo,
            name: localization(EventMapStrings.appTitle),
            tagline: localization(EventMapStrings.tagline),
            status: localization(EventMapStrings.checking),
            failure: failure,
            retryTitle: localization(EventMapStrings.retry)
        )
    }
}
