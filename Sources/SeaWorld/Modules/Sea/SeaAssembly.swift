import Viper

@MainActor enum SeaAssembly {
    static func build(_ context: ModuleContext<SeaWorldDestination>, input: SeaModuleInput) -> any ModuleView {
        let interactor = SeaInteractor(size: input, random: context.random)
        let presenter = SeaPresenter(interactor: interactor, localization: context.localization)
        return Module(context, presenter: presenter, view: SeaView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .view
    }
}
