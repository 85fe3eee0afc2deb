import Viper

/// Sea World's one screen.
public enum SeaWorldDestination: AppDestination, Equatable, Codable {
    public typealias Services = SeaWorldServices

    case sea
    // viper:destinations

    public func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .sea: .root(SeaAssembly.build(context, input: context.services.size))
        // viper:openings
        }
    }

    public static var routes: [DestinationRoute<Self>] {
        [
            DestinationRoute("sea", summary: SeaStrings.seaRoute, opens: .sea)
            // viper:routes
        ]
    }
}
