import Viper

@MainActor final class EventDetailsView: ViperView<EventDetailsViewModel, any EventDetailsViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "eventmap.details", title: viewModel.title,
            elements: [
                Element(id: "title", kind: .label(Label(viewModel.eventTitle))),
                Element(id: "address", kind: .label(Label(viewModel.address))),
                Element(id: "type", kind: .label(Label(viewModel.type, tone: .accent))),
                Element(id: "age", kind: .label(Label(viewModel.age))),
                Element(
                    id: "description", kind: viewModel.hasDescription ? .text(viewModel.description) : .label(Label(viewModel.description, tone: .secondary))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        throw EventRejection(EventMapStrings.detailsAreForReading)
    }
}
