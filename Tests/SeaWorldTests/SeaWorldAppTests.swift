import Testing
import Viper
import ViperTesting

@testable import SeaWorld

@MainActor
@Suite("Sea World app")
struct SeaWorldAppTests {
    @Test func launchOpensTheSeaAtTheDefaultSize() throws {
        let harness = ModuleHarness<SeaWorldApp>()
        let folder = try TemporaryFolder()
        try harness.launch(SeaWorldApp(), storage: folder.url)
        #expect(harness.state.description == "stack: seaworld.sea")
        #expect(harness.screen.canvas("sea")?.lines.count == SeaRules.defaultRows)
    }

    @Test func rowsAndColsOptionsOverrideTheSize() throws {
        let harness = ModuleHarness<SeaWorldApp>()
        let folder = try TemporaryFolder()
        try harness.launch(SeaWorldApp(), storage: folder.url, options: SeaWorldOptions.parse(["--rows", "3", "--cols", "4"]))
        let sea = try #require(harness.screen.canvas("sea"))
        #expect(sea.model["rows"] == .number(3) && sea.model["columns"] == .number(4))
        let picture = try #require(SeaPicture(sea))
        #expect(sea.lines.count == 3 * picture.cellRows)
        #expect(harness.screen.text(of: "status") == "Tick 0 · Penguins 6 · Orcas 0")
    }

    @Test func sizeOptionsRefuseNonsense() throws {
        for bad in ["0", "-3", "abc", "2001", ""] {
            #expect(throws: (any Error).self, "--rows \(bad)") { try SeaWorldOptions.parse(["--rows", bad]) }
        }
        #expect(try SeaWorldOptions.parse(["--rows", "40"]).rows == 40)
    }

    @Test func theSeaRouteRebuildsTheSea() throws {
        let harness = ModuleHarness<SeaWorldApp>()
        let folder = try TemporaryFolder()
        try harness.launch(SeaWorldApp(), storage: folder.url)
        try harness.tap("sea")
        try harness.navigator.routes.open("sea")
        #expect(harness.screen.text(of: "status")?.hasPrefix("Tick 0 ·") == true)
        #expect(harness.state.activeStack.count == 1)
    }
}
