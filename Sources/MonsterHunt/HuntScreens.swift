import Viper

/// The screens that replace the whole app's root, shared by the routers and the routes.
@MainActor
struct HuntScreens {
    let dependencies: MonsterHuntDependencies

    /// The screen the permission calls for: 1 (not asked yet), 2 (refused) or 3 (the map).
    func showStart(in navigator: Navigator) {
        switch StartScreen(for: dependencies.device.permission) {
        case .locationRequest: navigator.setRoot(LocationRequestAssembly.build(dependencies: dependencies, navigator: navigator))
        case .noPermission: navigator.setRoot(NoPermissionAssembly.build(dependencies: dependencies, navigator: navigator))
        case .map: showMap(in: navigator)
        }
    }

    func showMap(in navigator: Navigator) {
        navigator.setRoot(MonsterMapAssembly.build(dependencies: dependencies, navigator: navigator))
    }
}
