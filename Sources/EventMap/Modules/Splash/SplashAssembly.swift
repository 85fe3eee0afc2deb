import Viper

@MainActor
final class SplashRouter: SplashRouterInput {
    weak var navigator: Navigator?
    private let dependencies: EventMapDependencies

    init(navigator: Navigator, dependencies: EventMapDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func openMap() {
        if let navigator { EventMapScreens.showMap(dependencies: dependencies, in: navigator) }
    }

    func openSignIn(notice: String?) {
        if let navigator { EventMapScreens.showSignIn(dependencies: dependencies, in: navigator, notice: notice) }
    }
}

@MainActor
enum SplashAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = SplashInteractor(api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = SplashRouter(navigator: navigator, dependencies: dependencies)
        let presenter = SplashPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = SplashView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
