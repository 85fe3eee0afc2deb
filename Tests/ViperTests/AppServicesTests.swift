import Foundation
import Testing
import Viper
import ViperTesting

/// A service of one app's own, unknown to `AppContext`, the harness and the REPL.
protocol Forecast: Sendable {
    func today() -> String
}

struct LiveForecast: Forecast {
    func today() -> String { "live weather" }
}

struct FakeForecast: Forecast {
    let text: String
    func today() -> String { text }
}

struct ForecastServices {
    let forecast: any Forecast
}

/// The forecast app's screens: today's, and a city's.
enum ForecastDestination: AppDestination, Equatable {
    typealias Services = ForecastServices

    case today
    case city(String)

    func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .today:
            .root(RecordingView("today", log: CallLog(), elements: [Make.label("forecast", context.services.forecast.today())]))
        case .city(let name):
            .push(RecordingView("city", log: CallLog(), elements: [Make.label("forecast", "\(name): \(context.services.forecast.today())")]))
        }
    }

    static var routes: [DestinationRoute<Self>] {
        [
            DestinationRoute("today", summary: LocalizedText(verbatim: "Today's weather"), opens: .today),
            DestinationRoute("city/:name", summary: LocalizedText(verbatim: "A city's weather")) { parameters, _ throws(RouteError) in
                [.city(try parameters.string("name"))]
            },
        ]
    }
}

/// An app that brings its own service to its modules: the host that makes the app value
/// (the REPL's `main` or a test) may hand it one; otherwise the app uses the live one.
struct ForecastApp: ViperApp {
    var forecast: any Forecast = LiveForecast()

    let name = "forecast"
    let title = LocalizedText(verbatim: "Forecast")
    let summary = LocalizedText(verbatim: "Today's weather")
    let root = ForecastDestination.today

    func makeServices(_ context: AppContext, options: NoOptions) -> ForecastServices {
        ForecastServices(forecast: forecast)
    }
}

/// Declares `today` a second time, as a slip of the pen would.
enum TwiceDeclaredDestination: AppDestination {
    typealias Services = Void
    case today

    func open(in context: ModuleContext<Self>) -> Opening {
        .root(RecordingView("today", log: CallLog()))
    }

    static var routes: [DestinationRoute<Self>] {
        let today = DestinationRoute<Self>("today", summary: LocalizedText(verbatim: "Today"), opens: .today)
        return [today, today]
    }
}

struct TwiceDeclaredApp: ViperApp {
    let name = "forecast"
    let title = LocalizedText(verbatim: "Forecast")
    let summary = LocalizedText(verbatim: "Today's weather")
    let root = TwiceDeclaredDestination.today

    func makeServices(_ context: AppContext, options: NoOptions) {}
}

@MainActor
@Suite("An app's own services")
struct AppServicesTests {
    let harness = ModuleHarness<ForecastApp>()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test("the app launches on its live service when nobody supplies one")
    func live() throws {
        try harness.launch(ForecastApp(), storage: folder.url)
        #expect(harness.screen.text(of: "forecast") == "live weather")
    }

    @Test("a test supplies a fake service in the app's own services; routes and root are the app's")
    func servicesOverride() throws {
        try harness.launch(ForecastApp(), storage: folder.url) { _ in
            ForecastServices(forecast: FakeForecast(text: "snow, −4 °C"))
        }
        #expect(harness.screen.id == "test.today")
        #expect(harness.screen.text(of: "forecast") == "snow, −4 °C")
        harness.navigator.setRoot(RecordingView("elsewhere", log: CallLog()))
        try harness.navigator.routes.open("today")
        #expect(harness.screen.text(of: "forecast") == "snow, −4 °C", "a route opened later gets the same services")
    }

    @Test("harness.open shows any destination with the app's real context, as its route does")
    func openDestination() throws {
        try harness.launch(ForecastApp(), storage: folder.url) { _ in
            ForecastServices(forecast: FakeForecast(text: "fog"))
        }
        harness.open(ForecastDestination.city("Oslo"))
        #expect(harness.state.description == "stack: test.today > test.city")
        #expect(harness.screen.text(of: "forecast") == "Oslo: fog")

        try harness.navigator.routes.open("city/Bergen")
        #expect(harness.screen.text(of: "forecast") == "Bergen: fog", "the route resolves to the same destination")
    }

    @Test("opening the destination already on top adds no copy; other input opens another screen")
    func alreadyOpen() throws {
        try harness.launch(ForecastApp(), storage: folder.url) { _ in
            ForecastServices(forecast: FakeForecast(text: "fog"))
        }
        var said: [String] = []
        harness.navigator.onAlreadyOpen = { said.append($0) }
        harness.open(.city("Oslo"))
        harness.open(.city("Oslo"))
        #expect(harness.state.description == "stack: test.today > test.city")
        #expect(said == ["test.city"])
        harness.open(.city("Bergen"))
        #expect(harness.state.description == "stack: test.today > test.city > test.city")
        #expect(harness.screen.text(of: "forecast") == "Bergen: fog")
    }

    @Test("opening a destination before the app is launched is a test issue that says to launch it")
    func openWithoutLaunch() {
        withKnownIssue {
            harness.open(.today)
        } matching: { issue in
            issue.comments.first?.rawValue == "open(.today): launch the app first"
        }
        #expect(harness.navigator.topView == nil)
    }

    @Test("an app that declares a route twice does not launch, and says which route in one line")
    func duplicateRoute() {
        #expect(throws: AppLaunchError("forecast: the route today is declared twice")) {
            try ModuleHarness<TwiceDeclaredApp>().launch(TwiceDeclaredApp(), storage: folder.url)
        }
    }

    @Test("the host that makes the app value hands it a service, as a REPL main would")
    func serviceOnTheApp() throws {
        try harness.launch(ForecastApp(forecast: FakeForecast(text: "sun")), storage: folder.url)
        #expect(harness.screen.text(of: "forecast") == "sun")
    }
}
