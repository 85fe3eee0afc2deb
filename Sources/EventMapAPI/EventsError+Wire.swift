/// How each `EventsError` crosses the wire: its HTTP status, its code and its message, and
/// back again on the client. It prints as its message.
extension EventsError: CustomStringConvertible {
    public var description: String { wireMessage }

    public var status: Int {
        switch self {
        case .invalidName, .invalidEmail, .shortPassword, .longPassword, .tooLong, .birthDateInFuture, .birthDateTooEarly, .invalidBirthDate,
            .invalidEvent, .invalidField:
            422
        case .emailTaken: 409
        case .wrongCredentials, .expiredToken, .invalidToken: 401
        case .throttled: 429
        case .busy, .databaseUnavailable: 503
        case .wrongResetCode: 400
        case .notFound: 404
        case .notAuthor: 403
        case .storage: 500
        case .unreachable, .unexpectedAnswer: 502
        }
    }

    public var code: String {
        switch self {
        case .invalidName: "invalid_name"
        case .invalidEmail: "invalid_email"
        case .shortPassword: "short_password"
        case .longPassword: "long_password"
        case .tooLong: "too_long"
        case .birthDateInFuture: "birth_date_in_future"
        case .birthDateTooEarly: "birth_date_too_early"
        case .invalidBirthDate: "invalid_birth_date"
        case .emailTaken: "email_taken"
        case .wrongCredentials: "wrong_credentials"
        case .expiredToken: "expired_token"
        case .invalidToken: "invalid_token"
        case .invalidEvent: "invalid_event"
        case .invalidField: "invalid_field"
        case .throttled: "throttled"
        case .busy: "busy"
        case .databaseUnavailable: "database_unavailable"
        case .wrongResetCode: "wrong_reset_code"
        case .notFound: "not_found"
        case .notAuthor: "not_author"
        case .storage: "server_failure"
        case .unreachable: "unreachable"
        case .unexpectedAnswer: "unexpected_answer"
        }
    }

    /// One line for the client's developer; a failure of the server's own says no more than
    /// that (its cause goes to the server's log).
    public var wireMessage: String {
        switch self {
        case .invalidName: "name: must not be empty"
        case .invalidEmail: "email: not an e-mail address"
        case .shortPassword(let minimum): "password: at least \(minimum) characters"
        case .longPassword(let maximum): "password: at most \(maximum) bytes"
        case .tooLong(let field, let maximum): "\(field): at most \(maximum) characters"
        case .birthDateInFuture: "birthDate: in the future"
        case .birthDateTooEarly(let earliest): "birthDate: not before \(earliest)"
        case .invalidBirthDate: "birthDate: not a date (YYYY-MM-DD)"
        case .emailTaken: "email: already registered"
        case .wrongCredentials: "wrong e-mail or password"
        case .expiredToken: "the token has expired"
        case .invalidToken: "the token is not valid"
        case .invalidEvent(let reason): reason
        case .invalidField(let field, let reason): "\(field): \(reason)"
        case .throttled(let seconds): "too many attempts; try again in \(seconds) s"
        case .busy(let seconds): "the server is busy; try again in \(seconds) s"
        case .databaseUnavailable(let seconds): "the database cannot be reached; try again in \(seconds) s"
        case .wrongResetCode: "the code is wrong or has expired"
        case .notFound: "no such event"
        case .notAuthor: "only the event's author may change it"
        case .storage: "the server failed"
        case .unreachable(let reason), .unexpectedAnswer(let reason): reason
        }
    }

    /// The seconds a client should wait before trying again, for the errors that say so.
    public var retryAfter: Int? {
        switch self {
        case .throttled(let seconds), .busy(let seconds), .databaseUnavailable(let seconds): seconds
        default: nil
        }
    }

    /// The error a server's answer names; `nil` for a code this client does not know.
    public init?(code: String, message: String, retryAfter: Int?) {
        switch code {
        case "invalid_name": self = .invalidName
        case "invalid_email": self = .invalidEmail
        case "short_password": self = .shortPassword(minimum: APILimits.minimumPasswordLength)
        case "long_password": self = .longPassword(maximumBytes: Self.number(in: message) ?? APILimits.fieldLimits.password)
        case "too_long":
            guard let colon = message.range(of: ": "), let maximum = Self.number(in: message[colon.upperBound...]) else { return nil }
            self = .tooLong(field: String(message[..<colon.lowerBound]), maximum: maximum)
        case "birth_date_in_future": self = .birthDateInFuture
        case "birth_date_too_early": self = .birthDateTooEarly(earliest: APILimits.earliestBirthDate)
        case "invalid_birth_date": self = .invalidBirthDate
        case "email_taken": self = .emailTaken
        case "wrong_credentials": self = .wrongCredentials
        case "expired_token": self = .expiredToken
        case "invalid_token", "unauthorized": self = .invalidToken
        case "invalid_event": self = .invalidEvent(message)
        case "invalid_field":
            guard let colon = message.range(of: ": ") else { return nil }
            self = .invalidField(String(message[..<colon.lowerBound]), String(message[colon.upperBound...]))
        case "throttled": self = .throttled(retryAfter: retryAfter ?? 60)
        case "busy": self = .busy(retryAfter: retryAfter ?? 1)
        case "database_unavailable": self = .databaseUnavailable(retryAfter: retryAfter ?? 2)
        case "wrong_reset_code": self = .wrongResetCode
        case "not_found": self = .notFound
        case "not_author": self = .notAuthor
        case "server_failure": self = .storage(message)
        default: return nil
        }
    }

    /// The first whole number in `text`: the limit a message names.
    private static func number(in text: some StringProtocol) -> Int? {
        Int(String(text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }))
    }
}
