import EventMapAPI
import Foundation
import NIOCore

/// `GET /v1/changes`: server-sent events, one per change: `id:` its number, `event:` its kind
/// (`created`, `updated` or `deleted`), `data:` the event as JSON, or `{"id": N}` for a
/// deletion. Resuming after change N, it first sends every change after N, then the new ones,
/// with no gap and no repeat: it subscribes before it reads what it missed.
enum ChangeStream {
    /// The stream's frames, from `: connected` on; they end as soon as `connection` closes, not
    /// at the next heartbeat's failed write.
    static func frames(resumingAfter resumeAfter: Int?, service: EventsService, hub: ChangeHub, connection: any Channel) async throws -> Frames {
        let subscription = await hub.subscribe()
        // Without a change to resume after, the stream tells what commits after this point, read
        // before the head goes out: a client that creates an event once it has the head is told of it.
        let start = if let resumeAfter { resumeAfter } else { try await service.repository.latestChange() }
        return Frames(repository: service.repository, replaysMissed: resumeAfter != nil, start: start, items: ended(subscription, whenClosed: connection))
    }

    /// The frames of one stream, made as the client reads them: the missed changes a page at a
    /// time, then the hub's items.
    struct Frames: AsyncSequence, Sendable {
        let repository: any EventsRepository
        let replaysMissed: Bool
        let start: Int
        let items: AsyncStream<ChangeHub.Item>

        func makeAsyncIterator() -> Iterator {
            Iterator(repository: repository, stage: .head, sent: start, replaysMissed: replaysMissed, items: items.makeAsyncIterator())
        }

        struct Iterator: AsyncIteratorProtocol {
            enum Stage {
                case head
                /// Changes read from the database and not sent yet; `more` when a full page came.
                case missed([EventChange], more: Bool)
                case live
            }

            let repository: any EventsRepository
            var stage: Stage
            var sent: Int
            let replaysMissed: Bool
            var items: AsyncStream<ChangeHub.Item>.Iterator

            mutating func next() async throws -> ArraySlice<UInt8>? {
                while true {
                    switch stage {
                    case .head:
                        // The head and a first comment go at once: the client knows it is connected.
                        stage = replaysMissed ? .missed([], more: true) : .live
                        return bytes(": connected\n\n")
                    case .missed(let pending, let more):
                        if let change = pending.first {
                            stage = .missed(Array(pending.dropFirst()), more: more)
                            sent = change.sequence
                            return try frame(change)
                        }
                        guard more else {
                            stage = .live
                            continue
                        }
                        let page = try await repository.changes(since: sent, limit: ChangeHub.page)
                        stage = .missed(page, more: page.count == ChangeHub.page)
                    case .live:
                        switch await items.next() {
                        case nil:
                            return nil
                        case .change(let change) where change.sequence > sent:
                            sent = change.sequence
                            return try frame(change)
                        case .change:
                            continue
                        case .heartbeat:
                            return bytes(": \n\n")
                        }
                    }
                }
            }
        }
    }

    /// The subscription's items until the connection closes (or the subscription ends, or the
    /// stream falls `ChangeHub.backlog` behind); then it lets the subscription go.
    private static func ended(_ subscription: AsyncStream<ChangeHub.Item>, whenClosed connection: any Channel) -> AsyncStream<ChangeHub.Item> {
        let (items, relay) = AsyncStream.makeStream(of: ChangeHub.Item.self, bufferingPolicy: .bufferingOldest(ChangeHub.backlog))
        let forwarding = Task {
            for await item in subscription {
                if case .dropped = relay.yield(item) { break }
            }
            relay.finish()
        }
        relay.onTermination = { _ in forwarding.cancel() }
        connection.closeFuture.whenComplete { _ in relay.finish() }
        return items
    }

    /// One change as its server-sent event: the generated `Event` as JSON, or a `DeletedEvent`.
    static func frame(_ change: EventChange) throws -> ArraySlice<UInt8> {
        let encoder = JSONEncoder()
        let data =
            try change.event.map { try encoder.encode(Components.Schemas.Event($0)) } ?? encoder.encode(Components.Schemas.DeletedEvent(id: change.eventID))
        return bytes("id: \(change.sequence)\nevent: \(change.kind.name)\ndata: \(String(decoding: data, as: UTF8.self))\n\n")
    }

    private static func bytes(_ text: String) -> ArraySlice<UInt8> {
        ArraySlice(text.utf8)
    }
}
