import Viper

/// A team member as saved: its kind is one of `MonsterKind` (decoding refuses any other) and
/// its level one a wild monster can have. Members may repeat: a team can hold two alike.
extension CaughtMonster: CheckedRecord {
    public func check() throws(DocumentDefect) {
        guard HuntRules.levels.contains(level) else {
            throw DocumentDefect("level \(level) is not within \(HuntRules.levels.lowerBound)…\(HuntRules.levels.upperBound)")
        }
    }
}
