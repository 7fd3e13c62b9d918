import ScribbleKit

/// Reads CSS colours as SVG presentation attributes write them, and as anything else that takes
/// a CSS colour may (a command line's colour options).
public enum SVGColor {
    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a CSS colour name (all 148, and `transparent`),
    /// `rgb()`/`rgba()` with numbers or percentages (commas or spaces, alpha after a comma or `/`), and
    /// `hsl()`/`hsla()`. Case and surrounding whitespace do not matter.
    /// - Returns: `nil` when the text is not a colour (`none` and `currentColor` are paints, not colours).
    public static func parse(_ text: String) -> Color? {
        let text = text.trimmingSVGWhitespace().lowercased()
        if text.hasPrefix("#") { return Color(parsing: text) }
        if text == "transparent" { return .clear }
        if let rgb = SVGNamedColors.table[text] {
            return Color(
                red: Double(rgb >> 16) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
        }
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = text[..<open].trimmingSVGWhitespace()
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard let arguments = splitArguments(inside) else { return nil }
        switch name {
        case "rgb", "rgba": return rgb(arguments)
        case "hsl", "hsla": return hsl(arguments)
        default: return nil
        }
    }

    /// The arguments of a colour function, split by commas, whitespace and the `/` before alpha.
    private static func splitArguments(_ text: Substring) -> [Substring]? {
        let pieces = text.split(whereSeparator: {
            $0 == "," || $0 == "/" || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
        })
        return (3...4).contains(pieces.count) ? pieces : nil
    }

    /// A number, or a percentage as a fraction of `percentScale`.
    private static func component(_ text: Substring, percentScale: Double) -> Double? {
        if text.hasSuffix("%") {
            guard let value = number(text.dropLast()) else { return nil }
            return value / 100 * percentScale
        }
        return number(text)
    }

    private static func number(_ text: Substring) -> Double? {
        let value: Double? = withScanner(over: String(text)) { scanner in
            guard case .number(let value) = scanner.scanNumber(), scanner.isAtEnd else { return nil }
            return value
        }
        return value
    }

    private static func alpha(_ arguments: [Substring]) -> Double? {
        arguments.count == 4 ? component(arguments[3], percentScale: 1) : 1
    }

    private static func rgb(_ arguments: [Substring]) -> Color? {
        guard let red = component(arguments[0], percentScale: 255),
            let green = component(arguments[1], percentScale: 255),
            let blue = component(arguments[2], percentScale: 255), let alpha = alpha(arguments)
        else { return nil }
        return Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    private static func hsl(_ arguments: [Substring]) -> Color? {
        var hueText = arguments[0]
        if hueText.hasSuffix("deg") { hueText = hueText.dropLast(3) }
        guard let hue = number(hueText), let saturation = component(arguments[1], percentScale: 1),
            let lightness = component(arguments[2], percentScale: 1), let alpha = alpha(arguments)
        else { return nil }
        // CSS Color 4's hsl-to-rgb.
        let s = Swift.min(1, Swift.max(0, saturation))
        let l = Swift.min(1, Swift.max(0, lightness))
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * Swift.min(l, 1 - l)
            return l - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
        }
        return Color(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}
