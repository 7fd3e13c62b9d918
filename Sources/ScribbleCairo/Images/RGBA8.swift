import ScribbleKit

/// One pixel of a ``RasterImage``: red, green, blue and alpha bytes, colour not premultiplied.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Coverage: 0 is fully transparent, 255 opaque.
    public var alpha: UInt8

    /// Creates a pixel from its bytes.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The nearest pixel to a colour.
    public init(_ color: Color) {
        func byte(_ component: Double) -> UInt8 { UInt8((component * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    /// Fully transparent (all bytes zero).
    public static let transparent = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = RGBA8(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = RGBA8(red: 0, green: 0, blue: 0)

    /// The pixel as a colour.
    public var color: Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }

    /// `rgba(r, g, b, a)` with bytes, as in a test failure.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
