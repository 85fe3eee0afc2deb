import ArgumentParser
import Viper

/// Event Map's command line: the server to share the map through.
public struct EventMapOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp(EventMapStrings.serverHelp.in(Language.help), valueName: "URL"))
    public var server: String?

    public init() {}

    public func validate() throws {
        if let server {
            do {
                _ = try EventMapApp.serverURL(server)
            } catch {
                throw ValidationError(error.message)
            }
        }
    }
}
