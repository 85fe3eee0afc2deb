/// The limits `openapi.yaml` states, as the server enforces them and a client reads them back
/// from a refusal.
public enum APILimits {
    public static let minimumPasswordLength = 8
    /// The events an area query answers with when it names no `limit`.
    public static let defaultPageSize = 500
    /// The most events one area query answers with.
    public static let maximumPageSize = 5_000
    /// The longest each field may be, in Unicode code points as the document's `maxLength`
    /// counts them; a password's, in bytes of UTF-8.
    public static let fieldLimits = (title: 200, description: 5_000, address: 500, name: 200, email: 254, password: 1_024)
    /// The earliest birth date an account may have (`YYYY-MM-DD`); the latest is today.
    public static let earliestBirthDate = "1900-01-01"
}
