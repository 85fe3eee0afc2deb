/// Whether the app may read the device's position, as a phone's settings would say.
public enum LocationPermission: String, Sendable, Codable, CaseIterable {
    case notDetermined, denied, restricted, authorized
}
