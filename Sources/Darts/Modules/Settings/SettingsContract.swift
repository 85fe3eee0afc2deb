import Viper

/// Settings has nowhere to go (the tab bar is the navigator's), so the module has no router.
@MainActor protocol SettingsViewOutput: ViewLifecycle {
    func didChange(_ change: SettingsChange)
}

@MainActor protocol SettingsInteractorInput: AnyObject {
    var settings: DartsSettings { get }
    /// Saves at once; a failure leaves the change in place for this run and says why.
    func update(_ change: (inout DartsSettings) -> Void) -> StorageError?
}

/// One thing the user changed.
enum SettingsChange: Equatable {
    case attempts(Int)
    case seconds(Int)
    case glyph(String)
    case size(Int)
    case misses(Bool)
    /// The volume as the user sets it, in whole percent.
    case volumePercent(Int)
    case toggleMute
    case sound(String, Bool)
}

struct SettingsViewModel: ViewModel {
    struct SoundSwitch: Equatable {
        let name: String
        let title: String
        let isOn: Bool
    }

    var title = ""
    var settings = DartsSettings()
    var attemptsTitle = ""
    var secondsTitle = ""
    var glyphTitle = ""
    var sizeTitle = ""
    var missesTitle = ""
    var previewTitle = ""
    var missText = ""
    var volumeTitle = ""
    /// The volume in whole percent, as the sound lines say it.
    var volumePercent = 0
    var speakerTitle = ""
    var sounds: [SoundSwitch] = []
    var problem: String?
}
