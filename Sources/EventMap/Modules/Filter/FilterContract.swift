import EventMapAPI
import Viper

@MainActor protocol FilterViewOutput: ViewLifecycle {
    func didChange(_ change: FilterChange)
    func didTapApply()
}

@MainActor protocol FilterInteractorInput: AnyObject {
    /// The filter as edited so far; nothing reaches the map before Apply.
    var filter: EventFilter { get }
    /// Whether the period can be applied: a range of days ends on or after its first.
    var canApply: Bool { get }
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
    /// The highest restriction still shown; 18+ shows everything.
    case maxAge(AgeRestriction)
    case toggle(EventType)
    case period(PeriodChoice)
    /// The first and last of the days chosen, `YYYY-MM-DD`.
    case fromDay(String)
    case toDay(String)
}

/// The periods the filter offers, in its order.
enum PeriodChoice: String, CaseIterable {
    case upcoming, today, thisWeek, days, anyTime

    init(_ period: EventPeriod) {
        switch period {
        case .upcoming: self = .upcoming
        case .today: self = .today
        case .thisWeek: self = .thisWeek
        case .days: self = .days
        case .anyTime, .window: self = .anyTime
        }
    }
}

/// The age sliders of the filter and the form: the value is the age itself, 0 … 18, and the
/// slider stops at each restriction (none, 6+, 12+, 16+, 18+), so `set age 16` means 16+.
enum AgeStops {
    static let range = value(of: .none)...value(of: .eighteen)

    static func value(of age: AgeRestriction) -> Double {
        Double(age.rawValue)
    }

    /// The stop at `value`, or the one below it: 14 is 12+.
    static func restriction(at value: Double) -> AgeRestriction {
        AgeRestriction.allCases.last { Self.value(of: $0) <= value } ?? .none
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
    var maxAge = AgeRestriction.eighteen
    var types: [TypeSwitch] = []
    var periodTitle = ""
    var periodNames: [String] = []
    var period = PeriodChoice.upcoming
    var fromTitle = ""
    var toTitle = ""
    var fromDay = ""
    var toDay = ""
    /// Why the period cannot be applied, while it cannot.
    var periodProblem: String?
    var applyTitle = ""
}
