/// The sea as one tick left it, as the presenter needs it.
struct SeaSnapshot: Equatable, Sendable {
    let tick: Int
    let rows: Int
    let columns: Int
    let penguins: Int
    let orcas: Int
    /// In row-major order.
    let organisms: [Organism]
}
