/// Whether the app may read the device's position, as a phone's settings would say.
public enum LocationPermission: String, Sendable, Codable, CaseIterable {
    /// Not asked yet (the app may ask), refused by the user, not the user's to give (parental
    /// controls), or given.
    case notDetermined, denied, restricted, authorized
}
