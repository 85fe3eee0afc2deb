/// A command of an executable besides running its apps, which its `--help` lists under the
/// apps: `viper`'s `new app <Name>`.
public struct ExecutableCommand: Equatable, Sendable {
    /// How it is typed after the executable's name: `new app <Name>`.
    public let usage: String
    /// What it does, in a line.
    public let summary: String

    /// A command typed as `usage`, doing what `summary` says.
    public init(usage: String, summary: String) {
        self.usage = usage
        self.summary = summary
    }
}
