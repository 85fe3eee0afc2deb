import Viper

/// The app's sounds: a melody for each kind of result, and short effects.
public enum DartsSounds {
    public static let goodResult = Sound(name: "fanfare", kind: .melody, duration: .seconds(24))
    public static let badResult = Sound(name: "lament", kind: .melody, duration: .seconds(22))
    public static let correct = Sound(name: "ding", kind: .effect, duration: .milliseconds(600))
    public static let wrong = Sound(name: "buzz", kind: .effect, duration: .milliseconds(700))
    public static let timeout = Sound(name: "gong", kind: .effect, duration: .milliseconds(900))

    public static let all = [goodResult, badResult, correct, wrong, timeout]
}
