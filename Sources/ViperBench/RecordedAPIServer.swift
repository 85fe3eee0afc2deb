import Foundation
import Hummingbird
import NIOCore
import RickAndMorty
import Synchronization
import Viper
import ViperTestServer

/// The Rick and Morty API on 127.0.0.1, on Hummingbird, answered from a recorded folder by the
/// app's own `RickAndMortyReplay`, each answer after `latency`, as the real server over a slow
/// link; `backlog` is its listen queue, as short as a busy server's may be.
final class RecordedAPIServer: Sendable {
    let port: Int
    private let application: LoopbackApplication
    private let replay: RickAndMortyReplay

    private init(port: Int, application: LoopbackApplication, replay: RickAndMortyReplay) {
        self.port = port
        self.application = application
        self.replay = replay
    }

    static func start(folder: URL, latency: Duration, backlog: Int = 256) async throws -> RecordedAPIServer {
        let replay = RickAndMortyReplay(folder: folder)
        let base = Mutex<URL?>(nil)
        let responder = CallbackResponder { (request: Request, _: BasicRequestContext) in
            let started = ContinuousClock.now
            let target = request.uri.description
            guard let here = base.withLock({ $0 }), let url = URL(string: "http://127.0.0.1:\(here.port ?? 0)\(target)") else {
                return Response(status: .serviceUnavailable)
            }
            let isPicture = target.hasSuffix(".jpeg")
            var answer: Viper.HTTPResponse
            do throws(Viper.HTTPError) {
                answer = try await replay.send(Viper.HTTPRequest(url: url))
            } catch {
                answer = Viper.HTTPResponse(status: 500, body: Data(error.message.utf8))
            }
            if !isPicture { answer = linking(answer, to: here) }
            try? await Task.sleep(for: latency - (ContinuousClock.now - started))
            var headers = HTTPFields()
            headers[.contentType] = isPicture ? "image/jpeg" : "application/json"
            return Response(status: .init(code: answer.status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
        }
        let application = try await LoopbackApplication.start(responder, backlog: backlog)
        let port = application.port
        base.withLock { $0 = URL(string: "http://127.0.0.1:\(port)/api") }
        return RecordedAPIServer(port: port, application: application, replay: replay)
    }

    struct ServerError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// What the app's `--api-base` takes.
    var base: URL { URL(string: "http://127.0.0.1:\(port)/api")! }

    /// Reads the recorded folder now, so the first measured request does not.
    func warmUp() async throws {
        let response = try await replay.send(Viper.HTTPRequest(url: base.appendingPathComponent("character")))
        guard response.status == 200 else { throw ServerError(message: "the recorded folder has no first page") }
    }

    func stop() {
        application.stop()
    }

    deinit {
        stop()
    }

    /// The recorded answers link to the public server; this one links to itself, as a server
    /// at its address would, or the app would refuse the links to the next page.
    private static func linking(_ response: Viper.HTTPResponse, to base: URL) -> Viper.HTTPResponse {
        let text = String(decoding: response.body, as: UTF8.self)
        let linked = text.replacingOccurrences(of: RickAndMortyAPI.defaultBase.absoluteString, with: base.absoluteString)
        return Viper.HTTPResponse(status: response.status, body: Data(linked.utf8))
    }
}
