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
        default: LocalizedText(en: field, ru: field)
        }
    }

    static func tooLong(_ field: String, maximum: Int) -> LocalizedText {
        let name = fieldName(field)
        // After «не длиннее» the count takes the genitive: 21 символа, 200 символов.
        let characters = maximum % 10 == 1 && maximum % 100 != 11 ? "символа" : "символов"
        return LocalizedText(en: "\(name.en) is at most \(maximum) characters.", ru: "\(name.ru) — не длиннее \(maximum) \(characters).")
    }

    static func longPassword(maximumBytes: Int) -> LocalizedText {
        LocalizedText(en: "The password is at most \(maximumBytes) bytes long.", ru: "Пароль — не длиннее \(maximumBytes) байт.")
    }

    /// Said of a birth date in the future and of one too long ago alike.
    static let birthDateRange = LocalizedText(
        en: "The birth date must be from \(EventsService.earliestBirthDate) to today.",
        ru: "Дата рождения — с \(EventsService.earliestBirthDate) по сегодняшний день."
    )

    /// A `TextRule` the field broke, or the server's own words for a rule this app does not know.
    static func broken(_ field: String, reason: String) -> LocalizedText {
        let name = fieldName(field)
        return switch TextRule(rawValue: reason) {
        case .noControlCharacters:
            LocalizedText(en: "\(name.en) must not contain control characters.", ru: "\(name.ru): нельзя использовать управляющие символы.")
        case .noDirectionOverrides:
            LocalizedText(en: "\(name.en) must not contain direction overrides.", ru: "\(name.ru): нельзя использовать символы смены направления текста.")
        case .notOnlySpaces:
            LocalizedText(en: "\(name.en) must not be only spaces.", ru: "\(name.ru) не может состоять из одних пробелов.")
        case nil:
            LocalizedText(en: "The server refused \(field): \(reason).", ru: "Сервер не принял поле \(field): \(reason).")
        }
    }
}
