import Scribble

/// A number such as `12.34` as strokes of ink in seven-segment digits, so that a contact sheet can
/// label its cells with Scribble's own ink rather than a font that may not be installed.
enum TimeLabel {
    /// A digit's height in the label's units; each digit is half as wide, with a gap after it.
    static let digitHeight = 10.0
    private static let digitWidth = 5.0
    private static let advance = 8.0
    private static let pointAdvance = 4.0

    /// The segments a digit lights, in the usual letters: a top, b top right, c bottom right,
    /// d bottom, e bottom left, f top left, g middle.
    private static let segments: [Character: String] = [
        "0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc",
        "5": "afgcd", "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abcdfg", "-": "g",
    ]

    /// Seconds with two decimals: `3.5` → `3.50`.
    static func text(seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// The width of a label for `text`, in the label's units.
    static func width(of text: String) -> Double {
        text.reduce(0) { width, character in width + (character == "." ? pointAdvance : advance) }
            - (advance - digitWidth)
    }

    /// The label as a drawing: its top-left corner at the origin, `digitHeight` units high.
    static func drawing(_ text: String, color: Color, lineWidth: Double = 1.4) -> Drawing {
        let ink = Ink(tool: .monoline, color: color, width: lineWidth)
        var strokes: [Stroke] = []
        var x = 0.0
        for character in text {
            if character == "." {
                strokes.append(Stroke(points: [StrokePoint(x: x + 1, y: digitHeight, t: 0)], ink: ink))
                x += pointAdvance
                continue
            }
            // A one's stroke stands in the middle of its place, not at its right edge.
            let shift = character == "1" ? -digitWidth / 2 : 0
            for segment in segments[character] ?? "" {
                let (from, to) = ends(of: segment)
                let points = [from, to].map { StrokePoint(x: x + shift + $0.x, y: $0.y, t: 0) }
                strokes.append(Stroke(points: points, ink: ink))
            }
            x += advance
        }
        let size = Size(width: max(1, width(of: text)), height: digitHeight)
        return Drawing(canvas: size, strokes: strokes)
    }

    /// Where a segment starts and ends, within a digit's box.
    private static func ends(of segment: Character) -> (Point, Point) {
        let w = digitWidth
        let h = digitHeight
        let m = digitHeight / 2
        switch segment {
        case "a": return (Point(x: 0, y: 0), Point(x: w, y: 0))
        case "b": return (Point(x: w, y: 0), Point(x: w, y: m))
        case "c": return (Point(x: w, y: m), Point(x: w, y: h))
        case "d": return (Point(x: 0, y: h), Point(x: w, y: h))
        case "e": return (Point(x: 0, y: m), Point(x: 0, y: h))
        case "f": return (Point(x: 0, y: 0), Point(x: 0, y: m))
        default: return (Point(x: 0, y: m), Point(x: w, y: m))
        }
    }
}
