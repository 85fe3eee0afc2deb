import Viper

@MainActor
final class SignInRouter: SignInRouterInput {
    weak var navigator: Navigator?
    private let dependencies: EventMapDependencies

    init(navigator: Navigator, dependencies: EventMapDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func openMap() {
        if let navigator { EventMapScreens.showMap(dependencies: dependencies, in: navigator) }
    }

    func openRegistration() {
        if let navigator { EventMapScreens.openRegistration(dependencies: dependencies, in: navigator) }
    }
}

@MainActor
enum SignInAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator, notice: String? = nil) -> any ModuleView {
        let interactor = SignInInteractor(api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = SignInRouter(navigator: navigator, dependencies: dependencies)
        let presenter = SignInPresenter(interactor: interactor, router: router, localization: dependencies.localization, notice: notice)
        let view = SignInView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
