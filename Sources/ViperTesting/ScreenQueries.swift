import Viper

/// Reading a screen in tests by element id.
extension Screen {
    /// The text a person reads on the element: a label's or text's words, a button's
    /// title, a field's content, a switch's label.
    public func text(of id: String) -> String? {
        guard let element = element(id) else { return nil }
        switch element.kind {
        case .label(let label): return label.text
        case .text(let text): return text
        case .button(let button): return button.title
        case .textField(let field): return field.text
        case .toggle(let toggle): return toggle.label
        case .activityIndicator(let label): return label
        case .canvas(let canvas): return canvas.lines.map(\.plainText).joined(separator: "\n")
        case .slider, .stepper, .picker, .datePicker, .table, .image, .group, .region: return nil
        }
    }

    /// Whether the element `id` takes events; nil when there is no such element.
    public func isEnabled(_ id: String) -> Bool? {
        element(id)?.isEnabled
    }

    /// Whether the element `id`, and every group around it, is visible; nil when there is no such
    /// element.
    public func isVisible(_ id: String) -> Bool? {
        visibleElement(id) != nil ? true : element(id) == nil ? nil : false
    }

    /// The canvas `id`; nil when there is no canvas of that id.
    public func canvas(_ id: String) -> Canvas? {
        guard case .canvas(let canvas)? = element(id)?.kind else { return nil }
        return canvas
    }

    /// The table `id`; nil when there is no table of that id.
    public func table(_ id: String) -> Table? {
        guard case .table(let table)? = element(id)?.kind else { return nil }
        return table
    }
}
