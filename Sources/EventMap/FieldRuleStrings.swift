import EventMapAPI
import Viper

/// The server's rules for what a person types, as the app says them: each message names the
/// field as the forms label it, and the rule it broke.
enum FieldRuleStrings {
    /// The field as the forms label it; one the app shows nowhere keeps the server's name.
    static func fieldName(_ field: String) -> LocalizedText {
        switch field {
        case "name": EventMapStrings.name
        case "email": EventMapStrings.email
        case "password": EventMapStrings.password
        case "birthDate": EventMapStrings.birthDate
        case "title": MapStrings.title
        case "address": MapStrings.address
        case "description": MapStrings.description
        default: LocalizedText(verbatim: field)
        }
    }

    static func tooLong(_ field: String, maximum: Int) -> LocalizedText {
        EventMapStrings.catalog.text("field.tooLong", ["name": .text(fieldName(field)), "count": .number(maximum)])
    }

    static func longPassword(maximumBytes: Int) -> LocalizedText {
        EventMapStrings.catalog.text("field.longPassword", ["maximumBytes": "\(maximumBytes)"])
    }

    /// Said of a birth date in the future and of one too long ago alike.
    static let birthDateRange = EventMapStrings.catalog.text("field.birthDateRange", ["earliestBirthDate": "\(APILimits.earliestBirthDate)"])

    /// A `TextRule` the field broke, or the server's own words for a rule this app does not know.
    static func broken(_ field: String, reason: String) -> LocalizedText {
        let name = fieldName(field)
        return switch TextRule(rawValue: reason) {
        case .noControlCharacters:
            EventMapStrings.catalog.text("field.noControlCharacters", ["name": .text(name)])
        case .noDirectionOverrides:
            EventMapStrings.catalog.text("field.noDirectionOverrides", ["name": .text(name)])
        case .notOnlySpaces:
            EventMapStrings.catalog.text("field.notOnlySpaces", ["name": .text(name)])
        case nil:
            EventMapStrings.catalog.text("field.refused", ["field": "\(field)", "reason": "\(reason)"])
        }
    }
}
