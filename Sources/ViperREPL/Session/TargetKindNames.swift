import Viper

extension Target.Kind {
    /// What `help` calls a target of this kind.
    var name: LocalizedText {
        switch self {
        case .button: LocalizedText(en: "button", ru: "кнопка")
        case .textField: LocalizedText(en: "text field", ru: "текстовое поле")
        case .slider: LocalizedText(en: "slider", ru: "ползунок")
        case .stepper: LocalizedText(en: "stepper", ru: "счётчик")
        case .picker: LocalizedText(en: "picker", ru: "список выбора")
        case .datePicker: LocalizedText(en: "date picker", ru: "выбор даты")
        case .toggle: LocalizedText(en: "switch", ru: "переключатель")
        case .row: LocalizedText(en: "row", ru: "строка")
        case .canvas: LocalizedText(en: "canvas", ru: "холст")
        case .canvasItem: LocalizedText(en: "point", ru: "точка")
        case .alertButton: LocalizedText(en: "alert button", ru: "кнопка алерта")
        }
    }
}
