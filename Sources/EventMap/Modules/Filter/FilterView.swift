import Viper

@MainActor final class FilterView: ViperView<FilterViewModel, any FilterViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        var elements = [
            Element(id: "search", kind: .textField(TextField(label: viewModel.searchTitle, text: viewModel.text, placeholder: viewModel.searchPlaceholder))),
            Element(id: "age", kind: .slider(Slider(label: viewModel.ageTitle, value: AgeStops.value(of: viewModel.maxAge), range: AgeStops.range))),
        ]
        elements += viewModel.types.map { type in
            Element(id: "type-\(type.type.rawValue)", kind: .toggle(Toggle(label: type.title, isOn: type.isOn)))
        }
        elements.append(Element(id: "apply", kind: .button(Button(viewModel.applyTitle, role: .primary))))
        return Screen(id: "eventmap.filter", title: viewModel.title, elements: elements)
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .type("search", let text): output.didChange(.text(text))
        case .clear("search"): output.didChange(.text(""))
        case .set("age", .number(let value)): output.didChange(.maxAge(AgeStops.restriction(at: value)))
        case .toggle(let id) where id.hasPrefix("type-"):
            guard let type = EventType(rawValue: String(id.dropFirst("type-".count))) else { throw EventRejection(EventMapStrings.noType(id)) }
            output.didChange(.toggle(type))
        case .tap("apply", nil): output.didTapApply()
        default: throw EventRejection(EventMapStrings.filterTakes)
        }
    }
}
