import Viper

/// The REPL's own words in the session's language (`--lang`, `LANG`), like the apps' texts.
extension Session {
    func say(_ text: LocalizedText) -> String {
        text.in(settings.language)
    }

    /// What an error line says. The REPL's own errors and the target lookups it runs are
    /// in the session's language; other errors bring their own message.
    func message(of error: any Error) -> String {
        switch error {
        case let error as CommandError: say(error.text)
        case let error as ResolveError: say(error.text)
        case let error as InteractionError: say(error.text)
        case let error as NavigationError: say(error.text)
        case let error as any UserFacingError: error.message
        case is CancellationError: say(LocalizedText(en: "interrupted", ru: "прервано"))
        default: String(describing: error)
        }
    }
}

extension InteractionError {
    var text: LocalizedText {
        LocalizedText(en: message, ru: russian)
    }

    /// A rejection's reason and a control's expectations come from the app, in its languages.
    private var russian: String {
        switch self {
        case .nothingOnScreen: "на экране ничего нет"
        case .noSuchElement(let id): "на этом экране нет элемента \"\(id)\""
        case .disabled(_, let label): "\"\(label)\" недоступен"
        case .wrongKind(let id, let action, let expects): "нельзя выполнить \(action) для \"\(id)\": \(action) принимает \(expects.ru)"
        case .noSuchRow(let row, let table): "в таблице \"\(table)\" нет строки \"\(row)\""
        case .rowNotVisible(let row): "строка \"\(row)\" не видна; сначала прокрутите к ней"
        case .outOfRange(let id, let allowed): "значение вне диапазона для \"\(id)\"; допустимо: \(allowed)"
        case .alertOpen(let buttons): "открыт алерт; нажмите одну из его кнопок: " + buttons.joined(separator: ", ")
        case .rejected(let reason): reason.ru
        }
    }
}
