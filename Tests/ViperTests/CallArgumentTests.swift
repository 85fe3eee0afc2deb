import Testing
import ViperTesting

/// How the generated spies compare what they recorded: `==` where the type has it, the values'
/// fields where it has not.
@Suite("CallArgument: recorded arguments compared")
struct CallArgumentTests {
    /// A value that is not `Equatable`, as an outside team's contract may take.
    struct Book {
        var title: String
        var pages: [Int]
    }

    /// `Equatable` with an `==` of its own that its fields would not give.
    struct Title: Equatable {
        var text: String
        static func == (lhs: Title, rhs: Title) -> Bool { lhs.text.lowercased() == rhs.text.lowercased() }
    }

    @Test("values that are not Equatable are the same when every field is")
    func notEquatable() {
        #expect(CallArgument.same(Book(title: "Dune", pages: [1, 2]), Book(title: "Dune", pages: [1, 2])))
        #expect(!CallArgument.same(Book(title: "Dune", pages: [1, 2]), Book(title: "Dune", pages: [1, 3])))
        #expect(!CallArgument.same([Book(title: "Dune", pages: [])], [Book(title: "Emma", pages: [])]))
    }

    @Test("an Equatable type is compared with its own ==")
    func equatable() {
        #expect(CallArgument.same(Title(text: "Dune"), Title(text: "DUNE")))
        #expect(!CallArgument.same(Title(text: "Dune"), Title(text: "Emma")))
    }
}
