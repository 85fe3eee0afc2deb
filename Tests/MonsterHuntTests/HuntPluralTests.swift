import Testing
import Viper

@testable import MonsterHunt

@Suite("Monster Hunt's distances in words")
struct HuntPluralTests {
    @Test(arguments: [(1, "метр"), (21, "метр"), (134, "метра"), (22, "метра"), (5, "метров"), (111, "метров"), (112, "метров")])
    func theTooFarAlertSaysTheRussianPluralItsNumberAsksFor(metres: Int, word: String) {
        #expect(HuntStrings.tooFar(metres: metres, localization: Localization(.ru)) == "Вы находитесь слишком далеко от монстра – \(metres) \(word)")
    }

    @Test func oneMetreIsSingularInEnglish() {
        #expect(HuntStrings.tooFar(metres: 1, localization: Localization(.en)) == "You are too far from the monster – 1 metre")
        #expect(HuntStrings.tooFar(metres: 134, localization: Localization(.en)) == "You are too far from the monster – 134 metres")
    }
}
