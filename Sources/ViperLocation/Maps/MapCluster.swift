import Viper

/// The markers in one cell of a map's grid, drawn as one marker with their count, so a map
/// costs what its cells cost however many markers share them.
public struct MapCluster: Equatable, Sendable {
    public let column: Int
    public let row: Int
    /// The first of them: its glyph marks the cell, and it is the marker itself when alone.
    public let first: MapMarker
    public fileprivate(set) var count: Int
    /// Where `first` is in the map's markers, for an app to find its own model of it.
    public let firstIndex: Int

    /// The marker's own id when alone; otherwise an id naming the cell (`cell(id:)` reads it).
    public var id: String {
        count == 1 ? first.id : "cell-\(column)-\(row)"
    }

    /// The cell a cluster's id names, or `nil` for the id of a single marker.
    public static func cell(id: String) -> (column: Int, row: Int)? {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "cell", let column = Int(parts[1]), let row = Int(parts[2]) else { return nil }
        return (column, row)
    }
}

/// Markers grouped by the cell of a grid they fall in: one pass over them, one slot a cell.
struct MapClustering {
    /// In the order of each cell's first marker.
    private(set) var clusters: [MapCluster] = []
    /// For each marker, the index of its cluster, or `nil` when it is off the grid.
    private(set) var clusterOfMarker: [Int?] = []

    init(_ markers: [MapMarker], viewport: MapViewport, columns: Int, rows: Int) {
        var slots = [Int](repeating: -1, count: columns * rows)
        clusterOfMarker.reserveCapacity(markers.count)
        for (index, marker) in markers.enumerated() {
            guard let cell = viewport.cell(of: marker.position, columns: columns, rows: rows) else {
                clusterOfMarker.append(nil)
                continue
            }
            let slot = cell.row * columns + cell.column
            if slots[slot] < 0 {
                slots[slot] = clusters.count
                clusters.append(MapCluster(column: cell.column, row: cell.row, first: marker, count: 0, firstIndex: index))
            }
            clusters[slots[slot]].count += 1
            clusterOfMarker.append(slots[slot])
        }
    }
}
