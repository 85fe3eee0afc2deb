import Viper
import ViperImageDecoding

/// The characters' pictures for one run: a picture that arrived is kept (even one that
/// could not be decoded), one whose transfer failed is fetched again when next asked for,
/// a picture being fetched is joined rather than fetched again,
/// and decoding happens off the main actor — once for each box it is drawn in, no larger
/// than that box, however large the picture the server sends.
///
/// A fetch counts as work in flight from the moment it is requested until every requester
/// has been told the result, so `wait idle` never returns between the two.
@MainActor
final class PictureStore {
    typealias Completion = (ImageState) -> Void

    /// Where a picture is drawn, which says how large it is decoded.
    enum Use: CaseIterable, Sendable {
        case listRow
        case card

        nonisolated var box: ImageBox {
            switch self {
            case .listRow: ImageBox(state: .none, columns: CharacterListPresenter.pictureColumns, rows: CharacterListPresenter.pictureRows)
            case .card: ImageBox(state: .none, columns: CharacterCardPresenter.pictureColumns, rows: CharacterCardPresenter.pictureRows)
            }
        }
    }

    /// A picture decoded for every use, or its one failure.
    typealias Decoded = [Use: ImageState]

    /// What a fetch that was not cancelled gives.
    private struct Outcome {
        let decoded: Decoded
        /// The picture arrived: it will not change, so it is kept. A failed transfer may
        /// succeed next time.
        let arrived: Bool
    }

    private let service: any CharacterService
    private let idle: IdleTracker
    private var finished: [String: Decoded] = [:]
    private var fetching: [String: (number: Int, task: Task<Void, Never>)] = [:]
    private var waiting: [String: [(use: Use, completion: Completion)]] = [:]
    private var fetchCount = 0

    init(service: any CharacterService, idle: IdleTracker) {
        self.service = service
        self.idle = idle
    }

    /// Calls `completion` with the picture's final state for `use`: loaded or failed, or
    /// `.none` if the fetch was cancelled. At once when the picture is known already.
    func request(_ url: String, for use: Use, then completion: @escaping Completion) {
        if let done = finished[url]?[use] { return completion(done) }
        waiting[url, default: []].append((use, completion))
        if fetching[url] == nil { start(url) }
    }

    func load(_ url: String, for use: Use) async -> ImageState {
        await withCheckedContinuation { continuation in
            request(url, for: use) { continuation.resume(returning: $0) }
        }
    }

    /// Stops a fetch nobody needs any more; its requesters hear `.none`. The picture can be
    /// asked for again later.
    func cancel(_ url: String) {
        fetching.removeValue(forKey: url)?.task.cancel()
        waiting.removeValue(forKey: url)?.forEach { $0.completion(.none) }
    }

    private func start(_ url: String) {
        let (service, idle) = (self.service, self.idle)
        fetchCount += 1
        let number = fetchCount
        let task = idle.task { [weak self] in
            let decoded = await Self.fetchAndDecode(url, from: service)
            self?.complete(url, fetch: number, with: decoded)
        }
        fetching[url] = (number, task)
    }

    private func complete(_ url: String, fetch number: Int, with outcome: Outcome?) {
        guard fetching[url]?.number == number else { return }
        fetching[url] = nil
        if let outcome, outcome.arrived { finished[url] = outcome.decoded }
        waiting.removeValue(forKey: url)?.forEach { $0.completion(outcome?.decoded[$0.use] ?? .none) }
    }

    /// Every use's picture, or nil when the fetch was cancelled.
    private nonisolated static func fetchAndDecode(_ url: String, from service: any CharacterService) async -> Outcome? {
        do throws(HTTPError) {
            let data = try await service.picture(at: url)
            return Outcome(decoded: Dictionary(uniqueKeysWithValues: Use.allCases.map { use in
                switch ImageDecoder.decode(data, covering: use.box.pixelWidth, use.box.pixelHeight) {
                case .success(let bitmap): (use, .loaded(bitmap))
                case .failure(let error): (use, .failed(reason: error.message))
                }
            }), arrived: true)
        } catch .cancelled {
            return nil
        } catch {
            return Outcome(decoded: Dictionary(uniqueKeysWithValues: Use.allCases.map { ($0, .failed(reason: error.message)) }), arrived: false)
        }
    }
}

extension ImageState {
    /// The picture could not be fetched or drawn: Retry may ask for it again.
    var hasFailed: Bool {
        if case .failed = self { true } else { false }
    }
}
