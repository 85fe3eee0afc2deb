import Viper

@MainActor final class SettingsView: ViperView<SettingsViewModel, any SettingsViewOutput>, ModuleView {
    /// The preview is the smallest board, 23×11 in its ring of numbers (the settings around it
    /// scroll when they need more).
    nonisolated static let previewRows = GameView.smallestBoardRows

    /// Sample darts for the live preview: a treble 20, a bull and one in the miss zone.
    static let previewDarts = [Dart(x: 0, y: 103), Dart(x: 3, y: -2), Dart(x: 150, y: -140)]

    func makeScreen() -> Screen {
        let settings = viewModel.settings
        let preview = BoardCanvas.make(
            title: viewModel.previewTitle,
            darts: Self.previewDarts.filter { settings.missesAllowed || Dartboard.hit($0).ring != .miss },
            appearance: settings, missText: viewModel.missText,
            room: (displaySize.contentColumns, Self.previewRows)
        )
        var elements = [
            Element(
                id: "attempts",
                kind: .picker(
                    Picker(
                        label: viewModel.attemptsTitle, options: DartsSettings.attemptChoices.map(String.init),
                        selectedIndex: DartsSettings.attemptChoices.firstIndex(of: settings.attempts) ?? 0))),
            Element(
                id: "seconds",
                kind: .stepper(
                    Stepper(
                        label: viewModel.secondsTitle, value: settings.secondsPerAttempt,
                        range: DartsSettings.secondsRange, step: DartsSettings.secondsStep))),
            Element(
                id: "glyph",
                kind: .picker(
                    Picker(
                        label: viewModel.glyphTitle, options: DartsSettings.dartGlyphs,
                        selectedIndex: DartsSettings.dartGlyphs.firstIndex(of: settings.dartGlyph) ?? 0))),
            Element(id: "size", kind: .stepper(Stepper(label: viewModel.sizeTitle, value: settings.dartSize, range: DartsSettings.dartSizes))),
            Element(id: "misses", kind: .toggle(Toggle(label: viewModel.missesTitle, isOn: settings.missesAllowed))),
            Element(id: "preview", kind: .canvas(preview)),
            Element(id: "volume", kind: .slider(Slider(label: viewModel.volumeTitle, value: Double(viewModel.volumePercent), range: 0...100, step: 5))),
            Element(id: "speaker", kind: .button(Button(viewModel.speakerTitle))),
        ]
        elements += viewModel.sounds.map { sound in
            Element(id: "sound-\(sound.name)", kind: .toggle(Toggle(label: sound.title, isOn: sound.isOn)))
        }
        elements.append(Element(id: "problem", kind: .label(Label(viewModel.problem ?? "", tone: .danger)), isVisible: viewModel.problem != nil))
        return Screen(id: "darts.settings", title: viewModel.title, elements: elements)
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .set("attempts", .option(let index)): output.didChange(.attempts(DartsSettings.attemptChoices[index]))
        case .set("seconds", .integer(let seconds)): output.didChange(.seconds(seconds))
        case .set("glyph", .option(let index)): output.didChange(.glyph(DartsSettings.dartGlyphs[index]))
        case .set("size", .integer(let size)): output.didChange(.size(size))
        case .toggle("misses"): output.didChange(.misses(!viewModel.settings.missesAllowed))
        case .set("volume", .number(let percent)): output.didChange(.volumePercent(Int(percent.rounded())))
        case .tap("speaker", nil): output.didChange(.toggleMute)
        case .toggle(let id) where id.hasPrefix("sound-"):
            let name = String(id.dropFirst("sound-".count))
            guard let sound = viewModel.sounds.first(where: { $0.name == name }) else { throw EventRejection(DartsStrings.noSound(name)) }
            output.didChange(.sound(name, !sound.isOn))
        default:
            throw EventRejection(DartsStrings.settingsTake)
        }
    }
}
