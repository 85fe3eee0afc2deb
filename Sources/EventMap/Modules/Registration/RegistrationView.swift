import Viper

@MainActor final class RegistrationView: ViperView<RegistrationViewModel, any RegistrationViewOutput>, ModuleView {
    /// The fields in the order "Next" moves through them.
    enum Field: String, CaseIterable { case name, email, birthDate, password, confirmation }

    private var form = RegistrationForm()
    private var focus = Field.name

    /// Both passwords are shown as typed, as the spec asks, and are secret all the same. Register
    /// submits from any field; the keyboard's return key, last as on sign-in, moves to the next
    /// field and submits from the last one.
    func makeScreen() -> Screen {
        Screen(
            id: "eventmap.registration", title: viewModel.title,
            elements: [
                Element(id: "name", kind: .textField(TextField(label: viewModel.nameLabel, text: form.name))),
                Element(id: "email", kind: .textField(TextField(label: viewModel.emailLabel, text: form.email))),
                Element(id: "birthDate", kind: .datePicker(DatePicker(label: viewModel.birthLabel, value: form.birthDate, includesTime: false))),
                Element(id: "password", kind: .textField(TextField(label: viewModel.passwordLabel, text: form.password, isSecret: true))),
                Element(id: "confirmation", kind: .textField(TextField(label: viewModel.confirmationLabel, text: form.confirmation, isSecret: true))),
                Element(id: "register", kind: .button(Button(viewModel.registerTitle, role: .primary))),
                Element(id: "error", kind: .label(Label(viewModel.error ?? "", tone: .danger)), isVisible: viewModel.error != nil),
                Element(id: "key", kind: .button(Button(focus == .confirmation ? viewModel.submitKey : viewModel.nextKey))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .type(let id, let text): try edit(id, text)
        case .clear(let id): try edit(id, "")
        case .set("birthDate", .date(let date)):
            form.birthDate = date
            focus = .birthDate
        case .tap("register", nil): output.didSubmit(form)
        case .tap("key", nil):
            guard let next = Field.allCases.drop(while: { $0 != focus }).dropFirst().first else { return output.didSubmit(form) }
            focus = next
        default:
            throw EventRejection(EventMapStrings.registrationTakes)
        }
    }

    private func edit(_ id: String, _ text: String) throws(EventRejection) {
        guard let field = Field(rawValue: id), field != .birthDate else { throw EventRejection(EventMapStrings.noTextField(id)) }
        focus = field
        switch field {
        case .name: form.name = text
        case .email: form.email = text
        case .password: form.password = text
        case .confirmation: form.confirmation = text
        case .birthDate: break
        }
    }
}
