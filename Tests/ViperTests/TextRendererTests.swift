import Testing
import ViperTesting

@testable import Viper

@MainActor
@Suite("TextRenderer")
struct TextRendererTests {
    let busy = Screen(
        id: "busy", title: "Привет 😀 World",
        elements: [
            Element(id: "l", kind: .label(Label("Съешь же ещё этих мягких французских булок 🍞🥐, да выпей чаю 日本語テキスト", tone: .accent))),
            Element(id: "go", kind: .button(Button("Go 🚀"))),
            Element(id: "long", kind: .button(Button("A button whose title is far too long for any narrow box 👍🏽👍🏽"))),
            Element(id: "name", kind: .textField(TextField(label: "Имя", text: "Ёжик 🦔"))),
            Element(
                id: "list",
                kind: .table(
                    Table(
                        rows: (0..<6).map { Table.Row(id: "r\($0)", cells: ["Строка \($0)", "👍", "漢字"], accessory: .disclosure) }
                    ).showing(from: 2, height: 2))),
            Element(id: "wifi", kind: .toggle(Toggle(label: "Wi-Fi", isOn: true))),
            Element(
                id: "row",
                kind: .group(
                    Group(
                        axis: .horizontal,
                        children: [
                            Element(id: "ok", kind: .button(Button("OK"))),
                            Element(id: "no", kind: .button(Button("Отмена")), isEnabled: false),
                        ]))),
            Element(id: "hidden", kind: .button(Button("Hidden")), isVisible: false),
        ])

    let tabs = [Frame.TabItem(name: "a", title: "Alpha", isSelected: false), Frame.TabItem(name: "b", title: "Бета", isSelected: true)]

    func widths(_ text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TextWidth.of(String($0)) }
    }

    func stripped(_ text: String) throws -> String {
        text.replacing(try Regex("\u{1B}\\[[0-9;]*m"), with: "")
    }

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The numbers printed as `[n]` in the text, in order.
    func printedNumbers(_ text: String) throws -> [Int] {
        try text.matches(of: Regex<(Substring, Substring)>("\\[([0-9]+)\\]")).compactMap { Int($0.output.1) }
    }

    @Test("every line is as wide as the box, with Cyrillic, CJK and wide emoji", arguments: [24, 40, 80])
    func equalWidths(width: Int) {
        let sheet = Screen(id: "sheet", title: "Лист 📄", elements: [Element(id: "done", kind: .button(Button("Готово ✅")))])
        let alert = AlertState(title: "Удалить всё? 🗑", message: "Это нельзя отменить. 日本語のメッセージ。", buttons: ["Отмена", "Удалить 💥"])
        for frame in [
            Frame(screen: busy, backTitle: "Назад", tabs: tabs),
            Frame(screen: busy, backTitle: "Back", sheet: sheet),
            Frame(screen: busy, tabs: tabs, alert: alert),
        ] {
            let text = TextRenderer(width: width).render(frame)
            #expect(Set(widths(text)) == [width], "\(text)")
        }
    }

    @Test("the width is at least 24")
    func minimumWidth() {
        let text = TextRenderer(width: 5).render(Frame(screen: busy))
        #expect(Set(widths(text)) == [24])
    }

    @Test("the alert's own box has straight sides: its corners line up with its borders")
    func alertBoxAligned() throws {
        let alert = AlertState(title: "Delete?", message: "This cannot be undone.", buttons: ["Cancel", "Delete"])
        let text = TextRenderer(width: 40).render(Frame(screen: busy, alert: alert))
        let box = lines(text).filter { $0.contains("┌") || $0.contains("└") || $0.hasPrefix("│ │") }
        try #require(box.count == 4)
        // The column just after each line's alert box ends: every line of the box must agree.
        let rightEdges = box.map { line -> Int in
            let inner = line.dropFirst(2).dropLast(2)
            let end = inner.lastIndex { "┐┘│".contains($0) }!
            return TextWidth.of(String(inner[...end]))
        }
        // The bottom corner lines up with the body's right border; the top corner must too.
        #expect(rightEdges == Array(repeating: rightEdges[3], count: 4), "\(box.joined(separator: "\n"))")
    }

    @Test("the numbers printed beside elements are those of Frame.targets")
    func numbersMatchTargets() throws {
        let frame = Frame(screen: busy)
        let text = TextRenderer(width: 80).render(frame)
        let targets = frame.targets
        #expect(try printedNumbers(text) == targets.map(\.number))
        for target in targets {
            let line = try #require(lines(text).first { $0.contains("[\(target.number)] ") })
            #expect(line.contains(target.label))
        }
        #expect(
            targets.map(\.label) == [
                "Go 🚀", "A button whose title is far too long for any narrow box 👍🏽👍🏽", "Имя",
                "Строка 2", "Строка 3", "Wi-Fi", "OK", "Отмена",
            ])
        #expect(!text.contains("Hidden"))
    }

    @Test("the back title shows only when there is somewhere to go back")
    func backTitle() throws {
        let log = CallLog<LifecycleCall>()
        let navigator = Navigator()
        navigator.setRoot(RecordingView("root", log: log))
        let english = Localization(.en)
        func navigationBar() -> String { lines(TextRenderer(width: 40).render(navigator.frame(localization: english)))[1] }

        #expect(navigator.frame(localization: english).backTitle == nil)
        #expect(!navigationBar().contains("‹"))

        navigator.push(RecordingView("pushed", log: log))
        #expect(navigationBar().hasPrefix("│ ‹ Back"))
        #expect(navigationBar().contains("Pushed"))
        #expect(navigator.frame(localization: Localization(.ru)).backTitle == "Назад")

        try navigator.pop()
        navigator.present(RecordingView("modal", log: log))
        #expect(navigationBar().hasPrefix("│ ‹ Back"))
        try navigator.dismiss()
        #expect(!navigationBar().contains("‹"))
    }

    @Test("the tab bar marks the selected tab")
    func tabBar() throws {
        let log = CallLog<LifecycleCall>()
        let navigator = Navigator()
        navigator.setTabs([
            .init(name: "home", title: "Home", root: RecordingView("home", log: log)),
            .init(name: "search", title: "Search", root: RecordingView("search", log: log)),
        ])
        func lastContentLine() -> String {
            let text = TextRenderer(width: 40).render(navigator.frame(localization: Localization(.en)))
            return lines(text).dropLast().last!
        }
        #expect(lastContentLine().hasPrefix("│ [Home]   Search "))
        try navigator.selectTab(named: "search")
        #expect(lastContentLine().hasPrefix("│  Home   [Search]"))

        let plain = TextRenderer(width: 40).render(Frame(screen: busy))
        #expect(!plain.contains("[Home]"))
        #expect(lines(plain).filter { $0.hasPrefix("├") }.count == 1)
    }

    @Test("an alert lists its buttons numbered 1…n and hides the screen's numbers")
    func alertNumbers() throws {
        let alert = AlertState(title: "Choose", message: "", buttons: ["One", "Two", "Three"])
        let text = TextRenderer(width: 80).render(Frame(screen: busy, alert: alert))
        #expect(try printedNumbers(text) == [1, 2, 3])
        #expect(text.contains("[1] ⟨ One ⟩  [2] ⟨ Two ⟩  [3] ⟨ Three ⟩"))
        #expect(text.contains("⟨ Go 🚀 ⟩"))
    }

    @Test("a sheet is drawn under the screen and takes the numbers")
    func sheetNumbers() throws {
        let sheet = Screen(id: "sheet", title: "Options", elements: [Element(id: "done", kind: .button(Button("Done")))])
        let text = TextRenderer(width: 80).render(Frame(screen: busy, sheet: sheet))
        #expect(try printedNumbers(text) == [1])
        #expect(text.contains("── Options"))
        #expect(text.contains("[1] ⟨ Done ⟩"))
    }

    @Test("no ANSI escape without colour; escapes with colour, and the same text once stripped")
    func color() throws {
        let frame = Frame(screen: busy, backTitle: "Back", tabs: tabs)
        let plain = TextRenderer(width: 60, colored: false).render(frame)
        let colored = TextRenderer(width: 60, colored: true).render(frame)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[38;2;0;175;255m"))
        #expect(try stripped(colored) == plain)
    }

    @Test("a table shows how many rows are above and below its window")
    func tableWindowMarkers() {
        func render(firstRow: Int) -> String {
            let screen = Screen(id: "t", title: "T", elements: [Make.table("list", rows: 6, showingFrom: firstRow, height: 2)])
            return TextRenderer(width: 40).render(Frame(screen: screen))
        }
        let top = render(firstRow: 0)
        #expect(top.contains("↓ 4 more"))
        #expect(!top.contains("↑"))
        let middle = render(firstRow: 2)
        #expect(middle.contains("↑ 2 more") && middle.contains("↓ 2 more"))
        let bottom = render(firstRow: 99)
        #expect(bottom.contains("↑ 4 more"))
        #expect(!bottom.contains("↓"))
        #expect(bottom.contains("Row 5") && !bottom.contains("Row 3"))
    }

    @Test("a picker's options go on over more lines whole, each with its mark", arguments: [24, 40, 72])
    func pickerOptionsStayWhole(width: Int) {
        let options = ["♫ Music", "▤ Cinema", "◎ Sport", "⌂ Theatre", "◆ Exhibition", "✱ Other"]
        let screen = Screen(
            id: "t", title: "T",
            elements: [
                Element(id: "type", kind: .picker(Picker(label: "Type", options: options, selectedIndex: 5)))
            ])
        let content = lines(TextRenderer(width: width).render(Frame(screen: screen))).dropFirst(3).dropLast()
            .map { String($0.dropFirst(2).dropLast(2)) }.joined(separator: "\n")
        for (index, option) in options.enumerated() {
            #expect(content.contains((index == 5 ? "(•) " : "( ) ") + option), "\(option) at \(width): \(content)")
        }
    }

    @Test("the renderer's own words are in its language")
    func ownWordsInRussian() {
        let screen = Screen(
            id: "t", title: "T",
            elements: [
                Element(id: "send", kind: .button(Button("Отправить")), isEnabled: false),
                Make.table("list", rows: 6, showingFrom: 2, height: 2),
            ])
        let russian = TextRenderer(width: 40, language: .ru).render(Frame(screen: screen))
        #expect(russian.contains("⟨ Отправить ⟩ (недоступно)"))
        #expect(russian.contains("↑ ещё 2") && russian.contains("↓ ещё 2"))
        #expect(!russian.contains("disabled") && !russian.contains("more"))
    }

    @Test("long text and one-line items too wide go on over more lines, never cut (a table's row is)", arguments: [24, 30, 40])
    func wrapNeverTruncate(width: Int) {
        let text = TextRenderer(width: width).render(Frame(screen: busy))
        let content = lines(text).map { String($0.dropFirst(2).dropLast(2)) }
        #expect(Set(widths(text)) == [width])
        #expect(!content.filter { !$0.contains("Строка") }.joined().contains("…"))
        let words = content.joined(separator: " ").split(separator: " ")
        for word in "A button whose title is far too long for any narrow box 👍🏽👍🏽".split(separator: " ") {
            #expect(words.contains(word), "\(word) in \(text)")
        }
        #expect(content.contains { $0.hasPrefix("[2] ⟨ A button whose") })
        #expect(content.contains { $0.hasPrefix("    ") && $0.contains("box") }, "the button's next lines hang under its title")
    }

    @Test("a long alert title and message show every word inside the alert's box")
    func longAlertWraps() throws {
        let title = "Вы находитесь слишком далеко от монстра: до него 1 234 метра"
        let message = "Подойдите ближе, чтобы начать охоту на монстра 日本語 и попробовать ещё раз."
        let alert = AlertState(title: title, message: message, buttons: ["Понятно"])
        let text = TextRenderer(width: 40).render(Frame(screen: busy, alert: alert))
        #expect(Set(widths(text)) == [40], "\(text)")
        #expect(!text.contains("…"))
        let box = lines(text).filter { $0.contains("┌") || $0.contains("└") || $0.hasPrefix("│ │") }
        let shown = box.joined(separator: " ").split(separator: " ")
        for word in (title + " " + message).split(separator: " ") {
            #expect(shown.contains(word), "\(word) in \(box.joined(separator: "\n"))")
        }
        let rightEdges = box.map { TextWidth.of(String($0.dropFirst(2).dropLast(2))) }
        #expect(Set(rightEdges) == [36])
    }

    @Test("a long navigation title goes on over more lines, centred")
    func longNavigationTitle() {
        let screen = Screen(id: "s", title: "Охота на монстров: очень длинный заголовок экрана с 日本語", elements: [])
        let text = TextRenderer(width: 40).render(Frame(screen: screen, backTitle: "Назад"))
        #expect(Set(widths(text)) == [40])
        #expect(!text.contains("…"))
        let bar = lines(text).prefix { !$0.hasPrefix("├") }.dropFirst().joined(separator: " ")
        #expect(bar.contains("‹ Назад"))
        for word in screen.title.split(separator: " ") {
            #expect(bar.split(separator: " ").contains(word), "\(word) in \(bar)")
        }
    }

    @Test("a long label wraps at spaces, measured by display width")
    func longLabelWraps() {
        let label = Screen(
            id: "s", title: "T",
            elements: [
                Element(id: "l", kind: .label(Label("Съешь же ещё этих мягких французских булок 🍞🥐, да выпей чаю 日本語テキスト")))
            ])
        let text = TextRenderer(width: 30).render(Frame(screen: label))
        let content = lines(text).map { String($0.dropFirst(2).dropLast(2)) }
        #expect(Set(widths(text)) == [30])
        #expect(content.contains { $0.hasPrefix("Съешь же ещё этих мягких") })
        #expect(content.contains { $0.hasPrefix("французских булок") })
        #expect(content.contains { $0.contains("日本語テキスト") })
    }

    @Test("a wrapped line keeps its colours")
    func wrappedColours() throws {
        let screen = Screen(
            id: "s", title: "T",
            elements: [
                Element(id: "b", kind: .button(Button("Удалить все сохранённые охоты навсегда", role: .destructive)))
            ])
        let text = TextRenderer(width: 24, colored: true).render(Frame(screen: screen))
        let red = "\u{1B}[38;2;230;70;70m"
        #expect(lines(text).filter { $0.contains(red) }.count >= 2, "\(text)")
        #expect(Set(widths(try stripped(text))) == [24])
    }
}

@Suite("Numbers in the renderer's language")
struct RendererNumberTests {
    @Test("a slider's fractional value has a decimal comma in Russian")
    func sliderValueInRussian() {
        let screen = Screen(id: "s", title: "S", elements: [Element(id: "volume", kind: .slider(Slider(label: "Громкость", value: 0.8, range: 0...1)))])
        #expect(TextRenderer(width: 40, language: .ru).render(Frame(screen: screen)).contains("0,80"))
        #expect(TextRenderer(width: 40).render(Frame(screen: screen)).contains("0.80"))
    }
}
