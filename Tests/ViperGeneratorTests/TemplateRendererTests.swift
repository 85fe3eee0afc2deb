import Testing

@testable import ViperGenerator

@Suite struct TemplateRendererTests {
    static let file = "T.tmpl"

    func render(_ template: String, _ extra: [String: String] = [:]) throws(GeneratorError) -> String {
        var variables = TemplateVariables.builtIns(name: "CatchMonster", app: "MonsterHunt")
        for (name, value) in extra.sorted(by: { $0.key < $1.key }) { variables.set(name, value) }
        return try TemplateRenderer(variables: variables).render(template, source: Self.file)
    }

    func failure(_ template: String, _ extra: [String: String] = [:]) -> GeneratorError? {
        do {
            _ = try render(template, extra)
            return nil
        } catch {
            return error
        }
    }

    @Test func substitutesBuiltInVariables() throws {
        #expect(
            try render("{{Name}} {{name}} {{kebabName}} {{App}} {{app}}")
                == "CatchMonster catchMonster catch-monster MonsterHunt monsterhunt")
    }

    @Test func textWithoutTagsIsUnchanged() throws {
        let swift = "func f() { if x { y() } }\nlet d: [String: Int] = [:]\n"
        #expect(try render(swift) == swift)
    }

    @Test func spacesInsideTagsAreAllowed() throws {
        #expect(try render("{{ Name }}{{# on }}!{{/ on }}", ["on": "true"]) == "CatchMonster!")
    }

    @Test func blocksKeepTheirContentWhenTrueAndInvertedBlocksWhenFalse() throws {
        let template = "a{{#on}}[on]{{/on}}{{^on}}[off]{{/on}}b"
        #expect(try render(template, ["on": "true"]) == "a[on]b")
        #expect(try render(template, ["on": "false"]) == "a[off]b")
    }

    @Test func linesHoldingOnlyABlockTagDisappear() throws {
        let template = "first\n    {{#on}}\nkept\n  {{/on}}  \n{{^on}}\ndropped\n{{/on}}\nlast\n"
        #expect(try render(template, ["on": "true"]) == "first\nkept\nlast\n")
        #expect(try render(template, ["on": "false"]) == "first\ndropped\nlast\n")
    }

    @Test func aLineWithTextAndABlockTagIsKept() throws {
        #expect(try render("x {{#on}}\ny\n{{/on}} z\n", ["on": "true"]) == "x \ny\n z\n")
        #expect(try render("x {{#on}}\ny\n{{/on}} z\n", ["on": "false"]) == "x  z\n")
    }

    @Test func aVariableAloneOnALineKeepsTheLine() throws {
        #expect(try render("a\n{{Name}}\nb") == "a\nCatchMonster\nb")
    }

    @Test func blocksNest() throws {
        let template = "{{#a}}\nA\n{{^b}}\nnot B\n{{/b}}\n{{/a}}\nend"
        #expect(try render(template, ["a": "true", "b": "false"]) == "A\nnot B\nend")
        #expect(try render(template, ["a": "true", "b": "true"]) == "A\nend")
        #expect(try render(template, ["a": "false", "b": "false"]) == "end")
    }

    @Test func windowsLineEndingsAreHandled() throws {
        #expect(try render("a\r\n{{#on}}\r\nb\r\n{{/on}}\r\nc", ["on": "false"]) == "a\r\nc")
    }

    @Test func unknownVariableNamesTheFileAndLine() {
        #expect(failure("one\ntwo {{Name}}\nthree {{nmae}}\n") == .unknownVariable("nmae", file: Self.file, line: 3))
    }

    @Test func unknownVariableInsideAnExcludedBlockIsReported() {
        #expect(
            failure("{{#on}}\n{{missing}}\n{{/on}}", ["on": "false"])
                == .unknownVariable("missing", file: Self.file, line: 2))
    }

    @Test func unknownBlockVariableIsReported() {
        #expect(failure("\n{{#nope}}x{{/nope}}") == .unknownVariable("nope", file: Self.file, line: 2))
    }

    @Test func blockVariableMustBeABoolean() {
        #expect(
            failure("{{#Name}}x{{/Name}}")
                == .notABoolean(
                    variable: "Name", value: "CatchMonster", usedBy: "{{#Name}} in \(Self.file) line 1"
                ))
    }

    @Test func unclosedBlockNamesWhereItWasOpened() {
        #expect(failure("a\n{{#on}}\nb\n", ["on": "true"]) == .unclosedBlock("on", file: Self.file, line: 2))
    }

    @Test func closingTagsMustMatch() {
        #expect(
            failure("{{#a}}\n{{/b}}\n", ["a": "true", "b": "true"])
                == .unexpectedClosingTag("b", file: Self.file, line: 2, openBlock: "a"))
        #expect(
            failure("x\n{{/a}}", ["a": "true"])
                == .unexpectedClosingTag("a", file: Self.file, line: 2, openBlock: nil))
    }

    @Test(arguments: ["{{}}", "{{my-var}}", "{{#}}", "{{ two words }}", "{{{Name}}}", "{{>partial}}"])
    func otherSyntaxIsRejected(_ tag: String) {
        guard case .malformedTag(_, let file, let line) = failure("ok\n\(tag)\n") else {
            Issue.record("\(tag) was accepted")
            return
        }
        #expect(file == Self.file)
        #expect(line == 2)
    }

    @Test func unterminatedTagIsRejected() {
        #expect(failure("a {{Name\n}}") == .malformedTag("{{Name", file: Self.file, line: 1))
    }
}
