import ScribbleKit
import ScribbleSyntax

/// Colours as Xournal++ writes them: `#rrggbbaa` (the alpha is written, `ff` for a pen and `7f`
/// for a highlighter, but Xournal++ draws without it), or one of Xournal's names.
enum XournalColor {
    /// The names of Xournal's pen colours.
    static let named: [String: UInt32] = [
        "black": 0x000000, "blue": 0x3333CC, "red": 0xFF0000, "green": 0x008000, "gray": 0x808080,
        "lightblue": 0x00C0FF, "lightgreen": 0x00FF00, "magenta": 0xFF00FF, "orange": 0xFF8000,
        "yellow": 0xFFFF00, "white": 0xFFFFFF,
    ]

    /// The names of Xournal's page colours, paler than the pens' of the same names.
    static let backgroundNamed: [String: UInt32] = [
        "blue": 0xA0E8FF, "pink": 0xFFC0D4, "green": 0x80FFC0, "orange": 0xFFC080, "yellow": 0xFFFF80,
        "white": 0xFFFFFF,
    ]

    /// A stroke's colour, with the alpha its file gives it: `#rrggbbaa`, `#rrggbb` or a pen
    /// colour's name (both opaque).
    static func stroke(_ attribute: MarkupAttribute, in document: MarkupDocument, path: String) throws(FormatError)
        -> Color
    {
        try parse(attribute, names: named, keepingAlpha: true, in: document, path: path)
    }

    /// A page's colour: a page colour's name, else as a stroke's.
    static func background(_ attribute: MarkupAttribute, in document: MarkupDocument, path: String) throws(FormatError)
        -> Color
    {
        try parse(
            attribute, names: backgroundNamed.merging(named) { page, _ in page }, keepingAlpha: false, in: document,
            path: path)
    }

    /// `#rrggbbaa` for a colour, as Xournal++ writes it (with the alpha given).
    static func hex(_ color: Color, alpha: UInt8) -> String {
        let opaque = Color(red: color.red, green: color.green, blue: color.blue).hexString
        let digits = String(alpha, radix: 16)
        return opaque + (digits.count == 1 ? "0" : "") + digits
    }

    /// The byte a colour's component (0…1) is written as.
    static func byte(_ component: Double) -> UInt8 {
        guard component.isFinite else { return 0 }
        return UInt8((Swift.min(1, Swift.max(0, component)) * 255).rounded())
    }

    /// The colour that `#rrggbb` with these components' bytes reads back as, at `alpha`.
    static func eightBit(_ color: Color, alpha: Double) -> Color {
        Color(
            red: Double(byte(color.red)) / 255, green: Double(byte(color.green)) / 255,
            blue: Double(byte(color.blue)) / 255, alpha: alpha)
    }

    private static func parse(
        _ attribute: MarkupAttribute, names: [String: UInt32], keepingAlpha: Bool, in document: MarkupDocument,
        path: String
    ) throws(FormatError) -> Color {
        let text = attribute.value
        if let rgb = names[text] { return rgbColor(rgb) }
        let digits = text.utf8.dropFirst()
        let isHex = digits.allSatisfy {
            (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
        }
        if text.hasPrefix("#"), digits.count == 8 || digits.count == 6, isHex,
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        {
            var color = rgbColor(digits.count == 8 ? value >> 8 : value)
            if keepingAlpha, digits.count == 8 { color.alpha = Double(value & 0xFF) / 255 }
            return color
        }
        throw document.failure(
            at: attribute.valueOffset, path: path,
            "\(FormatError.quoted(text)) is not a colour; Xournal++ writes #rrggbbaa, or a name such as black")
    }

    private static func rgbColor(_ rgb: UInt32) -> Color {
        Color(red: Double(rgb >> 16) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}
