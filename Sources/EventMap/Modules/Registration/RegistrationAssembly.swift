import Viper

@MainActor
final class RegistrationRouter: RegistrationRouterInput {
    weak var navigator: Navigator?
    private let dependencies: EventMapDependencies

    init(navigator: Navigator, dependencies: EventMapDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func openMap() {
        if let navigator { EventMapScreens.showMap(dependencies: dependencies, in: navigator) }
    }
}

@MainActor
enum RegistrationAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = RegistrationInteractor(api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = RegistrationRouter(navigator: navigator, dependencies: dependencies)
        let presenter = RegistrationPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = RegistrationView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
