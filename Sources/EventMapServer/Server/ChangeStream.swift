import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// `GET /v1/changes`: server-sent events, one per change: `id:` its number, `event:` its kind
/// (`created`, `updated` or `deleted`), `data:` the event as JSON, or `{"id": N}` for a
/// deletion. With `Last-Event-ID: N` it first sends every change after N, then the new ones,
/// with no gap and no repeat: it subscribes before it reads what it missed.
enum ChangeStream {
    static let lastEventID = HTTPField.Name("Last-Event-ID")!

    /// The stream ends as soon as `connection` closes, not at the next heartbeat's failed write.
    static func response(to request: Request, service: EventsService, hub: ChangeHub, connection: any Channel) async throws -> Response {
        let resumeAfter = try request.headers[lastEventID].map { header throws(APIFailure) in
            guard let value = Int(header.trimmingCharacters(in: .whitespaces)), value >= 0 else {
                throw APIFailure.invalidField("Last-Event-ID", "a change number")
            }
            return value
        }
        let subscription = await hub.subscribe()
        // Without Last-Event-ID, the stream tells what commits after this point, read before
        // the head goes out: a client that creates an event once it has the head is told of it.
        let start = if let resumeAfter { resumeAfter } else { try await service.repository.latestChange() }
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-cache"]
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                // The head and a first comment go at once: the client knows it is connected.
                try await writer.write(ByteBuffer(string: ": connected\n\n"))
                var sent = start
                if resumeAfter != nil {
                    while true {
                        let missed = try await service.repository.changes(since: sent, limit: ChangeHub.page)
                        for change in missed { try await writer.write(frame(change)) }
                        sent = missed.last?.sequence ?? sent
                        if missed.count < ChangeHub.page { break }
                    }
                }
                for await item in ended(subscription, whenClosed: connection) {
                    switch item {
                    case .change(let change) where change.sequence > sent:
                        try await writer.write(frame(change))
                        sent = change.sequence
                    case .change:
                        continue
                    case .heartbeat:
                        try await writer.write(ByteBuffer(string: ": \n\n"))
                    }
                }
                try await writer.finish(nil)
            })
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

    static func frame(_ change: EventChange) throws -> ByteBuffer {
        let data = try change.event.map { try JSONEncoder().encode($0) } ?? JSONEncoder().encode(["id": change.eventID])
        return ByteBuffer(string: "id: \(change.sequence)\nevent: \(change.kind.name)\ndata: \(String(decoding: data, as: UTF8.self))\n\n")
    }
}
