import EventMapAPI
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

@MainActor
@Suite("Create event")
struct CreateEventTests {
    let fixture: MapScreensFixture
    var harness: ModuleHarness<EventMapApp> { fixture.harness }

    init() throws {
        fixture = try MapScreensFixture()
    }

    /// The map, then a long press at its centre.
    func openCreation() async throws {
        try await fixture.showMap()
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.7539, 37.6208)))
        #expect(fixture.screen.id == "eventmap.create")
    }

    @Test func theFormStartsWithTheTitleAndThePressedPoint() async throws {
        try await openCreation()
        let screen = fixture.screen
        #expect(screen.title == "New event")
        #expect(screen.elements.first?.id == "title")
        #expect(screen.text(of: "address") == "")
        #expect(screen.placeholder(of: "address") == "near 55.7539° N, 37.6208° E")
        guard case .picker(let picker)? = screen.element("type")?.kind, case .slider(let age)? = screen.element("age")?.kind else {
            Issue.record("no type picker or age slider")
            return
        }
        #expect(picker.options.count == EventType.allCases.count)
        #expect(age.range == 0...18)
        #expect(age.label == "Age: all ages")
        #expect(screen.isVisible("problem") == false)
    }

    /// The slider's value is the age itself, and every restriction is one of its stops; a value
    /// between two stops keeps the lower one.
    @Test(arguments: [
        (0.0, "Age: all ages", 0.0), (6, "Age: 6+", 6), (12, "Age: 12+", 12), (16, "Age: 16+", 16), (18, "Age: 18+", 18),
        (17, "Age: 16+", 16), (5.5, "Age: all ages", 0),
    ])
    func theAgeSliderStopsAtEveryRestriction(value: Double, label: String, stop: Double) async throws {
        try await openCreation()
        try harness.send(.set(control: "age", value: .number(value)))
        guard case .slider(let age)? = fixture.screen.element("age")?.kind else {
            Issue.record("age is not a slider")
            return
        }
        #expect(age.label == label && age.value == stop)
    }

    /// Nobody wrote an address: the form says where the point is, in words a reader can use,
    /// and so does the event once created.
    @Test func theDefaultAddressSaysWhereThePointIs() async throws {
        try await fixture.signIn()
        try await openCreation()
        #expect(harness.rendered(width: 80).contains("Address: [near 55.7539° N, 37.6208° E]"), "\(harness.rendered(width: 80))")
        try harness.type("Party", into: "title")
        try harness.tap("create")
        await fixture.harness.settle()
        try harness.tap("Party")
        #expect(fixture.screen.text(of: "address") == "Address: near 55.7539° N, 37.6208° E")
        try harness.back()
        try harness.tap("Profile")
        await fixture.harness.settle()
        #expect(fixture.screen.table("events")?.rows.map(\.cells) == [["Party", "Thu, Jan 1 at 01:00", "near 55.7539° N, 37.6208° E"]])
    }

    @Test func theDefaultAddressInRussian() async throws {
        let fixture = try MapScreensFixture(language: .ru)
        fixture.harness.launchEventMap(at: .create(at: Coordinate(latitude: -33.8688, longitude: -151.2093)!), services: fixture.services)
        #expect(fixture.harness.rendered(width: 80).contains("Адрес: [около 33,8688° ю. ш., 151,2093° з. д.]"), "\(fixture.harness.rendered(width: 80))")
    }

    /// A guest asked to sign in comes back to the form as it was, and can create the event.
    @Test(arguments: [false, true])
    func aGuestComesBackToTheFormAfterSigningIn(registering: Bool) async throws {
        if !registering {
            _ = try await fixture.backend.register(Registration(name: "Morty", email: "morty@example.org", birthDate: "2005-02-03", password: "aw-jeez-rick"))
        }
        try await fixture.showMap()
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.7545, 37.6215)))
        try harness.type("Party", into: "title")
        try harness.type("Bring a ball", into: "description")
        try harness.tap("create")
        try harness.tap("Sign in")
        #expect(fixture.screen.id == "eventmap.sign-in")
        if registering {
            try harness.tap("Register")
            try harness.type("Morty", into: "name")
            try harness.type("morty@example.org", into: "email")
        } else {
            try harness.type("morty@example.org", into: "email")
        }
        try harness.type("aw-jeez-rick", into: "password")
        if registering {
            try harness.type("aw-jeez-rick", into: "confirmation")
            try harness.tap("Register")
        } else {
            try harness.tap("signIn")
        }
        await fixture.harness.settle()
        #expect(fixture.screen.id == "eventmap.create")
        #expect([fixture.screen.text(of: "title"), fixture.screen.text(of: "description")] == ["Party", "Bring a ball"])
        try harness.tap("create")
        await fixture.harness.settle()
        #expect(fixture.screen.id == "eventmap.map")
        let created = try await fixture.backend.events(in: MapViewport.events.loadArea(.standard), matching: EventFilter())
        #expect(created.map(\.title) == ["Party"])
        #expect(created.first?.position == Coordinate(latitude: 55.7545, longitude: 37.6215))
        harness.expectReleasedModulesGone()
    }

    @Test func createIsDisabledWhileTheTitleIsBlank() async throws {
        try await openCreation()
        #expect(fixture.screen.isEnabled("create") == false)
        try harness.type("   ", into: "title")
        #expect(fixture.screen.isEnabled("create") == false)
        #expect(throws: InteractionError.disabled("create", label: "Create event")) { try harness.tap("create") }
        try harness.type("Party", into: "title")
        #expect(fixture.screen.isEnabled("create") == true)
    }

    @Test func withoutAnAccountCreatingOffersToSignIn() async throws {
        try await openCreation()
        try harness.type("Party", into: "title")
        try harness.tap("create")
        let alert = try #require(harness.alert)
        #expect(alert.buttons == ["Sign in", "Cancel"])
        try harness.tap("Cancel")
        #expect(harness.alert == nil)
        #expect(fixture.screen.id == "eventmap.create")
        try harness.tap("create")
        try harness.tap("Sign in")
        #expect(fixture.screen.id != "eventmap.create")
        #expect(harness.state.modals.count == 1, "sign-in comes over the form")
        await fixture.harness.settle()
        let all = try await fixture.backend.events(in: MapViewport.events.loadArea(.standard), matching: EventFilter())
        #expect(all.isEmpty)
    }

    @Test("registering through the route `register` over sign-in to continue hands the account back as Register does: the form returns as typed")
    func registeringThroughTheRouteReturnsToTheForm() async throws {
        try await openCreation()
        try harness.type("Rooftop jazz", into: "title")
        try harness.tap("create")
        try harness.tap("Sign in")
        #expect(fixture.screen.id == "eventmap.sign-in")
        harness.open(.registration)
        try harness.registerSummer()
        await harness.settle()
        #expect(fixture.screen.id == "eventmap.create")
        #expect(fixture.screen.text(of: "title") == "Rooftop jazz")
    }

    @Test func withAnAccountTheEventIsCreatedAndShownOnTheMap() async throws {
        try await fixture.signIn()
        try await openCreation()
        try harness.type("Party", into: "title")
        try harness.type("Red Square", into: "address")
        try harness.send(.set(control: "type", value: .option(EventType.allCases.firstIndex(of: .sport)!)))
        try harness.send(.set(control: "age", value: .number(16)))
        guard case .slider(let age)? = fixture.screen.element("age")?.kind else {
            Issue.record("age is not a slider")
            return
        }
        #expect(age.label == "Age: 16+" && age.value == 16)
        try harness.type("Bring a ball", into: "description")
        try harness.tap("create")
        await fixture.harness.settle()
        #expect(fixture.screen.id == "eventmap.map", "creating pops back to the map")
        let rows = try #require(fixture.screen.table("events")?.rows)
        #expect(rows.map(\.cells) == [["◎ Party", "Thu, Jan 1 at 01:00", "Sport", "16+"]], "it starts on the next whole hour")
        let created = try await fixture.backend.events(in: MapViewport.events.loadArea(.standard), matching: EventFilter())
        #expect(created.count == 1)
        #expect(created.first?.address == "Red Square")
        #expect(created.first?.description == "Bring a ball")
        #expect(created.first?.position == Coordinate(latitude: 55.7539, longitude: 37.6208))
    }

    @Test func aServerErrorShowsOneLine() async throws {
        let session = try await fixture.signIn()
        await fixture.backend.signOut(token: session.token)
        try await openCreation()
        try harness.type("Party", into: "title")
        try harness.tap("create")
        await fixture.harness.settle()
        #expect(fixture.screen.id == "eventmap.create")
        #expect(fixture.screen.isVisible("problem") == true)
        #expect(fixture.screen.text(of: "problem") == "The event was not created: your session is not valid, sign in again")
        #expect(fixture.screen.isEnabled("create") == true, "the user may try again")
    }

    @Test("a session the server no longer takes offers Sign in on the form, and what was written survives signing in")
    func aRejectedSessionOffersSignInAndKeepsTheForm() async throws {
        let session = try await fixture.signIn()
        await fixture.backend.signOut(token: session.token)
        try await openCreation()
        try harness.type("Rooftop jazz", into: "title")
        try harness.type("Bring a chair", into: "description")
        try harness.tap("create")
        await harness.settle()
        #expect(fixture.screen.text(of: "problem") == "The event was not created: your session is not valid, sign in again")
        try harness.tap("Sign in")
        #expect(fixture.screen.id == "eventmap.sign-in")
        try harness.type("morty@example.org", into: "email")
        try harness.type("aw-jeez-rick", into: "password")
        try harness.tap("signIn")
        await harness.settle()
        #expect(fixture.screen.id == "eventmap.create")
        #expect([fixture.screen.text(of: "title"), fixture.screen.text(of: "description")] == ["Rooftop jazz", "Bring a chair"])
        #expect(fixture.screen.isVisible("problem") == false, "signed in again, the form has nothing to complain of")
        try harness.tap("create")
        await harness.settle()
        #expect(fixture.screen.id == "eventmap.map")
        #expect(try await fixture.backend.events(in: MapViewport.events.loadArea(.standard), matching: EventFilter()).map(\.title) == ["Rooftop jazz"])
    }

    @Test func aCreateThatCannotReachTheServerKeepsTheFormAsTypedAndGoesThroughOnTheNextTap() async throws {
        try await fixture.signIn()
        try await openCreation()
        try harness.type("Rooftop jazz", into: "title")
        try harness.type("Bring a chair", into: "description")
        try harness.type("Tverskaya 7", into: "address")
        harness.network.isOnline = false
        try harness.tap("create")
        await fixture.harness.settle()
        #expect(fixture.screen.id == "eventmap.create")
        #expect(
            fixture.screen.text(of: "problem") == "The event was not created: the server cannot be reached (the network cannot be reached (simulated: offline))"
        )
        #expect(
            [fixture.screen.text(of: "title"), fixture.screen.text(of: "description"), fixture.screen.text(of: "address")]
                == ["Rooftop jazz", "Bring a chair", "Tverskaya 7"])

        harness.network.isOnline = true
        try harness.tap("create")
        await fixture.harness.settle()
        #expect(fixture.screen.id == "eventmap.map")
        #expect(try await fixture.backend.events(in: MapViewport.events.loadArea(.standard), matching: EventFilter()).map(\.title) == ["Rooftop jazz"])
    }

    @Test func backReturnsWithoutCreating() async throws {
        try await fixture.signIn()
        try await openCreation()
        try harness.type("Party", into: "title")
        try harness.back()
        await fixture.harness.settle()
        #expect(fixture.screen.id == "eventmap.map")
        #expect(fixture.listed.isEmpty)
    }

    @Test func aFormClosedUnsentComesBackAtTheNextCreationAndACreatedOneDoesNot() async throws {
        try await fixture.signIn()
        try await openCreation()
        try harness.type("Party", into: "title")
        try harness.type("Bring a ball", into: "description")
        try harness.back()
        await fixture.harness.settle()
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.75, 37.62)))
        #expect(fixture.screen.text(of: "title") == "Party")
        #expect(fixture.screen.text(of: "description") == "Bring a ball")
        #expect(fixture.screen.text(of: "address") == "")
        #expect(fixture.screen.placeholder(of: "address") == "near 55.7500° N, 37.6200° E", "the address written by nobody is the new point's")

        try harness.tap("create")
        await fixture.harness.settle()
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.75, 37.62)))
        #expect(fixture.screen.text(of: "title") == "")
    }
}
