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
        case is CancellationError: say(REPLStrings.catalog.text("interrupted"))
        default: String(describing: error)
        }
    }
}
