import Foundation

extension Element {
    /// What the user reads for the element, as a message should name it: a button's title or
    /// a control's label; its id when it shows no words of its own.
    var shownName: String {
        let words =
            switch kind {
            case .button(let button): button.title
            case .textField(let field): field.label
            case .slider(let slider): slider.label
            case .stepper(let stepper): stepper.label
            case .picker(let picker): picker.label
            case .datePicker(let picker): picker.label
            case .toggle(let toggle): toggle.label
            case .canvas(let canvas): canvas.title
            case .label(let label): label.text
            case .text, .table, .image, .activityIndicator, .group, .region: ""
            }
        return words.trimmingCharacters(in: .whitespaces).isEmpty ? id : Sanitized.text(words, limit: 60)
    }
}
