import Scribble

/// A colour given on the command line, as CSS writes one.
package enum ColorArgument {
    /// What a colour option's help and messages say it takes.
    static let forms = "#rrggbb, #rrggbbaa, a CSS colour name, rgb() or hsl()"

    /// Parses `#rgb`, `#rrggbb`, `#rrggbbaa`, any of CSS's named colours, `rgb()`/`rgba()` and
    /// `hsl()`/`hsla()`, as the SVG reader reads them; `nil` for anything else.
    package static func parse(_ text: String) -> Color? {
        // Scribble's own few names first, so that a colour given before CSS's names were known
        // still draws the same.
        Color(parsing: text) ?? SVGColor.parse(text)
    }

    /// The colour an option gives, if given.
    /// - Throws: `UsageError` for a value that is not a colour, saying what one looks like.
    static func value(_ name: String, in arguments: ParsedArguments) throws(UsageError) -> Color? {
        guard let text = arguments.value(name) else { return nil }
        guard let color = parse(text) else {
            throw UsageError(message: "\(name) expects \(forms), got \"\(text)\"")
        }
        return color
    }
}
