/// The sea as one tick left it, as the presenter needs it.
struct SeaSnapshot: Equatable, Sendable {
    var tick = 0
    var rows = 0
    var columns = 0
    var penguins = 0
    var orcas = 0
    /// In row-major order.
    var organisms: [Organism] = []
}
