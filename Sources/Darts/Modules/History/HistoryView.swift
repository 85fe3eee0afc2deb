import Viper

@MainActor final class HistoryView: ViperView<HistoryViewModel, any HistoryViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        let room = room(of: "boardArea")
        let board = BoardCanvas.make(
            title: viewModel.boardTitle, darts: viewModel.darts, appearance: viewModel.appearance, missText: viewModel.missText,
            room: (room.columns, room.rows))
        return Screen(
            id: "darts.history", title: viewModel.title,
            elements: [
                Element(id: "position", kind: .label(Label(viewModel.position, tone: .secondary))),
                Element(
                    id: "boardArea",
                    kind: .region(
                        Region(
                            height: .fill(minimum: GameView.smallestBoardRows),
                            children: [
                                Element(id: "board", kind: .canvas(board))
                            ]))),
                Element(
                    id: "options",
                    kind: .group(
                        Group(
                            axis: .horizontal,
                            children: viewModel.options.enumerated().map { index, option in
                                Element(id: "option-\(index)", kind: .label(Label(option.text, tone: option.tone)))
                            }))),
                Element(id: "outcome", kind: .label(Label(viewModel.outcome))),
                Element(id: "details", kind: .button(Button(viewModel.detailsTitle))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .swipe(let direction): output.didSwipe(direction)
        case .tap("details", nil): output.didTapDetails()
        default: throw EventRejection(DartsStrings.historyTakes)
        }
    }
}
