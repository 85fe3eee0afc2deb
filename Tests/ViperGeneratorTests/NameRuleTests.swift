import Foundation
import Testing

@testable import ViperGenerator

/// Well-formed names that are refused: keywords, part suffixes, clashes with the framework or the app.
@Suite struct NameRuleTests {
    func refusal(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let package = try FixturePackage()
        defer { package.remove() }
        let before = package.snapshot()
        let result = package.new(name)
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.errors.count == 1, "\(result.errors)", sourceLocation: sourceLocation)
        #expect(package.snapshot() == before, sourceLocation: sourceLocation)
        return result.errors.first ?? ""
    }

    @Test(arguments: [
        ("Class", "class"), ("Self", "Self"), ("Protocol", "Protocol"), ("Type", "Type"), ("Any", "Any"),
        ("Some", "some"), ("Default", "default"), ("Import", "import"), ("Func", "func"), ("Init", "init"),
        ("Return", "return"), ("In", "in"), ("Is", "is"), ("As", "as"), ("Try", "try"), ("Throws", "throws"),
        ("Where", "where"), ("Fileprivate", "fileprivate"), ("Associatedtype", "associatedtype"),
        ("AssociatedType", "associatedtype"), ("DidSet", "didSet"), ("Nil", "nil"), ("True", "true"),
        ("Super", "super"), ("Await", "await"), ("Async", "async"), ("Precedencegroup", "precedencegroup"),
    ])
    func keywordsAreRefused(_ name: String, keyword: String) throws {
        #expect(try refusal(name) == "error: cannot name a module \"\(name)\": \"\(keyword)\" is a Swift keyword")
    }

    @Test(arguments: ["View", "Presenter", "Interactor", "Router", "Entity", "Assembly", "Contract", "Module", "Model", "CatchView", "ShopViewModel"])
    func partSuffixesAreRefused(_ name: String) throws {
        let line = try refusal(name)
        #expect(line.hasPrefix("error: cannot name a module \"\(name)\": it ends with \""))
        #expect(line.contains("which the module adds to its types"))
    }

    @Test func frameworkClashesAreRefused() throws {
        #expect(
            try refusal("Viper")
                == "error: cannot name a module \"Viper\": the module would declare ViperView, a type of the Viper framework")
    }

    @Test(arguments: ["Demo", "DemoApp"])
    func theAppsOwnNamesAreRefused(_ name: String) throws {
        #expect(try refusal(name) == "error: cannot name a module \"\(name)\": it is the name of the app Demo (DemoApp)")
    }

    @Test(arguments: ["Remodel", "Viewer", "Harbour", "Classic", "Selfie", "Types"])
    func nearMissesAreAccepted(_ name: String) {
        #expect(NameRules.moduleProblem(name, app: "Demo", appType: "DemoApp") == nil)
    }

    @Test(arguments: ["Viper", "ViperLocation", "ViperTesting", "ViperREPL", "Class", "Protocol"])
    func appNamesClashingWithTheFrameworkOrKeywordsAreRefused(_ name: String) {
        #expect(NameRules.appProblem(name) != nil)
    }
}
