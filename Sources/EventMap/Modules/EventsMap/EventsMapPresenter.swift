import EventMapAPI
import Viper
import ViperLocation

@MainActor final class EventsMapPresenter: ViperPresenter<EventsMapViewModel>, EventsMapViewOutput, EventsMapInteractorOutput, FilterModuleOutput {
    private let interactor: any EventsMapInteractorInput
    private let router: any EventsMapRouterInput
    private let localization: Localization
    private let when: EventWhen
    private var hasAppeared = false

    init(interactor: any EventsMapInteractorInput, router: any EventsMapRouterInput, localization: Localization, when: EventWhen) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
        self.when = when
    }

    override func viewDidLoad() {
        interactor.start()
    }

    /// Back from details, creation or the filter: what is on the server now.
    override func viewWillAppear() {
        if hasAppeared { interactor.refresh() }
        hasAppeared = true
    }

    func didChangeSight(_ sight: MapSight) {
        interactor.sight = sight
    }

    func didMove(_ move: MapMove, columns: Int, rows: Int) {
        interactor.move(move, columns: columns, rows: rows)
    }

    func didTapCluster(at point: Coordinate) {
        interactor.zoom(into: point)
    }

    func didSelectEvent(id: Int) {
        if let event = interactor.event(id: id) { router.openDetails(of: event) }
    }

    func didLongPress(at point: Coordinate) {
        router.openCreate(at: point)
    }

    func didTapFilter() {
        router.openFilter(interactor.filter)
    }

    func didTapProfile() {
        router.openProfile()
    }

    func filterDidApply(_ filter: EventFilter) {
        interactor.apply(filter)
    }

    func didUpdate(_ sight: EventsMapSight) {
        let strings = MapStrings.self
        // Looked up once a kind, not once an event: a map may hold a hundred thousand.
        let typeNames = Dictionary(uniqueKeysWithValues: EventType.allCases.map { ($0, localization(strings.typeName($0))) })
        let ageTexts = Dictionary(uniqueKeysWithValues: AgeRestriction.allCases.map { ($0, localization(strings.ageName($0))) })
        view?.show(
            EventsMapViewModel(
                title: localization(strings.mapTitle),
                profileTitle: localization(strings.profile),
                status: status(of: sight),
                isOffline: sight.connection.isOffline,
                hint: localization(strings.mapHint),
                mapTitle: localization(strings.mapCanvas),
                camera: sight.camera,
                legend: MapLegend(localization),
                eventsHere: CountedText(localization, counting: strings.eventsHere),
                // The list is the soonest first; events with no time after every other.
                markers: sight.events.sorted(by: EventsMapPresenter.soonerFirst).map { event in
                    .init(
                        id: event.id, glyph: event.type.glyph, title: event.title, typeName: typeNames[event.type] ?? "",
                        type: event.type, age: event.age, ageText: ageTexts[event.age] ?? "", position: event.position, time: event.time)
                },
                when: when,
                // With the events not loaded, "no events here" would be a guess: the problem says why.
                emptyText: sight.problem != nil ? "" : localization(sight.isLoading ? strings.loading : strings.noEventsHere),
                zoomInTitle: localization(strings.zoomIn),
                zoomOutTitle: localization(strings.zoomOut),
                northTitle: localization(strings.north),
                southTitle: localization(strings.south),
                filterTitle: localization(sight.filter.isActive ? strings.filterOn : strings.filter),
                problem: sight.problem.map { localization(strings.loadFailed($0)) }
            ))
    }

    private static func soonerFirst(_ first: Event, _ second: Event) -> Bool {
        let (a, b) = (first.time?.start ?? .distantFuture, second.time?.start ?? .distantFuture)
        return a != b ? a < b : first.id < second.id
    }

    /// "Centre … · n events", for the number of events the view has room to show, and how
    /// many more match than a page holds.
    private func status(of sight: EventsMapSight) -> CountedText {
        let strings = MapStrings.self
        func line(_ events: LocalizedText) -> LocalizedText {
            strings.status(
                centre: sight.camera.centre.description, events: events, unloaded: sight.unloaded, filtered: sight.filter.isActive,
                connection: strings.connection(sight.connection))
        }
        guard !sight.isLoading else { return CountedText(fixed: localization(line(strings.loading))) }
        return CountedText(localization, counting: line(strings.eventCount))
    }
}
