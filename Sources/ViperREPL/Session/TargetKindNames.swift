import Viper

extension Target.Kind {
    /// What `help` calls a target of this kind.
    var name: LocalizedText {
        switch self {
        case .button: REPLStrings.catalog.text("button")
        case .textField: REPLStrings.catalog.text("textField")
        case .slider: REPLStrings.catalog.text("slider")
        case .stepper: REPLStrings.catalog.text("stepper")
        case .picker: REPLStrings.catalog.text("picker")
        case .datePicker: REPLStrings.catalog.text("datePicker")
        case .toggle: REPLStrings.catalog.text("toggle")
        case .row: REPLStrings.catalog.text("row")
        case .canvas: REPLStrings.catalog.text("canvas")
        case .canvasItem: REPLStrings.catalog.text("canvasItem")
        case .alertButton: REPLStrings.catalog.text("alertButton")
        }
    }
}
