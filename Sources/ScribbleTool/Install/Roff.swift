import Foundation

/// Text written as roff, the language of manual pages (man(7)): help text made safe to set as
/// it reads, whatever locale `man` runs in.
enum Roff {
    /// `text` escaped for a roff text line or a macro's argument: a backslash printed as one, `-`
    /// as `\-` (so that options copy as typed), a code span between backticks in bold, and the
    /// few characters beyond ASCII the help uses as groff's named glyphs, which every output
    /// device has (`\[u2026]` warns in the C locale). Quotes are left to the caller.
    static func escaped(_ text: String) -> String {
        let spans = text.split(separator: "`", omittingEmptySubsequences: false)
        // An odd number of pieces is balanced backticks: every other piece is code.
        guard spans.count > 1, spans.count % 2 == 1 else { return glyphs(text) }
        return spans.enumerated().map { index, span in
            index % 2 == 1 ? "\\fB" + glyphs(String(span)) + "\\fR" : glyphs(String(span))
        }.joined()
    }

    /// Paragraphs of help text (lines wrapped by hand, paragraphs between blank lines) as roff
    /// lines: `.PP` between paragraphs, each line escaped and trimmed, as roff fills lines itself
    /// and reads a leading space as a break.
    static func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n\n", omittingEmptySubsequences: true) {
            if !lines.isEmpty { lines.append(".PP") }
            for line in paragraph.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { lines.append(textLine(trimmed)) }
            }
        }
        return lines
    }

    /// One line of running text: escaped, and kept from reading as a request when it starts with
    /// `.` or `'`, by the zero-width `\&`.
    static func textLine(_ text: String) -> String {
        let line = escaped(text)
        return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// A macro's argument in double quotes, for one with spaces: a quote inside is roff's `\(dq`.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }

    /// Bold text, then back to roman.
    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    /// Italic text (a placeholder), then back to roman.
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    private static func glyphs(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "`": result += "\\(ga"
            case "…": result += "..."
            case "×": result += "\\(mu"
            case "–": result += "\\(en"
            case "—": result += "\\(em"
            case "→": result += "\\(->"
            case "±": result += "\\(+-"
            case "∓": result += "\\(-+"
            case "·": result += "\\(pc"
            case "°": result += "\\(de"
            case "⌈": result += "\\(lc"
            case "⌉": result += "\\(rc"
            case "é": result += "\\('e"
            case "“": result += "\\(lq"
            case "”": result += "\\(rq"
            case "‘": result += "\\(oq"
            case "’": result += "\\(cq"
            default:
                result += character.isASCII ? String(character) : "\\[u" + hex(character.value) + "]"
            }
        }
        return result
    }

    /// A code point as groff names it: four hexadecimal digits at least, upper case.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
