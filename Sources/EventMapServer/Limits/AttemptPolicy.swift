/// How much guessing, mailing and creating the server allows, and on which counts. Every
/// number here is in "Running it in public", in the ViperREPL catalog's article on the server
/// (`Sources/ViperREPL/ViperREPL.docc/EventMapServer.md`).
///
/// Sign-in failures count three ways: per account and address (the tight limit, so an attacker
/// at one address locks out only that address), per account from anywhere (a higher ceiling
/// that bounds a distributed attack), and per address over every account.
public struct AttemptPolicy: Sendable, Equatable {
    static let quarterHour: Double = 15 * 60
    static let hour: Double = 60 * 60

    /// The server's limits.
    public static let standard = AttemptPolicy()

    public var signInPerAccountAndAddress = AttemptRule(limit: 5, window: quarterHour)
    public var signInPerAccount = AttemptRule(limit: 50, window: quarterHour)
    public var signInPerAddress = AttemptRule(limit: 30, window: quarterHour)
    /// Wrong reset codes, across every code the account was sent.
    public var resetCodesPerAccount = AttemptRule(limit: 5, window: quarterHour)
    public var resetCodesPerAddress = AttemptRule(limit: 30, window: quarterHour)
    /// Reset mails: past this the requester still hears 202, and no mail goes.
    public var resetMailsPerAccount = AttemptRule(limit: 3, window: hour)
    public var resetRequestsPerAddress = AttemptRule(limit: 20, window: hour)
    public var registrationsPerAddress = AttemptRule(limit: 20, window: hour)
    public var eventsPerAccount = AttemptRule(limit: 100, window: hour)
    /// Edits and deletions together, so a script cannot churn the change feed every map follows.
    public var eventChangesPerAccount = AttemptRule(limit: 300, window: hour)

    func signIn(email: String, address: String) -> [AttemptKey] {
        [
            AttemptKey(kind: "sign-in-pair", subject: "\(email)|\(address)", rule: signInPerAccountAndAddress, account: email),
            AttemptKey(kind: "sign-in", subject: "\(email)", rule: signInPerAccount, account: email),
            AttemptKey(kind: "sign-in-from", subject: "\(address)", rule: signInPerAddress),
        ]
    }

    func resetCode(email: String, address: String) -> [AttemptKey] {
        [
            AttemptKey(kind: "reset-code", subject: "\(email)", rule: resetCodesPerAccount, account: email),
            AttemptKey(kind: "reset-code-from", subject: "\(address)", rule: resetCodesPerAddress),
        ]
    }

    func resetRequest(address: String) -> [AttemptKey] {
        [AttemptKey(kind: "reset-request-from", subject: "\(address)", rule: resetRequestsPerAddress)]
    }

    func resetMail(email: String) -> [AttemptKey] {
        [AttemptKey(kind: "reset-mail", subject: "\(email)", rule: resetMailsPerAccount, account: email)]
    }

    func registration(address: String) -> [AttemptKey] {
        [AttemptKey(kind: "register-from", subject: "\(address)", rule: registrationsPerAddress)]
    }

    func eventCreation(ownerID: Int) -> [AttemptKey] {
        [AttemptKey(kind: "create-event", subject: "\(ownerID)", rule: eventsPerAccount)]
    }

    func eventChange(ownerID: Int) -> [AttemptKey] {
        [AttemptKey(kind: "change-event", subject: "\(ownerID)", rule: eventChangesPerAccount)]
    }

    public init() {}

    /// The counts a successful password reset forgets: the account's failed sign-ins and codes.
    static let forgottenOnReset = ["sign-in", "sign-in-pair", "reset-code"]
}
