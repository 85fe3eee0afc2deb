import Foundation
import Testing
import ViperTesting

@testable import Viper

@Suite("Languages and catalogs")
struct LanguageTests {
    @Test func aTagIsCheckedAndWrittenCanonically() {
        #expect(Language("de")?.tag == "de")
        #expect(Language("PT_br")?.tag == "pt-BR")
        #expect(Language("zh-hant-tw")?.tag == "zh-Hant-TW")
        #expect(Language("es-419")?.tag == "es-419")
        #expect(Language("sl-rozaj-biske")?.tag == "sl-rozaj-biske")
        #expect(Language("en-US-u-ca-gregory")?.tag == "en-US-u-ca-gregory")
        #expect(Language("en-x-Pirate")?.tag == "en-x-pirate")
        for malformed in ["", "d", "abcdefghi", "de-", "1de", "de DE", "en-u", "de-DE-x"] {
            #expect(Language(malformed) == nil, "\(malformed)")
        }
        #expect(Language.en.tag == "en" && Language.ru.tag == "ru")
    }

    @Test func theEnvironmentsLocaleIsALanguage() {
        #expect(Language.preferred(environment: ["LANG": "de_DE.UTF-8"]) == Language("de-DE"))
        #expect(Language.preferred(environment: ["LC_ALL": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"]) == Language("ru-RU"))
        #expect(Language.preferred(environment: ["LC_ALL": "", "LC_MESSAGES": "sr_RS@latin"]) == Language("sr-RS"))
        #expect(Language.preferred(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(Language.preferred(environment: ["LANG": "POSIX"]) == nil)
        #expect(Language.preferred(environment: [:]) == nil)
    }

    @Test func aRegionalLanguageIsServedByItsLanguage() throws {
        let shipped = [Language.en, try #require(Language("de")), try #require(Language("pt-BR"))]
        #expect(Language("de-AT")?.match(in: shipped) == Language("de"))
        #expect(Language("pt-BR")?.match(in: shipped) == Language("pt-BR"))
        #expect(Language("pt-PT")?.match(in: shipped) == Language("pt-BR"))
        #expect(Language("fr")?.match(in: shipped) == nil)
    }

    @Test func pluralCategoriesFollowCLDR() throws {
        let english = (0...3).map { Language.en.pluralCategory(of: $0) }
        #expect(english == [.other, .one, .other, .other])
        let russian = [1, 2, 5, 11, 12, 21, 22, 25, 111, 1001].map { Language.ru.pluralCategory(of: $0) }
        #expect(russian == [.one, .few, .many, .many, .many, .one, .few, .many, .many, .one])
        let polish = try #require(Language("pl"))
        #expect([1, 2, 5, 12, 22, 101].map(polish.pluralCategory) == [.one, .few, .many, .many, .few, .many])
        #expect(try #require(Language("fr")).pluralCategory(of: 0) == .one)
        #expect(try #require(Language("ja")).pluralCategory(of: 1) == .other)
        #expect(try #require(Language("tlh")).pluralCategory(of: 1) == .one, "an unknown language: one for 1")
        #expect(try #require(Language("tlh")).pluralCategory(of: 2) == .other)
    }

    func catalog(_ files: [String: String]) throws -> (StringCatalog, TemporaryFolder) {
        let folder = try TemporaryFolder()
        for (name, text) in files { try Data(text.utf8).write(to: folder.url.appendingPathComponent(name)) }
        return (StringCatalog(folder: folder.url), folder)
    }

    @Test func aTextTakesItsValuesAndFallsBackToTheBaseLanguage() throws {
        let (strings, folder) = try catalog([
            "en.json": #"{"hello": "Hello, {name}!", "bye": "Bye", "files": {"one": "{count} file", "other": "{count} files"}}"#,
            "de.json": #"{"hello": "Hallo, {name}!", "files": {"one": "{count} Datei", "other": "{count} Dateien"}}"#,
        ])
        let german = try #require(Language("de"))
        #expect(strings.languages == [.en, german])
        #expect(strings.text("hello", ["name": "{bye}"]).in(german) == "Hallo, {bye}!", "a value is never filled in again")
        #expect(strings.text("bye").in(german) == "Bye")
        #expect(strings.text("files", ["count": .number(1)]).in(german) == "1 Datei")
        #expect(strings.text("files", ["count": .number(21)]).in(german) == "21 Dateien")
        #expect(strings.text("missing").in(german) == "missing")
        #expect((strings.text("bye") + LocalizedText(verbatim: "!")).in(.en) == "Bye!")
        #expect(strings.text("hello", ["name": .text(strings.text("bye"))]).in(.en) == "Hello, Bye!")
        _ = folder
    }

    @Test func theCheckNamesEveryGapOfACatalog() throws {
        let (strings, folder) = try catalog([
            "en.json": #"{"hello": "Hello, {name}!", "bye": "Bye", "files": {"one": "{count} file", "other": "{count} files"}}"#,
            "ru.json": #"{"hello": "Привет, {who}!", "files": {"one": "{count} файл", "many": "{count} файлов"}}"#,
            "xx-.json": "{}",
            "fr.json": "[1]",
        ])
        #expect(
            Set(strings.problems(declared: [.en, .ru, try #require(Language("de"))]))
                == [
                    "xx-.json: \"xx-\" is not a language tag", "fr.json: not an object of keys",
                    "ru: no \"bye\"", "ru: \"hello\" has placeholders {who}, the base language {name}", "ru: \"files\" has no plural form few",
                    "de: no catalog file de.json",
                ])
        _ = folder
    }

    @Test func theFrameworksCatalogIsComplete() {
        expectCompleteCatalog(FrameworkStrings.catalog)
    }
}
