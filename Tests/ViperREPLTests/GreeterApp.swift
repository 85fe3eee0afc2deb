import Foundation
import Viper

/// A test app that ships English and German, from `Tests/ViperREPLTests/Strings`; its German
/// catalog leaves out "farewell", which falls back to English.
struct GreeterApp: ViperApp {
    let name = "greeter"
    let title = GreeterStrings.catalog.text("title")
    let summary = GreeterStrings.catalog.text("summary")
    let root = GreeterDestination.home
    var catalog: StringCatalog? { GreeterStrings.catalog }

    func makeServices(_ context: AppContext, options: NoOptions) {}
}

enum GreeterStrings {
    static let catalog = StringCatalog(bundle: .module)
}

enum GreeterDestination: AppDestination, Equatable {
    typealias Services = Void

    case home

    func open(in context: ModuleContext<Self>) -> Opening {
        .root(GreeterView(localization: context.localization))
    }

    static var routes: [DestinationRoute<Self>] {
        [DestinationRoute("home", summary: GreeterStrings.catalog.text("title"), opens: .home)]
    }
}

/// A greeting, a count of apples in the language's plural form, and a button to leave.
@MainActor
final class GreeterView: ModuleView {
    weak var host: (any ViewHost)?
    let localization: Localization

    init(localization: Localization) {
        self.localization = localization
    }

    func makeScreen() -> Screen {
        let strings = GreeterStrings.catalog
        return Screen(
            id: "greeter.home", title: localization(strings.text("title")),
            elements: [
                Element(id: "greeting", kind: .label(Label(localization(strings.text("greeting", ["name": "Ada"]))))),
                Element(id: "apples", kind: .label(Label(localization(strings.text("apples", ["count": .number(3)]))))),
                Element(id: "farewell", kind: .button(Button(localization(strings.text("farewell"))))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {}
}
