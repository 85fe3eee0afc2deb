import Testing

@testable import ViperREPL

@Suite("Tab completion")
struct CompletionTests {
    typealias TargetWords = ScreenWords.TargetWords

    let list = ScreenWords(
        verbs: ["tap", "type", "select", "scroll", "open", "back", "app", "apps", "sim"],
        targets: [
            TargetWords(number: 1, label: "Rick Sanchez", id: "1", kind: .row),
            TargetWords(number: 2, label: "Morty Smith", id: "2", kind: .row),
            TargetWords(number: 3, label: "Search", id: "query", kind: .textField),
            TargetWords(number: 4, label: "Retry", id: "retry", kind: .button),
        ],
        routes: ["characters", "character/:id", "episodes"],
        apps: ["darts", "rickandmorty", "seaworld"],
        simulatesNetwork: true
    )

    func complete(_ line: String, _ words: ScreenWords? = nil) -> Completion? {
        Completion.of(line, with: words ?? list)
    }

    @Test func scrollOffersToOnlyWhereThereAreRowsToScrollTo() {
        #expect(complete("scroll ")?.choices == ["up", "down", "to"])
        let sea = ScreenWords(verbs: ["tap", "scroll"], targets: [TargetWords(number: 1, label: "Sea", id: "sea", kind: .canvas)])
        #expect(complete("scroll ", sea)?.choices == ["up", "down"])
    }

    @Test func setCompletesAPickersOptionsWhereverThePickerIsNamed() {
        let settings = ScreenWords(
            verbs: ["set"],
            targets: [
                TargetWords(number: 1, label: "Sound", id: "sound", kind: .picker, options: ["Off", "♪ Effects", "♫ Music"]),
                TargetWords(number: 2, label: "Volume", id: "volume", kind: .slider),
            ])
        #expect(complete("set Sound ", settings)?.choices == ["Off", #""♪ Effects""#, #""♫ Music""#])
        #expect(complete("set 1 o", settings)?.text == "set 1 Off ")
        #expect(complete(#"set sound "♫"#, settings)?.text == #"set sound "♫ Music" "#)
        #expect(complete("set volume ", settings) == nil)
        #expect(complete("set sound mu", settings)?.text == #"set sound "♫ Music" "#, "a later word of an option")
    }

    @Test func aLaterWordCompletesWhenNothingStartsWithWhatWasTyped() {
        #expect(complete("tap sanch")?.text == #"tap "Rick Sanchez" "#)
        let smiths = ScreenWords(
            verbs: ["tap"],
            targets: [
                TargetWords(number: 1, label: "Morty Smith", id: "1", kind: .row),
                TargetWords(number: 2, label: "Summer Smith", id: "2", kind: .row),
            ])
        #expect(complete("tap smi", smiths) == Completion(text: "tap smi", choices: [#""Morty Smith""#, #""Summer Smith""#]))
        #expect(complete("tap zz", smiths) == nil)
    }

    @Test func aVerbCompletesWithASpaceAfterIt() {
        #expect(complete("ta")?.text == "tap ")
        #expect(complete("se")?.text == "select ")
    }

    @Test func aLabelAloneCompletesWhenNoVerbFits() {
        #expect(complete("Ri")?.text == #""Rick Sanchez" "#)
        #expect(complete("re")?.text == "Retry ")
        #expect(complete("se")?.text == "select ", "a verb comes before a label")
    }

    @Test func aTargetCompletesToItsLabelQuotedWhenItHoldsSpaces() {
        #expect(complete("tap Ri")?.text == #"tap "Rick Sanchez" "#)
        #expect(complete(#"tap "Mo"#)?.text == #"tap "Morty Smith" "#)
        #expect(complete("tap re")?.text == "tap Retry ")
    }

    @Test func onlyTargetsOfTheKindTheVerbActsOn() {
        #expect(complete("type ")?.text == "type Search ")
        #expect(complete("select Se") == nil)
    }

    @Test func idsAndNumbersCompleteWhenNoLabelFits() {
        #expect(complete("type qu")?.text == "type query ")
        #expect(complete("select 2")?.text == "select 2 ")
    }

    @Test func severalCandidatesAreListedWhenNothingCanBeAdded() {
        let completion = complete("t")
        #expect(completion?.text == "t")
        #expect(completion?.choices == ["tap", "type"])
        #expect(complete("tap ")?.choices == [#""Rick Sanchez""#, #""Morty Smith""#, "Retry"])
    }

    @Test func whatAllCandidatesShareIsAddedFirst() {
        #expect(complete("ap")?.text == "app")
        #expect(complete("open ep")?.text == "open episodes ")
        #expect(complete("open char")?.text == "open character")
    }

    @Test func aRouteCompletesUpToItsParameter() {
        #expect(complete("open character/")?.text == "open character/")
        #expect(complete("open characters")?.text == "open characters ")
    }

    @Test func appNamesAfterAppAndAsCommandsInTheLauncher() {
        #expect(complete("app ri")?.text == "app rickandmorty ")
        #expect(complete("da") == nil)
        var launcher = list
        launcher.appNamesAreCommands = true
        #expect(complete("da", launcher)?.text == "darts ")
    }

    @Test func simWordsOnlyForWhatTheAppSimulates() {
        #expect(complete("sim ")?.text == "sim network ")
        #expect(complete("sim network of")?.text == "sim network offline ")
        #expect(complete("sim lo") == nil)
    }

    @Test func theRestOfTheLineAfterTheCursorStays() {
        var editor = LineEditor(history: History())
        _ = editor.handle(.text("tap Re x"))
        for _ in 0..<2 { _ = editor.handle(.left) }
        #expect(editor.handle(.tab, completing: list) == .redraw)
        #expect(editor.buffer.text == "tap Retry  x")
        #expect(editor.buffer.cursor == "tap Retry ".count)
    }
}
