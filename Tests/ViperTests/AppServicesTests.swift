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

struct ForecastDependencies {
    let forecast: any Forecast
}

/// An app that brings its own service to its modules: the host that makes the app value
/// (the REPL's `main` or a test) may hand it one; otherwise the app uses the live one.
struct ForecastApp: ViperApp {
    var forecast: any Forecast = LiveForecast()
    /// Declares `today` a second time, as a slip of the pen would.
    var declaresTodayTwice = false

    let name = "forecast"
    let title = LocalizedText(en: "Forecast", ru: "Прогноз")
    let summary = LocalizedText(en: "Today's weather", ru: "Погода на сегодня")
    let rootRoute = "today"

    func makeDependencies(_ context: AppContext) -> ForecastDependencies {
        ForecastDependencies(forecast: forecast)
    }

    func routes() -> [Route<ForecastDependencies>] {
        let today = Route<ForecastDependencies>("today", summary: summary) { request in
            let today = request.dependencies.forecast.today()
            request.navigator.setRoot(RecordingView("today", log: CallLog(), elements: [Make.label("forecast", today)]))
        }
        return declaresTodayTwice ? [today, today] : [today]
    }
}

@MainActor
@Suite("An app's own services")
struct AppServicesTests {
    let harness = ModuleHarness()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test("the app launches on its live service when nobody supplies one")
    func live() throws {
        try harness.launch(ForecastApp(), storage: folder.url)
        #expect(harness.screen.text(of: "forecast") == "live weather")
    }

    @Test("a test supplies a fake service in the app's own dependencies; routes and root route are the app's")
    func dependenciesOverride() throws {
        try harness.launch(ForecastApp(), storage: folder.url) { _ in
            ForecastDependencies(forecast: FakeForecast(text: "snow, −4 °C"))
        }
        #expect(harness.screen.id == "test.today")
        #expect(harness.screen.text(of: "forecast") == "snow, −4 °C")
        harness.navigator.setRoot(RecordingView("elsewhere", log: CallLog()))
        try harness.navigator.routes.open("today")
        #expect(harness.screen.text(of: "forecast") == "snow, −4 °C", "a route opened later gets the same dependencies")
    }

    @Test("an app that declares a route twice does not launch, and says which route in one line")
    func duplicateRoute() {
        #expect(throws: AppLaunchError("forecast: the route today is declared twice")) {
            try harness.launch(ForecastApp(declaresTodayTwice: true), storage: folder.url)
        }
    }

    @Test("the host that makes the app value hands it a service, as a REPL main would")
    func serviceOnTheApp() throws {
        try harness.launch(ForecastApp(forecast: FakeForecast(text: "sun")), storage: folder.url)
        #expect(harness.screen.text(of: "forecast") == "sun")
    }
}
