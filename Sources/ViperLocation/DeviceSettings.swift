import Viper

/// The simulated phone's saved settings, the document `device-settings`.
struct DeviceSettings: CheckedDocument {
    var permission: LocationPermission

    /// Decoding already refuses a permission that is not one of `LocationPermission`'s cases,
    /// which is the only rule, so there is nothing more to check.
    func checked() -> Checked<DeviceSettings> {
        Checked(document: self)
    }
}
