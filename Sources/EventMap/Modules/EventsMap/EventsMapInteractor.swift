import EventMapAPI
import Viper
import ViperLocation

@MainActor final class EventsMapInteractor: ViperInteractor<any EventsMapInteractorOutput>, EventsMapInteractorInput {
    /// One load of the events in sight; only the newest one's answer is shown.
    private struct Request {
        let generation: Int
        let area: Area
        let filter: EventFilter
    }

    private let api: any EventsAPI
    private let tasks: ModuleTasks
    private var feed: ChangeFeedFollower?
    private(set) var camera: MapCamera
    private(set) var filter = EventFilter.map
    var sight = MapSight.standard
    /// The last events loaded, for the area and filter of that load.
    private var events: [Event] = []
    /// How many events match in the loaded area, loaded or not: a page holds 500 at most.
    private var matching = 0
    private var problem: EventsError?
    private var isLoading = false
    private var generation = 0
    /// A quiet load after a change is in flight; `changedAgain` asks for one more after it.
    private var isCatchingUp = false
    private var changedAgain = false
    /// Whether the feed has opened or been refused yet: the first load waits for that, so no
    /// change made before the feed listens is missed, whatever the user did meanwhile.
    private var feedHasAnswered = false

    init(api: any EventsAPI, clock: any AppClock, tasks: ModuleTasks, camera: MapCamera = .events) {
        self.api = api
        self.tasks = tasks
        self.camera = camera
        super.init()
        feed = ChangeFeedFollower(
            api: api, clock: clock, tasks: tasks,
            onStatus: { [weak self] in self?.feedStatusChanged($0) },
            onChange: { [weak self] in self?.catchUp() })
    }

    /// Opens the change feed first and loads once it is open (or refused), so nothing created
    /// in between is missed.
    func start() {
        isLoading = true
        publish()
        feed?.start()
    }

    private func feedStatusChanged(_ status: ChangeFeedFollower.Status) {
        let isFirstAnswer = !feedHasAnswered
        feedHasAnswered = true
        switch status {
        case .online where isFirstAnswer, .offline where isFirstAnswer:
            reload()
        case .backOnline:
            catchUp()
        default:
            publish()
        }
    }

    /// Loads quietly after a change, one load at a time however many changes come.
    private func catchUp() {
        guard !isCatchingUp else {
            changedAgain = true
            return
        }
        isCatchingUp = true
        let request = begin(showingProgress: false)
        let api = self.api
        tasks.start { [weak self] in
            let result = await Self.fetch(api, request)
            guard let self else { return }
            isCatchingUp = false
            finish(request, result)
            if changedAgain {
                changedAgain = false
                catchUp()
            }
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

    func move(_ move: MapMove, columns: Int, rows: Int) {
        camera.apply(move, columns: columns, rows: rows)
        reload()
    }

    func zoom(into point: Coordinate) {
        // A free camera's scale is its own: the grid only sizes pans.
        camera.zoom(into: point, columns: sight.columns, rows: sight.rows)
        reload()
    }

    func apply(_ filter: EventFilter) {
        guard filter != self.filter else { return }
        self.filter = filter
        // The old events matched another filter: show none rather than wrong ones.
        events = []
        matching = 0
        reload()
    }

    func event(id: Int) -> Event? {
        events.first { $0.id == id }
    }

    private func begin(showingProgress: Bool = true) -> Request {
        generation += 1
        if showingProgress {
            isLoading = true
            publish()
        }
        return Request(generation: generation, area: viewport.loadArea(sight), filter: filter)
    }

    private nonisolated static func fetch(_ api: any EventsAPI, _ request: Request) async -> Result<EventPage, EventsError> {
        do throws(EventsError) {
            return .success(try await api.events(in: request.area, matching: request.filter))
        } catch {
            return .failure(error)
        }
    }

    private func finish(_ request: Request, _ result: Result<EventPage, EventsError>) {
        guard request.generation == generation else { return }
        isLoading = false
        switch result {
        case .success(let page):
            events = page.events
            matching = max(page.total, page.events.count)
            problem = nil
        case .failure(let error):
            problem = error
        }
        publish()
    }

    /// What the map shows: a free camera's viewport is the same on any grid.
    private var viewport: MapViewport {
        camera.viewport(columns: sight.columns, rows: sight.rows)
    }

    private func publish() {
        output?.didUpdate(
            EventsMapSight(
                camera: camera,
                events: events.filter { viewport.loads($0.position, sight) },
                unloaded: matching - events.count,
                filter: filter,
                isLoading: isLoading,
                problem: problem,
                connection: feed?.status ?? .connecting
            ))
    }
}
