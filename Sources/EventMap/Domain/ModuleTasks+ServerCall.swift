import EventMapAPI
import Viper

extension ModuleTasks {
    /// Starts a call to the server as tracked work; its failure, and only that, goes to `failed`.
    @MainActor
    func call(_ work: @escaping @MainActor () async throws(EventsError) -> Void, failed: @escaping @MainActor (EventsError) -> Void) {
        start {
            do throws(EventsError) {
                try await work()
            } catch {
                failed(error)
            }
        }
    }
}
