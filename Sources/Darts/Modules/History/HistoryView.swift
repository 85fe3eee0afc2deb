import Viper

@MainActor final class HistoryView: ViperView<HistoryViewModel, any HistoryViewOutput>, ModuleView {
    /// The room for the board: the screen's, less the position, the options (on two lines when
    /// narrow), the outcome and the details button.
    nonisolated static func boardRoom(in display: DisplaySize) -> (columns: Int, rows: Int) {
        let optionLines = display.contentColumns < 50 ? 2 : 1
        return (display.contentColumns, display.screenRows(tabBar: true) - 3 - optionLines)
    }

    func makeScreen() -> Screen {
        let board = BoardCanvas.make(title: viewModel.boardTitle, darts: viewModel.darts, appearance: viewModel.appearance, missText: viewModel.missText,
                                     room: Self.boardRoom(in: displaySize))
        return Screen(id: "darts.history", title: viewModel.title, elements: [
            Element(id: "position", kind: .label(Label(viewModel.position, tone: .secondary))),
            Element(id: "board", kind: .canvas(board)),
            Element(id: "options", kind: .group(Group(axis: .horizontal, children: viewModel.options.enumerated().map { index, option in
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
        default: throw EventRejection(LocalizedText(en: "swipe left or right to move between attempts, or tap Details", ru: "смахните влево или вправо, чтобы перейти к другой попытке, или нажмите «Подробно»"))
        }
    }
}
