/// The session's console at a keyboard: what it prints is kept until `flush`, then handed to
/// the terminal screen in one piece, with the words Tab completes to on the screen it shows.
@MainActor
final class TerminalConsole: Console {
    private let screen: TerminalScreen
    private var pieces: [TerminalScreen.Piece] = []
    /// Asked at each flush: what Tab completes to on the screen as it is now.
    var screenWords: (@MainActor () -> ScreenWords)?

    init(screen: TerminalScreen) {
        self.screen = screen
    }

    func write(_ text: String) {
        if case .text(let earlier) = pieces.last {
            pieces[pieces.count - 1] = .text(earlier + text)
        } else {
            pieces.append(.text(text))
        }
    }

    func writeFrame(_ rendering: String) {
        pieces.append(.frame(rendering))
    }

    func flush() {
        if let screenWords { screen.words = screenWords() }
        screen.print(pieces)
        pieces = []
    }
}
