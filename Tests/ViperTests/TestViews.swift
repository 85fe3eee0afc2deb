import ViperTesting

@testable import Viper

/// What a `RecordingView` tells its log, tagged with the view's name.
enum LifecycleCall: Equatable {
    case didLoad(String)
    case willAppear(String)
    case willDisappear(String)
    case handled(String, ViewEvent)
    case sizeChanged(String, columns: Int)
    case visibleRows(String, table: String, ids: [String])
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
    /// Whether `visibleRowsDidChange` is logged too.
    var logsVisibleRows = false
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

    func visibleRowsDidChange(in table: String, ids: [String]) {
        if logsVisibleRows { log.record(.visibleRows(name, table: table, ids: ids)) }
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

    /// A table of `rows` one-line rows `r0`, `r1`…, asking the screen for `height` lines.
    static func table(_ id: String, rows: Int, height: Region.Height = .fill(minimum: 3)) -> Element {
        Element(id: id, kind: .table(Table(rows: numberedRows(rows), height: height)))
    }

    /// A table of `rows` one-line rows with its window placed off the navigator.
    static func table(_ id: String, rows: Int, showingFrom firstRow: Int, height: Int) -> Element {
        Element(id: id, kind: .table(Table(rows: numberedRows(rows)).showing(from: firstRow, height: height)))
    }

    private static func numberedRows(_ count: Int) -> [Table.Row] {
        (0..<count).map { Table.Row(id: "r\($0)", cells: ["Row \($0)"]) }
    }

    static func group(_ id: String, _ children: [Element], visible: Bool = true, axis: Group.Axis = .vertical) -> Element {
        Element(id: id, kind: .group(Group(axis: axis, children: children)), isVisible: visible)
    }
}

extension Table {
    /// The table with `height` rows on screen from `firstRow`, moved up as far as it must to stay
    /// full, as the navigator places a window: for tests that draw a screen off the navigator.
    func showing(from firstRow: Int = 0, height: Int) -> Table {
        var table = self
        let first = min(max(0, firstRow), max(0, rows.count - height))
        table.window = first..<min(rows.count, first + height)
        return table
    }
}
