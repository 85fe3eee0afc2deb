import EventMapAPI
import Foundation
import Viper
import ViperLocation

/// The strings of the map, the filter, event creation and event details.
enum MapStrings {
    static let mapTitle = EventMapStrings.catalog.text("map.mapTitle")
    static let mapCanvas = EventMapStrings.catalog.text("map.mapCanvas")
    static let profile = EventMapStrings.catalog.text("map.profile")
    static let zoomIn = EventMapStrings.catalog.text("map.zoomIn")
    static let zoomOut = EventMapStrings.catalog.text("map.zoomOut")
    static let north = EventMapStrings.catalog.text("map.north")
    static let south = EventMapStrings.catalog.text("map.south")
    static let filter = EventMapStrings.catalog.text("map.filter")
    static let filterOn = EventMapStrings.catalog.text("map.filterOn")
    static let loading = EventMapStrings.catalog.text("map.loading")
    static let noEventsHere = EventMapStrings.catalog.text("map.noEventsHere")
    static let mapHint = EventMapStrings.catalog.text("map.mapHint")

    static let filterTitle = EventMapStrings.catalog.text("map.filterTitle")
    static let search = EventMapStrings.catalog.text("map.search")
    static let searchPlaceholder = EventMapStrings.catalog.text("map.searchPlaceholder")
    static let apply = EventMapStrings.catalog.text("map.apply")

    static let createTitle = EventMapStrings.catalog.text("map.createTitle")
    static let title = EventMapStrings.catalog.text("map.title")
    static let required = EventMapStrings.catalog.text("map.required")
    static let address = EventMapStrings.catalog.text("map.address")
    static let type = EventMapStrings.catalog.text("map.type")
    static let description = EventMapStrings.catalog.text("map.description")
    static let optional = EventMapStrings.catalog.text("map.optional")
    static let create = EventMapStrings.catalog.text("map.create")
    static let creating = EventMapStrings.catalog.text("map.creating")
    static let editTitle = EventMapStrings.catalog.text("map.editTitle")
    static let save = EventMapStrings.catalog.text("map.save")
    static let saving = EventMapStrings.catalog.text("map.saving")
    static let edit = EventMapStrings.catalog.text("map.edit")
    static let delete = EventMapStrings.catalog.text("map.delete")
    static let deleting = EventMapStrings.catalog.text("map.deleting")
    static let deleteWarning = EventMapStrings.catalog.text("map.deleteWarning")
    static let noTime = EventMapStrings.catalog.text("map.noTime")
    static let starts = EventMapStrings.catalog.text("map.starts")
    static let ends = EventMapStrings.catalog.text("map.ends")
    static let hasEnd = EventMapStrings.catalog.text("map.hasEnd")
    static let endBeforeStart = EventMapStrings.catalog.text("map.endBeforeStart")
    static let period = EventMapStrings.catalog.text("map.period")
    static let fromDay = EventMapStrings.catalog.text("map.fromDay")
    static let toDay = EventMapStrings.catalog.text("map.toDay")
    static let daysBackwards = EventMapStrings.catalog.text("map.daysBackwards")

    static func when(_ time: String) -> LocalizedText {
        EventMapStrings.catalog.text("map.when", ["time": "\(time)"])
    }

    /// The choices of the filter's period, in the order it offers them.
    static func periodName(_ choice: PeriodChoice) -> LocalizedText {
        EventMapStrings.catalog.text("map.\(choice.rawValue)")
    }
    static let needAccountTitle = EventMapStrings.catalog.text("map.needAccountTitle")
    static let needAccountMessage = EventMapStrings.catalog.text("map.needAccountMessage")
    static let signIn = EventMapStrings.catalog.text("map.signIn")
    static let cancel = EventMapStrings.catalog.text("map.cancel")

    static let detailsTitle = EventMapStrings.catalog.text("map.detailsTitle")
    static let noDescription = EventMapStrings.catalog.text("map.noDescription")

    static func typeName(_ type: EventType) -> LocalizedText {
        switch type {
        case .music: EventMapStrings.catalog.text("map.music")
        case .cinema: EventMapStrings.catalog.text("map.cinema")
        case .sport: EventMapStrings.catalog.text("map.sport")
        case .theatre: EventMapStrings.catalog.text("map.theatre")
        case .exhibition: EventMapStrings.catalog.text("map.exhibition")
        case .other: EventMapStrings.catalog.text("map.other")
        }
    }

    /// "all ages" or "18+": one name for a restriction wherever it shows (a table cell, a
    /// slider, the details).
    static func ageName(_ age: AgeRestriction) -> LocalizedText {
        age == .none ? EventMapStrings.catalog.text("map.allAges") : EventMapStrings.catalog.text("map.ageAndOver", ["age": "\(age.rawValue)"])
    }

    /// "Age: all ages" or "Age: 18+": the event's restriction.
    static func age(_ age: AgeRestriction) -> LocalizedText {
        let stop = ageName(age)
        return EventMapStrings.catalog.text("map.age", ["stop": .text(stop)])
    }

    /// The filter's slider: the highest restriction still shown.
    static func ageLimit(_ age: AgeRestriction) -> LocalizedText {
        let stop = ageName(age)
        return EventMapStrings.catalog.text("map.ageLimit", ["stop": .text(stop)])
    }

    static func addressLine(_ place: LocalizedText) -> LocalizedText {
        EventMapStrings.catalog.text("map.addressLine", ["place": .text(place)])
    }

    /// Where an event is: the address its author wrote, or else its point in words.
    static func place(of event: Event) -> LocalizedText {
        let address = event.address.trimmingCharacters(in: .whitespaces)
        return address.isEmpty ? near(event.position) : LocalizedText(verbatim: address)
    }

    /// A point in words, to four decimals (about ten metres): "near 55.7539° N, 37.6208° E".
    static func near(_ point: Coordinate) -> LocalizedText {
        let strings = EventMapStrings.catalog
        return strings.text(
            "map.near",
            [
                "latitude": .text(.decimal(abs(point.latitude), fractionDigits: 4)),
                "north": .text(strings.text(point.latitude >= 0 ? "map.latitudeNorth" : "map.latitudeSouth")),
                "longitude": .text(.decimal(abs(point.longitude), fractionDigits: 4)),
                "east": .text(strings.text(point.longitude >= 0 ? "map.longitudeEast" : "map.longitudeWest")),
            ])
    }

    /// "n events", in the plural form of the count it is given.
    static let eventCount = EventMapStrings.catalog.text("map.eventCount")

    /// A cluster: events sharing a cell of the map, which a tap zooms in to.
    static let eventsHere = EventMapStrings.catalog.text("map.eventsHere")

    static func status(centre: String, events: LocalizedText, unloaded: Int, filtered: Bool, connection: LocalizedText?) -> LocalizedText {
        let strings = EventMapStrings.catalog
        var line = strings.text(filtered ? "map.statusFiltered" : "map.status", ["centre": "\(centre)", "events": .text(events)])
        if unloaded > 0 { line = line + strings.text("map.moreToZoomInFor", ["unloaded": .text(.decimal(Double(unloaded), fractionDigits: 0))]) }
        return connection.map { line + strings.text("map.connection", ["connection": .text($0)]) } ?? line
    }

    /// What the status line says of the change feed: nothing while all is well.
    static func connection(_ status: ChangeFeedFollower.Status) -> LocalizedText? {
        switch status {
        case .connecting, .online: nil
        case .backOnline: EventMapStrings.catalog.text("map.backOnline")
        case .offline(let retryIn): offline(retryingIn: EventMapStrings.wait(Int(retryIn.components.seconds)))
        }
    }

    private static func offline(retryingIn wait: LocalizedText) -> LocalizedText {
        EventMapStrings.catalog.text("map.offline", ["wait": .text(wait)])
    }

    static func loadFailed(_ error: EventsError) -> LocalizedText {
        let reason = failure(error)
        return EventMapStrings.catalog.text("map.loadFailed", ["reason": .text(reason)])
    }

    static func createFailed(_ error: EventsError) -> LocalizedText {
        let reason = failure(error)
        return EventMapStrings.catalog.text("map.createFailed", ["reason": .text(reason)])
    }

    static func saveFailed(_ error: EventsError) -> LocalizedText {
        EventMapStrings.catalog.text("map.saveFailed", ["reason": .text(failure(error))])
    }

    static func deleteFailed(_ error: EventsError) -> LocalizedText {
        EventMapStrings.catalog.text("map.deleteFailed", ["reason": .text(failure(error))])
    }

    static let saveCalendar = EventMapStrings.catalog.text("map.saveCalendar")

    static func calendarSaved(_ file: URL) -> LocalizedText {
        EventMapStrings.catalog.text("map.calendarSaved", ["path": "\(file.path)"])
    }

    static func calendarFailed(_ reason: LocalizedText) -> LocalizedText {
        EventMapStrings.catalog.text("map.calendarFailed", ["reason": .text(reason)])
    }

    static func deleteQuestion(_ event: Event) -> LocalizedText {
        EventMapStrings.catalog.text("map.deleteQuestion", ["title": "\(event.title)"])
    }

    /// Why the server refused, as a clause.
    static func failure(_ error: EventsError) -> LocalizedText {
        switch error {
        case .expiredToken: EventMapStrings.catalog.text("map.expiredToken")
        case .invalidToken, .wrongCredentials: EventMapStrings.catalog.text("map.invalidToken")
        // The server's reason the app knows is translated; any other stays in the server's words.
        case .invalidEvent(let reason):
            reason == "an event needs a title" ? EventMapStrings.catalog.text("map.needsTitle") : LocalizedText(verbatim: reason)
        case .tooLong, .invalidField: EventMapStrings.describe(error)
        case .notFound: EventMapStrings.catalog.text("map.gone")
        case .notAuthor: EventMapStrings.catalog.text("map.notAuthor")
        case .storage(let reason): EventMapStrings.catalog.text("map.storage", ["reason": "\(reason)"])
        case .unreachable(let reason): EventMapStrings.catalog.text("map.unreachable", ["reason": "\(reason)"])
        case .unexpectedAnswer(let reason):
            EventMapStrings.catalog.text("map.unexpectedAnswer", ["reason": "\(reason)"])
        default: EventMapStrings.catalog.text("map.refused")
        }
    }
}
