/// What a failed move says, in every language: the REPL prints it in the session's language,
/// a test failure and a log in English.
extension NavigationError {
    /// The one line for the person at the keyboard, in English.
    public var message: String { text.in(.en) }

    /// The one line for the person at the keyboard, in every language.
    public var text: LocalizedText {
        switch self {
        case .nothingToGoBackTo:
            FrameworkStrings.catalog.text("nothingToGoBackTo")
        case .nothingPresented:
            FrameworkStrings.catalog.text("nothingPresented")
        case .noTabBar:
            FrameworkStrings.catalog.text("noTabBar")
        case .unknownTab(let name, let available):
            FrameworkStrings.catalog.text("unknownTab", ["name": "\(name)", "tabs": "\(available.joined(separator: ", "))"])
        case .noAlert:
            FrameworkStrings.catalog.text("noAlert")
        case .noSuchAlertButton(let index):
            FrameworkStrings.catalog.text("noSuchAlertButton", ["index": "\(index + 1)"])
        case .alertOpen:
            FrameworkStrings.catalog.text("alertOpen")
        case .notOnScreen(let screen):
            FrameworkStrings.catalog.text("notOnScreen", ["screen": "\(screen)"])
        case .notOnTop(let screen):
            FrameworkStrings.catalog.text("notOnTop", ["screen": "\(screen)"])
        case .cannotCloseRoot(let screen):
            FrameworkStrings.catalog.text("cannotCloseRoot", ["screen": "\(screen)"])
        case .routeFailed(let route, let reason):
            FrameworkStrings.catalog.text("routeFailed", ["route": "\(route)", "reason": "\(reason)"])
        }
    }
}
