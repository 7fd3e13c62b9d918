import ScribbleKit

extension RandomNumberGenerator {
    /// A double with random bits, finite and within `limit`: every exponent and mantissa, subnormals and -0 included.
    public mutating func anyDouble(within limit: Double) -> Double {
        while true {
            let value = Double(bitPattern: next())
            if value.isFinite, abs(value) <= limit { return value }
        }
    }

    /// A double that is likely to show up in a drawing: a short decimal, a whole number, or random bits.
    public mutating func drawingDouble(within limit: Double) -> Double {
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return (Double(Int.random(in: -100_000...100_000, using: &self)) / 100).clamped(to: limit)
        case 1: return Double(Int.random(in: -1000...1000, using: &self)).clamped(to: limit)
        case 2: return Double.random(in: -limit...limit, using: &self)
        default: return anyDouble(within: limit)
        }
    }

    /// A colour whose four channels are each a random byte (`n / 255`): what every format that
    /// keeps colours to 8 bits carries exactly.
    public mutating func eightBitColor() -> Color {
        Color(
            red: Double(Int.random(in: 0...255, using: &self)) / 255,
            green: Double(Int.random(in: 0...255, using: &self)) / 255,
            blue: Double(Int.random(in: 0...255, using: &self)) / 255,
            alpha: Double(Int.random(in: 0...255, using: &self)) / 255)
    }
}

extension Double {
    /// The number, brought within `-limit...limit`.
    public func clamped(to limit: Double) -> Double { Swift.min(limit, Swift.max(-limit, self)) }
}
