import ArgumentParser
import Viper

/// Sea World's command line: the size of the sea.
public struct SeaWorldOptions: ParsableArguments, Sendable {
    /// The sizes a sea may have, in either direction.
    public static let sizes = 1...2000

    @Option(help: ArgumentHelp(SeaStrings.rowsHelp.in(Language.help), valueName: "N"))
    public var rows: Int?

    @Option(name: .customLong("cols"), help: ArgumentHelp(SeaStrings.columnsHelp.in(Language.help), valueName: "N"))
    public var columns: Int?

    public init() {}

    public func validate() throws {
        for (name, value) in [("rows", rows), ("cols", columns)] {
            if let value, !Self.sizes.contains(value) {
                throw ValidationError("--\(name) takes a whole number from \(Self.sizes.lowerBound) to \(Self.sizes.upperBound), not \(value)")
            }
        }
    }
}
