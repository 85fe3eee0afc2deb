import Foundation
import Testing

@testable import ViperGenerator

/// The doubles of a contract written the way an outside team writes one — types that are not
/// `Equatable`, typed throws with and without a result, async, closures, optionals, `some` and
/// `any`, overloads — build in Swift 6 with warnings as errors, and are used as a test uses them.
@Suite("TestDoubles: spies build for any contract")
struct AnyContractSpiesTests {
    /// A "Reading list" module: its contract and the types it names, none of them `Equatable`.
    static let contract = """
        import Viper

        public struct Book: Sendable {
            public var title: String
            public var read: Bool
        }

        public enum Shelf: Sendable {
            case unread
            case read(since: Int)
        }

        public struct LibraryError: Error {
            public var reason: String
        }

        @MainActor public protocol Catalogue: AnyObject {
            func describe() -> String
        }

        @MainActor protocol ReadingListInteractorInput: AnyObject {
            var shelf: Shelf { get }
            var selected: Book? { get set }
            func loadBooks() async throws(LibraryError) -> [Book]
            func add(title: String) throws(LibraryError) -> Book
            func markRead(_ book: Book) throws(LibraryError)
            func remove(_ books: [Book]) async throws
            func move(_ book: Book, to shelf: Shelf)
            func move(_ books: [Book], to shelf: Shelf) -> Int
            func refresh()
            func borrow(from catalogue: some Catalogue, notify: @escaping @MainActor (Book) -> Void)
            func lend(to reader: any Catalogue, whenBack: (() -> Void)?)
            func cover(of book: Book) async -> [UInt8]?
        }

        @MainActor protocol ReadingListInteractorOutput: AnyObject {
            func didLoad(_ books: [Book])
            func didFail(_ error: LibraryError)
        }
        """

    /// What a test writes with the doubles: `Spy()`, stubs set, calls compared as values.
    static let usage = """
        import ViperTesting
        @testable import ReadingList

        @MainActor
        func useReadingListDoubles() async throws {
            let interactor = ReadingListInteractorInputSpy()
            interactor.shelf = .read(since: 2020)
            interactor.addResult = Book(title: "Dune", read: false)
            interactor.loadBooksResult = [Book(title: "Dune", read: false)]
            interactor.loadBooksError = LibraryError(reason: "offline")
            interactor.move(Book(title: "Dune", read: true), to: .unread)
            _ = try interactor.add(title: "Dune")
            _ = try? await interactor.loadBooks()
            interactor.refresh()
            _ = interactor.log.calls == [.moveTo(Book(title: "Dune", read: true), to: .unread), .add(title: "Dune"), .loadBooks, .refresh]
            interactor.lastBorrowNotify?(Book(title: "Dune", read: true))
            let output = ReadingListInteractorOutputSpy()
            output.didLoad([Book(title: "Dune", read: false)])
            _ = output.log.calls == [.didLoad([Book(title: "Dune", read: false)])]
        }

        """

    @Test("the doubles build against the contract's module and are used as a test uses them", .timeLimit(.minutes(5)))
    func doublesBuild() async throws {
        let modules = try #require(TestDoublesTests.builtModules(), "no built Modules folder with Viper.swiftmodule; run swift build --build-tests first")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-any-contract-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift6 = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", modules.path]

        // The app's module: the contract alone, built for `@testable import`.
        let contract = folder.appendingPathComponent("ReadingListContract.swift")
        try Data(Self.contract.utf8).write(to: contract)
        let (built, buildLog) = try await TestDoublesTests.run(
            ["swiftc", "-emit-module", "-enable-testing", "-module-name", "ReadingList"] + swift6
                + ["-emit-module-path", folder.appendingPathComponent("ReadingList.swiftmodule").path, contract.path],
            in: folder
        )
        try #require(built == 0, "the fixture contract does not build:\n\(buildLog)")

        let doubles = folder.appendingPathComponent("ReadingListDoubles.swift")
        try Data(TestDoubles.source(contract: Self.contract, module: "ReadingList", app: "ReadingList").utf8).write(to: doubles)
        let usage = folder.appendingPathComponent("Usage.swift")
        try Data(Self.usage.utf8).write(to: usage)
        let (status, output) = try await TestDoublesTests.run(
            ["swiftc", "-typecheck", "-module-name", "ReadingListTests"] + swift6 + ["-I", folder.path, doubles.path, usage.path],
            in: folder
        )
        #expect(status == 0, "swiftc failed for the doubles of the Reading list contract:\n\(output)")
    }
}
