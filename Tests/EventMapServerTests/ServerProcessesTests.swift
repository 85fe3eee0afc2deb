import EventMapAPI
import EventMapServer
import Foundation
import Synchronization
import Testing
import Viper
import ViperHTTP
import ViperLocation
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// `eventmap-server` as people run it: separate processes, here two on one PostgreSQL database.
@Suite("eventmap-server processes", .timeLimit(.minutes(2)))
struct ServerProcessesTests {
    @Test func aCreateEditOrDeletionThroughOneServerReachesAStreamOfTheOtherWithinASecond() async throws {
        let database = try await TestPostgres.freshDatabase()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("eventmap-servers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try ServerProcess.start(["--database", "\(try TestPostgres.urlText(database))", "--data-dir", folder.appendingPathComponent("a").path])
        let second = try ServerProcess.start(["--database", "\(try TestPostgres.urlText(database))", "--data-dir", folder.appendingPathComponent("b").path])
        let (a, b) = (try await first.base(), try await second.base())
        let endings = SessionEndings()
        let client = HTTPClient(transport: LiveTransport(until: endings))

        let registration = Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-01-01", password: "wubbalubba")
        let token = try await client.decode(SignedIn.self, answering: .json(.post, url: a.appending(path: "v1/accounts"), body: registration)).token
        var stream = try await client.events(HTTPRequest(url: b.appending(path: "v1/changes"))).makeAsyncIterator()
        // Latency runs from A's answer (the event is created, edited or deleted) to B's push. The
        // median is asserted, so one stall of a loaded machine is not taken for polling.
        let authorized: HTTPHeaders = ["Authorization": "Bearer \(token)"]
        var latencies: [Duration] = []
        func told(_ kind: String, after request: HTTPRequest) async throws -> ServerSentEvent {
            _ = try await client.send(request)
            let answered = ContinuousClock.now
            let told = try #require(try await stream.next())
            latencies.append(ContinuousClock.now - answered)
            #expect(told.event == kind)
            return told
        }
        var created: Event?
        for number in 1...3 {
            let draft = EventDraft(
                title: "Pushed \(number)", description: "", address: "", type: .music, age: .none, position: Coordinate(latitude: 1, longitude: 2)!,
                time: EventTime(start: Date(timeIntervalSince1970: 1_767_369_600), utcOffset: 0))
            let pushed = try await told("created", after: .json(.post, url: a.appending(path: "v1/events"), body: draft, headers: authorized))
            created = try JSONDecoder().decode(Event.self, from: Data(pushed.data.utf8))
            #expect(created?.title == "Pushed \(number)")
        }
        let last = try #require(created)
        let edit = try HTTPRequest.json(.patch, url: a.appending(path: "v1/events/\(last.id)"), body: EventEdit(title: "Edited"), headers: authorized)
        #expect(try JSONDecoder().decode(Event.self, from: Data(try await told("updated", after: edit).data.utf8)).title == "Edited")
        let deletion = HTTPRequest(.delete, url: a.appending(path: "v1/events/\(last.id)"), headers: authorized)
        #expect(try JSONDecoder().decode([String: Int].self, from: Data(try await told("deleted", after: deletion).data.utf8)) == ["id": last.id])
        let median = latencies.sorted()[latencies.count / 2]
        #expect(median < .seconds(1), "told after \(latencies)")
        #expect(
            try await client.decode(User.self, answering: HTTPRequest(url: b.appending(path: "v1/me"), headers: ["Authorization": "Bearer \(token)"])).name
                == "Rick",
            "a token from one server works on the other")

        for server in [first, second] {
            let stopping = ContinuousClock.now
            #expect(await server.terminate() == 0)
            #expect(ContinuousClock.now - stopping < .seconds(5), "SIGTERM stops a server with an open stream within 5 s")
        }
        #expect(try await stream.next() == nil)
        await endings.run()
    }

    @Test func helpABadFlagAndAPortInUseAreAnsweredInOneLineEach() async throws {
        let help = try ServerProcess.start(["--help"])
        #expect(await help.wait() == 0)
        #expect(help.standardOutput.contains("--listen <HOST:PORT>") && help.standardOutput.contains("--database"))

        let badFlag = try ServerProcess.start(["--listen", "nope"])
        #expect(await badFlag.wait() == 64)
        #expect(badFlag.errorOutput == "eventmap-server: --listen takes HOST:PORT, such as 127.0.0.1:8080, not \"nope\"; see eventmap-server --help\n")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("eventmap-busy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try ServerProcess.start(["--data-dir", folder.appendingPathComponent("a").path])
        let port = try #require(try await first.base().port)
        let second = try ServerProcess.start(["--listen", "127.0.0.1:\(port)", "--data-dir", folder.appendingPathComponent("b").path])
        #expect(await second.wait() == 1)
        #expect(second.errorOutput == "eventmap-server: cannot listen on 127.0.0.1:\(port): the port is in use\n")
        #expect(await first.terminate() == 0)
    }

    @Test func anUnreachableDatabaseIsOneLineAndExitStatus1() async throws {
        let server = try ServerProcess.start(["--database", "postgres://nobody@127.0.0.1:1/none", "--listen", "127.0.0.1:0"])
        #expect(await server.wait() == 1)
        let lines = server.errorOutput.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("eventmap-server: cannot connect to postgres://nobody@127.0.0.1:1/none:") == true)
    }
}

/// One `eventmap-server` process, its standard error and output kept.
///
/// Each pipe is read by a thread of its own, with blocking reads until the process closes it:
/// a `readabilityHandler` left on a pipe that goes away with its object makes libdispatch read
/// a closed descriptor, and that crashes the whole test run.
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let errors = Pipe()
    private let output = Mutex("")
    private let printed = Pipe()
    private let printedText = Mutex("")
    /// Each piece of standard error as it comes; it ends when the process closes it.
    private let pieces = AsyncStream.makeStream(of: Void.self)
    /// Left by each reader once its pipe is closed: then all the output is in.
    private let readers = DispatchGroup()

    static func start(_ arguments: [String]) throws -> ServerProcess {
        let server = ServerProcess()
        let runner = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        server.process.executableURL = runner.deletingLastPathComponent().appendingPathComponent("eventmap-server")
        server.process.arguments = (arguments.contains("--listen") ? [] : ["--listen", "127.0.0.1:0"]) + arguments
        server.process.standardError = server.errors
        server.process.standardOutput = server.printed
        try server.process.run()
        let pieces = server.pieces.continuation
        server.read(server.printed) { text in server.printedText.withLock { $0 += text } }
        server.read(server.errors) { text in
            server.output.withLock { $0 += text }
            pieces.yield()
        }
        server.readers.notify(queue: .global()) { pieces.finish() }
        return server
    }

    /// Reads `pipe` to its end on a thread of its own, handing each piece to `arrived`.
    /// Reads `pipe` to its end on a thread of its own, handing each piece to `arrived` as it
    /// comes (`read(2)`: `FileHandle.read(upToCount:)` would wait for the whole count).
    private func read(_ pipe: Pipe, arrived: @escaping @Sendable (String) -> Void) {
        let handle = pipe.fileHandleForReading
        readers.enter()
        Thread { [readers] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                arrived(String(decoding: buffer[..<count], as: UTF8.self))
            }
            readers.leave()
        }.start()
    }

    var errorOutput: String { output.withLock { $0 } }

    /// What it printed on standard output, once it has ended.
    var standardOutput: String { printedText.withLock { $0 } }

    /// The server's address, once it says it is listening.
    func base() async throws -> URL {
        for await _ in pieces.stream {
            if let range = errorOutput.range(of: #"address=127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                return URL(string: "http://" + errorOutput[range].dropFirst("address=".count))!
            }
        }
        throw NotListening(output: errorOutput)
    }

    struct NotListening: Error, CustomStringConvertible {
        let output: String
        var description: String { "the server did not start listening: \(output)" }
    }

    func terminate() async -> Int32 {
        process.terminate()
        return await wait()
    }

    /// Waits until the process has ended and both pipes are read to their end.
    func wait() async -> Int32 {
        await onOwnThread {
            self.process.waitUntilExit()
            self.readers.wait()
        }
        return process.terminationStatus
    }
}
