import Viper
import ViperTesting

/// What a `RecordingView` tells its log, tagged with the view's name.
enum LifecycleCall: Equatable {
    case didLoad(String)
    case willAppear(String)
    case willDisappear(String)
    case handled(String, ViewEvent)
    case sizeChanged(String, columns: Int)
}

/// A small presenter a `RecordingView` owns, as a real module's view does.
@MainActor
final class RecordingPresenter {
    weak var view: RecordingView?
}

/// A module view for navigator tests: renders a fixed screen and records its lifecycle
/// calls and the events it receives in a shared `CallLog`.
@MainActor
final class RecordingView: ModuleView {
    weak var host: (any ViewHost)?
    let name: String
    let log: CallLog<LifecycleCall>
    var elements: [Element]
    var rejection: EventRejection?
    /// Whether `roomDidChange` is logged too.
    var logsSize = false
    let presenter = RecordingPresenter()

    init(_ name: String, log: CallLog<LifecycleCall>, elements: [Element] = []) {
        self.name = name
        self.log = log
        self.elements = elements
        presenter.view = self
    }

    func makeScreen() -> Screen {
        Screen(id: "test.\(name)", title: name.capitalized, elements: elements)
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        if let rejection { throw rejection }
        log.record(.handled(name, event))
    }

    func roomDidChange() {
        if logsSize { log.record(.sizeChanged(name, columns: displaySize.columns)) }
    }

    func didLoad() { log.record(.didLoad(name)) }
    func willAppear() { log.record(.willAppear(name)) }
    func willDisappear() { log.record(.willDisappear(name)) }
}

/// Builds elements tersely.
enum Make {
    static func button(_ id: String, _ title: String, visible: Bool = true, enabled: Bool = true) -> Element {
        Element(id: id, kind: .button(Button(title)), isVisible: visible, isEnabled: enabled)
    }

    static func label(_ id: String, _ text: String, visible: Bool = true) -> Element {
        Element(id: id, kind: .label(Label(text)), isVisible: visible)
    }

    static func table(_ id: String, rows: Int, firstRow: Int = 0, height: Int) -> Element {
        let rows = (0..<rows).map { Table.Row(id: "r\($0)", cells: ["Row \($0)"]) }
        return Element(id: id, kind: .table(Table(rows: rows, window: TableWindow(firstRow: firstRow, height: height))))
    }

    static func group(_ id: String, _ children: [Element], visible: Bool = true, axis: Group.Axis = .vertical) -> Element {
        Element(id: id, kind: .group(Group(axis: axis, children: children)), isVisible: visible)
    }
}
