import Viper

/// Lines a newcomer types before learning the verbs: `1` or `Restart` for a target on
/// screen, `darts` in the launcher. Each becomes the command it means, or one line
/// saying which command to type.
extension Session {
    /// The command a line of words means: its verb's, else what a newcomer meant by it.
    func command(in words: [String]) throws(CommandError) -> Command {
        do {
            return try Command.parse(words)
        } catch {
            guard case .unknownVerb = error, let command = try shortcut(for: words) else { throw error }
            return command
        }
    }

    /// The command a line with no verb means, or `nil` when it names nothing on screen
    /// (then it stays an unknown command).
    private func shortcut(for words: [String]) throws(CommandError) -> Command? {
        let text = words.joined(separator: " ")
        if appName == nil, let app = apps.first(where: { $0.name == text.lowercased() }) {
            return .app(app.name)
        }
        let targets = navigator.frame(localization: localization).targets
        if let number = Int(text) {
            guard let target = targets.first(where: { $0.number == number }) else { throw .badValue(noTarget(number, among: targets)) }
            return try command(for: target)
        }
        let named = targets.filter { $0.label.lowercased() == text.lowercased() || ($0.itemID ?? $0.elementID).lowercased() == text.lowercased() }
        switch named.count {
        case 0: return nil
        case 1: return try command(for: named[0])
        default:
            let choices = named.map { "tap \($0.number)" }.joined(separator: " | ")
            throw .badValue(
                LocalizedText(
                    en: "\"\(Sanitized.text(text, limit: 40))\" names several targets; type one of: \(choices)",
                    ru: "\"\(Sanitized.text(text, limit: 40))\" подходит к нескольким целям; введите одно из: \(choices)"
                ))
        }
    }

    /// The line shown under the first frame of a session typed by hand.
    var firstHint: LocalizedText {
        appName == nil
            ? LocalizedText(
                en: "Type a number or an app's name to open it (1 or \(apps.first?.name ?? "app")), or help.",
                ru: "Введите номер или название приложения, чтобы открыть его (1 или \(apps.first?.name ?? "app")), или help."
            )
            : LocalizedText(en: "Type a number to tap it (tap 1), or help." + seedHint.en, ru: "Введите номер, чтобы нажать (tap 1), или help." + seedHint.ru)
    }

    /// A drawn seed, named so the same world can be had again: only where the app draws
    /// random numbers, since another seed would give the same screens.
    private var seedHint: LocalizedText {
        guard settings.seedWasDrawn, apps.first(where: { $0.name == appName })?.drawsRandomNumbers == true else { return LocalizedText(en: "", ru: "") }
        let seed = settings.seed
        return LocalizedText(en: " This world: --seed \(seed).", ru: " Этот мир: --seed \(seed).")
    }

    /// A target taps by its number; a control that takes a value gets the line to type.
    private func command(for target: Target) throws(CommandError) -> Command {
        let number = String(target.number)
        switch target.kind {
        case .button, .row, .canvas, .canvasItem, .alertButton: return .tap(number)
        case .toggle: return .toggle(number)
        case .textField:
            throw .badValue(
                LocalizedText(
                    en: "[\(number)] \(target.label) takes text; type: type \(number) <text>",
                    ru: "[\(number)] \(target.label) принимает текст; введите: type \(number) <текст>"
                ))
        case .slider, .stepper, .picker, .datePicker:
            throw .badValue(
                LocalizedText(
                    en: "[\(number)] \(target.label) takes a value; type: set \(number) <value>",
                    ru: "[\(number)] \(target.label) принимает значение; введите: set \(number) <значение>"
                ))
        }
    }

    private func noTarget(_ number: Int, among targets: [Target]) -> LocalizedText {
        guard let last = targets.map(\.number).max() else {
            return LocalizedText(
                en: "no target [\(number)]: this screen has none; type help for the commands",
                ru: "цели [\(number)] нет: на этом экране нет целей; список команд — help"
            )
        }
        return LocalizedText(
            en: "no target [\(number)] on this screen; type a number from 1 to \(last) (tap 1), or help",
            ru: "на этом экране нет цели [\(number)]; введите номер от 1 до \(last) (tap 1) или help"
        )
    }
}
