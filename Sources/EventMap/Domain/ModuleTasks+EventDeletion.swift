import EventMapAPI
import Viper

extension ModuleTasks {
    /// Deletes the event with the signed-in user's token, as tracked work. A refusal goes to
    /// `failed`; one that rejects the token also ends the session.
    @MainActor
    func deleteEvent(
        _ event: Event, api: any EventsAPI, account: AccountStore, done: @escaping @MainActor () -> Void,
        failed: @escaping @MainActor (EventsError) -> Void
    ) {
        guard let token = account.token else { return failed(.invalidToken) }
        call(
            { () async throws(EventsError) in
                try await api.deleteEvent(id: event.id, token: token)
                done()
            },
            failed: { error in
                account.endSession(token, ifRejectedBy: error)
                failed(error)
            })
    }
}
