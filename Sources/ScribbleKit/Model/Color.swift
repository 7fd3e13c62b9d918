/// A colour in sRGB with straight (not premultiplied) alpha, each component 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `transparent`, `none` or a basic CSS colour name.
    /// - Returns: `nil` when the text is not a colour.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        if let named = Self.named[lowered] {
            self = named
            return
        }
        guard lowered.hasPrefix("#") else { return nil }
        let digits = Array(lowered.utf8.dropFirst())
        var nibbles: [Int] = []
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(Int(digit - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(Int(digit - UInt8(ascii: "a")) + 10)
            default: return nil
            }
        }
        let bytes: [Int]
        switch nibbles.count {
        case 3, 4: bytes = nibbles.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        default: return nil
        }
        self.init(
            red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        )
    }

    /// `#rrggbb`, or `#rrggbbaa` when the colour is not opaque.
    public var hexString: String {
        let components = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
        return "#"
            + components.map { component in
                let byte = Int((component * 255).rounded())
                let hex = String(byte, radix: 16)
                return byte < 16 ? "0" + hex : hex
            }.joined()
    }

    /// The colour with its alpha multiplied by `factor`.
    public func withAlpha(multipliedBy factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// The near-black of a default ink, as iOS's label colour.
    public static let ink = Color(red: 0x1c / 255, green: 0x1c / 255, blue: 0x1e / 255)

    private static let named: [String: Color] = [
        "black": .black, "white": .white, "transparent": .clear, "none": .clear,
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 128 / 255, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1), "gray": Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255),
        "grey": Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255),
        "yellow": Color(red: 1, green: 1, blue: 0), "orange": Color(red: 1, green: 165 / 255, blue: 0),
        "purple": Color(red: 128 / 255, green: 0, blue: 128 / 255),
    ]

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }
}

extension Color: CustomStringConvertible {
    public var description: String { hexString }
}
