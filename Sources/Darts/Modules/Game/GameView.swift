import Viper

@MainActor final class GameView: ViperView<GameViewModel, any GameViewOutput>, ModuleView {
    /// The board takes what the rest of the game leaves, and never less than its smallest
    /// picture: 23×11 with its ring of numbers (a shorter terminal scrolls the game, its
    /// answers pinned under the window).
    nonisolated static let smallestBoardRows = 13

    func makeScreen() -> Screen {
        let room = room(of: "boardArea")
        let board = BoardCanvas.make(
            title: viewModel.boardTitle, darts: viewModel.darts, appearance: viewModel.appearance, missText: viewModel.missText,
            room: (room.columns, room.rows))
        return Screen(
            id: "darts.game", title: viewModel.title,
            elements: [
                Element(
                    id: "status",
                    kind: .group(
                        Group(
                            axis: .horizontal,
                            children: [
                                Element(id: "info", kind: .text(viewModel.info)),
                                Element(id: "countdown", kind: .label(Label(viewModel.countdown ?? "", tone: .warning)), isVisible: viewModel.countdown != nil),
                            ]))),
                Element(
                    id: "boardArea",
                    kind: .region(
                        Region(
                            height: .fill(minimum: Self.smallestBoardRows),
                            children: [
                                Element(id: "board", kind: .canvas(board))
                            ]))),
                Element(id: "question", kind: .label(Label(viewModel.question ?? "", tone: .accent)), isVisible: viewModel.question != nil),
                Element(
                    id: "answers",
                    kind: .group(
                        Group(
                            axis: .horizontal, placement: .actionBar,
                            children: viewModel.options.map { total in
                                Element(id: "answer-\(total)", kind: .button(Button(String(total))))
                            }))),
                Element(
                    id: "actions",
                    kind: .group(
                        Group(
                            axis: .horizontal, placement: .actionBar,
                            children: viewModel.buttons.map { button in
                                Element(id: button.action.rawValue, kind: .button(Button(button.title, role: .primary)))
                            }))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard case .tap(let id, nil) = event else { throw EventRejection(DartsStrings.gameTakes) }
        if id.hasPrefix("answer-"), let total = Int(id.dropFirst("answer-".count)) { return output.didChooseAnswer(total) }
        switch GameButton.Action(rawValue: id) {
        case .start: output.didTapStart()
        case .resume: output.didTapContinue()
        case .restart: output.didTapRestart()
        case nil: throw EventRejection(DartsStrings.noButton(id))
        }
    }
}
