import Viper

/// The text of `viper --help` and `viper <app> --help`.
@MainActor
enum Usage {
    /// `program` is the executable's name: `viper`, or an app's own (`todo`), which runs its
    /// one app with no name to give. The text is laid out to `width` columns.
    static func text(apps: [any ViperApp], app: (any ViperApp)?, language: Language, program: String = "viper", width: Int = 80) -> String {
        var lines: [String] = []
        if let app {
            let command = apps.count == 1 ? program : "\(program) \(app.name)"
            lines += TextWidth.wrap("\(command) — \(app.title.in(language)): \(app.summary.in(language))", to: width)
            lines.append("")
            lines.append("usage: \(command) [options]")
        } else {
            lines += TextWidth.wrap("viper — run VIPER apps in the terminal, by hand or from a script", to: width)
            lines.append("")
            lines.append("usage:")
            lines += ColumnList.lines([
                ("viper [<app>] [options]", "run an app; no app: the launcher"),
                ("viper new module <Name> --app <App> [...]", "start a module (see viper new --help)"),
            ], width: width)
            lines.append("")
            lines.append("apps:")
            lines += ColumnList.lines(apps.map { ($0.name, $0.summary.in(language)) }, width: width)
        }
        lines.append("")
        lines.append("options:")
        let common: [(String, String)] = [
            ("--script FILE", "run the commands in FILE (standard input that is not a terminal is a script too)"),
            ("--json", "print one JSON object per line (frames, errors) instead of text"),
            ("--seed N", "seed of every random choice (default: a new one each launch)"),
            ("--clock virtual|system", "virtual moves only on wait; default: virtual for scripts, system in a terminal"),
            ("--start-time ISO8601", "where the virtual clock starts, such as 2026-01-01T00:00:00Z (default: now); implies --clock virtual"),
            ("--data-dir DIR", "keep app data in DIR/<app> (default $XDG_DATA_HOME/viper/<app>, else ~/.local/share/viper/<app>)"),
            ("--width N", "text width, 24 to 1000 (default: the terminal's, else 80)"),
            ("--height N", "lines the screen may use, 10 to 1000 (default: the terminal's, else 24)"),
            ("--lang en|ru", "language (default: ru when LC_ALL, LC_MESSAGES or LANG starts with ru, else en)"),
            ("--no-color", "no colour (also when NO_COLOR is set or output is not a terminal)"),
            ("--strict", "stop at the first error with exit status 1"),
            ("--help, -h", apps.count == 1 ? "this text" : "this text; \(program) <app> --help adds the app's options"),
        ]
        let appSpecific = app?.options.map { ("--\($0.name) \($0.valueName)", $0.help.in(language)) } ?? []
        lines += ColumnList.lines(common + appSpecific, width: width)
        lines.append("")
        lines.append("Type help in a session for its commands.")
        return lines.joined(separator: "\n") + "\n"
    }
}
