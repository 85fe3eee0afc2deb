import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import MonsterHunt

/// A Monster Hunt launched on a harness, with its data in a folder the test owns.
@MainActor
struct HuntGame {
    let harness: ModuleHarness<MonsterHuntApp>
    let folder: TemporaryFolder

    /// Launches on `folder` (a fresh one by default), with the device's permission set
    /// beforehand when given, as a previous run would have left it. With `catchRolls`, the
    /// app's services are its own but for the dice of a catch, which draw from those answers.
    /// In exhaustive mode the test asserts what each step did, the launch first.
    init(permission: LocationPermission? = nil, folder: TemporaryFolder? = nil, language: Language = .en, exhaustive: Bool = false, catchRolls: [Int]? = nil)
        throws
    {
        harness = ModuleHarness<MonsterHuntApp>(language: language, exhaustive: exhaustive)
        self.folder = try folder ?? TemporaryFolder()
        if let permission {
            SimulatedDevice(storage: DocumentStore(folder: self.folder.url, notices: Notices()), clock: VirtualClock())
                .setPermission(permission)
        }
        guard let catchRolls else {
            try harness.launch(MonsterHuntApp(), storage: self.folder.url)
            return
        }
        try harness.launch(MonsterHuntApp(), storage: self.folder.url) { [clock = harness.clock] context in
            let device = context.device
            return MonsterHuntServices(
                device: device,
                world: MonsterWorld(random: SharedRandom(SeededRandom(seed: 1)), clock: clock) { device.position },
                team: TeamStore(storage: context.storage),
                random: SharedRandom(ScriptedRandom(catchRolls))
            )
        }
    }

    var screenID: String { harness.screen.id }
    var device: any LocationSimulation { harness.device! }

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
