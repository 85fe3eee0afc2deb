/// How much guessing, mailing and creating the server allows, and on which counts. Every
/// number here is in the README's "Running it in public".
///
/// Sign-in failures count three ways: per account and address (the tight limit, so an attacker
/// at one address locks out only that address), per account from anywhere (a higher ceiling
/// that bounds a distributed attack), and per address over every account.
public enum AttemptPolicy {
    static let quarterHour: Double = 15 * 60
    static let hour: Double = 60 * 60

    public static let signInPerAccountAndAddress = AttemptRule(limit: 5, window: quarterHour)
    public static let signInPerAccount = AttemptRule(limit: 50, window: quarterHour)
    public static let signInPerAddress = AttemptRule(limit: 30, window: quarterHour)
    /// Wrong reset codes, across every code the account was sent.
    public static let resetCodesPerAccount = AttemptRule(limit: 5, window: quarterHour)
    public static let resetCodesPerAddress = AttemptRule(limit: 30, window: quarterHour)
    /// Reset mails: past this the requester still hears 202, and no mail goes.
    public static let resetMailsPerAccount = AttemptRule(limit: 3, window: hour)
    public static let resetRequestsPerAddress = AttemptRule(limit: 20, window: hour)
    public static let registrationsPerAddress = AttemptRule(limit: 20, window: hour)
    public static let eventsPerAccount = AttemptRule(limit: 100, window: hour)

    static func signIn(email: String, address: String) -> [AttemptKey] {
        [
            AttemptKey(kind: "sign-in-pair", subject: "\(email)|\(address)", rule: signInPerAccountAndAddress, account: email),
            AttemptKey(kind: "sign-in", subject: "\(email)", rule: signInPerAccount, account: email),
            AttemptKey(kind: "sign-in-from", subject: "\(address)", rule: signInPerAddress),
        ]
    }

    static func resetCode(email: String, address: String) -> [AttemptKey] {
        [
            AttemptKey(kind: "reset-code", subject: "\(email)", rule: resetCodesPerAccount, account: email),
            AttemptKey(kind: "reset-code-from", subject: "\(address)", rule: resetCodesPerAddress),
        ]
    }

    static func resetRequest(address: String) -> [AttemptKey] {
        [AttemptKey(kind: "reset-request-from", subject: "\(address)", rule: resetRequestsPerAddress)]
    }

    static func resetMail(email: String) -> [AttemptKey] {
        [AttemptKey(kind: "reset-mail", subject: "\(email)", rule: resetMailsPerAccount, account: email)]
    }

    static func registration(address: String) -> [AttemptKey] {
        [AttemptKey(kind: "register-from", subject: "\(address)", rule: registrationsPerAddress)]
    }

    static func eventCreation(ownerID: Int) -> [AttemptKey] {
        [AttemptKey(kind: "create-event", subject: "\(ownerID)", rule: eventsPerAccount)]
    }

    /// The counts a successful password reset forgets: the account's failed sign-ins and codes.
    static let forgottenOnReset = ["sign-in", "sign-in-pair", "reset-code"]
}
