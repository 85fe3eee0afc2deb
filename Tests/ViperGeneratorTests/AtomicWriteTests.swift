import Foundation
import Testing

@testable import ViperGenerator

/// A failure in the middle of writing leaves the package exactly as it was.
@Suite struct AtomicWriteTests {
    @Test func aFileInTheWayFoundWhileWritingLeavesThePackageAsBefore() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        let plan = try ModuleGenerator.plan(
            NewModuleCommand(name: "CatchMonster", app: "Demo"), workingDirectory: package.root, bundledTemplates: nil
        )
        // Appears after planning: the contract and entity are written, then the tests' folder is a file.
        try package.write("Tests/DemoTests", "in the way\n")
        let before = package.snapshot()

        #expect(throws: GeneratorError.self) { try plan.write() }

        #expect(package.snapshot() == before)
    }

    @Test func aFailureInTheRouteFileLeavesThePackageAsBefore() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        let plan = try ModuleGenerator.plan(
            NewModuleCommand(name: "CatchMonster", app: "Demo"), workingDirectory: package.root, bundledTemplates: nil
        )
        // The route file, written last, became a folder after planning.
        try FileManager.default.removeItem(at: package.url("Sources/Demo/DemoApp.swift"))
        try package.write("Sources/Demo/DemoApp.swift/keep", "\n")
        let before = package.snapshot()

        let result = Result { () throws(GeneratorError) in try plan.write() }

        guard case .failure(.writeFailed(let path, _)) = result else {
            Issue.record("expected writeFailed, got \(result)")
            return
        }
        #expect(path == "Sources/Demo/DemoApp.swift")
        #expect(package.snapshot() == before)
    }
}
