import Testing

@testable import Viper

@Suite("Localization")
struct LocalizationTests {
    @Test("LC_ALL wins over LC_MESSAGES, which wins over LANG")
    func precedence() {
        #expect(Language.preferred(environment: ["LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"]) == Language("ru-RU"))
        #expect(Language.preferred(environment: ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "ru_RU.UTF-8"]) == Language("en-US"))
        #expect(Language.preferred(environment: ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"]) == Language("ru-RU"))
        #expect(Language.preferred(environment: ["LC_MESSAGES": "C", "LANG": "ru_RU.UTF-8"]) == nil)
        #expect(Language.preferred(environment: ["LANG": "ru_RU.UTF-8"]) == Language("ru-RU"))
    }

    @Test("an empty variable does not count; nothing set names no language")
    func unset() {
        #expect(Language.preferred(environment: [:]) == nil)
        #expect(Language.preferred(environment: ["LC_ALL": "", "LANG": "ru_UA.UTF-8"]) == Language("ru-UA"))
        #expect(Language.preferred(environment: ["LANG": "de_DE.UTF-8"]) == Language("de-DE"))
        #expect(Language.preferred(environment: ["LANG": "RU"]) == .ru)
    }

    let monsters = StringCatalog(
        tables: [
            .en: ["monsters": .plural([.one: "{count} monster", .other: "{count} monsters"])],
            .ru: ["monsters": .plural([.one: "{count} монстр", .few: "{count} монстра", .many: "{count} монстров"])],
        ],
        base: .en)

    @Test(
        "Russian plural forms",
        arguments: [
            (1, "монстр"), (2, "монстра"), (4, "монстра"), (5, "монстров"), (11, "монстров"), (12, "монстров"),
            (14, "монстров"), (21, "монстр"), (22, "монстра"), (25, "монстров"), (0, "монстров"),
            (101, "монстр"), (111, "монстров"), (112, "монстров"), (122, "монстра"),
        ])
    func russian(count: Int, expected: String) {
        #expect(Localization(.ru)(monsters.text("monsters", ["count": .number(count)])) == "\(count) \(expected)")
    }

    @Test("English has one for 1 and other otherwise")
    func english() {
        let english = { (count: Int) in Localization(.en)(self.monsters.text("monsters", ["count": .number(count)])) }
        #expect(english(1) == "1 monster")
        #expect([0, 2, 5, 21].map(english) == ["0 monsters", "2 monsters", "5 monsters", "21 monsters"])
    }

    @Test("a counted text takes the view's number into its plural entries and those of its values")
    func countedText() {
        let line = monsters.text("monsters") + LocalizedText(verbatim: " nearby")
        #expect(CountedText(Localization(.ru), counting: line)(22) == "22 монстра nearby")
        #expect(CountedText(Localization(.en), counting: line)(1) == "1 monster nearby")
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
            #expect(error.message == error.text.in(.en))
            #expect(!error.text.in(.ru).isEmpty && error.text.in(.ru) != error.text.in(.en), "\(error.message)")
        }
        #expect(NavigationError.noSuchAlertButton(2).text.in(.ru) == "у алерта нет кнопки 3")
    }
}
