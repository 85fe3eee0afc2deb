/// What a failed move says, in every language: the REPL prints it in the session's language,
/// a test failure and a log in English.
extension NavigationError {
    /// The one line for the person at the keyboard, in English.
    public var message: String { text.en }

    /// The one line for the person at the keyboard, in every language.
    public var text: LocalizedText {
        switch self {
        case .nothingToGoBackTo:
            LocalizedText(en: "there is nothing to go back to", ru: "возвращаться некуда")
        case .nothingPresented:
            LocalizedText(en: "nothing is presented", ru: "ничего не открыто поверх")
        case .noTabBar:
            LocalizedText(en: "this screen has no tab bar", ru: "на этом экране нет вкладок")
        case .unknownTab(let name, let available):
            LocalizedText(
                en: "no tab \"\(name)\"; tabs: " + available.joined(separator: ", "),
                ru: "нет вкладки \"\(name)\"; вкладки: " + available.joined(separator: ", ")
            )
        case .noAlert:
            LocalizedText(en: "no alert is shown", ru: "алерт не показан")
        case .noSuchAlertButton(let index):
            LocalizedText(en: "the alert has no button \(index + 1)", ru: "у алерта нет кнопки \(index + 1)")
        case .alertOpen:
            LocalizedText(en: "an alert is open: tap one of its buttons", ru: "открыт алерт: нажмите одну из его кнопок")
        case .notOnScreen(let screen):
            LocalizedText(en: "\(screen) is no longer on screen, so it cannot move", ru: "\(screen) уже не на экране и не может перейти")
        case .notOnTop(let screen):
            LocalizedText(
                en: "\(screen) is covered by another screen, so it cannot open one over itself",
                ru: "\(screen) закрыт другим экраном и не может открыть экран поверх себя"
            )
        case .cannotCloseRoot(let screen):
            LocalizedText(
                en: "\(screen) is the first screen of its stack and cannot be closed",
                ru: "\(screen) — первый экран своего стека, его нельзя закрыть"
            )
        case .routeFailed(let route, let reason):
            LocalizedText(en: "the route \(route) did not open: \(reason)", ru: "маршрут \(route) не открылся: \(reason)")
        }
    }
}
