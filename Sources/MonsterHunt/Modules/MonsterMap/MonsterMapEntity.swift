import Viper
import ViperLocation

/// What the user can see from where they stand.
struct MonsterSight: Equatable {
    struct Sighting: Equatable {
        let monster: Monster
        /// Whole metres from the user.
        let metres: Int
    }

    let user: Coordinate
    /// Monsters within sight, nearest first.
    let sightings: [Sighting]
}
