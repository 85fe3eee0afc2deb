import Viper

@MainActor final class ResetPasswordView: ViperView<ResetPasswordViewModel, any ResetPasswordViewOutput>, ModuleView {
    enum Field: String { case code, password }

    private var code = ""
    private var password = ""

    func makeScreen() -> Screen {
        Screen(
            id: "eventmap.reset-password", title: viewModel.title,
            elements: [
                Element(id: "explanation", kind: .label(Label(viewModel.explanation, tone: .secondary))),
                Element(id: "code", kind: .textField(TextField(label: viewModel.codeLabel, text: code))),
                Element(id: "password", kind: .textField(TextField(label: viewModel.passwordLabel, text: password, isSecure: true))),
                Element(id: "set", kind: .button(Button(viewModel.setTitle, role: .primary)), isEnabled: viewModel.canSet),
                Element(id: "sendAgain", kind: .button(Button(viewModel.sendAgainTitle)), isEnabled: viewModel.canSendAgain),
                Element(
                    id: "message", kind: .label(Label(viewModel.message ?? "", tone: viewModel.isError ? .danger : .success)),
                    isVisible: viewModel.message != nil),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .type(let id, let text): try edit(id, text)
        case .clear(let id): try edit(id, "")
        case .tap("set", nil): output.didTapSetPassword()
        case .tap("sendAgain", nil): output.didTapSendAgain()
        default: throw EventRejection(EventMapStrings.passwordResetTakes)
        }
    }

    private func edit(_ id: String, _ value: String) throws(EventRejection) {
        guard let field = Field(rawValue: id) else { throw EventRejection(EventMapStrings.noField(id)) }
        if field == .code { code = value } else { password = value }
        output.didEdit(code: code, password: password)
    }
}
