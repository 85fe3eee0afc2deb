import Viper

@MainActor final class GameView: ViperView<GameViewModel, any GameViewOutput>, ModuleView {
    /// The room for the board: the screen's, less the info, countdown, question, answers (on two
    /// lines when four do not fit on one) and buttons, so the whole game fits without scrolling.
    nonisolated static func boardRoom(in display: DisplaySize) -> (columns: Int, rows: Int) {
        let answerLines = display.contentColumns < widestAnswers ? 2 : 1
        return (display.contentColumns, display.screenRows(tabBar: true) - 4 - answerLines)
    }

    /// Four answers of three digits on one line: `[1] ⟨ 120 ⟩` and two spaces, four times.
    private nonisolated static let widestAnswers = 4 * 13 - 2

    func makeScreen() -> Screen {
        let board = BoardCanvas.make(title: viewModel.boardTitle, darts: viewModel.darts, appearance: viewModel.appearance, missText: viewModel.missText,
                                     room: Self.boardRoom(in: displaySize))
        return Screen(id: "darts.game", title: viewModel.title, elements: [
            Element(id: "info", kind: .text(viewModel.info)),
            Element(id: "board", kind: .canvas(board)),
            // Under the board, by the question: the last lines of a frame are the ones a short terminal still shows.
            Element(id: "countdown", kind: .label(Label(viewModel.countdown ?? "", tone: .warning)), isVisible: viewModel.countdown != nil),
            Element(id: "question", kind: .label(Label(viewModel.question ?? "", tone: .accent)), isVisible: viewModel.question != nil),
            Element(id: "answers", kind: .group(Group(axis: .horizontal, placement: .actionBar, children: viewModel.options.map { total in
                Element(id: "answer-\(total)", kind: .button(Button(String(total))))
            }))),
            Element(id: "actions", kind: .group(Group(axis: .horizontal, placement: .actionBar, children: viewModel.buttons.map { button in
                Element(id: button.action.rawValue, kind: .button(Button(button.title, role: .primary)))
            }))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard case .tap(let id, nil) = event else { throw EventRejection(LocalizedText(en: "the game takes taps on its buttons", ru: "игра принимает касания своих кнопок")) }
        if id.hasPrefix("answer-"), let total = Int(id.dropFirst("answer-".count)) { return output.didChooseAnswer(total) }
        switch GameButton.Action(rawValue: id) {
        case .start: output.didTapStart()
        case .resume: output.didTapContinue()
        case .restart: output.didTapRestart()
        case nil: throw EventRejection(LocalizedText(en: "no button \(id) in the game", ru: "в игре нет кнопки \(id)"))
        }
    }
}
