import Foundation
import ImageCodecTestSupport
import RickAndMorty
import Testing
import Viper
import ViperTestServer
import ViperTesting

/// The real `viper rickandmorty` against a server on 127.0.0.1 that sends what no server
/// should: the process must end each with a clear error and stay small. These run real
/// processes on real sockets because peak memory is a property of the whole process.
@Suite("Rick and Morty against a hostile server", .timeLimit(.minutes(3)))
struct HostileServerTests {
    static let memoryLimit = 150
    /// Long enough for a loaded machine to start and run the app.
    static let serverLifetime = Duration.seconds(150)

    /// A first page of two characters whose pictures are at `/api/character/avatar/<id>.png`.
    static let page: String = {
        let characters = (1...2).map { id in
            #"{"id":\#(id),"name":"Character \#(id)","status":"Alive","species":"Human","type":"","gender":"Male","#
                + #""origin":{"name":"Earth","url":""},"location":{"name":"Earth","url":""},"#
                + #""image":"https://rickandmortyapi.com/api/character/avatar/\#(id).png","episode":[]}"#
        }
        return #"{"info":{"count":2,"pages":1},"results":["# + characters.joined(separator: ",") + "]}"
    }()

    func run(against server: LoopbackHTTPServer, clock: String = "virtual") async throws -> MeasuredProcessRun {
        try await MeasuredProcessRun.run(
            ["rickandmorty", "--api-base", "http://127.0.0.1:\(server.port)/api", "--clock", clock, "--width", "120"],
            script: "wait idle\n"
        )
    }

    @Test("pictures of 16384×4096 are drawn from pictures decoded no larger than their boxes")
    func hugePictures() async throws {
        let picture = try Self.uniformPNG(width: 16384, height: 4096)
        var routes: [String: LoopbackHTTPServer.Reply] = ["/api/character?page=1": .respond(status: 200, body: Self.page)]
        for id in 1...2 { routes["/api/character/avatar/\(id).png"] = .data(status: 200, body: picture) }
        let server = try await LoopbackHTTPServer.start(routes, lifetime: Self.serverLifetime)
        defer { server.stop() }
        let run = try await run(against: server)
        #expect(run.output.contains("Character 2"), "\(run.output)")
        #expect(!run.output.contains("error"), "\(run.output)")
        #expect(run.peakMegabytes < Self.memoryLimit, "peak \(run.peakMegabytes) MB")
    }

    @Test("a page of a gigabyte is refused while it arrives", arguments: [true, false])
    func gigabytePage(announced: Bool) async throws {
        let server = try await LoopbackHTTPServer.start(
            ["/api/character?page=1": .endless(length: 1 << 30, announced: announced)], lifetime: Self.serverLifetime)
        defer { server.stop() }
        let run = try await run(against: server)
        #expect(run.output.contains("Page 1 could not be loaded: the answer is too large (over 4 MB)."), "\(run.output)")
        #expect(run.peakMegabytes < Self.memoryLimit, "peak \(run.peakMegabytes) MB")
    }

    /// The system clock, because the deadline must pass while the server really trickles.
    @Test("a page that trickles in ends at the deadline with Retry, the wait costing under 1% of a core")
    func tricklingPage() async throws {
        let server = try await LoopbackHTTPServer.start(
            ["/api/character?page=1": .trickle(length: 100_000, interval: .milliseconds(200))], lifetime: Self.serverLifetime)
        defer { server.stop() }
        let run = try await run(against: server, clock: "system")
        #expect(run.output.contains("Page 1 could not be loaded: the server did not answer in time."), "\(run.output)")
        #expect(run.output.contains("Retry"))
        #expect(run.peakMegabytes < Self.memoryLimit, "peak \(run.peakMegabytes) MB")
        let waited = RickAndMortyApp.requestDeadline.seconds
        #expect(run.cpuSeconds < waited / 100, "\(run.cpuSeconds) s of CPU in \(waited) s, start-up included")
    }

    /// A black grey-scale PNG: 64 M pixels in about 65 KB.
    static func uniformPNG(width: Int, height: Int) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = encode_grey_png(Int32(width), Int32(height), 0, 0, &bytes, &size)
        let encoded = try #require(bytes, "encode_grey_png failed with \(status)")
        defer { encoded_image_free(encoded) }
        return Data(bytes: encoded, count: size)
    }
}
