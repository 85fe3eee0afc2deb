import Viper

/// Decoding already puts each field that breaks its rule back to its default (see
/// `init(from:)`), so the settings in a file always pass, and each field put back is named;
/// settings made in code may not pass.
extension DartsSettings: CheckedDocument {
    public func checked() throws(DocumentDefect) -> Checked<DartsSettings> {
        try check()
        var repaired = self
        repaired.fieldsPutBack = []
        return Checked(document: repaired, dropped: fieldsPutBack.map { "\($0) was not valid and is back to its default" })
    }

    /// The rules `init(from:)` applies field by field.
    func check() throws(DocumentDefect) {
        guard Self.attemptChoices.contains(attempts) else { throw DocumentDefect("\(attempts) attempts is not one of \(Self.attemptChoices)") }
        guard Self.isValidSeconds(secondsPerAttempt) else { throw DocumentDefect("\(secondsPerAttempt) seconds per attempt is not a step of the stepper") }
        guard Self.dartGlyphs.contains(dartGlyph) else { throw DocumentDefect("the dart \(dartGlyph) is not one of \(Self.dartGlyphs)") }
        guard Self.dartSizes.contains(dartSize) else { throw DocumentDefect("dart size \(dartSize) is not within \(Self.dartSizes)") }
        guard Self.isValidVolume(volume) else { throw DocumentDefect("volume \(volume) is not within 0…1") }
        guard Self.isValidMutedVolume(mutedVolume, volume: volume) else { throw DocumentDefect("a muted volume needs a volume of 0") }
    }
}
