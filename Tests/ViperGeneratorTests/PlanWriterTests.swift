import Foundation
import Testing

@testable import ViperGenerator

@Suite struct PlanWriterTests {
    @Test func writesFilesCreatingFoldersThenTheRouteFile() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        let plan = GenerationPlan(
            packageRoot: package.root,
            files: [.init(path: "Sources/Demo/Deep/Er/A.swift", contents: "a\n", overwrites: false)],
            route: .init(name: "a", path: "Sources/Demo/DemoApp.swift", newContents: "routes\n")
        )

        try PlanWriter.apply(plan)

        #expect(try package.read("Sources/Demo/Deep/Er/A.swift") == "a\n")
        #expect(try package.read("Sources/Demo/DemoApp.swift") == "routes\n")
    }

    @Test func aFailedWriteUndoesEverythingAlreadyWritten() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write("Sources/Demo/Existing.swift", "original\n")
        try package.write("Blocked", "a file where a folder should be\n")
        let before = package.snapshot()
        let plan = GenerationPlan(
            packageRoot: package.root,
            files: [
                .init(path: "Sources/Demo/New/A.swift", contents: "a\n", overwrites: false),
                .init(path: "Sources/Demo/Existing.swift", contents: "replaced\n", overwrites: true),
                .init(path: "Blocked/B.swift", contents: "b\n", overwrites: false),
            ],
            route: .init(name: "a", path: "Sources/Demo/DemoApp.swift", newContents: "routes\n")
        )

        #expect {
            try PlanWriter.apply(plan)
        } throws: { error in
            guard case .writeFailed(let path, _) = error as? GeneratorError else { return false }
            return path == "Blocked/B.swift"
        }
        #expect(package.snapshot() == before)
    }

    @Test func reportLines() {
        let plan = GenerationPlan(
            packageRoot: URL(fileURLWithPath: "/p"),
            files: [
                .init(path: "A.swift", contents: "", overwrites: false),
                .init(path: "B.swift", contents: "", overwrites: true),
            ],
            route: .init(name: "catch-monster", path: "App.swift", newContents: nil)
        )

        #expect(
            plan.report(dryRun: false) == [
                "created A.swift", "overwrote B.swift", "route \"catch-monster\" already registered in App.swift",
            ])
        #expect(
            plan.report(dryRun: true) == [
                "would create A.swift", "would overwrite B.swift", "route \"catch-monster\" already registered in App.swift",
            ])
    }
}
