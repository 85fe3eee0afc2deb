import Foundation
import Viper

@MainActor
final class EventDetailsPresenter: EventDetailsViewOutput {
    weak var view: (any EventDetailsViewInput)?
    let interactor: any EventDetailsInteractorInput
    let router: any EventDetailsRouterInput
    private let localization: Localization

    init(interactor: any EventDetailsInteractorInput, router: any EventDetailsRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    func viewDidLoad() {
        let event = interactor.event
        let strings = MapStrings.self
        let description = event.description.trimmingCharacters(in: .whitespacesAndNewlines)
        view?.show(EventDetailsViewModel(
            title: localization(strings.detailsTitle),
            eventTitle: event.title,
            address: localization(strings.addressLine(event.address)),
            type: "\(event.type.glyph) " + localization(strings.typeName(event.type)),
            age: localization(strings.age(event.age)),
            description: description.isEmpty ? localization(strings.noDescription) : event.description,
            hasDescription: !description.isEmpty
        ))
    }
}
