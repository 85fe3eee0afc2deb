import Foundation
import Viper

/// What a page says about the list, checked before the app believes it: the list asks for
/// every page a server announces, so a count no API has would keep it asking for ever, and a
/// link to the next page that leads off the API is not the API's.
enum PageInfoCheck {
    /// More pages than any list the app shows: 10 000 pages of 20 are 200 000 characters.
    static let maxPages = 10_000

    /// Throws `.untrusted` with the reason when page `number` of the list at `listURL`
    /// (`<base>/character`) cannot be believed.
    static func check(_ page: CharacterPage, number: Int, listURL: URL) throws(HTTPError) {
        let info = page.info
        guard (1...maxPages).contains(info.pages) else { throw .untrusted(RickAndMortyStrings.tooManyPages(info.pages)) }
        // Page 1 is full unless it is the only one, so it tells how many characters the pages hold.
        let perPage = page.results.count
        if number == 1, info.count < perPage || info.count > info.pages * perPage || (info.pages > 1 && info.count <= (info.pages - 1) * perPage) {
            throw .untrusted(RickAndMortyStrings.countOffPages(count: info.count, pages: info.pages, perPage: perPage))
        }
        if let next = info.next, !isOnList(next, listURL) {
            throw .untrusted(RickAndMortyStrings.foreignNextPage(shown(next)))
        }
    }

    /// Same scheme, host, port and path as the list; only the query (the page) may differ.
    private static func isOnList(_ link: String, _ list: URL) -> Bool {
        guard let url = URL(string: link) else { return false }
        return url.scheme?.lowercased() == list.scheme?.lowercased()
            && url.host?.lowercased() == list.host?.lowercased()
            && port(of: url) == port(of: list)
            && url.path == list.path
    }

    private static func port(of url: URL) -> Int? {
        url.port ?? ["http": 80, "https": 443][url.scheme?.lowercased() ?? ""]
    }

    /// The link as one short line: a server chooses its bytes.
    private static func shown(_ link: String) -> String {
        let line = String(link.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) })
        return line.count > 80 ? line.prefix(80) + "…" : line
    }
}
