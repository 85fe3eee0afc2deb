import Viper

@MainActor
final class ProfileRouter: ProfileRouterInput {
    weak var navigator: Navigator?
    private let dependencies: EventMapDependencies

    init(navigator: Navigator, dependencies: EventMapDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func openDetails(of event: Event) {
        guard let navigator else { return }
        navigator.push(EventDetailsAssembly.build(event: event, dependencies: dependencies, navigator: navigator))
    }

    func openSignIn() {
        if let navigator { EventMapScreens.showSignIn(dependencies: dependencies, in: navigator) }
    }
}

@MainActor
enum ProfileAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = ProfileInteractor(api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = ProfileRouter(navigator: navigator, dependencies: dependencies)
        let presenter = ProfilePresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = ProfileView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
