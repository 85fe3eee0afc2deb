import Viper

@MainActor final class SettingsPresenter: ViperPresenter<SettingsViewModel>, SettingsViewOutput {
    private let interactor: any SettingsInteractorInput
    private let localization: Localization
    private var problem: String?

    init(interactor: any SettingsInteractorInput, localization: Localization) {
        self.interactor = interactor
        self.localization = localization
    }

    override func viewWillAppear() {
        present()
    }

    func didChange(_ change: SettingsChange) {
        let error = interactor.update { settings in
            switch change {
            case .attempts(let count): settings.attempts = count
            case .seconds(let seconds): settings.secondsPerAttempt = seconds
            case .glyph(let glyph): settings.dartGlyph = glyph
            case .size(let size): settings.dartSize = size
            case .misses(let on): settings.missesAllowed = on
            case .volumePercent(let percent): settings.setVolume(Double(percent) / 100)
            case .toggleMute: settings.volume == 0 ? settings.unmute() : settings.mute()
            case .sound(let name, let on):
                if let sound = DartsSounds.all.first(where: { $0.name == name }) { settings.sounds[sound] = on }
            }
        }
        problem = error.map { localization(SettingsStrings.notSaved($0.message)) }
        present()
    }

    private func present() {
        let settings = interactor.settings
        let strings = SettingsStrings.self
        view?.show(
            SettingsViewModel(
                title: localization(DartsStrings.settingsTab),
                settings: settings,
                attemptsTitle: localization(strings.attempts),
                secondsTitle: localization(strings.seconds),
                glyphTitle: localization(strings.glyph),
                sizeTitle: localization(strings.size),
                missesTitle: localization(strings.misses),
                previewTitle: localization(strings.preview),
                missText: localization(DartsStrings.miss),
                volumeTitle: localization(strings.volume),
                volumePercent: Int((settings.volume * 100).rounded()),
                speakerTitle: Self.speaker(for: settings.volume) + " " + localization(settings.volume == 0 ? strings.unmute : strings.mute),
                sounds: DartsSounds.all.map { sound in
                    .init(name: sound.name, title: localization(strings.soundTitle(sound)), isOn: settings.isEnabled(sound))
                },
                problem: problem
            ))
    }

    /// The speaker icon follows the volume.
    static func speaker(for volume: Double) -> String {
        switch volume {
        case ..<0.01: "🔇"
        case ..<0.34: "🔈"
        case ..<0.67: "🔉"
        default: "🔊"
        }
    }
}
