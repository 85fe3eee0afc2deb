import Foundation
import Viper

/// What Monster Hunt's modules share.
public struct MonsterHuntDependencies: Sendable {
    public let device: SimulatedDevice
    public let world: MonsterWorld
    public let team: TeamStore
    public let random: SharedRandom
    public let localization: Localization
}

public struct MonsterHuntApp: ViperApp {
    public init() {}

    public let name = "monsterhunt"
    public var title: LocalizedText { HuntStrings.appTitle }
    public var summary: LocalizedText { HuntStrings.summary }
    public let rootRoute = "start"

    public var options: [AppOption] {
        [
            AppOption(name: "location", valueName: "LAT,LON", help: HuntStrings.locationHelp, kind: .coordinate),
            AppOption(name: "gpx", valueName: "FILE", help: HuntStrings.gpxHelp, kind: .text),
        ]
    }

    public func makeDependencies(_ context: AppContext) throws(AppLaunchError) -> MonsterHuntDependencies {
        let device = context.device
        if let text = context.options.text("location"), let position = Coordinate.parse(text) {
            device.move(to: position)
        }
        if let path = context.options.text("gpx") {
            device.follow(try track(at: path))
        }
        let random = SharedRandom(context.random)
        return MonsterHuntDependencies(
            device: device,
            world: MonsterWorld(random: random, clock: context.clock) { [weak device] in device?.position ?? SimulatedDevice.defaultPosition },
            team: TeamStore(storage: context.storage),
            random: random,
            localization: context.localization
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

    public func routes() -> [Route<MonsterHuntDependencies>] {
        [
            Route("start", summary: HuntStrings.startRoute) { request in
                HuntScreens(dependencies: request.dependencies).showStart(in: request.navigator)
            },
            Route("map", summary: HuntStrings.mapRoute) { request throws(RouteError) in
                guard request.dependencies.device.permission == .authorized else {
                    throw .refused("the map needs location access; open start, or: sim location allow")
                }
                HuntScreens(dependencies: request.dependencies).showMap(in: request.navigator)
            },
            Route("team", summary: HuntStrings.teamRoute) { request in
                request.navigator.push(TeamAssembly.build(dependencies: request.dependencies))
            },
            // viper:routes
        ]
    }
}
