import EventMapAPI
import Foundation
import Testing
import Viper
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// Event Map's account screens on a harness over a real, fast-hashing backend.
@MainActor
struct EventMapWorld {
    let harness: ModuleHarness<EventMapApp>
    let folder: TemporaryFolder
    let backend: EventsService
    let services: EventMapServices

    /// A launch on `folder` (fresh by default); pass the backend and clock of an earlier
    /// world to relaunch the app as the same device would.
    init(folder: TemporaryFolder? = nil, backend: EventsService? = nil, clock: VirtualClock = VirtualClock(), language: Language = .en) throws {
        let harness = ModuleHarness<EventMapApp>(language: language, clock: clock)
        let folder = try folder ?? TemporaryFolder()
        let backend =
            try backend
            ?? EventsService.sqlite(
                path: folder.url.appendingPathComponent("events.sqlite").path, hashing: .fastForTests, clock: .reading(clock), logger: .quiet)
        self.harness = harness
        self.folder = folder
        self.backend = backend
        services = EventMapServices(
            api: harness.client(of: backend), account: AccountStore(storage: DocumentStore(folder: folder.url, notices: harness.notices)),
            drafts: DraftStore(storage: DocumentStore(folder: folder.url, notices: harness.notices), notices: harness.notices),
            files: DocumentStore(folder: folder.url, notices: harness.notices))
    }

    var screen: Screen { harness.screen }

    func launch() async {
        harness.launchEventMap(at: .splash, services: services)
        await harness.settle()
    }

    static let rick = Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-03-04", password: "wubbalubba")
}

@MainActor
@Suite("Event Map accounts")
struct AccountFlowTests {
    @Test func withoutASavedTokenTheSplashLeadsToSignIn() async throws {
        let world = try EventMapWorld()
        await world.launch()
        #expect(world.screen.id == "eventmap.sign-in")
    }

    @Test func signInIsEnabledOnlyWithBothFieldsAndForgotOnlyWithALogin() async throws {
        let world = try EventMapWorld()
        await world.launch()
        #expect(world.screen.isEnabled("signIn") == false)
        #expect(world.screen.isEnabled("forgot") == false)
        try world.harness.type("rick@example.org", into: "email")
        #expect(world.screen.isEnabled("forgot") == true)
        #expect(world.screen.isEnabled("signIn") == false)
        try world.harness.tap("key")
        try world.harness.type("secret-1", into: "password")
        #expect(world.screen.isEnabled("signIn") == true)
        #expect(
            world.screen.text(of: "password") == "secret-1"
                && world.screen.element("password").map { if case .textField(let f) = $0.kind { f.isSecure } else { false } } == true)
    }

    @Test func aWrongPasswordShowsTheServersErrorAndTheRightOneOpensTheMap() async throws {
        let world = try EventMapWorld()
        _ = try await world.backend.register(EventMapWorld.rick)
        await world.launch()
        try world.harness.type("rick@example.org", into: "email")
        try world.harness.type("wrong-password", into: "password")
        try world.harness.tap("key")
        await world.harness.settle()
        #expect(world.screen.text(of: "message") == "Wrong e-mail or password.")
        try world.harness.type("wubbalubba", into: "password")
        try world.harness.tap("Sign in")
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.map")
        #expect(world.services.account.signedIn?.user.name == "Rick")
    }

    @Test(
        "a throttled sign-in says its wait in minutes, rounded up",
        arguments: [
            (Language.en, "Too many attempts: try again in 15 min."), (.ru, "Слишком много попыток: повторите через 15 мин."),
        ])
    func aThrottledSignInSaysMinutes(language: Language, message: String) async throws {
        let world = try EventMapWorld(language: language)
        _ = try await world.backend.register(EventMapWorld.rick)
        await world.launch()
        try world.harness.type("rick@example.org", into: "email")
        try world.harness.type("wrong-password", into: "password")
        for _ in 0..<AttemptPolicy.standard.signInPerAccountAndAddress.limit {
            try world.harness.tap("signIn")
            await world.harness.settle()
        }
        // 880 seconds are left of the quarter hour: 14 2/3 minutes, said as 15.
        await world.harness.advance(by: .seconds(20))
        try world.harness.tap("signIn")
        await world.harness.settle()
        #expect(world.screen.text(of: "message") == message)
    }

    @Test func forgotPasswordSaysTheSameForAnyLoginAndTheCodeSetsANewPassword() async throws {
        let folder = try TemporaryFolder()
        let outbox = folder.url.appendingPathComponent("outbox", isDirectory: true)
        let clock = VirtualClock()
        let backend = try EventsService.sqlite(
            path: folder.url.appendingPathComponent("events.sqlite").path, hashing: .fastForTests, clock: .reading(clock),
            logger: .quiet, outbox: FolderOutbox(folder: outbox))
        let world = try EventMapWorld(folder: folder, backend: backend, clock: clock)
        _ = try await backend.register(EventMapWorld.rick)
        await world.launch()

        try world.harness.type("nobody@example.org", into: "email")
        try world.harness.tap("Forgot password")
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.reset-password")
        #expect(
            world.screen.text(of: "explanation")
                == "If there is an account for nobody@example.org, a code was sent to it; it works for 15 minutes. Enter it and a new password.")
        #expect(Self.codes(in: outbox).isEmpty, "no account, no message")
        try world.harness.back()

        try world.harness.type("rick@example.org", into: "email")
        try world.harness.tap("Forgot password")
        await world.harness.settle()
        #expect(
            world.screen.text(of: "explanation")
                == "If there is an account for rick@example.org, a code was sent to it; it works for 15 minutes. Enter it and a new password.")
        let code = try #require(Self.codes(in: outbox).first)
        #expect(world.screen.isEnabled("set") == false)
        try world.harness.type(code == "00000000" ? "11111111" : "00000000", into: "code")
        try world.harness.type("portal-gun-2", into: "password")
        try world.harness.tap("Set password")
        await world.harness.settle()
        #expect(world.screen.text(of: "message") == "The code is wrong or has expired.")

        try world.harness.type(code, into: "code")
        try world.harness.tap("Set password")
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.sign-in")
        #expect(world.screen.text(of: "message") == "The password of rick@example.org is changed: sign in with the new one.")
        try world.harness.type("portal-gun-2", into: "password")
        try world.harness.tap("signIn")
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.map")
    }

    /// The codes of the messages in the outbox folder.
    private static func codes(in outbox: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(at: outbox, includingPropertiesForKeys: nil)) ?? []
        return files.compactMap { file in
            (try? String(contentsOf: file, encoding: .utf8))?.split(whereSeparator: { !$0.isNumber }).first { $0.count == ResetCodes.length }.map(String.init)
        }
    }

    @Test(arguments: [
        (RegistrationForm(name: "A", email: "nope", password: "12345678", confirmation: "12345678"), "That is not an e-mail address."),
        (RegistrationForm(name: "A", email: "a@b.co", password: "1234567", confirmation: "1234567"), "The password needs at least 8 characters."),
        (RegistrationForm(name: "A", email: "a@b.co", password: "12345678", confirmation: "12345679"), "The passwords do not match."),
        (
            RegistrationForm(name: "A", email: "a@b.co", birthDate: "2031-01-01", password: "12345678", confirmation: "12345678"),
            "The birth date must be from 1900-01-01 to today."
        ),
        (
            RegistrationForm(name: "A", email: "a@b.co", birthDate: "1800-01-01", password: "12345678", confirmation: "12345678"),
            "The birth date must be from 1900-01-01 to today."
        ),
        (
            RegistrationForm(name: String(repeating: "N", count: 300), email: "a@b.co", password: "12345678", confirmation: "12345678"),
            "Name is at most 200 characters."
        ),
        (
            RegistrationForm(name: "A", email: String(repeating: "e", count: 250) + "@b.co", password: "12345678", confirmation: "12345678"),
            "E-mail is at most 254 characters."
        ),
        (
            RegistrationForm(name: "A", email: "a@b.co", password: String(repeating: "p", count: 1100), confirmation: String(repeating: "p", count: 1100)),
            "The password is at most 1024 bytes long."
        ),
        (RegistrationForm(name: "A", email: "a@b.co", password: "        ", confirmation: "        "), "Password must not be only spaces."),
        (
            RegistrationForm(name: "Rick\u{202E}kciR", email: "a@b.co", password: "12345678", confirmation: "12345678"),
            "Name must not contain direction overrides."
        ),
        (RegistrationForm(name: "Other", email: "RICK@example.org", password: "12345678", confirmation: "12345678"), "This e-mail is already registered."),
    ])
    func registrationErrorsAreClear(form: RegistrationForm, message: String) async throws {
        let world = try EventMapWorld()
        _ = try await world.backend.register(EventMapWorld.rick)
        await world.launch()
        try world.harness.tap("Register")
        #expect(world.screen.id == "eventmap.registration")
        try world.harness.type(form.name, into: "name")
        try world.harness.type(form.email, into: "email")
        try world.harness.send(.set(control: "birthDate", value: .date(form.birthDate)))
        try world.harness.type(form.password, into: "password")
        try world.harness.type(form.confirmation, into: "confirmation")
        try world.harness.tap("key")
        await world.harness.settle()
        #expect(world.screen.text(of: "error") == message)
    }

    @Test(
        "in Russian a refused registration names the rule that failed",
        arguments: [
            (
                RegistrationForm(name: String(repeating: "Н", count: 300), email: "a@b.co", password: "12345678", confirmation: "12345678"),
                "Имя — не длиннее 200 символов."
            ),
            (
                RegistrationForm(name: "А", email: String(repeating: "e", count: 250) + "@b.co", password: "12345678", confirmation: "12345678"),
                "Эл. почта — не длиннее 254 символов."
            ),
            (
                RegistrationForm(name: "А", email: "a@b.co", password: String(repeating: "p", count: 1100), confirmation: String(repeating: "p", count: 1100)),
                "Пароль — не длиннее 1024 байт."
            ),
            (
                RegistrationForm(name: "А", email: "a@b.co", birthDate: "1800-01-01", password: "12345678", confirmation: "12345678"),
                "Дата рождения — с 1900-01-01 по сегодняшний день."
            ),
            (RegistrationForm(name: "А", email: "a@b.co", password: "        ", confirmation: "        "), "Пароль не может состоять из одних пробелов."),
        ])
    func registrationErrorsInRussianNameTheRule(form: RegistrationForm, message: String) async throws {
        let world = try EventMapWorld(language: .ru)
        await world.launch()
        try world.harness.tap("Зарегистрироваться")
        try world.harness.type(form.name, into: "name")
        try world.harness.type(form.email, into: "email")
        try world.harness.send(.set(control: "birthDate", value: .date(form.birthDate)))
        try world.harness.type(form.password, into: "password")
        try world.harness.type(form.confirmation, into: "confirmation")
        try world.harness.tap("register")
        await world.harness.settle()
        #expect(world.screen.text(of: "error") == message)
    }

    @Test("a profile whose session the server no longer takes offers Sign in, not only Sign out")
    func aRejectedSessionOffersSignInOnTheProfile() async throws {
        let world = try EventMapWorld()
        let session = try await world.backend.register(EventMapWorld.rick)
        _ = world.services.account.keep(session)
        await world.backend.signOut(token: session.token)
        world.harness.launchEventMap(at: .profile, services: world.services)
        await world.harness.settle()
        #expect(world.screen.text(of: "error") == "Your saved session is not valid: please sign in again.")
        #expect(world.screen.isVisible("signIn") == true)
        #expect(world.screen.isVisible("signOut") == false, "there is no session left to sign out of")
        try world.harness.tap("Sign in")
        #expect(world.screen.id == "eventmap.sign-in")
    }

    @Test func registeringMovesFieldByFieldStoresTheTokenAndOpensTheMap() async throws {
        let world = try EventMapWorld()
        await world.launch()
        try world.harness.tap("Register")
        try world.harness.type("Morty", into: "name")
        #expect(world.screen.text(of: "key") == "Next ⏎")
        for _ in 0..<4 { try world.harness.tap("key") }
        #expect(world.screen.text(of: "key") == "Register ⏎", "return on the confirmation submits")
        try world.harness.type("morty@example.org", into: "email")
        try world.harness.type("ohgeezrick", into: "password")
        try world.harness.type("ohgeezrick", into: "confirmation")
        try world.harness.tap("key")
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.map")
        let saved = try String(contentsOf: world.folder.url.appendingPathComponent("session.json"), encoding: .utf8)
        #expect(!saved.contains("ohgeezrick"), "the password is never kept")
        let attributes = try FileManager.default.attributesOfItem(atPath: world.folder.url.appendingPathComponent("session.json").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    /// The form has a button of its own, whichever field has the focus, and its name is not the
    /// return key's: `tap Register` names one thing.
    @Test(arguments: [(Language.en, "Register"), (.ru, "Зарегистрироваться")])
    func theRegisterButtonSubmitsFromAnyField(language: Language, register: String) async throws {
        let world = try EventMapWorld(language: language)
        await world.launch()
        try world.harness.tap(register)
        #expect(world.screen.id == "eventmap.registration")
        try world.harness.type("morty@example.org", into: "email")
        try world.harness.type("ohgeezrick", into: "password")
        try world.harness.type("ohgeezrick", into: "confirmation")
        #expect(world.screen.text(of: "key") == register + " ⏎", "the return key on the confirmation submits too")
        try world.harness.type("Morty", into: "name")
        try world.harness.tap(register)
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.map")
        #expect(world.services.account.signedIn?.user.name == "Morty")
    }

    @Test func aSavedValidTokenOpensTheMapAndAnExpiredOneReturnsToSignInWithAMessage() async throws {
        let world = try EventMapWorld()
        let session = try await world.backend.register(EventMapWorld.rick)
        _ = world.services.account.keep(session)
        let next = try EventMapWorld(folder: world.folder, backend: world.backend, clock: world.harness.clock)
        await next.launch()
        #expect(next.screen.id == "eventmap.map")

        await next.harness.advance(by: .seconds(31 * 24 * 3600))
        let later = try EventMapWorld(folder: world.folder, backend: world.backend, clock: world.harness.clock)
        await later.launch()
        #expect(later.screen.id == "eventmap.sign-in")
        #expect(later.screen.text(of: "message") == "Your session has expired: please sign in again.")
    }

    @Test func aForgedTokenReturnsToSignIn() async throws {
        let world = try EventMapWorld()
        _ = world.services.account.keep(SignedIn(token: try Tokens.make(), user: User(id: 1, name: "X", email: "x@y.z", birthDate: "2000-01-01")))
        let next = try EventMapWorld(folder: world.folder, backend: world.backend, clock: world.harness.clock)
        await next.launch()
        #expect(next.screen.text(of: "message") == "Your saved session is not valid: please sign in again.")
    }

    @Test func signingOutForgetsTheTokenAndReturnsToSignIn() async throws {
        let world = try EventMapWorld()
        let session = try await world.backend.register(EventMapWorld.rick)
        _ = world.services.account.keep(session)
        world.harness.launchEventMap(at: .profile, services: world.services)
        await world.harness.settle()
        #expect(world.screen.text(of: "name") == "Rick")
        try world.harness.tap("Sign out")
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.sign-in")
        #expect(!FileManager.default.fileExists(atPath: world.folder.url.appendingPathComponent("session.json").path))
        await #expect(throws: EventsError.invalidToken) { try await world.backend.user(token: session.token) }
    }
}
