/// Plays sounds. Apps get one through their context; the REPL shows each play as a line `♪ …`.
public protocol AudioService: AnyObject, Sendable {
    /// Plays `sound` at `volume`, clamped to 0…1; at 0 nothing is played.
    func play(_ sound: Sound, volume: Double)
}
