import Viper

/// Loads pages `first…last` with at most `maxInFlight` requests at once and hands them
/// over strictly in page order: page k never before page k−1, however the answers arrive.
///
/// A failed page stops new requests (pages already in flight still finish and wait in
/// order); `retry()` resumes from the failed page. Everything runs on the main actor, so
/// the bookkeeping needs no locks; only the requests themselves leave it.
@MainActor
final class OrderedPageLoader {
    typealias Fetch = @Sendable (Int) async throws(HTTPError) -> CharacterPage

    let maxInFlight: Int
    private let last: Int
    private let fetch: Fetch
    private let idle: IdleTracker
    private var nextToDeliver: Int
    private var inFlight: [Int: Task<Void, Never>] = [:]
    private var arrived: [Int: CharacterPage] = [:]
    private(set) var failure: (page: Int, error: HTTPError)?

    /// Each page, in order.
    var onPage: ((Int, CharacterPage) -> Void)?
    /// The first page that failed; nothing more is delivered until `retry()`.
    var onFailure: ((Int, HTTPError) -> Void)?

    init(first: Int, last: Int, maxInFlight: Int = 3, idle: IdleTracker, fetch: @escaping Fetch) {
        nextToDeliver = first
        self.last = last
        self.maxInFlight = max(1, maxInFlight)
        self.idle = idle
        self.fetch = fetch
    }

    var isFinished: Bool { nextToDeliver > last }

    func start() {
        fill()
    }

    func retry() {
        failure = nil
        fill()
    }

    func cancel() {
        for task in inFlight.values { task.cancel() }
        inFlight = [:]
    }

    /// Starts requests for the earliest pages neither arrived nor in flight, up to the limit.
    private func fill() {
        guard failure == nil else { return }
        var page = nextToDeliver
        while inFlight.count < maxInFlight && page <= last {
            if arrived[page] == nil && inFlight[page] == nil { launch(page) }
            page += 1
        }
    }

    private func launch(_ page: Int) {
        let (fetch, idle) = (self.fetch, self.idle)
        inFlight[page] = idle.task { [weak self] in
            let result: Result<CharacterPage, HTTPError>
            do throws(HTTPError) {
                result = .success(try await fetch(page))
            } catch {
                result = .failure(error)
            }
            self?.finish(page, result)
        }
    }

    private func finish(_ page: Int, _ result: Result<CharacterPage, HTTPError>) {
        guard inFlight.removeValue(forKey: page) != nil else { return }
        switch result {
        case .success(let content):
            arrived[page] = content
            // The next request leaves before the pages are shown, so showing them costs no round trip.
            fill()
            deliverInOrder()
        case .failure(.cancelled):
            break
        case .failure(let error):
            if page < failure?.page ?? .max {
                failure = (page, error)
                onFailure?(page, error)
            }
        }
    }

    private func deliverInOrder() {
        while nextToDeliver < failure?.page ?? .max, let page = arrived.removeValue(forKey: nextToDeliver) {
            onPage?(nextToDeliver, page)
            nextToDeliver += 1
        }
    }
}
