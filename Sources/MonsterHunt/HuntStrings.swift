import Foundation
import Viper

enum HuntStrings {
    /// The app's catalog, from `Sources/MonsterHunt/Strings`.
    static let catalog = StringCatalog(bundle: .module)

    static let appTitle = catalog.text("appTitle")
    static let summary = catalog.text("summary")
    static let locationRequestTitle = catalog.text("locationRequestTitle")
    static let locationRequestMessage = catalog.text("locationRequestMessage")
    static let allow = catalog.text("allow")
    static let systemPromptTitle = catalog.text("systemPromptTitle")
    static let systemPromptMessage = catalog.text("systemPromptMessage")
    static let allowWhileUsing = catalog.text("allowWhileUsing")
    static let dontAllow = catalog.text("dontAllow")
    static let noPermissionTitle = catalog.text("noPermissionTitle")
    static let noPermissionMessage = catalog.text("noPermissionMessage")
    static let goToSettings = catalog.text("goToSettings")
    static let settingsTitle = catalog.text("settingsTitle")
    static let locationAccess = catalog.text("locationAccess")
    static let settingsNote = catalog.text("settingsNote")
    static let restrictedNote = catalog.text("restrictedNote")
    static let done = catalog.text("done")
    static let mapTitle = catalog.text("mapTitle")
    static let mapCanvasTitle = catalog.text("mapCanvasTitle")
    static let zoomIn = catalog.text("zoomIn")
    static let zoomOut = catalog.text("zoomOut")
    static let centre = catalog.text("centre")
    static let myTeam = catalog.text("myTeam")
    static let ok = catalog.text("ok")
    static let tryToCatch = catalog.text("tryToCatch")
    static let backToMap = catalog.text("backToMap")
    static let fled = catalog.text("fled")
    static let missed = catalog.text("missed")
    static let emptyTeam = catalog.text("emptyTeam")

    static let locationHelp = catalog.text("locationHelp")
    static let gpxHelp = catalog.text("gpxHelp")
    static let startRoute = catalog.text("startRoute")
    static let mapRoute = catalog.text("mapRoute")
    static let teamRoute = catalog.text("teamRoute")

    /// The distance in the plural form its number asks for: 1 metre, 134 метра, 111 метров.
    static func tooFar(metres: Int, localization: Localization) -> String {
        localization(catalog.text("tooFar", ["count": .number(metres)]))
    }

    static func caught(_ name: String) -> LocalizedText {
        catalog.text("caught", ["name": "\(name)"])
    }

    static func notSaved(_ name: String) -> LocalizedText {
        catalog.text("notSaved", ["name": "\(name)"])
    }

    static let saveAgain = catalog.text("saveAgain")

    static func level(_ level: Int) -> LocalizedText {
        catalog.text("level", ["level": "\(level)"])
    }

    static func mapStatus(nearby: Int, position: String) -> LocalizedText {
        catalog.text("mapStatus", ["position": "\(position)", "nearby": "\(nearby)"])
    }

    static func sighting(name: String, metres: Int, catchable: Bool) -> LocalizedText {
        catchable
            ? catalog.text("sighting.inReach", ["name": "\(name)", "metres": "\(metres)"])
            : catalog.text("sighting", ["name": "\(name)", "metres": "\(metres)"])
    }
}
