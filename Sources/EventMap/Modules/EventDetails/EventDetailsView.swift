import Viper

@MainActor final class EventDetailsView: ViperView<EventDetailsViewModel, any EventDetailsViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        let canChange = viewModel.isOwn && !viewModel.isDeleting
        return Screen(
            id: "eventmap.details", title: viewModel.title,
            elements: [
                Element(id: "title", kind: .label(Label(viewModel.eventTitle))),
                Element(id: "when", kind: .label(Label(viewModel.when))),
                Element(id: "address", kind: .label(Label(viewModel.address))),
                Element(id: "type", kind: .label(Label(viewModel.type, tone: .accent))),
                Element(id: "age", kind: .label(Label(viewModel.age))),
                Element(
                    id: "description", kind: viewModel.hasDescription ? .text(viewModel.description) : .label(Label(viewModel.description, tone: .secondary))),
                Element(id: "saveCalendar", kind: .button(Button(viewModel.saveCalendarTitle)), isVisible: viewModel.canSaveCalendar),
                Element(id: "calendarNote", kind: .text(viewModel.calendarNote ?? ""), isVisible: viewModel.calendarNote != nil),
                Element(id: "edit", kind: .button(Button(viewModel.editTitle, role: .primary)), isVisible: viewModel.isOwn, isEnabled: canChange),
                Element(id: "delete", kind: .button(Button(viewModel.deleteTitle, role: .destructive)), isVisible: viewModel.isOwn, isEnabled: canChange),
                Element(id: "progress", kind: .activityIndicator(viewModel.deletingText), isVisible: viewModel.isDeleting),
                Element(id: "problem", kind: .label(Label(viewModel.problem ?? "", tone: .danger)), isVisible: viewModel.problem != nil),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("edit", nil) where viewModel.isOwn: output.didTapEdit()
        case .tap("delete", nil) where viewModel.isOwn: output.didTapDelete()
        case .tap("saveCalendar", nil) where viewModel.canSaveCalendar: output.didTapSaveCalendar()
        default: throw EventRejection(viewModel.isOwn ? EventMapStrings.ownDetailsTake : EventMapStrings.detailsAreForReading)
        }
    }
}
