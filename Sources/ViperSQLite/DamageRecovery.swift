import Viper

/// What a database opened by `openRecovering` needs again to recover from damage met later:
/// the migrations that make a fresh file, and where to say so.
struct DamageRecovery: Sendable {
    let migrations: [Migration]
    let notices: Notices
}
