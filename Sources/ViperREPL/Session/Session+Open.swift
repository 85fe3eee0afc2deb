import Viper

extension Session {
    /// Opens a route; when its screen is already on top, the navigator says so (`onAlreadyOpen`).
    func open(_ path: String) throws {
        try navigator.routes.open(path)
    }
}
