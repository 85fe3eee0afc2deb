import ArgumentParser
import Viper
import ViperLocation

/// Monster Hunt's command line: where the device starts, or the track it follows.
public struct MonsterHuntOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp(HuntStrings.locationHelp.in(Language.help), valueName: "LAT,LON"))
    public var location: Coordinate?

    @Option(help: ArgumentHelp(HuntStrings.gpxHelp.in(Language.help), valueName: "FILE"))
    public var gpx: String?

    public init() {}
}
