import Viper

/// What each screen of the app says when it refuses an event: which events it takes.
extension EventMapStrings {
    static func noEvent(_ id: String) -> LocalizedText {
        EventMapStrings.catalog.text("noEvent", ["id": "\(id)"])
    }

    static let profileTakes = EventMapStrings.catalog.text("profileTakes")

    static let passwordResetTakes = EventMapStrings.catalog.text("passwordResetTakes")

    static func noField(_ id: String) -> LocalizedText {
        EventMapStrings.catalog.text("noField", ["id": "\(id)"])
    }

    static let detailsAreForReading = EventMapStrings.catalog.text("detailsAreForReading")
    static let ownDetailsTake = EventMapStrings.catalog.text("ownDetailsTake")

    static let registrationTakes = EventMapStrings.catalog.text("registrationTakes")

    static func noTextField(_ id: String) -> LocalizedText {
        EventMapStrings.catalog.text("noTextField", ["id": "\(id)"])
    }

    static let signInTakes = EventMapStrings.catalog.text("signInTakes")

    static func noType(_ id: String) -> LocalizedText {
        EventMapStrings.catalog.text("noType", ["id": "\(id)"])
    }

    static let filterTakes = EventMapStrings.catalog.text("filterTakes")

    static let splashTakesNothing = EventMapStrings.catalog.text("splashTakesNothing")

    static let createFormTakes = EventMapStrings.catalog.text("createFormTakes")
    static let editFormTakes = EventMapStrings.catalog.text("editFormTakes")

    static let longPressNeedsPoint = EventMapStrings.catalog.text("longPressNeedsPoint")

    static let mapTakes = EventMapStrings.catalog.text("mapTakes")

    /// A long press off the map, with the cells and the latitudes and longitudes it shows.
    static func outsideVisibleArea(point: String, cells: String, latitudes: String, longitudes: String) -> LocalizedText {
        EventMapStrings.catalog.text(
            "outsideVisibleArea", ["point": "\(point)", "cells": "\(cells)", "latitudes": "\(latitudes)", "longitudes": "\(longitudes)"])
    }
}
