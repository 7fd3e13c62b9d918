import ScribbleKit
import ScribbleSyntax

/// The `ink-options` object of a drawing file: how its strokes become ink, so that the drawing
/// renders the same everywhere.
///
/// ```json
/// "ink-options": { "preset": "signature", "thinning": 0.6,
///                  "stabilizer": { "kind": "one-euro", "min-cutoff": 2, "beta": 0.05, "derivative-cutoff": 1 } }
/// ```
/// Every key is optional: `preset` picks the starting point (`default` when absent) and the other
/// keys change it: `stabilizer` (`{"kind": "none"}`, `{"kind": "streamline", "amount": a}`,
/// `{"kind": "one-euro", "min-cutoff", "beta", "derivative-cutoff"}`,
/// `{"kind": "moving-average", "window": n}`), `spacing` (`"adaptive"` or units), `pressure` (automatic, device,
/// simulated, ignored), `thinning`, `easing`, `taper-start` and `taper-end`
/// (`{"length": l, "easing": e}`), `cap` (round, flat), `nib` (`{"kind": "automatic"}`,
/// `{"kind": "round"}`, `{"kind": "broad", "angle": radians, "minimum-width": f}`), `tolerance`,
/// `pressure-curve` (`{"gamma": g}`, `{"points": [[x, y], …]}` or `{"preset": "light"}`, with
/// `"min-width"` and `"max-width"`), and `perfect-freehand` (`{"size", "thinning", "smoothing", "streamline", "easing",
/// "simulate-pressure", "start": {"taper", "easing", "cap"}, "end": {…}, "last"}`).
/// Writers write every key, so a file never depends on what a preset means today.
enum InkOptionsJSON {
    /// Reads an `ink-options` object (or `null` for none).
    static func read(_ scanner: inout JSONScanner) throws(FormatError) -> InkOptions? {
        if scanner.readNullIfPresent() { return nil }
        try scanner.beginObject()
        var options = InkOptions.default
        var changes: [(inout InkOptions) -> Void] = []
        while let key = try scanner.nextField(in: Key.table) {
            switch key {
            case .preset:
                let name = try scanner.readString()
                guard let preset = InkOptions.preset(named: name) else {
                    throw scanner.valueFailure(
                        "unknown preset \(FormatError.quoted(name)); known presets: \(InkOptions.presetNames.joined(separator: ", "))"
                    )
                }
                options = preset
            case .stabilizer:
                let stabilizer = try readStabilizer(&scanner)
                changes.append { $0.stabilizer = stabilizer }
            case .spacing:
                let value = try readSpacing(&scanner)
                changes.append { $0.spacing = value }
            case .pressure:
                let value = try scanner.readName(in: pressureNames, noun: "pressure source")
                changes.append { $0.pressure = value }
            case .thinning:
                let value = try readNumber(&scanner, in: -1...1)
                changes.append { $0.thinning = value }
            case .easing:
                let value = try scanner.readName(in: easingNames, noun: "easing")
                changes.append { $0.easing = value }
            case .taperStart:
                let value = try readTaper(&scanner)
                changes.append { $0.taperStart = value }
            case .taperEnd:
                let value = try readTaper(&scanner)
                changes.append { $0.taperEnd = value }
            case .cap:
                let value = try scanner.readName(in: capNames, noun: "cap")
                changes.append { $0.cap = value }
            case .nib:
                let value = try readNib(&scanner)
                changes.append { $0.nib = value }
            case .tolerance:
                let value = try readNumber(&scanner, in: 0.001...100)
                changes.append { $0.tolerance = value }
            case .perfectFreehand:
                let value = try readPerfectFreehand(&scanner)
                changes.append { $0.perfectFreehand = value }
            case .pressureCurve:
                let value = try readPressureCurve(&scanner)
                changes.append { $0.pressureCurve = value }
            }
        }
        // The preset is the base whatever its place in the object; the other keys change it.
        for change in changes { change(&options) }
        return options
    }

    /// Writes `options` as an `ink-options` object, every key spelled out.
    static func write(_ options: InkOptions, to writer: inout JSONWriter) {
        writer.object { object in
            object.field("stabilizer") { stabilizer in
                switch options.stabilizer {
                case .none:
                    stabilizer.field("kind", "none")
                case .streamline(let amount):
                    stabilizer.field("kind", "streamline")
                    stabilizer.field("amount", amount)
                case .oneEuro(let minCutoff, let beta, let derivativeCutoff):
                    stabilizer.field("kind", "one-euro")
                    stabilizer.field("min-cutoff", minCutoff)
                    stabilizer.field("beta", beta)
                    stabilizer.field("derivative-cutoff", derivativeCutoff)
                case .movingAverage(let window):
                    stabilizer.field("kind", "moving-average")
                    stabilizer.field("window", window)
                }
            }
            if let spacing = options.spacing {
                object.field("spacing", spacing)
            } else {
                object.field("spacing", Self.adaptiveSpacing)
            }
            object.field("pressure", options.pressure.rawValue)
            object.field("thinning", options.thinning)
            object.field("easing", options.easing.rawValue)
            object.breakLine(indent: 4)
            object.field("taper-start") { write(options.taperStart, to: &$0) }
            object.field("taper-end") { write(options.taperEnd, to: &$0) }
            object.field("cap", options.cap.rawValue)
            object.field("nib") { nib in
                switch options.nib {
                case .automatic: nib.field("kind", "automatic")
                case .round: nib.field("kind", "round")
                case .broad(let angle, let minimumWidth):
                    nib.field("kind", "broad")
                    nib.field("angle", angle)
                    nib.field("minimum-width", minimumWidth)
                }
            }
            object.field("tolerance", options.tolerance)
            if let curve = options.pressureCurve {
                object.breakLine(indent: 4)
                object.field("pressure-curve") { write(curve, to: &$0) }
            }
            if let freehand = options.perfectFreehand {
                object.breakLine(indent: 4)
                object.field("perfect-freehand") { write(freehand, to: &$0) }
            }
        }
    }

    /// Writes perfect-freehand's options' fields into the object being written.
    private static func write(_ freehand: PerfectFreehandOptions, to object: inout JSONWriter) {
        object.field("size", freehand.size)
        object.field("thinning", freehand.thinning)
        object.field("smoothing", freehand.smoothing)
        object.field("streamline", freehand.streamline)
        object.field("easing", freehand.easing.rawValue)
        object.field("simulate-pressure", freehand.simulatePressure)
        object.field("start") { write(freehand.start, to: &$0) }
        object.field("end") { write(freehand.end, to: &$0) }
        object.field("last", freehand.last)
    }

    /// Writes a pressure curve's fields into the object being written: its shape as `gamma` or
    /// `points` (a preset by its points), and the widths it was given.
    private static func write(_ curve: PressureCurve, to object: inout JSONWriter) {
        switch curve.shape {
        case .gamma(let gamma):
            object.field("gamma", gamma)
        case .points(let points):
            object.fieldName("points")
            object.raw("[")
            for (index, point) in points.enumerated() {
                object.raw(index == 0 ? "[" : ", [")
                object.number(point.x)
                object.raw(", ")
                object.number(point.y)
                object.raw("]")
            }
            object.raw("]")
        }
        object.field("min-width", curve.minimumWidth)
        object.field("max-width", curve.maximumWidth)
    }

    // MARK: - Reading the parts

    /// The `spacing` that cuts the curve by its shape.
    static let adaptiveSpacing = "adaptive"

    /// Reads a `spacing`: `"adaptive"` (`nil`) or a number of units.
    private static func readSpacing(_ scanner: inout JSONScanner) throws(FormatError) -> Double? {
        guard scanner.peekKind() == .string else { return try readNumber(&scanner, in: 0...1000) }
        let name = try scanner.readString()
        guard name == adaptiveSpacing else {
            throw scanner.valueFailure(
                "unknown spacing \(FormatError.quoted(name)); give \"\(adaptiveSpacing)\" or a number of units")
        }
        return nil
    }

    private static func readNumber(_ scanner: inout JSONScanner, in range: ClosedRange<Double>) throws(FormatError)
        -> Double
    {
        let value = try scanner.readNumber()
        guard range.contains(value) else {
            throw scanner.valueFailure(
                "\(value) is out of range; it must be within \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// Reads a `pressure-curve` (or `null` for none): one of `gamma`, `points` and `preset` (a
    /// straight line when none is given), with `min-width` and `max-width`, each checked where
    /// it stands.
    private static func readPressureCurve(_ scanner: inout JSONScanner) throws(FormatError) -> PressureCurve? {
        if scanner.readNullIfPresent() { return nil }
        try scanner.beginObject()
        var shape: PressureCurve.Shape?
        var minimum: Double?
        var maximum: Double?
        while let key = try scanner.nextField(in: CurveKey.table) {
            switch key {
            case .gamma, .points, .preset:
                let read: PressureCurve.Shape
                switch key {
                case .gamma:
                    let gamma = try scanner.readNumber()
                    if let problem = PressureCurve.problem(withGamma: gamma) { throw scanner.valueFailure(problem) }
                    read = .gamma(gamma)
                case .points:
                    read = .points(try readCurvePoints(&scanner))
                default:
                    let name = try scanner.readString()
                    guard let preset = PressureCurve.preset(named: name) else {
                        throw scanner.valueFailure(
                            "unknown pressure curve \(FormatError.quoted(name)); known presets: \(PressureCurve.presets.map(\.name).joined(separator: ", "))"
                        )
                    }
                    read = preset.shape
                }
                guard shape == nil else {
                    throw scanner.valueFailure(
                        "a pressure curve has one of \"gamma\", \"points\" and \"preset\", not two")
                }
                shape = read
            case .minimumWidth, .maximumWidth:
                let value = try scanner.readNumber()
                let (low, high) = key == .minimumWidth ? (value, maximum) : (minimum, value)
                if let problem = PressureCurve.problem(withMinimumWidth: low, maximumWidth: high) {
                    throw scanner.valueFailure(problem)
                }
                if key == .minimumWidth { minimum = value } else { maximum = value }
            }
        }
        return PressureCurve(shape: shape ?? .gamma(1), minimumWidth: minimum, maximumWidth: maximum)
    }

    /// Reads a pressure curve's control points, `[[x, y], …]`, each checked against the one before.
    private static func readCurvePoints(_ scanner: inout JSONScanner) throws(FormatError) -> [Point] {
        let start = try scanner.beginArray()
        var points: [Point] = []
        while try scanner.nextElement() {
            guard points.count < PressureCurve.maximumPointCount else {
                throw scanner.failure(
                    at: start, PressureCurve.problem(withPointCount: PressureCurve.maximumPointCount + 1) ?? "")
            }
            let pointStart = try scanner.beginArray()
            var numbers: [Double] = []
            while try scanner.nextElement() {
                guard numbers.count < 2 else {
                    throw scanner.failure(at: pointStart, "a control point is two numbers, [x, y]")
                }
                numbers.append(try scanner.readNumber())
            }
            guard numbers.count == 2 else {
                throw scanner.failure(at: pointStart, "a control point is two numbers, [x, y]")
            }
            let point = Point(x: numbers[0], y: numbers[1])
            if let problem = PressureCurve.problem(with: point, after: points.last) {
                throw scanner.failure(at: pointStart, problem)
            }
            points.append(point)
        }
        if let problem = PressureCurve.problem(withPointCount: points.count) {
            throw scanner.failure(at: start, problem)
        }
        return points
    }

    private static func readStabilizer(_ scanner: inout JSONScanner) throws(FormatError) -> InkOptions.Stabilizer {
        let start = try scanner.beginObject()
        var kind: StabilizerKind?
        var amount: Double?
        var minCutoff: Double?
        var beta: Double?
        var derivativeCutoff: Double?
        var window: Int?
        while let key = try scanner.nextField(in: StabilizerKey.table) {
            switch key {
            case .kind: kind = try scanner.readName(in: StabilizerKind.table, noun: "stabilizer")
            case .amount: amount = try readNumber(&scanner, in: 0...1)
            case .minCutoff: minCutoff = try readNumber(&scanner, in: 0.0001...1000)
            case .beta: beta = try readNumber(&scanner, in: 0...1000)
            case .derivativeCutoff: derivativeCutoff = try readNumber(&scanner, in: 0.0001...1000)
            case .window:
                let value = try scanner.readInteger()
                guard (1...1000).contains(value) else {
                    throw scanner.valueFailure("a window of \(value) points; it must be 1…1000")
                }
                window = value
            }
        }
        switch kind {
        case nil:
            throw scanner.missingKeys([("kind", true)], inObjectAt: start)
        case .none?:
            return .none
        case .streamline?:
            return .streamline(amount ?? 0.3)
        case .oneEuro?:
            return .oneEuro(minCutoff: minCutoff ?? 1, beta: beta ?? 0.05, derivativeCutoff: derivativeCutoff ?? 1)
        case .movingAverage?:
            return .movingAverage(window: window ?? 4)
        }
    }

    private static func readTaper(_ scanner: inout JSONScanner) throws(FormatError) -> InkOptions.Taper {
        try scanner.beginObject()
        var taper = InkOptions.Taper()
        while let key = try scanner.nextField(in: TaperKey.table) {
            switch key {
            case .length: taper.length = try readNumber(&scanner, in: 0...100_000)
            case .easing: taper.easing = try scanner.readName(in: easingNames, noun: "easing")
            }
        }
        return taper
    }

    private static func readNib(_ scanner: inout JSONScanner) throws(FormatError) -> InkOptions.Nib {
        let start = try scanner.beginObject()
        var kind: NibKind?
        var angle = Double.pi / 6
        var minimumWidth = 0.15
        while let key = try scanner.nextField(in: NibKey.table) {
            switch key {
            case .kind: kind = try scanner.readName(in: NibKind.table, noun: "nib")
            case .angle: angle = try readNumber(&scanner, in: -10...10)
            case .minimumWidth: minimumWidth = try readNumber(&scanner, in: 0...1)
            }
        }
        switch kind {
        case nil: throw scanner.missingKeys([("kind", true)], inObjectAt: start)
        case .automatic?: return .automatic
        case .round?: return .round
        case .broad?: return .broad(angle: angle, minimumWidth: minimumWidth)
        }
    }

    private static func readPerfectFreehand(_ scanner: inout JSONScanner) throws(FormatError) -> PerfectFreehandOptions?
    {
        if scanner.readNullIfPresent() { return nil }
        try scanner.beginObject()
        var options = PerfectFreehandOptions.default
        while let key = try scanner.nextField(in: FreehandKey.table) {
            switch key {
            case .size: options.size = try readNumber(&scanner, in: 0...10_000)
            case .thinning: options.thinning = try readNumber(&scanner, in: -1...1)
            case .smoothing: options.smoothing = try readNumber(&scanner, in: 0...1)
            case .streamline: options.streamline = try readNumber(&scanner, in: 0...1)
            case .easing: options.easing = try scanner.readName(in: easingNames, noun: "easing")
            case .simulatePressure: options.simulatePressure = try scanner.readBool()
            case .start: options.start = try readEnd(&scanner, default: options.start)
            case .end: options.end = try readEnd(&scanner, default: options.end)
            case .last: options.last = try scanner.readBool()
            }
        }
        return options
    }

    private static func readEnd(
        _ scanner: inout JSONScanner, default end: PerfectFreehandOptions.End
    ) throws(FormatError) -> PerfectFreehandOptions.End {
        try scanner.beginObject()
        var end = end
        while let key = try scanner.nextField(in: EndKey.table) {
            switch key {
            case .taper: end.taper = try readNumber(&scanner, in: 0...100_000)
            case .easing: end.easing = try scanner.readName(in: easingNames, noun: "easing")
            case .cap: end.cap = try scanner.readBool()
            }
        }
        return end
    }

    // MARK: - Writing the parts

    /// Writes a taper's fields into the object being written.
    private static func write(_ taper: InkOptions.Taper, to object: inout JSONWriter) {
        object.field("length", taper.length)
        object.field("easing", taper.easing.rawValue)
    }

    /// Writes an end's fields into the object being written.
    private static func write(_ end: PerfectFreehandOptions.End, to object: inout JSONWriter) {
        object.field("taper", end.taper)
        object.field("easing", end.easing.rawValue)
        object.field("cap", end.cap)
    }

    // MARK: - Names

    private static let pressureNames = JSONNameTable<InkOptions.PressureSource>()
    private static let easingNames = JSONNameTable<InkEasing>()
    private static let capNames = JSONNameTable<InkOptions.Cap>()

    private enum Key: String, CaseIterable, Sendable {
        case preset, stabilizer, spacing, pressure, thinning, easing, cap, nib, tolerance
        case taperStart = "taper-start"
        case taperEnd = "taper-end"
        case perfectFreehand = "perfect-freehand"
        case pressureCurve = "pressure-curve"
        static let table = JSONNameTable<Key>()
    }

    private enum CurveKey: String, CaseIterable, Sendable {
        case gamma, points, preset
        case minimumWidth = "min-width"
        case maximumWidth = "max-width"
        static let table = JSONNameTable<CurveKey>()
    }

    private enum StabilizerKind: String, CaseIterable, Sendable {
        case none, streamline
        case oneEuro = "one-euro"
        case movingAverage = "moving-average"
        static let table = JSONNameTable<StabilizerKind>()
    }

    private enum StabilizerKey: String, CaseIterable, Sendable {
        case kind, amount, beta, window
        case minCutoff = "min-cutoff"
        case derivativeCutoff = "derivative-cutoff"
        static let table = JSONNameTable<StabilizerKey>()
    }

    private enum TaperKey: String, CaseIterable, Sendable {
        case length, easing
        static let table = JSONNameTable<TaperKey>()
    }

    private enum NibKind: String, CaseIterable, Sendable {
        case automatic, round, broad
        static let table = JSONNameTable<NibKind>()
    }

    private enum NibKey: String, CaseIterable, Sendable {
        case kind, angle
        case minimumWidth = "minimum-width"
        static let table = JSONNameTable<NibKey>()
    }

    private enum FreehandKey: String, CaseIterable, Sendable {
        case size, thinning, smoothing, streamline, easing, start, end, last
        case simulatePressure = "simulate-pressure"
        static let table = JSONNameTable<FreehandKey>()
    }

    private enum EndKey: String, CaseIterable, Sendable {
        case taper, easing, cap
        static let table = JSONNameTable<EndKey>()
    }
}
