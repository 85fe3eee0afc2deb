import Viper

/// The five kinds of monster, each with a unique name and its own picture.
public enum MonsterKind: String, CaseIterable, Codable, Sendable {
    /// A green blob with a glossy dome.
    case slime
    /// A purple flier with spread wings and fangs.
    case bat
    /// A mossy stone giant with glowing eyes.
    case golem
    /// A flickering flame with a face.
    case flame
    /// A pale sheet with a wavy hem.
    case ghost

    /// The monster's proper name, the same in every language.
    public var name: String {
        switch self {
        case .slime: "Gloopling"
        case .bat: "Duskwing"
        case .golem: "Cragmaw"
        case .flame: "Emberkin"
        case .ghost: "Wispveil"
        }
    }

    /// The single-width letter that marks the monster on the map: its name's initial.
    public var glyph: Character {
        switch self {
        case .slime: "G"
        case .bat: "D"
        case .golem: "C"
        case .flame: "E"
        case .ghost: "W"
        }
    }

    /// The monster's pixel art, parsed once.
    public var picture: Bitmap { MonsterArt.pictures[self] ?? MonsterArt.drawing(for: self).bitmap() }
}
