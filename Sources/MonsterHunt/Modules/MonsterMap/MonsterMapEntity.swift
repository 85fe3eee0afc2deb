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

extension MapCamera {
    /// The hunt's map: on the user, showing all of sight until the user zooms, 25% a step.
    static func hunt(following user: Coordinate) -> MapCamera {
        .following(user, fitting: HuntRules.visibleRadius, scales: 2...200, zoomFactor: 1.25)
    }
}
