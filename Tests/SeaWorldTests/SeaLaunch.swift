import SeaWorld
import Testing
import Viper
import ViperTesting

extension ModuleHarness where App == SeaWorldApp {
    /// Launches Sea World as `viper seaworld --seed 3 --rows R --cols C` would.
    func launchSea(rows: Int, columns: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try launch(SeaWorldApp(), seed: 3, options: SeaWorldOptions.parse(["--rows", String(rows), "--cols", String(columns)]))
        } catch {
            Issue.record("Sea World did not launch: \(error)", sourceLocation: sourceLocation)
        }
    }
}
