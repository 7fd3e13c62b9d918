import ScribbleKit
import ScribbleSyntax

extension Drawing {
    /// Reads a drawing from the JSON of a `*.drawing.json` file.
    ///
    /// Points may be objects, `{ "x": 120.5, "y": 80.25, "t": 0, "pressure": 0.42 }` (with
    /// `altitude` and `azimuth` too), or compact arrays, `[x, y, t?, pressure?]`. A stroke's `ink`
    /// fields default to ``Ink/default``'s, its `device` to `pen`, its `transform`
    /// (`[a, b, c, d, tx, ty]`) to the identity. When none of a stroke's points has a `t`, times
    /// are made up as if a pen drew it at 1000 units a second, starting 0.2 s after the previous
    /// stroke ended, so that the drawing can be replayed; a stroke where only some points have
    /// one is an error.
    ///
    /// An optional `ink-options` object says how the strokes become ink (see `InkOptionsJSON`), and
    /// an optional `paper`, `{ "color": "#ffffff", "ruling": "ruled" }`, what the drawing was made
    /// on (``ScribbleKit/Drawing/paper``); an ink's optional `fill` is a colour. A
    /// stroke's optional `path` is its exact centre line (``ScribbleKit/Stroke/path``) as SVG path
    /// data of `M`, `L`, `C` and `Z` in the stroke's own coordinates; bad path data is an error at
    /// its line and column, and each command counts as a point against the limits.
    ///
    /// Every value is checked as it is read (coordinates within ±10⁷, pressure within 0…1, ink
    /// width positive and at most 10⁴, colours that parse, known tool and device names, no stroke
    /// without points), and so are the limits on points, strokes and nesting. Keys the reader does not know
    /// are ignored; a key given twice in one object is an error.
    ///
    /// - Parameters:
    ///   - bytes: The document as UTF-8: `[UInt8]`, `Data`, `String.UTF8View` or any other collection of bytes.
    ///   - file: The file name to show in errors.
    ///   - limits: How many points, strokes and levels of nesting the document may have.
    /// - Throws: A ``FormatError`` with the line, column and path of the first problem.
    public init(decodingJSON bytes: some Collection<UInt8>, file: String? = nil, limits: InterchangeLimits = .default)
        throws(FormatError)
    {
        self = try JSONScanner.withScanner(over: bytes, file: file, maximumDepth: limits.maximumDepth) {
            scanner throws(FormatError) in
            _ = try DocumentFormat.read(from: &scanner, expecting: .drawing)
            return try Drawing(readingJSON: &scanner, limits: limits)
        }
    }

    /// Reads the document whose header has been checked, from its start.
    init(readingJSON scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError) {
        let start = try scanner.beginObject()
        var canvas: Size?
        var strokes: [Stroke]?
        var inkOptions: InkOptions?
        var paper: Paper?
        while let key = try scanner.nextField(in: DrawingKey.table) {
            switch key {
            case .format, .version: try scanner.skipValue()
            case .canvas: canvas = try scanner.readCanvas()
            case .strokes: strokes = try Self.readStrokes(&scanner, limits: limits)
            case .inkOptions: inkOptions = try InkOptionsJSON.read(&scanner)
            case .paper: paper = try Self.readPaper(&scanner)
            }
        }
        try scanner.finish()
        guard let canvas, let strokes else {
            throw scanner.missingKeys([("canvas", canvas == nil), ("strokes", strokes == nil)], inObjectAt: start)
        }
        self.init(canvas: canvas, strokes: strokes, inkOptions: inkOptions, paper: paper)
    }

    /// Reads the optional `paper`: `{ "color": "#ffffff", "ruling": "ruled" }`, each key
    /// defaulting to plain white's; `null` is none.
    private static func readPaper(_ scanner: inout JSONScanner) throws(FormatError) -> Paper? {
        if scanner.readNullIfPresent() { return nil }
        var paper = Paper.plain
        try scanner.beginObject()
        while let key = try scanner.nextField(in: PaperKey.table) {
            switch key {
            case .color: paper.color = try scanner.readColor()
            case .ruling: paper.ruling = try scanner.readName(in: rulings, noun: "ruling")
            }
        }
        return paper
    }

    private static let rulings = JSONNameTable<Paper.Ruling>()

    private static func readStrokes(_ scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError)
        -> [Stroke]
    {
        try scanner.beginArray()
        var strokes: [Stroke] = []
        var budget = InterchangeBudget(limits)
        // Points are read into one reused buffer, then copied once into an array of their
        // exact size: no stroke keeps the spare room that growing an array leaves.
        var scratch: [StrokePoint] = []
        while try scanner.nextElement() {
            if let exceeded = budget.takeStroke() {
                throw scanner.failure(at: scanner.position, exceeded.message).exceeding(exceeded.limit)
            }
            strokes.append(try readStroke(&scanner, after: strokes.last, budget: &budget, scratch: &scratch))
        }
        return strokes
    }

    /// Reads one stroke object, its points and path counted against `budget`; a stroke without
    /// times gets a steady pen's, starting after `previous`.
    static func readStroke(
        _ scanner: inout JSONScanner, after previous: Stroke?, budget: inout InterchangeBudget,
        scratch: inout [StrokePoint]
    ) throws(FormatError) -> Stroke {
        let start = try scanner.beginObject()
        var stroke = Stroke(points: [])
        var points: (points: [StrokePoint], isTimed: Bool)?
        var range: (range: ClosedRange<Double>, start: Int)?
        while let key = try scanner.nextField(in: StrokeKey.table) {
            switch key {
            case .path: stroke.path = try readPath(&scanner, budget: &budget)
            case .ink: stroke.ink = try InkJSON.read(&scanner)
            case .device: stroke.device = scanner.readNullIfPresent() ? .pen : try scanner.readDevice()
            case .points: points = try readPoints(&scanner, budget: &budget, into: &scratch)
            case .transform: stroke.transform = try readTransform(&scanner)
            case .range: range = try readRange(&scanner)
            }
        }
        guard let points else { throw scanner.missingKeys([("points", true)], inObjectAt: start) }
        stroke.points = points.points
        if let range {
            let last = Double(Swift.max(0, points.points.count - 1))
            guard range.range.upperBound <= last else {
                throw scanner.failure(
                    at: range.start,
                    "a stroke's range runs along its points, from 0 to \(DecimalText.format(last)) here (it has \(points.points.count)); this one ends at \(DecimalText.format(range.range.upperBound))"
                )
            }
            stroke.visibleRange = range.range
        }
        if !points.isTimed {
            let times = SteadyPenTiming.times(
                along: stroke.canvasLocations, startingAt: SteadyPenTiming.startTime(after: previous?.endTime))
            for index in stroke.points.indices { stroke.points[index].t = times[index] }
        }
        return stroke
    }

    /// Reads a stroke's path data (see `CurvePathData`), its elements counted against the limit on
    /// points; `null` is none.
    private static func readPath(_ scanner: inout JSONScanner, budget: inout InterchangeBudget) throws(FormatError)
        -> CurvePath?
    {
        if scanner.readNullIfPresent() { return nil }
        _ = scanner.peekKind()
        let start = scanner.position
        let text = try scanner.readString()
        switch CurvePathData.parse(text) {
        case .success(let path):
            if let exceeded = budget.takePoints(path.elements.count) {
                throw scanner.failure(
                    at: start, exceeded.message + " (each step of a path, M, L, C or Z, counting as one)"
                ).exceeding(exceeded.limit)
            }
            return path
        case .failure(let failure):
            // Past the opening quote; path data needs no escapes, so its bytes are the file's.
            throw scanner.failure(at: Swift.min(start + 1 + failure.offset, scanner.position - 1), failure.message)
        }
    }

    /// Reads a stroke's range, `[from, to]`: the part of it that is inked, as fractional indices
    /// along its points (``ScribbleKit/Stroke/visibleRange``); `null` for all of it.
    private static func readRange(
        _ scanner: inout JSONScanner
    ) throws(FormatError) -> (range: ClosedRange<Double>, start: Int)? {
        if scanner.readNullIfPresent() { return nil }
        let start = try scanner.beginArray()
        var values: [Double] = []
        while try scanner.nextElement() { values.append(try scanner.readNumber()) }
        guard values.count == 2, values[0] >= 0, values[0] <= values[1] else {
            throw scanner.failure(
                at: start,
                "a stroke's range is [from, to], two places along its points with 0 ≤ from ≤ to; this one is [\(values.map { DecimalText.format($0) }.joined(separator: ", "))]"
            )
        }
        return (values[0]...values[1], start)
    }

    private static func readTransform(_ scanner: inout JSONScanner) throws(FormatError) -> Transform {
        if scanner.readNullIfPresent() { return .identity }
        let start = try scanner.beginArray()
        var values: [Double] = []
        while try scanner.nextElement() { values.append(try scanner.readNumber()) }
        guard values.count == 6 else {
            throw scanner.failure(
                at: start, "a transform has six numbers, [a, b, c, d, tx, ty]; this one has \(values.count)")
        }
        return Transform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }

    /// Reads a stroke's points, checking that all of them have a time or none does.
    /// - Parameter points: a buffer to read into, emptied first; its room is kept for the next stroke.
    /// - Returns: the points, in an array of their own.
    private static func readPoints(
        _ scanner: inout JSONScanner, budget: inout InterchangeBudget, into points: inout [StrokePoint]
    ) throws(FormatError) -> ([StrokePoint], isTimed: Bool) {
        let start = try scanner.beginArray()
        points.removeAll(keepingCapacity: true)
        var isTimed = true
        while try scanner.nextElement() {
            if let exceeded = budget.takePoints(1) {
                throw scanner.failure(at: scanner.position, exceeded.message).exceeding(exceeded.limit)
            }
            let (point, hasTime, pointStart) = try readPoint(&scanner)
            if points.isEmpty {
                isTimed = hasTime
            } else if hasTime != isTimed {
                let message =
                    hasTime
                    ? "this point has a \"t\" but the stroke's first point has none; give every point of a stroke a time, or none"
                    : "this point has no \"t\" but the stroke's first point has one; give every point of a stroke a time, or none"
                throw scanner.failure(at: pointStart, message)
            }
            points.append(point)
        }
        guard !points.isEmpty else { throw scanner.failure(at: start, "a stroke needs at least one point") }
        return (points.withUnsafeBufferPointer { Array($0) }, isTimed)
    }

    /// Reads a point, an object or a compact array.
    /// - Returns: The point (with `t` 0 when it has none), whether it has a time, and where it starts.
    private static func readPoint(_ scanner: inout JSONScanner) throws(FormatError) -> (StrokePoint, Bool, Int) {
        switch scanner.peekKind() {
        case .array: return try readCompactPoint(&scanner)
        case .object: return try readPointObject(&scanner)
        default: throw scanner.mismatch(expected: "a point, {\"x\": …, \"y\": …} or [x, y, t, pressure]")
        }
    }

    private static func readPointObject(_ scanner: inout JSONScanner) throws(FormatError) -> (StrokePoint, Bool, Int) {
        let start = try scanner.beginObject()
        var x: Double?
        var y: Double?
        var t: Double?
        var pressure: Double?
        var altitude: Double?
        var azimuth: Double?
        while let key = try scanner.nextField(in: PointKey.table) {
            switch key {
            case .x: x = try scanner.readCoordinate("x")
            case .y: y = try scanner.readCoordinate("y")
            case .t: t = try scanner.readOptionalNumber()
            case .pressure: pressure = try scanner.readPressure()
            case .altitude: altitude = try scanner.readOptionalNumber()
            case .azimuth: azimuth = try scanner.readOptionalNumber()
            }
        }
        guard let x, let y else { throw scanner.missingKeys([("x", x == nil), ("y", y == nil)], inObjectAt: start) }
        let point = StrokePoint(x: x, y: y, t: t ?? 0, pressure: pressure, altitude: altitude, azimuth: azimuth)
        return (point, t != nil, start)
    }

    private static func readCompactPoint(_ scanner: inout JSONScanner) throws(FormatError) -> (StrokePoint, Bool, Int) {
        // Nearly every point is two to four plain numbers within their ranges: read those at once.
        let before = scanner.position
        if let numbers = scanner.readShortNumberArray(), numbers.count >= 2,
            abs(numbers[0]) <= ModelLimits.maximumCoordinate, abs(numbers[1]) <= ModelLimits.maximumCoordinate,
            numbers.count < 4 || (numbers[3] >= 0 && numbers[3] <= 1)
        {
            let t: Double? = numbers.count >= 3 ? numbers[2] : nil
            let pressure: Double? = numbers.count >= 4 ? numbers[3] : nil
            return (StrokePoint(x: numbers[0], y: numbers[1], t: t ?? 0, pressure: pressure), t != nil, before)
        }
        scanner.position = before
        let start = try scanner.beginArray()
        var x = 0.0
        var y = 0.0
        var t: Double?
        var pressure: Double?
        var count = 0
        while try scanner.nextElement() {
            switch count {
            case 0: x = try scanner.readCoordinate("x")
            case 1: y = try scanner.readCoordinate("y")
            case 2: t = try scanner.readOptionalNumber()
            case 3: pressure = try scanner.readPressure()
            default:
                _ = scanner.peekKind()
                throw scanner.failure(
                    at: scanner.position, "a point array has at most four numbers, [x, y, t, pressure]")
            }
            count += 1
        }
        guard count >= 2 else {
            throw scanner.failure(at: start, "a point array needs at least x and y, as [x, y, t, pressure]")
        }
        return (StrokePoint(x: x, y: y, t: t ?? 0, pressure: pressure), t != nil, start)
    }
}

private enum DrawingKey: String, CaseIterable, Sendable {
    case format, version, canvas, strokes, paper
    case inkOptions = "ink-options"
    static let table = JSONNameTable<DrawingKey>()
}

private enum StrokeKey: String, CaseIterable, Sendable {
    case ink, device, points, transform, path, range
    static let table = JSONNameTable<StrokeKey>()
}

private enum PaperKey: String, CaseIterable, Sendable {
    case color, ruling
    static let table = JSONNameTable<PaperKey>()
}

private enum PointKey: String, CaseIterable, Sendable {
    case x, y, t, pressure, altitude, azimuth
    static let table = JSONNameTable<PointKey>()
}
