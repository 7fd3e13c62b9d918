/// An SVG length: a number with an optional unit, or a percentage of a viewport dimension.
///
/// Absolute units are converted to user units (CSS pixels) at 96 per inch, as CSS defines them;
/// `em` and `rem` count as 16 and `ex` as 8, the usual default font.
struct SVGLength: Equatable {
    /// The length in user units, or the percentage when ``isPercentage``.
    var value: Double
    var isPercentage: Bool

    /// The length in user units, percentages taken of `reference`.
    func resolved(against reference: Double) -> Double {
        isPercentage ? value / 100 * reference : value
    }

    /// Reads a length such as `12`, `2.5mm`, `1in`, `50%`; surrounding whitespace is allowed.
    /// - Returns: `nil` when the text is not a length.
    static func parse(_ text: String) -> SVGLength? {
        withScanner(over: text) { scanner in
            scanner.skipWhitespace()
            guard case .number(let number) = scanner.scanNumber() else { return nil }
            let unitStart = scanner.position
            while let byte = scanner.current {
                if byte | 0x20 >= UInt8(ascii: "a"), byte | 0x20 <= UInt8(ascii: "z") {
                    scanner.position += 1
                    continue
                }
                if byte == UInt8(ascii: "%"), scanner.position == unitStart { scanner.position += 1 }
                break
            }
            let unit = String(
                decoding: UnsafeBufferPointer(rebasing: scanner.bytes[unitStart..<scanner.position]), as: UTF8.self
            ).lowercased()
            scanner.skipWhitespace()
            guard scanner.isAtEnd else { return nil }
            if unit == "%" { return SVGLength(value: number, isPercentage: true) }
            guard let scale = unitScale(unit) else { return nil }
            let value = number * scale
            return value.isFinite ? SVGLength(value: value, isPercentage: false) : nil
        }
    }

    /// User units per unit, or `nil` for an unknown unit.
    static func unitScale(_ unit: String) -> Double? {
        switch unit {
        case "", "px": 1
        case "in": 96
        case "cm": 96 / 2.54
        case "mm": 96 / 25.4
        case "q": 96 / 101.6
        case "pt": 96.0 / 72
        case "pc": 16
        case "em", "rem": 16
        case "ex": 8
        default: nil
        }
    }
}
