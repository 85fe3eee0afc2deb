import Viper

extension Session {
    /// Ends the session before the process exits, however it ends (`quit`, end of input,
    /// SIGTERM, SIGHUP): every module is closed as `back` closes one, so what a module saves as
    /// it closes is saved; the app's tasks are cancelled, then what is still running is given
    /// up to `limit` of real time to return. Work cut off by the exit itself could leave a save
    /// half-done, or run inside a C library while the exit tears its global state down. Work
    /// asleep on the virtual clock never wakes, so it is not waited for.
    public func end(within limit: Duration = .seconds(5)) async {
        navigator.closeAll()
        flushEvents()
        idle.cancelAll()
        try? await WorkSettler(idle: idle, clock: clock, limit: limit).untilAtRest()
        await endings.run()
    }
}
