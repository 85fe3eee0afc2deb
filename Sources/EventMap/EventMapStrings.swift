import EventMapAPI
import Foundation
import Viper

enum EventMapStrings {
    /// The app's catalog, from `Sources/EventMap/Strings`: the app's words, the map's (`map.…`)
    /// and the server's field rules (`field.…`).
    static let catalog = StringCatalog(bundle: .module)

    static let appTitle = catalog.text("appTitle")
    static let summary = catalog.text("summary")
    static let serverHelp = catalog.text("serverHelp")
    static let tagline = catalog.text("tagline")
    static let checking = catalog.text("checking")
    static let signInTitle = catalog.text("signInTitle")
    static let email = catalog.text("email")
    static let password = catalog.text("password")
    static let next = catalog.text("next")
    static let signInKey = catalog.text("signInKey")
    static let signIn = catalog.text("signIn")
    static let forgotPassword = catalog.text("forgotPassword")
    static let register = catalog.text("register")
    static let skip = catalog.text("skip")
    static let registrationTitle = catalog.text("registrationTitle")
    static let name = catalog.text("name")
    static let birthDate = catalog.text("birthDate")
    static let confirmation = catalog.text("confirmation")
    static let submitKey = catalog.text("submitKey")
    static let profileTitle = catalog.text("profileTitle")
    static let myEvents = catalog.text("myEvents")
    static let loadingEvents = catalog.text("loadingEvents")
    static let noEvents = catalog.text("noEvents")
    static let signOut = catalog.text("signOut")
    static let notSignedIn = catalog.text("notSignedIn")
    static let expired = catalog.text("expired")
    static let forged = catalog.text("forged")
    static let retry = catalog.text("retry")
    static let mismatch = catalog.text("mismatch")

    static let splashRoute = catalog.text("splashRoute")
    static let signInRoute = catalog.text("signInRoute")
    static let registerRoute = catalog.text("registerRoute")
    static let mapRoute = catalog.text("mapRoute")
    static let profileRoute = catalog.text("profileRoute")

    /// True either way: the server sends a code only when the account exists, and says the same.
    static func resetSent(_ email: String) -> LocalizedText {
        catalog.text("resetSent", ["email": "\(email)"])
    }
    static let resetTitle = catalog.text("resetTitle")
    static let resetCode = catalog.text("resetCode")
    static let newPassword = catalog.text("newPassword")
    static let setPassword = catalog.text("setPassword")
    static let sendCodeAgain = catalog.text("sendCodeAgain")
    static let codeSentAgain = catalog.text("codeSentAgain")
    static func passwordChanged(_ email: String) -> LocalizedText {
        catalog.text("passwordChanged", ["email": "\(email)"])
    }

    static func profileLine(_ user: User) -> LocalizedText {
        catalog.text("profileLine", ["email": "\(user.email)", "birthDate": "\(user.birthDate)"])
    }

    /// The saved session is kept when it could not be checked, and the user is told so.
    static func restoreFailed(_ error: EventsError) -> LocalizedText {
        let reason = describe(error)
        return catalog.text("restoreFailed", ["reason": .text(reason)])
    }

    /// A wait as a person reads it: seconds up to a minute, whole minutes (rounded up) past one.
    static func wait(_ seconds: Int) -> LocalizedText {
        guard seconds > 60 else { return catalog.text("waitSeconds", ["seconds": "\(seconds)"]) }
        let minutes = (seconds + 59) / 60
        return catalog.text("waitMinutes", ["minutes": "\(minutes)"])
    }

    /// "Reason: try again in 15 min."
    private static func retry(_ reason: LocalizedText, after seconds: Int) -> LocalizedText {
        let wait = wait(seconds)
        return catalog.text("retryAfter", ["reason": .text(reason), "wait": .text(wait)])
    }

    /// One line for each thing the server can refuse.
    static func describe(_ error: EventsError) -> LocalizedText {
        switch error {
        case .invalidName: catalog.text("invalidName")
        case .invalidEmail: catalog.text("invalidEmail")
        case .shortPassword(let minimum):
            catalog.text("shortPassword", ["minimum": "\(minimum)"])
        case .longPassword(let maximum): FieldRuleStrings.longPassword(maximumBytes: maximum)
        case .tooLong(let field, let maximum): FieldRuleStrings.tooLong(field, maximum: maximum)
        case .birthDateInFuture, .birthDateTooEarly: FieldRuleStrings.birthDateRange
        case .invalidBirthDate: catalog.text("invalidBirthDate")
        case .emailTaken: catalog.text("emailTaken")
        case .wrongCredentials: catalog.text("wrongCredentials")
        case .expiredToken: expired
        case .invalidToken: forged
        case .invalidEvent(let reason): catalog.text("invalidEvent", ["reason": "\(reason)"])
        case .invalidField(let field, let reason): FieldRuleStrings.broken(field, reason: reason)
        case .storage(let reason): catalog.text("storage", ["reason": "\(reason)"])
        case .throttled(let seconds):
            retry(catalog.text("throttled"), after: seconds)
        case .busy(let seconds):
            retry(catalog.text("busy"), after: seconds)
        case .databaseUnavailable(let seconds):
            retry(catalog.text("databaseUnavailable"), after: seconds)
        case .wrongResetCode: catalog.text("wrongResetCode")
        case .notFound: catalog.text("notFound")
        case .notAuthor: catalog.text("notAuthor")
        case .unreachable(let reason): catalog.text("unreachable", ["reason": "\(reason)"])
        case .unexpectedAnswer(let reason):
            catalog.text("unexpectedAnswer", ["reason": "\(reason)"])
        }
    }
}
