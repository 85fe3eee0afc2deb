import Viper

@MainActor final class EventsMapInteractor: ViperInteractor<any EventsMapInteractorOutput>, EventsMapInteractorInput {
    /// One load of the events in sight; only the newest one's answer is shown.
    private struct Request {
        let generation: Int
        let area: Area
        let filter: EventFilter
    }

    static let pollInterval = Duration.seconds(1)

    private let api: any EventsAPI
    private let clock: any AppClock
    private let tasks: ModuleTasks
    private(set) var viewport: MapViewport
    private(set) var filter = EventFilter()
    var sight = MapSight.standard
    /// The last events loaded, for the area and filter of that load.
    private var events: [Event] = []
    private var problem: EventsError?
    private var isLoading = false
    private var generation = 0
    /// The point of the change feed already seen; `nil` until the first answer.
    private var sequence: Int?
    private var isPolling = false
    /// The feed's mark when it was last asked for changes and answered.
    private var seenMark: FeedMark?
    private var timer: TimerHandle?

    init(api: any EventsAPI, clock: any AppClock, idle: IdleTracker, viewport: MapViewport = .events) {
        self.api = api
        self.clock = clock
        tasks = ModuleTasks(idle: idle)
        self.viewport = viewport
    }

    func start() {
        // The timer holds the interactor weakly and the interactor holds the timer: it
        // stops when the module goes.
        timer = clock.schedule(after: Self.pollInterval, repeating: Self.pollInterval) { [weak self] in self?.poll() }
        let request = begin()
        let api = self.api
        tasks.start { [weak self] in
            // Where the feed stands is read before the events, so nothing created in
            // between is missed: it is in the events, or in the next poll, or in both.
            if let latest = try? await api.latestChange() { self?.advanceFeed(to: latest) }
            let result = await Self.fetch(api, request)
            self?.finish(request, result)
        }
    }

    func reload() {
        load(showingProgress: true)
    }

    func refresh() {
        load(showingProgress: false)
    }

    private func load(showingProgress: Bool) {
        let request = begin(showingProgress: showingProgress)
        let api = self.api
        tasks.start { [weak self] in
            let result = await Self.fetch(api, request)
            self?.finish(request, result)
        }
    }

    func move(_ move: MapMove) {
        viewport.apply(move)
        reload()
    }

    func zoom(into point: Coordinate) {
        viewport.zoom(into: point)
        reload()
    }

    func apply(_ filter: EventFilter) {
        guard filter != self.filter else { return }
        self.filter = filter
        // The old events matched another filter: show none rather than wrong ones.
        events = []
        reload()
    }

    func event(id: Int) -> Event? {
        events.first { $0.id == id }
    }

    /// Asks the server what changed since the last look, unless its feed has not moved;
    /// reloads when anything changed. A tick with nothing new starts no work.
    private func poll() {
        guard !isPolling else { return }
        let mark = api.feedMark()
        guard mark == nil || mark != seenMark else { return }
        isPolling = true
        let since = sequence ?? 0
        let api = self.api
        tasks.start { [weak self] in
            let changes = try? await api.changes(since: since)
            if changes != nil { self?.seenMark = mark }
            guard let changes, let request = self?.changesArrived(changes) else {
                self?.isPolling = false
                return
            }
            let result = await Self.fetch(api, request)
            self?.isPolling = false
            self?.finish(request, result)
        }
    }

    /// The request to load again when the feed shows changes; `nil` when it shows none.
    private func changesArrived(_ changes: EventChanges) -> Request? {
        advanceFeed(to: changes.latest)
        guard !changes.events.isEmpty else { return nil }
        generation += 1
        return Request(generation: generation, area: viewport.loadArea(sight), filter: filter)
    }

    private func advanceFeed(to latest: Int) {
        sequence = max(sequence ?? 0, latest)
    }

    private func begin(showingProgress: Bool = true) -> Request {
        generation += 1
        if showingProgress {
            isLoading = true
            publish()
        }
        return Request(generation: generation, area: viewport.loadArea(sight), filter: filter)
    }

    private nonisolated static func fetch(_ api: any EventsAPI, _ request: Request) async -> Result<[Event], EventsError> {
        do throws(EventsError) {
            return .success(try await api.events(in: request.area, matching: request.filter))
        } catch {
            return .failure(error)
        }
    }

    private func finish(_ request: Request, _ result: Result<[Event], EventsError>) {
        guard request.generation == generation else { return }
        isLoading = false
        switch result {
        case .success(let loaded):
            events = loaded
            problem = nil
        case .failure(let error):
            problem = error
        }
        publish()
    }

    private func publish() {
        output?.didUpdate(EventsMapSight(
            viewport: viewport,
            events: events.filter { viewport.loads($0.position, sight) },
            filter: filter,
            isLoading: isLoading,
            problem: problem
        ))
    }
}
