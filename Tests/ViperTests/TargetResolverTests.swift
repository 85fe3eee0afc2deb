import Testing

@testable import Viper

@Suite("TargetResolver")
struct TargetResolverTests {
    let screen = Screen(
        id: "test", title: "Test",
        elements: [
            Element(id: "caption", kind: .label(Label("Pick one"))),
            Element(id: "ok", kind: .button(Button("Save"))),
            Element(id: "trash", kind: .button(Button("Delete"))),
            Element(id: "again", kind: .button(Button("Delete"))),
            Element(id: "hidden", kind: .button(Button("Hidden")), isVisible: false),
            Element(
                id: "list",
                kind: .table(
                    Table(
                        rows: [
                            Table.Row(id: "rick", cells: ["Rick Sanchez"]), Table.Row(id: "morty", cells: ["Morty Smith"]),
                            Table.Row(id: "summer", cells: ["Summer Smith"]),
                        ]
                    ).showing(height: 2))),
        ])

    var resolver: TargetResolver { TargetResolver(frame: Frame(screen: screen)) }

    @Test("targets are numbered in reading order, only visible rows included")
    func numbering() {
        #expect(Frame(screen: screen).targets.map(\.label) == ["Save", "Delete", "Delete", "Rick Sanchez", "Morty Smith"])
        #expect(Frame(screen: screen).targets.map(\.number) == [1, 2, 3, 4, 5])
    }

    @Test("a number picks the target shown with it")
    func byNumber() throws {
        #expect(try resolver.resolve("1").elementID == "ok")
        let row = try resolver.resolve("5")
        #expect((row.elementID, row.itemID, row.kind) == ("list", "morty", .row))
    }

    @Test("a number that is a button's label names that button, not the one numbered so (tap 2 on the answers 9, 19, 29, 2)")
    func aNumberLabelWins() throws {
        let answers = Screen(
            id: "quiz", title: "Quiz",
            elements: [9, 19, 29, 2].map { total in
                Element(id: "answer-\(total)", kind: .button(Button(String(total))))
            })
        let resolver = TargetResolver(frame: Frame(screen: answers))
        #expect(try resolver.resolve("2").elementID == "answer-2")
        #expect(try resolver.resolve("29").elementID == "answer-29")
        #expect(try resolver.resolve("3").elementID == "answer-29", "a number no label holds is the one shown beside a target")
    }

    @Test("an element id or a row id picks that target")
    func byID() throws {
        #expect(try resolver.resolve("again").number == 3)
        #expect(try resolver.resolve("OK").number == 1)
        let row = try resolver.resolve("rick")
        #expect((row.elementID, row.itemID) == ("list", "rick"))
    }

    @Test("a label matches case-insensitively")
    func byLabel() throws {
        #expect(try resolver.resolve("sAVE").elementID == "ok")
        #expect(try resolver.resolve("morty smith").itemID == "morty")
    }

    @Test("a label shared by several targets is ambiguous and lists their numbers")
    func ambiguous() {
        let error = #expect(throws: ResolveError.self) { try resolver.resolve("delete") }
        #expect(error == .ambiguous("delete", numbers: [2, 3]))
        #expect(error?.message == "\"delete\" names several targets; use a number: [2] [3]")
    }

    @Test("an unknown name is notFound with a did-you-mean suggestion")
    func notFound() {
        let error = #expect(throws: ResolveError.self) { try resolver.resolve("Sav") }
        guard case .notFound("Sav", let suggestion, let targets)? = error else {
            Issue.record("expected notFound, got \(String(describing: error))")
            return
        }
        #expect(suggestion == "Save")
        #expect(targets.count == 5)
        #expect(error?.message.contains("did you mean \"Save\"?") == true)

        let typo = #expect(throws: ResolveError.self) { try resolver.resolve("Mroty Smith") }
        #expect(typo?.message.contains("did you mean \"Morty Smith\"?") == true)
    }

    @Test("nothing close gives no suggestion; a hidden element is not found")
    func noSuggestion() {
        let error = #expect(throws: ResolveError.self) { try resolver.resolve("xylophone") }
        guard case .notFound(_, let suggestion, _)? = error else {
            Issue.record("expected notFound, got \(String(describing: error))")
            return
        }
        #expect(suggestion == nil)
        #expect(throws: ResolveError.self) { try resolver.resolve("hidden") }
    }

    @Test("a visible element that is not a target (a label) resolves so the navigator can explain")
    @MainActor func nonTargetFallsThrough() throws {
        let target = try resolver.resolve("caption")
        #expect(target.elementID == "caption")
        #expect(target.itemID == nil)
        let error = #expect(throws: InteractionError.self) {
            try Navigator.check(.tap(element: target.elementID, item: target.itemID), on: screen)
        }
        #expect(error?.message == "cannot tap \"caption\": tap takes a button, toggle, table row or tappable canvas")
    }

    @Test("while an alert is open only its buttons resolve, by number or title")
    func alert() throws {
        let frame = Frame(screen: screen, alert: AlertState(title: "Sure?", message: "", buttons: ["Cancel", "Save"]))
        let resolver = TargetResolver(frame: frame)
        let byNumber = try resolver.resolve("2")
        #expect((byNumber.elementID, byNumber.itemID, byNumber.kind) == ("alert", "1", .alertButton))
        #expect(try resolver.resolve("cancel").itemID == "0")
        #expect(throws: ResolveError.self) { try resolver.resolve("caption") }
    }

    @Test("with a sheet, targets come from the sheet")
    func sheet() throws {
        let sheet = Screen(id: "sheet", title: "Sheet", elements: [Element(id: "done", kind: .button(Button("Done")))])
        let resolver = TargetResolver(frame: Frame(screen: screen, sheet: sheet))
        #expect(try resolver.resolve("1").elementID == "done")
        #expect(throws: ResolveError.self) { try resolver.resolve("ok") }
    }

    /// A reading list whose rows start with a status: each is named by the title it is given.
    let readingList = Screen(
        id: "books", title: "Books",
        elements: [
            Element(
                id: "books",
                kind: .table(
                    Table(
                        rows: [
                            Table.Row(id: "7", cells: ["·", "Dune", "Frank Herbert"], label: "Dune"),
                            Table.Row(id: "8", cells: ["✓", "Emma", "Jane Austen"], label: "Emma"),
                            Table.Row(id: "9", cells: ["Persuasion"]),
                        ]
                    ).showing(height: 2)))
        ])

    @Test("a row is called by the label it is given, else by its first cell, else by its id")
    func rowLabels() {
        #expect(Frame(screen: readingList).targets.map(\.label) == ["Dune", "Emma"])
        #expect(Table.Row(id: "9", cells: ["Persuasion", "Jane Austen"]).label == "Persuasion")
        #expect(Table.Row(id: "9", cells: []).label == "9")
    }

    @Test("tap names a row by its label, not by the status before it, and a miss lists the labels")
    func byRowLabel() throws {
        let resolver = TargetResolver(frame: Frame(screen: readingList))
        #expect(try resolver.resolve("dune").itemID == "7")
        #expect(try resolver.resolve("Emma").itemID == "8")
        let error = #expect(throws: ResolveError.self) { try resolver.resolve("Frank Herbert") }
        #expect(error?.message == "no target \"Frank Herbert\" on this screen. Targets: [1] Dune, [2] Emma")
    }

    @Test("scroll to: a row by its label, visible or not")
    func rowLookupByLabel() throws {
        let resolver = TargetResolver(frame: Frame(screen: readingList))
        #expect(try resolver.row("persuasion") == (table: "books", row: "9"))
        #expect(try resolver.row("emma").row == "8")
        let error = #expect(throws: ResolveError.self) { try resolver.row("Dunes") }
        #expect(error?.message.contains("did you mean \"Dune\"?") == true)
    }

    @Test("scroll to: a row by id or first cell, visible or not")
    func rowLookup() throws {
        #expect(try resolver.row("summer") == (table: "list", row: "summer"))
        #expect(try resolver.row("summer smith").row == "summer")
        #expect(throws: ResolveError.self) { try resolver.row("jerry") }
        let noTable = TargetResolver(frame: Frame(screen: Screen(id: "x", title: "", elements: [])))
        #expect(throws: ResolveError.noTable) { try noTable.table() }
    }

    @Test("scroll up|down: the table first, else a canvas that is a window on something larger")
    func scrollable() throws {
        #expect(try resolver.scrollable() == "list")
        func canvas(scrollable: Bool) -> Screen {
            Screen(
                id: "x", title: "",
                elements: [
                    Element(id: "sea", kind: .canvas(Canvas(title: "Sea", lines: [], isScrollable: scrollable)))
                ])
        }
        #expect(try TargetResolver(frame: Frame(screen: canvas(scrollable: true))).scrollable() == "sea")
        #expect(throws: ResolveError.noTable) { try TargetResolver(frame: Frame(screen: canvas(scrollable: false))).scrollable() }
    }
}
