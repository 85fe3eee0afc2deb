import Foundation
import Hummingbird
import OpenAPIHummingbird
import OpenAPIRuntime

/// API version 1 (`EventMapAPI`'s `openapi.yaml` describes it) on a Hummingbird router: the
/// handlers generated from the document, `EventsHandlers`. HEAD answers wherever GET does; a known
/// path asked with another method is 405 naming the methods it takes.
public enum EventsRoutes {
    /// The routes of `server`: its service, change hub, kept answers, metrics and logger.
    public static func router(of server: EventsServer, proxies: TrustedProxies = .none) throws -> Router<EventsRequestContext> {
        let router = Router(context: EventsRequestContext.self, options: .autoGenerateHeadEndpoints)
        let paths = KnownPaths()
        router.add(middleware: RequestIDMiddleware())
        router.add(middleware: RequestMetricsMiddleware(metrics: server.metrics))
        router.add(middleware: ClientAddressMiddleware(proxies: proxies))
        router.add(middleware: RequestLogMiddleware(logger: server.logger))
        router.add(middleware: ErrorBodyMiddleware(logger: server.logger, paths: paths))
        router.add(middleware: RequestFactsMiddleware())
        router.add(middleware: KeptAnswersMiddleware(answers: server.answers))
        let handlers = EventsHandlers(service: server.service, hub: server.hub, metrics: server.metrics, document: server.document)
        try handlers.registerHandlers(
            on: router, serverURL: Self.root, configuration: Configuration(jsonEncodingOptions: []),
            middlewares: [ParameterGate(), BodyGate()])
        paths.learn(router.routes.map { ($0.path.description, $0.method) })
        return router
    }

    /// The document names no server: its paths are the router's from the root.
    private static let root = URL(string: "/")!
}
