import Viper

@MainActor public enum SeaAssembly {
    /// Builds the sea module; the navigator takes ownership of the returned view.
    public static func build(input: SeaModuleInput, dependencies: SeaWorldDependencies) -> any ModuleView {
        let interactor = SeaInteractor(size: input, random: dependencies.random)
        let presenter = SeaPresenter(interactor: interactor, localization: dependencies.localization)
        return Module(presenter: presenter, view: SeaView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .view
    }
}
