import ScribbleKit

/// Arbitrary bytes read as a stroke and the ink options to outline it with: the input of the
/// ink-outline fuzz target (`Fuzz/InkOutline.swift`, which compiles this file too) and of the
/// regression test that replays what it found.
///
/// Every byte string is a valid input. The options come first, then the ink, the device and the
/// transform, then points until the bytes run out; bytes read past the end are zeros. Numbers
/// favour the values that break geometry (NaN, both infinities, ±0, the largest and smallest
/// doubles) over uniformly random bit patterns, which would almost never hit them.
struct InkFuzzInput {
    /// The stroke to outline.
    var stroke: Stroke
    /// The options to outline it with.
    var options: InkOptions

    /// Reads a stroke and options from `bytes`.
    init(_ bytes: some Collection<UInt8>) {
        var reader = FuzzByteReader(bytes: Array(bytes))
        options = reader.options()
        // The colour plays no part in the outline.
        let ink = Ink(tool: reader.pick(InkTool.allCases), color: .ink, width: reader.double())
        let device = reader.pick(InputDevice.allCases)
        let transform = reader.transform()
        var points: [StrokePoint] = []
        while !reader.isAtEnd {
            points.append(
                StrokePoint(
                    x: reader.double(), y: reader.double(), t: reader.double(),
                    pressure: reader.optionalDouble(), altitude: reader.optionalDouble(),
                    azimuth: reader.optionalDouble()))
        }
        stroke = Stroke(points: points, ink: ink, device: device, transform: transform)
    }

    /// The stroke drawn live, a few points at a time (1 to 4, as `seed` says), and finished: its
    /// outline must be the stroke's own, bit for bit.
    func drawnLive(seed: Int) -> InkOutline {
        let live = InProgressStroke(
            ink: stroke.ink, device: stroke.device, options: options, transform: stroke.transform)
        let points = stroke.points
        var given = 0
        while given < points.count {
            let next = Swift.min(points.count, given + 1 + (given &* 7 &+ seed) % 4)
            live.enqueueInputs(points[given..<next])
            live.updateShape()
            given = next
        }
        live.finish()
        return live.outline
    }

    /// Whether two outlines have the same vertices, bit for bit.
    static func sameBits(_ a: InkOutline, _ b: InkOutline) -> Bool {
        a.polygons.count == b.polygons.count
            && zip(a.polygons, b.polygons).allSatisfy { p, q in
                p.count == q.count
                    && zip(p, q).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }
            }
    }

    /// The coordinates of `outline` that are not finite, as `polygon[i][j]` places.
    static func nonFinitePlaces(in outline: InkOutline) -> [String] {
        var places: [String] = []
        for (polygonIndex, polygon) in outline.polygons.enumerated() {
            for (index, point) in polygon.enumerated() where !point.x.isFinite || !point.y.isFinite {
                places.append("polygon[\(polygonIndex)][\(index)] = (\(point.x), \(point.y))")
            }
        }
        return places
    }
}

/// What an ink fuzz case is made of, read from its bytes.
extension FuzzByteReader {
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number: one of the values that break geometry, a small one, a moderate one, or any bits.
    mutating func double() -> Double {
        switch byte() % 16 {
        case 0: 0
        case 1: -0.0
        case 2: 1
        case 3: -1
        case 4: .nan
        case 5: .infinity
        case 6: -.infinity
        case 7: .greatestFiniteMagnitude
        case 8: -.greatestFiniteMagnitude
        case 9: .leastNonzeroMagnitude
        case 10: 1e7
        case 11, 12: Double(Int8(bitPattern: byte())) / 4
        case 13: Double(UInt16(byte()) << 8 | UInt16(byte())) / 16
        case 14: Double(bitPattern: word())
        default: 0.5
        }
    }

    mutating func optionalDouble() -> Double? {
        bool() ? double() : nil
    }

    /// A count: small, one of the extremes, or any bits.
    mutating func integer() -> Int {
        switch byte() % 8 {
        case 0: Int.max
        case 1: Int.min
        case 2: -1
        case 3: Int(Int64(bitPattern: word()))
        default: Int(byte())
        }
    }

    mutating func taper() -> InkOptions.Taper {
        InkOptions.Taper(length: double(), easing: pick(InkEasing.allCases))
    }

    mutating func stabilizer() -> InkOptions.Stabilizer {
        switch byte() % 4 {
        case 0: .none
        case 1: .streamline(double())
        case 2: .oneEuro(minCutoff: double(), beta: double(), derivativeCutoff: double())
        default: .movingAverage(window: integer())
        }
    }

    mutating func nib() -> InkOptions.Nib {
        switch byte() % 3 {
        case 0: .automatic
        case 1: .round
        default: .broad(angle: double(), minimumWidth: double())
        }
    }

    mutating func perfectFreehand() -> PerfectFreehandOptions? {
        guard byte() % 4 == 0 else { return nil }
        return PerfectFreehandOptions(
            size: double(), thinning: double(), smoothing: double(), streamline: double(),
            easing: pick(InkEasing.allCases), simulatePressure: bool(),
            start: .init(taper: double(), easing: pick(InkEasing.allCases), cap: bool()),
            end: .init(taper: double(), easing: pick(InkEasing.allCases), cap: bool()),
            last: bool())
    }

    mutating func options() -> InkOptions {
        InkOptions(
            stabilizer: stabilizer(), spacing: bool() ? nil : double(),
            pressure: pick(InkOptions.PressureSource.allCases),
            thinning: double(), easing: pick(InkEasing.allCases), taperStart: taper(), taperEnd: taper(),
            cap: pick(InkOptions.Cap.allCases), nib: nib(), tolerance: double(), perfectFreehand: perfectFreehand())
    }

    mutating func transform() -> Transform {
        guard byte() % 4 == 0 else { return .identity }
        return Transform(a: double(), b: double(), c: double(), d: double(), tx: double(), ty: double())
    }
}
