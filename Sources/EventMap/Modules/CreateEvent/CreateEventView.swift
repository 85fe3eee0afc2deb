import EventMapAPI
import Viper

@MainActor final class CreateEventView: ViperView<CreateEventViewModel, any CreateEventViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        let form = viewModel.form
        return Screen(
            id: viewModel.isEditing ? "eventmap.edit" : "eventmap.create", title: viewModel.title,
            elements: [
                Element(id: "title", kind: .textField(TextField(label: viewModel.titleLabel, text: form.title, placeholder: viewModel.requiredPlaceholder))),
                Element(id: "start", kind: .datePicker(DatePicker(label: viewModel.startLabel, value: form.start, includesTime: true))),
                Element(id: "hasEnd", kind: .toggle(Toggle(label: viewModel.hasEndLabel, isOn: form.hasEnd))),
                Element(id: "end", kind: .datePicker(DatePicker(label: viewModel.endLabel, value: form.end, includesTime: true)), isVisible: form.hasEnd),
                Element(id: "timeProblem", kind: .label(Label(viewModel.timeProblem ?? "", tone: .danger)), isVisible: viewModel.timeProblem != nil),
                Element(
                    id: "address", kind: .textField(TextField(label: viewModel.addressLabel, text: form.address, placeholder: viewModel.addressPlaceholder))),
                Element(
                    id: "type",
                    kind: .picker(
                        Picker(
                            label: viewModel.typeLabel, options: viewModel.typeNames,
                            selectedIndex: EventType.allCases.firstIndex(of: form.type) ?? 0))),
                Element(id: "age", kind: .slider(Slider(label: viewModel.ageLabel, value: AgeStops.value(of: form.age), range: AgeStops.range))),
                Element(
                    id: "description",
                    kind: .textField(
                        TextField(
                            label: viewModel.descriptionLabel, text: form.description,
                            placeholder: viewModel.optionalPlaceholder))),
                Element(id: submitID, kind: .button(Button(viewModel.submitTitle, role: .primary)), isEnabled: viewModel.canSubmit),
                Element(id: "progress", kind: .activityIndicator(viewModel.submittingText), isVisible: viewModel.isSubmitting),
                Element(id: "problem", kind: .label(Label(viewModel.problem ?? "", tone: .danger)), isVisible: viewModel.problem != nil),
                Element(id: "signIn", kind: .button(Button(viewModel.signInTitle ?? "", role: .primary)), isVisible: viewModel.signInTitle != nil),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .type("title", let text): output.didChange(.title(text))
        case .clear("title"): output.didChange(.title(""))
        case .set("start", .date(let start)): output.didChange(.start(start))
        case .toggle("hasEnd"): output.didChange(.hasEnd(!viewModel.form.hasEnd))
        case .set("end", .date(let end)) where viewModel.form.hasEnd: output.didChange(.end(end))
        case .type("address", let text): output.didChange(.address(text))
        case .clear("address"): output.didChange(.address(""))
        case .type("description", let text): output.didChange(.description(text))
        case .clear("description"): output.didChange(.description(""))
        case .set("type", .option(let index)): output.didChange(.type(EventType.allCases[index]))
        case .set("age", .number(let value)): output.didChange(.age(AgeStops.restriction(at: value)))
        case .tap(submitID, nil): output.didTapSubmit()
        case .tap("signIn", nil): output.didTapSignIn()
        default: throw EventRejection(viewModel.isEditing ? EventMapStrings.editFormTakes : EventMapStrings.createFormTakes)
        }
    }

    /// `tap create` on a new event's form, `tap save` on an edit.
    private var submitID: String { viewModel.isEditing ? "save" : "create" }
}
