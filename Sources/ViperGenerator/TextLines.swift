extension String {
    /// The text split at every "\n", empty lines kept; "\r\n" splits too, leaving the "\r" on its line.
    /// (Splitting by `Character` would not: "\r\n" is a single `Character`.)
    var splitLines: [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "\n" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }
}
