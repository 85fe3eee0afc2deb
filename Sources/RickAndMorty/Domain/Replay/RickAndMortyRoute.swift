import Foundation

/// The API's three collections.
enum RickAndMortyResource: String, CaseIterable, Sendable {
    case character, location, episode

    /// Where pages live in a replay folder: `characters_json/N.json`.
    var pageFolder: String { "\(rawValue)s_json" }

    /// Where single documents live in a replay folder: `character/ID.json`.
    var objectFolder: String { rawValue }

    /// The API's 404 message for an unknown id.
    var notFoundMessage: String {
        switch self {
        case .character: "Character not found"
        case .location: "Location not found"
        case .episode: "Episode not found"
        }
    }
}

/// What a request asks the Rick and Morty API for, read the way the real server reads it
/// (Express routes in afuh/rick-and-morty-api), whatever the host.
enum RickAndMortyRoute: Equatable, Sendable {
    /// `/api`: the links to the three collections.
    case root
    /// `/character?page=N`; a page that is missing, zero, negative or not a number is 1.
    case page(RickAndMortyResource, Int)
    /// `/character/2`.
    case object(RickAndMortyResource, Int)
    /// `/character/1,2,3` or `/character/[1,2,3]`; ids that are not numbers are dropped.
    case objects(RickAndMortyResource, [Int])
    /// `/character/abc`: the server answers 500.
    case badID
    /// `/character/[1,2`: the server answers 500.
    case badArray
    /// `/character/avatar/ID.jpeg`.
    case avatar(id: Int)
    case unknown

    init(url: URL) {
        let components = url.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let api = components.firstIndex(of: "api") else {
            self = .unknown
            return
        }
        let path = Array(components[(api + 1)...])
        guard let first = path.first else {
            self = .root
            return
        }
        guard let resource = RickAndMortyResource(rawValue: first) else {
            self = .unknown
            return
        }
        switch path.count {
        case 1:
            self = .page(resource, Self.pageNumber(in: url))
        case 2 where resource == .character && path[1] == "avatar":
            // The server redirects the bare avatar folder to the first page.
            self = .page(.character, 1)
        case 2:
            self = Self.idRoute(resource, path[1])
        case 3 where resource == .character && path[1] == "avatar":
            self = Self.avatarRoute(path[2])
        default:
            self = .unknown
        }
    }

    private static func idRoute(_ resource: RickAndMortyResource, _ text: String) -> RickAndMortyRoute {
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            let inner = text.dropFirst().dropLast()
            let items = inner.split(separator: ",", omittingEmptySubsequences: false)
            let ids = items.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            return ids.count == items.count ? .objects(resource, ids) : .badArray
        }
        if text.contains("[") || text.contains("]") { return .badArray }
        if text.contains(","), text.count > 1 {
            return .objects(resource, text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
        }
        guard let id = Int(text) else { return .badID }
        return .object(resource, id)
    }

    private static func avatarRoute(_ name: String) -> RickAndMortyRoute {
        guard name.hasSuffix(".jpeg"), let id = Int(name.dropLast(".jpeg".count)), id >= 0 else { return .unknown }
        return .avatar(id: id)
    }

    /// The server's `page > 0 && page || 1`: anything but a positive number is page 1.
    static func pageNumber(in url: URL) -> Int {
        let value =
            URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first { $0.name == "page" }?.value?
            .trimmingCharacters(in: .whitespaces) ?? ""
        if let number = Int(value) { return max(number, 1) }
        // Too many digits for an Int is still a positive number: a page past the end.
        let digits = value.hasPrefix("+") ? value.dropFirst() : Substring(value)
        if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), digits.contains(where: { $0 != "0" }) { return .max }
        return 1
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
