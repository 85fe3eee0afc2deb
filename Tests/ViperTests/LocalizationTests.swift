import Testing

@testable import Viper

@Suite("Localization")
struct LocalizationTests {
    @Test("LC_ALL wins over LC_MESSAGES, which wins over LANG")
    func precedence() {
        #expect(Language.preferred(environment: ["LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"]) == .ru)
        #expect(Language.preferred(environment: ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "ru_RU.UTF-8"]) == .en)
        #expect(Language.preferred(environment: ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"]) == .ru)
        #expect(Language.preferred(environment: ["LC_MESSAGES": "C", "LANG": "ru_RU.UTF-8"]) == .en)
        #expect(Language.preferred(environment: ["LANG": "ru_RU.UTF-8"]) == .ru)
    }

    @Test("an empty variable does not count; nothing set means English")
    func unset() {
        #expect(Language.preferred(environment: [:]) == .en)
        #expect(Language.preferred(environment: ["LC_ALL": "", "LANG": "ru_UA.UTF-8"]) == .ru)
        #expect(Language.preferred(environment: ["LANG": "de_DE.UTF-8"]) == .en)
        #expect(Language.preferred(environment: ["LANG": "RU"]) == .ru)
    }

    let one = LocalizedText(en: "monster", ru: "монстр")
    let few = LocalizedText(en: "monsters", ru: "монстра")
    let many = LocalizedText(en: "monsters", ru: "монстров")

    @Test(
        "Russian plural forms",
        arguments: [
            (1, "монстр"), (2, "монстра"), (4, "монстра"), (5, "монстров"), (11, "монстров"), (12, "монстров"),
            (14, "монстров"), (21, "монстр"), (22, "монстра"), (25, "монстров"), (0, "монстров"),
            (101, "монстр"), (111, "монстров"), (112, "монстров"), (122, "монстра"),
        ])
    func russian(count: Int, expected: String) {
        #expect(Localization(.ru).plural(count, one: one, few: few, many: many) == expected)
    }

    @Test("English has one for 1 and many otherwise")
    func english() {
        let english = Localization(.en)
        #expect(english.plural(1, one: one, few: few, many: many) == "monster")
        #expect([0, 2, 5, 21].map { english.plural($0, one: one, few: few, many: many) } == Array(repeating: "monsters", count: 4))
    }

    @Test("a localization picks the text in its language")
    func texts() {
        #expect(Localization(.ru)(FrameworkStrings.back) == "Назад")
        #expect(Localization(.en)(FrameworkStrings.back) == "Back")
    }

    @Test("a failed move speaks both languages, Russian not a copy of the English; its message is the English")
    func navigationErrors() {
        let errors: [NavigationError] = [
            .nothingToGoBackTo, .nothingPresented, .noTabBar, .unknownTab("x", available: ["a", "b"]), .noAlert,
            .noSuchAlertButton(2), .alertOpen, .notOnScreen(screen: "s"), .notOnTop(screen: "s"),
            .cannotCloseRoot(screen: "s"), .routeFailed("r", "why"),
        ]
        for error in errors {
            #expect(error.message == error.text.en)
            #expect(!error.text.ru.isEmpty && error.text.ru != error.text.en, "\(error.message)")
        }
        #expect(NavigationError.noSuchAlertButton(2).text.ru == "у алерта нет кнопки 3")
    }
}
