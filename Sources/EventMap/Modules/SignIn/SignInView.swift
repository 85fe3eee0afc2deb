import Viper

@MainActor final class SignInView: ViperView<SignInViewModel, any SignInViewOutput>, ModuleView {
    enum Field: String { case email, password }

    private var email = ""
    private var password = ""
    /// The field the keyboard types into; its return key is the `key` button.
    private var focus = Field.email

    /// The spec's order: the reset button under the password, «Войти» under it,
    /// then registration and skipping side by side; the keyboard's return key last.
    func makeScreen() -> Screen {
        let onPassword = focus == .password
        return Screen(
            id: "eventmap.sign-in", title: viewModel.title,
            elements: [
                Element(id: "appName", kind: .label(Label(viewModel.appName, tone: .accent, alignment: .center))),
                Element(id: "email", kind: .textField(TextField(label: viewModel.emailLabel, text: email))),
                Element(id: "password", kind: .textField(TextField(label: viewModel.passwordLabel, text: password, isSecure: true))),
                Element(id: "forgot", kind: .button(Button(viewModel.forgotTitle)), isEnabled: viewModel.canResetPassword),
                Element(id: "signIn", kind: .button(Button(viewModel.signInTitle, role: .primary)), isEnabled: viewModel.canSignIn),
                Element(
                    id: "message", kind: .label(Label(viewModel.message ?? "", tone: viewModel.isError ? .danger : .success)),
                    isVisible: viewModel.message != nil),
                Element(
                    id: "actions",
                    kind: .group(
                        Group(
                            axis: .horizontal,
                            children: [
                                Element(id: "register", kind: .button(Button(viewModel.registerTitle))),
                                Element(id: "skip", kind: .button(Button(viewModel.skipTitle))),
                            ]))),
                Element(id: "key", kind: .button(Button(onPassword ? viewModel.signInKey : viewModel.nextKey)), isEnabled: !onPassword || viewModel.canSignIn),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .type(let id, let text): try edit(id, text)
        case .clear(let id): try edit(id, "")
        case .tap("key", nil):
            if focus == .email { focus = .password } else { output.didTapSignIn() }
        case .tap("signIn", nil): output.didTapSignIn()
        case .tap("forgot", nil): output.didTapForgotPassword()
        case .tap("register", nil): output.didTapRegister()
        case .tap("skip", nil): output.didTapSkip()
        default: throw EventRejection(EventMapStrings.signInTakes)
        }
    }

    /// Typing in a field moves the focus there.
    private func edit(_ id: String, _ value: String) throws(EventRejection) {
        guard let field = Field(rawValue: id) else { throw EventRejection(EventMapStrings.noField(id)) }
        focus = field
        if field == .email { email = value } else { password = value }
        output.didEdit(email: email, password: password)
    }
}
