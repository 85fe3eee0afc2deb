import Viper

@MainActor
public enum SeaAssembly {
    /// Builds the sea module; the navigator takes ownership of the returned view.
    public static func build(input: SeaModuleInput, dependencies: SeaWorldDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = SeaInteractor(size: input, random: dependencies.random)
        let router = SeaRouter(navigator: navigator)
        let presenter = SeaPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = SeaView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
