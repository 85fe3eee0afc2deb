import Foundation
import Viper
import ViperLocation

/// What Monster Hunt's modules share.
public struct MonsterHuntServices: Sendable {
    public let device: SimulatedDevice
    public let world: MonsterWorld
    public let team: TeamStore
    package let random: SharedRandom
}

public struct MonsterHuntApp: ViperApp {
    public init() {}

    public let name = "monsterhunt"
    public var title: LocalizedText { HuntStrings.appTitle }
    public var summary: LocalizedText { HuntStrings.summary }
    public var catalog: StringCatalog? { HuntStrings.catalog }
    public let root = MonsterHuntDestination.start
    public let drawsRandomNumbers = true

    public func makeServices(_ context: AppContext, options: MonsterHuntOptions) throws(AppLaunchError) -> MonsterHuntServices {
        let device = context.device
        if let position = options.location {
            device.move(to: position)
        }
        if let path = options.gpx {
            device.follow(try track(at: path))
        }
        let random = SharedRandom(context.random)
        return MonsterHuntServices(
            device: device,
            world: MonsterWorld(random: random, clock: context.clock) { [weak device] in device?.position ?? SimulatedDevice.defaultPosition },
            team: TeamStore(storage: context.storage),
            random: random
        )
    }

    private func track(at path: String) throws(AppLaunchError) -> GPXTrack {
        guard let data = FileManager.default.contents(atPath: path) else { throw AppLaunchError("--gpx \(path): cannot read the file") }
        do {
            return try GPXTrack.parse(data)
        } catch {
            throw AppLaunchError("--gpx \(path): \(error.message)")
        }
    }
}
