import Foundation
import Viper

@MainActor final class EventDetailsPresenter: ViperPresenter<EventDetailsViewModel>, EventDetailsViewOutput {
    private let interactor: any EventDetailsInteractorInput
    private let localization: Localization

    init(interactor: any EventDetailsInteractorInput, localization: Localization) {
        self.interactor = interactor
        self.localization = localization
    }

    override func viewDidLoad() {
        let event = interactor.event
        let strings = MapStrings.self
        let description = event.description.trimmingCharacters(in: .whitespacesAndNewlines)
        view?.show(
            EventDetailsViewModel(
                title: localization(strings.detailsTitle),
                eventTitle: event.title,
                address: localization(strings.addressLine(strings.place(of: event))),
                type: "\(event.type.glyph) " + localization(strings.typeName(event.type)),
                age: localization(strings.age(event.age)),
                description: description.isEmpty ? localization(strings.noDescription) : event.description,
                hasDescription: !description.isEmpty
            ))
    }
}
