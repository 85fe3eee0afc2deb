/// One app as the launcher lists it.
struct AppEntry: Equatable, Sendable {
    let name: String
    let title: String
    let summary: String
}
