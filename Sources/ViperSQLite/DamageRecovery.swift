/// What a database opened by `openRecovering` needs again to recover from damage met later:
/// the migrations that make a fresh file, and whom to tell.
struct DamageRecovery: Sendable {
    let migrations: [Migration]
    let report: @Sendable (String) -> Void
}
