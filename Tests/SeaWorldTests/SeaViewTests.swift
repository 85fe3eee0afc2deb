import Foundation
import Testing
import Viper
import ViperTesting

@testable import SeaWorld

@MainActor
@Suite("Sea screen")
struct SeaViewTests {
    let harness = ModuleHarness<SeaWorldApp>()

    func showSea(rows: Int = 15, columns: Int = 10) {
        harness.launchSea(rows: rows, columns: columns)
    }

    @Test func theScreenHasTheStatusTheSeaAndRestartBelowIt() throws {
        showSea()
        let screen = harness.screen
        #expect(screen.allElements.map(\.id) == ["status", "seaArea", "sea", "restart"])
        #expect(screen.text(of: "status") == "Tick 0 · Penguins 75 · Orcas 7")
        #expect(screen.text(of: "restart") == "Restart")
        let sea = try #require(screen.canvas("sea"))
        #expect(sea.isTappable)
        #expect(sea.lines.count == 15)
        #expect(sea.lines.allSatisfy { $0.plainText.filter { $0 != " " }.count == 10 }, "one mark a cell, ten cells a row")
    }

    @Test func tappingTheSeaRunsOneTickAndRestartRebuilds() throws {
        showSea()
        try harness.tap("Sea")
        try harness.tap("sea")
        #expect(harness.screen.text(of: "status")?.hasPrefix("Tick 2 ·") == true)
        try harness.tap("Restart")
        #expect(harness.screen.text(of: "status") == "Tick 0 · Penguins 75 · Orcas 7")
    }

    @Test func eachOrganismHasItsGlyphWhereTheModelPutsIt() throws {
        showSea(rows: 4, columns: 5)
        let sea = try #require(harness.screen.canvas("sea"))
        guard case .array(let organisms)? = sea.model["organisms"] else {
            Issue.record("the sea's model lists no organisms")
            return
        }
        #expect(organisms.count == 11)
        for organism in organisms {
            guard case .number(let row)? = organism["row"], case .number(let column)? = organism["column"],
                case .string(let kind)? = organism["kind"]
            else {
                Issue.record("organism without row, column or kind: \(organism)")
                continue
            }
            let glyph = try #require(SeaView.glyphs[kind == "orca" ? .orca : .penguin])
            let picture = try #require(SeaPicture(sea))
            #expect(picture.middle(row: Int(row), column: Int(column)).contains(glyph))
            #expect(organism["age"] == .number(0))
            #expect((organism["hunger"] != nil) == (kind == "orca"), "only orcas report turns since their last meal")
        }
    }

    @Test func theJSONFrameCarriesTheOrganisms() throws {
        showSea(rows: 2, columns: 10)
        let sea = try #require(try FrameJSON(harness.frame).element("sea"))
        let model = try #require(sea["model"] as? [String: Any])
        let organisms = try #require(model["organisms"] as? [[String: Any]])
        #expect(organisms.count == 11)
        #expect(Set(organisms.compactMap { $0["kind"] as? String }) == ["penguin", "orca"])
    }

    @Test func otherEventsAreRefusedWithAMessage() {
        showSea()
        #expect(throws: InteractionError.self) { try harness.send(.swipe(.left)) }
    }

    @Test func replacingTheSeaReleasesTheWholeModule() throws {
        showSea()
        func partsOnScreen() throws -> [String] {
            try #require(harness.navigator.topView as? SeaView).parts.all.map(\.name)
        }
        #expect(try partsOnScreen() == ["SeaPresenter", "SeaInteractor"])
        harness.open(.sea)
        harness.expectReleasedModulesGone()
    }
}
