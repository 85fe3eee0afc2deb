import Foundation
import Testing
import Viper
import ViperTesting
@testable import MonsterHunt

/// A Monster Hunt launched on a harness, with its data in a folder the test owns.
@MainActor
struct HuntGame {
    let harness: ModuleHarness
    let folder: TemporaryFolder

    /// Launches on `folder` (a fresh one by default), with the device's permission set
    /// beforehand when given, as a previous run would have left it.
    init(permission: LocationPermission? = nil, folder: TemporaryFolder? = nil, language: Language = .en) throws {
        harness = ModuleHarness(language: language)
        self.folder = try folder ?? TemporaryFolder()
        if let permission {
            SimulatedDevice(storage: DocumentStore(folder: self.folder.url, notices: Notices()), clock: VirtualClock())
                .setPermission(permission)
        }
        try harness.launch(MonsterHuntApp(), storage: self.folder.url)
    }

    var screenID: String { harness.screen.id }
    var device: SimulatedDevice { harness.device! }

    /// Dependencies like the app's, on its device and folder, whose catches draw from `answers`.
    func dependencies(random answers: [Int]) -> MonsterHuntDependencies {
        let device = device
        return MonsterHuntDependencies(
            device: device,
            world: MonsterWorld(random: SharedRandom(SeededRandom(seed: 1)), clock: harness.clock) { device.position },
            team: TeamStore(storage: DocumentStore(folder: folder.url, notices: harness.notices)),
            random: SharedRandom(ScriptedRandom(answers)),
            localization: harness.localization
        )
    }

    /// Taps the alert's button with this title.
    func answerAlert(_ title: String) throws {
        let index = try #require(harness.alert?.buttons.firstIndex(of: title), "no alert button \(title): \(String(describing: harness.alert))")
        try harness.send(.tap(element: "alert", item: String(index)))
    }
}

/// A point `metres` from `origin` towards the north-east.
func point(_ metres: Double, from origin: Coordinate = SimulatedDevice.defaultPosition) -> Coordinate {
    Geodesy.destination(from: origin, distance: metres, bearing: 45)
}
