import Testing
import Viper
import ViperTesting

@testable import SeaWorld

@MainActor
@Suite("Sea World flow")
struct SeaWorldFlowTests {
    @Test func theSeaRunsRestartsAndIsLetGoWhenReplaced() async throws {
        let harness = ModuleHarness<SeaWorldApp>()
        let folder = try TemporaryFolder()
        try harness.launch(SeaWorldApp(), storage: folder.url, options: SeaWorldOptions.parse(["--rows", "4", "--cols", "5"]))
        #expect(harness.screen.id == "seaworld.sea")

        try harness.tap("sea")
        #expect(harness.screen.text(of: "status")?.hasPrefix("Tick 1 ·") == true)
        try harness.tap("Restart")
        #expect(harness.screen.text(of: "status")?.hasPrefix("Tick 0 ·") == true)

        try harness.navigator.routes.open("sea")
        #expect(harness.screen.id == "seaworld.sea")
        #expect(harness.state.activeStack.count == 1)
        await harness.settle()
        harness.expectReleasedModulesGone()
    }
}
