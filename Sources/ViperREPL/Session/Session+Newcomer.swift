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
                REPLStrings.catalog.text("severalTargets", ["text": "\(Sanitized.text(text, limit: 40))", "choices": "\(choices)"]))
        }
    }

    /// The line shown under the first frame of a session typed by hand.
    var firstHint: LocalizedText {
        appName == nil
            ? REPLStrings.catalog.text("launcherFirstHint", ["app": "\(apps.first?.name ?? "app")"])
            : REPLStrings.catalog.text("firstHint") + seedHint
    }

    /// A drawn seed, named so the same world can be had again: only where the app draws
    /// random numbers, since another seed would give the same screens.
    private var seedHint: LocalizedText {
        guard settings.seedWasDrawn, apps.first(where: { $0.name == appName })?.drawsRandomNumbers == true else { return LocalizedText(verbatim: "") }
        let seed = settings.seed
        return REPLStrings.catalog.text("seedHint", ["seed": "\(seed)"])
    }

    /// A target taps by its number; a control that takes a value gets the line to type.
    private func command(for target: Target) throws(CommandError) -> Command {
        let number = String(target.number)
        switch target.kind {
        case .button, .row, .canvas, .canvasItem, .alertButton: return .tap(number)
        case .toggle: return .toggle(number)
        case .textField:
            throw .badValue(
                REPLStrings.catalog.text("textFieldHint", ["number": "\(number)", "label": "\(target.label)"]))
        case .slider, .stepper, .picker, .datePicker:
            throw .badValue(
                REPLStrings.catalog.text("valueHint", ["number": "\(number)", "label": "\(target.label)"]))
        }
    }

    private func noTarget(_ number: Int, among targets: [Target]) -> LocalizedText {
        guard let last = targets.map(\.number).max() else {
            return REPLStrings.catalog.text("noTargetsAtAll", ["number": "\(number)"])
        }
        return REPLStrings.catalog.text("noSuchTarget", ["number": "\(number)", "last": "\(last)"])
    }
}
