import Viper

@MainActor
final class SplashPresenter: SplashViewOutput, SplashInteractorOutput {
    weak var view: (any SplashViewInput)?
    let interactor: any SplashInteractorInput
    let router: any SplashRouterInput
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

    func viewDidLoad() {
        view?.show(SplashViewModel(
            logo: Self.logo,
            name: localization(EventMapStrings.appTitle),
            tagline: localization(EventMapStrings.tagline),
            status: localization(EventMapStrings.checking)
        ))
        interactor.restoreSession()
    }

    func sessionRestored() {
        router.openMap()
    }

    func needsSignIn(reason: EventsError?) {
        router.openSignIn(notice: reason.map { localization(EventMapStrings.describe($0)) })
    }
}
