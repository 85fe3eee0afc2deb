import Viper

@MainActor protocol FilterViewOutput: ViewLifecycle {
    func didChange(_ change: FilterChange)
    func didTapApply()
}

@MainActor protocol FilterInteractorInput: AnyObject {
    /// The filter as edited so far; nothing reaches the map before Apply.
    var filter: EventFilter { get }
    func update(_ change: FilterChange)
}

@MainActor protocol FilterRouterInput: AnyObject {
    /// `ViperRouter` answers it: it takes the sheet off screen.
    func close()
}

/// What the filter sheet sends back when the user applies it. `back` sends nothing.
@MainActor public protocol FilterModuleOutput: AnyObject {
    func filterDidApply(_ filter: EventFilter)
}

/// One thing the user changed on the sheet.
enum FilterChange: Equatable {
    case text(String)
    /// A stop of the age slider: 0 (no restriction only) … 4 (18+, everything).
    case ageStop(Int)
    case toggle(EventType)
}

/// The slider's five stops, none … 18+; the last one hides nothing.
enum AgeStops {
    static let all = AgeRestriction.allCases
    static var range: ClosedRange<Double> { 0...Double(all.count - 1) }

    static func index(of age: AgeRestriction?) -> Int {
        age.flatMap { all.firstIndex(of: $0) } ?? all.count - 1
    }

    static func restriction(at index: Int) -> AgeRestriction {
        all[min(max(index, 0), all.count - 1)]
    }

    /// A slider value, rounded to the nearest stop.
    static func index(of value: Double) -> Int {
        min(max(Int(value.rounded()), 0), all.count - 1)
    }
}

struct FilterViewModel: ViewModel {
    struct TypeSwitch: Equatable {
        let type: EventType
        let title: String
        let isOn: Bool
    }

    var title = ""
    var searchTitle = ""
    var searchPlaceholder = ""
    var text = ""
    var ageTitle = ""
    var ageStop = AgeStops.all.count - 1
    var types: [TypeSwitch] = []
    var applyTitle = ""
}
