import EventMapAPI
import Viper

@MainActor final class FilterView: ViperView<FilterViewModel, any FilterViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        let isDays = viewModel.period == .days
        var elements = [
            Element(id: "search", kind: .textField(TextField(label: viewModel.searchTitle, text: viewModel.text, placeholder: viewModel.searchPlaceholder))),
            Element(
                id: "period",
                kind: .picker(
                    Picker(
                        label: viewModel.periodTitle, options: viewModel.periodNames,
                        selectedIndex: PeriodChoice.allCases.firstIndex(of: viewModel.period) ?? 0))),
            Element(id: "from", kind: .datePicker(DatePicker(label: viewModel.fromTitle, value: viewModel.fromDay, includesTime: false)), isVisible: isDays),
            Element(id: "to", kind: .datePicker(DatePicker(label: viewModel.toTitle, value: viewModel.toDay, includesTime: false)), isVisible: isDays),
            Element(
                id: "periodProblem", kind: .label(Label(viewModel.periodProblem ?? "", tone: .danger)), isVisible: viewModel.periodProblem != nil),
            Element(id: "age", kind: .slider(Slider(label: viewModel.ageTitle, value: AgeStops.value(of: viewModel.maxAge), range: AgeStops.range))),
        ]
        elements += viewModel.types.map { type in
            Element(id: "type-\(type.type.rawValue)", kind: .toggle(Toggle(label: type.title, isOn: type.isOn)))
        }
        elements.append(Element(id: "apply", kind: .button(Button(viewModel.applyTitle, role: .primary)), isEnabled: viewModel.periodProblem == nil))
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
        case .set("period", .option(let index)): output.didChange(.period(PeriodChoice.allCases[index]))
        case .set("from", .date(let day)) where viewModel.period == .days: output.didChange(.fromDay(day))
        case .set("to", .date(let day)) where viewModel.period == .days: output.didChange(.toDay(day))
        case .tap("apply", nil): output.didTapApply()
        default: throw EventRejection(EventMapStrings.filterTakes)
        }
    }
}
