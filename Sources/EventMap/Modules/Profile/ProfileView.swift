import Viper

@MainActor final class ProfileView: ViperView<ProfileViewModel, any ProfileViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        let signedIn = viewModel.name != nil
        let isLoading = viewModel.loadingText != nil
        return Screen(
            id: "eventmap.profile", title: viewModel.title,
            elements: [
                Element(id: "name", kind: .label(Label(viewModel.name ?? "", tone: .accent)), isVisible: signedIn),
                Element(id: "details", kind: .text(viewModel.details)),
                Element(id: "eventsTitle", kind: .label(Label(viewModel.eventsTitle, tone: .secondary)), isVisible: signedIn),
                Element(id: "loading", kind: .activityIndicator(viewModel.loadingText ?? ""), isVisible: isLoading),
                Element(
                    id: "events", kind: .table(Table(rows: viewModel.events, emptyText: viewModel.emptyText)), isVisible: signedIn && !isLoading
                ),
                Element(id: "error", kind: .label(Label(viewModel.error ?? "", tone: .danger)), isVisible: viewModel.error != nil),
                Element(id: "signOut", kind: .button(Button(viewModel.signOutTitle, role: .destructive)), isVisible: signedIn),
                Element(id: "signIn", kind: .button(Button(viewModel.signInTitle, role: .primary)), isVisible: !signedIn),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("events", let row?):
            guard let id = Int(row) else { throw EventRejection(EventMapStrings.noEvent(row)) }
            output.didSelectEvent(id: id)
        case .longPress("events", let row?, nil):
            guard let id = Int(row) else { throw EventRejection(EventMapStrings.noEvent(row)) }
            output.didLongPressEvent(id: id)
        case .tap("signOut", nil): output.didTapSignOut()
        case .tap("signIn", nil): output.didTapSignIn()
        default: throw EventRejection(EventMapStrings.profileTakes)
        }
    }
}
