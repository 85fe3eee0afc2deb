import Testing
import Viper
import ViperTesting

@testable import EventMap
@testable import EventMapServer

@MainActor
@Suite("The sign-in screen's words and order")
struct SignInLayoutTests {
    func signInScreen(_ language: Language) async throws -> Screen {
        let world = try EventMapWorld(language: language)
        await world.launch()
        return world.screen
    }

    @Test func theButtonsReadAsTheSpecSaysInRussian() async throws {
        let screen = try await signInScreen(.ru)
        #expect(screen.text(of: "forgot") == "Забыл пароль")
        #expect(screen.text(of: "register") == "Зарегистрироваться")
        #expect(screen.text(of: "signIn") == "Войти")
        #expect(screen.text(of: "skip") == "Пропустить")
    }

    @Test func resetUnderThePasswordThenSignInThenRegisterAndSkipSideBySide() async throws {
        let screen = try await signInScreen(.en)
        let order = screen.elements.map(\.id)
        let password = try #require(order.firstIndex(of: "password"))
        #expect(Array(order[password...].prefix(3)) == ["password", "forgot", "signIn"])
        guard case .group(let row) = screen.element("actions")?.kind else {
            Issue.record("no row of actions")
            return
        }
        #expect(row.axis == .horizontal)
        #expect(row.children.map(\.id) == ["register", "skip"])
    }

    @Test func theTextFrameShowsTheOrderToo() async throws {
        let world = try EventMapWorld(language: .ru)
        await world.launch()
        let lines = world.harness.rendered(width: 60).split(separator: "\n").map(String.init)
        func line(_ text: String) -> Int? { lines.firstIndex { $0.contains(text) } }
        let password = try #require(line("Пароль"))
        #expect(line("Забыл пароль") == password + 1)
        #expect(line("⟨ Войти ⟩") == password + 2)
        let row = try #require(line("Зарегистрироваться"))
        #expect(row > password + 2 && lines[row].contains("Пропустить"))
    }
}
