import Foundation
import RickAndMorty
import Viper

/// The Rick and Morty API with any number of pages of 20 made-up characters, answered in
/// the process from pages made up front, so a benchmark measures the app and not the server.
/// Pictures answer 404: the list's rows only mark them failed.
final class SyntheticCharacterAPI: HTTPTransport {
    private let pages: [Data]

    init(pages count: Int) {
        pages = (1...count).map { Self.page($0, of: count) }
    }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems
        guard request.url.path.hasSuffix("/character"), let number = query?.first(where: { $0.name == "page" })?.value.flatMap(Int.init),
            pages.indices.contains(number - 1)
        else {
            return HTTPResponse(status: 404, body: Data(#"{"error":"There is nothing here"}"#.utf8))
        }
        return HTTPResponse(status: 200, body: pages[number - 1])
    }

    private static func page(_ number: Int, of count: Int) -> Data {
        let api = RickAndMortyAPI.defaultBase.absoluteString
        let characters = (1...20).map { index in
            let id = (number - 1) * 20 + index
            return #"{"id":\#(id),"name":"Character \#(id)","status":"Alive","species":"Human","type":"","gender":"Female","#
                + #""origin":{"name":"unknown","url":""},"location":{"name":"Earth","url":""},"#
                + #""image":"\#(api)/character/avatar/\#(id).jpeg","episode":["\#(api)/episode/1"]}"#
        }
        let next = number < count ? #""\#(api)/character?page=\#(number + 1)""# : "null"
        return Data(
            (#"{"info":{"count":\#(count * 20),"pages":\#(count),"next":\#(next),"prev":null},"results":["#
                + characters.joined(separator: ",") + "]}").utf8)
    }
}
