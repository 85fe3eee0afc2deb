import Foundation
import Viper
import ViperImageDecoding

/// The characters' pictures for one run: a picture that arrived is kept (even one that
/// could not be decoded), one whose transfer failed is fetched again when next asked for,
/// a picture being fetched is joined rather than fetched again.
///
/// A picture is held at the size it is drawn: decoded for each box that asks for it and no
/// larger (the list's rows and the card differ), off the main actor, one picture at a time
/// so decoding never takes every core from the pages being loaded. Only the `capacity`
/// pictures used last are kept; one asked for again after that is fetched again.
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

    /// A picture that arrived: its bytes, to decode for another box when one asks, and what
    /// has been decoded so far.
    struct Arrived {
        let bytes: Data
        var decoded: [Use: ImageState]
    }

    /// Enough for several screens of rows and the cards opened from them.
    nonisolated static let capacity = 64

    private let service: any CharacterService
    private let idle: IdleTracker
    private(set) var finished: RecentlyUsed<String, Arrived>
    private var fetching: [String: (number: Int, task: Task<Void, Never>)] = [:]
    private var waiting: [String: [(use: Use, completion: Completion)]] = [:]
    private var fetchCount = 0
    /// Decodes one picture at a time, beside the main actor and the requests.
    private nonisolated static let decoding = DispatchQueue(label: "rickandmorty.pictures", qos: .utility)

    init(service: any CharacterService, idle: IdleTracker, capacity: Int = PictureStore.capacity) {
        self.service = service
        self.idle = idle
        finished = RecentlyUsed(capacity: capacity)
    }

    /// Calls `completion` with the picture's final state for `use`: loaded or failed, or
    /// `.none` if the fetch was cancelled. At once when the picture has arrived already.
    func request(_ url: String, for use: Use, then completion: @escaping Completion) {
        if let picture = finished.use(url) { return completion(state(of: picture, for: use, url: url)) }
        waiting[url, default: []].append((use, completion))
        if fetching[url] == nil { start(url, for: use) }
    }

    /// The picture's final state for `use`, awaited by counted work.
    func load(_ url: String, for use: Use) async -> ImageState {
        await idle.waitForOtherWork { delivered in
            request(url, for: use) { delivered($0) }
        }
    }

    /// Stops a fetch nobody needs any more; its requesters hear `.none`. The picture can be
    /// asked for again later.
    func cancel(_ url: String) {
        fetching.removeValue(forKey: url)?.task.cancel()
        for waiter in waiting.removeValue(forKey: url) ?? [] { waiter.completion(.none) }
    }

    /// The picture for `use`, decoded here the first time another box than the first asks:
    /// rare (a card opened from a row), and it keeps the card's first frame whole.
    private func state(of picture: Arrived, for use: Use, url: String) -> ImageState {
        if let state = picture.decoded[use] { return state }
        var picture = picture
        let state = Self.decode(picture.bytes, for: use)
        picture.decoded[use] = state
        finished.keep(picture, for: url)
        return state
    }

    private func start(_ url: String, for use: Use) {
        let (service, idle) = (self.service, self.idle)
        fetchCount += 1
        let number = fetchCount
        let task = idle.task { [weak self] in
            let outcome = await Self.fetchAndDecode(url, for: use, from: service)
            self?.complete(url, fetch: number, with: outcome)
        }
        fetching[url] = (number, task)
    }

    private func complete(_ url: String, fetch number: Int, with outcome: Result<Arrived, HTTPError>?) {
        guard fetching[url]?.number == number else { return }
        fetching[url] = nil
        let waiters = waiting.removeValue(forKey: url) ?? []
        switch outcome {
        case .success(let picture)?:
            finished.keep(picture, for: url)
            for waiter in waiters { waiter.completion(state(of: picture, for: waiter.use, url: url)) }
        case .failure(let error)?:
            // A failed transfer may succeed next time: nothing is kept.
            for waiter in waiters { waiter.completion(.failed(reason: error.message)) }
        case nil:
            for waiter in waiters { waiter.completion(.none) }
        }
    }

    /// The picture decoded for `use`, or nil when the fetch was cancelled.
    private nonisolated static func fetchAndDecode(_ url: String, for use: Use, from service: any CharacterService) async -> Result<Arrived, HTTPError>? {
        do throws(HTTPError) {
            let bytes = try await service.picture(at: url)
            let state = await withCheckedContinuation { continuation in
                decoding.async { continuation.resume(returning: decode(bytes, for: use)) }
            }
            return .success(Arrived(bytes: bytes, decoded: [use: state]))
        } catch .cancelled {
            return nil
        } catch {
            return .failure(error)
        }
    }

    private nonisolated static func decode(_ bytes: Data, for use: Use) -> ImageState {
        switch ImageDecoder.decode(bytes, covering: use.box.pixelWidth, use.box.pixelHeight) {
        case .success(let bitmap): .loaded(bitmap)
        case .failure(let error): .failed(reason: error.message)
        }
    }
}

extension ImageState {
    /// The picture could not be fetched or drawn: Retry may ask for it again.
    var hasFailed: Bool {
        if case .failed = self { true } else { false }
    }
}
