import ScribbleFormats
import ScribbleKit
import ScribbleSyntax
import Testing

/// A small, fast, seeded generator (SplitMix64), so that random tests are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The error that decoding `json` as any Scribble document throws, or `nil` when it decodes.
func documentError(_ json: String, file: String? = nil) -> FormatError? {
    do {
        _ = try ScribbleDocument(decoding: Array(json.utf8), file: file)
        return nil
    } catch {
        return error
    }
}

/// An event recording document whose events array holds `body`, which starts on line 2, column 1.
func eventsDocument(_ body: String) -> String {
    """
    {"format": "scribble-events", "version": 1, "canvas": {"width": 800, "height": 600}, "events": [
    \(body)
    ]}
    """
}

/// A drawing document whose strokes array holds `body`, which starts on line 2, column 1.
func drawingDocument(_ body: String) -> String {
    """
    {"format": "scribble-drawing", "version": 1, "canvas": {"width": 800, "height": 600}, "strokes": [
    \(body)
    ]}
    """
}

/// Whether two optional doubles are the same bits.
func sameBits(_ lhs: Double?, _ rhs: Double?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case let (lhs?, rhs?): lhs.bitPattern == rhs.bitPattern
    default: false
    }
}

/// Whether two events are equal with every double the same bits (`==` takes -0 for 0).
func sameBits(_ lhs: InputEvent, _ rhs: InputEvent) -> Bool {
    lhs == rhs && sameBits(lhs.t, rhs.t) && sameBits(lhs.location.x, rhs.location.x)
        && sameBits(lhs.location.y, rhs.location.y) && sameBits(lhs.pressure, rhs.pressure)
        && sameBits(lhs.altitude, rhs.altitude) && sameBits(lhs.azimuth, rhs.azimuth)
        && sameBits(lhs.contactRadius, rhs.contactRadius)
}

/// Whether two strokes are equal with every double the same bits.
func sameBits(_ lhs: Stroke, _ rhs: Stroke) -> Bool {
    guard lhs == rhs, lhs.points.count == rhs.points.count, sameBits(lhs.ink.width, rhs.ink.width) else { return false }
    let transforms = [(lhs.transform.a, rhs.transform.a), (lhs.transform.b, rhs.transform.b),
                      (lhs.transform.c, rhs.transform.c), (lhs.transform.d, rhs.transform.d),
                      (lhs.transform.tx, rhs.transform.tx), (lhs.transform.ty, rhs.transform.ty)]
    guard transforms.allSatisfy({ sameBits($0, $1) }) else { return false }
    return zip(lhs.points, rhs.points).allSatisfy { a, b in
        sameBits(a.x, b.x) && sameBits(a.y, b.y) && sameBits(a.t, b.t) && sameBits(a.pressure, b.pressure)
            && sameBits(a.altitude, b.altitude) && sameBits(a.azimuth, b.azimuth)
    }
}

extension RandomNumberGenerator {
    /// A double with random bits, finite and within `limit`: every exponent and mantissa, subnormals and -0 included.
    mutating func anyDouble(within limit: Double) -> Double {
        while true {
            let value = Double(bitPattern: next())
            if value.isFinite, abs(value) <= limit { return value }
        }
    }

    /// A double that is likely to show up in a drawing: a short decimal, a whole number, or random bits.
    mutating func drawingDouble(within limit: Double) -> Double {
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return (Double(Int.random(in: -100_000...100_000, using: &self)) / 100).clamped(to: limit)
        case 1: return Double(Int.random(in: -1000...1000, using: &self)).clamped(to: limit)
        case 2: return Double.random(in: -limit...limit, using: &self)
        default: return anyDouble(within: limit)
        }
    }
}

extension Double {
    func clamped(to limit: Double) -> Double { Swift.min(limit, Swift.max(-limit, self)) }
}
