import Viper

/// The characters' pictures for one run: each is fetched at most once (a finished picture,
/// or its failure, is kept), a picture being fetched is joined rather than fetched again,
/// and decoding happens off the main actor.
///
/// A fetch counts as work in flight from the moment it is requested until every requester
/// has been told the result, so `wait idle` never returns between the two.
@MainActor
final class PictureStore {
    typealias Completion = (ImageState) -> Void

    private let service: any CharacterService
    private let idle: IdleTracker
    private var finished: [String: ImageState] = [:]
    private var fetching: [String: (number: Int, task: Task<Void, Never>)] = [:]
    private var waiting: [String: [Completion]] = [:]
    private var fetchCount = 0

    init(service: any CharacterService, idle: IdleTracker) {
        self.service = service
        self.idle = idle
    }

    /// Calls `completion` with the picture's final state: loaded or failed, or `.none` if the
    /// fetch was cancelled. At once when the picture is known already.
    func request(_ url: String, then completion: @escaping Completion) {
        if let done = finished[url] { return completion(done) }
        waiting[url, default: []].append(completion)
        if fetching[url] == nil { start(url) }
    }

    func load(_ url: String) async -> ImageState {
        await withCheckedContinuation { continuation in
            request(url) { continuation.resume(returning: $0) }
        }
    }

    /// Stops a fetch nobody needs any more; its requesters hear `.none`. The picture can be
    /// asked for again later.
    func cancel(_ url: String) {
        fetching.removeValue(forKey: url)?.task.cancel()
        waiting.removeValue(forKey: url)?.forEach { $0(.none) }
    }

    private func start(_ url: String) {
        let (service, idle) = (self.service, self.idle)
        fetchCount += 1
        let number = fetchCount
        let task = idle.task { [weak self] in
            let state = await Self.fetchAndDecode(url, from: service)
            self?.complete(url, fetch: number, with: state)
        }
        fetching[url] = (number, task)
    }

    private func complete(_ url: String, fetch number: Int, with state: ImageState) {
        guard fetching[url]?.number == number else { return }
        fetching[url] = nil
        if state != .none { finished[url] = state }
        waiting.removeValue(forKey: url)?.forEach { $0(state) }
    }

    private nonisolated static func fetchAndDecode(_ url: String, from service: any CharacterService) async -> ImageState {
        do throws(HTTPError) {
            let data = try await service.picture(at: url)
            switch ImageDecoder.decode(data) {
            case .success(let bitmap): return .loaded(bitmap)
            case .failure(let error): return .failed(reason: error.message)
            }
        } catch .cancelled {
            return .none
        } catch {
            return .failed(reason: error.message)
        }
    }
}
