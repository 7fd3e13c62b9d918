import ScribbleKit
import ScribbleSyntax

/// Reads one Quick, Draw! record: `{"word": …, "drawing": [[[x…], [y…], [t…]], …], …}`.
enum QuickDrawDecoder {
    private enum Key: String, CaseIterable, Sendable {
        case word, drawing, countrycode, recognized, timestamp
        case keyID = "key_id"
        static let table = JSONNameTable<Key>()
    }

    /// Reads a record whose text starts at `line`.
    static func record(_ scanner: inout JSONScanner, line: Int, options: QuickDrawOptions) throws(FormatError)
        -> QuickDrawRecord
    {
        let start = try scanner.beginObject()
        var record = QuickDrawRecord(line: line, word: "", drawing: Drawing(canvas: .zero))
        var strokes: [Stroke]?
        var timed = false
        while let key = try scanner.nextField(in: Key.table) {
            switch key {
            case .word: record.word = try scanner.readOptionalString() ?? ""
            case .drawing: (strokes, timed) = try readStrokes(&scanner, options: options)
            case .keyID:
                switch scanner.peekKind() {
                case .number: record.keyID = DecimalText.format(try scanner.readNumber())
                default: record.keyID = try scanner.readOptionalString()
                }
            case .countrycode: record.countryCode = try scanner.readOptionalString()
            case .recognized: record.recognized = try scanner.readOptionalBool()
            case .timestamp:
                if scanner.peekKind() == .string {
                    record.timestamp = try scanner.readString()
                } else {
                    try scanner.skipValue()
                }
            }
        }
        guard var strokes else {
            throw scanner.failure(
                at: start, "missing key \"drawing\", the strokes of a Quick, Draw! record ([[[x…], [y…], [t…]], …])")
        }
        record.isSimplified = !timed
        if !timed {
            var previousEnd: Double?
            for index in strokes.indices {
                InterchangeCanvas.timeAtSteadySpeed(&strokes[index], after: previousEnd)
                previousEnd = strokes[index].endTime
            }
        }
        let canvas: Size
        if timed {
            canvas = InterchangeCanvas.enclosing(strokes)
        } else {
            // The simplified data is scaled into 0…255; a file that strays past it gets room.
            let far = Rect(enclosing: strokes.flatMap(\.canvasLocations)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            canvas = Size(
                width: Swift.max(QuickDrawOptions.simplifiedCanvas.width, far.maxX.rounded(.up)),
                height: Swift.max(QuickDrawOptions.simplifiedCanvas.height, far.maxY.rounded(.up)))
        }
        record.drawing = Drawing(canvas: canvas, strokes: strokes)
        return record
    }

    /// Reads `[[[x…], [y…], [t…]?], …]`.
    private static func readStrokes(_ scanner: inout JSONScanner, options: QuickDrawOptions) throws(FormatError) -> (
        [Stroke], timed: Bool
    ) {
        let start = try scanner.beginArray()
        var strokes: [Stroke] = []
        var timed: Bool?
        var points = 0
        while try scanner.nextElement() {
            guard strokes.count < options.limits.maximumStrokes else {
                throw scanner.failure(
                    at: start, "the drawing has more than \(options.limits.maximumStrokes) strokes, the limit"
                ).exceeding(.strokes)
            }
            let strokeStart = try scanner.beginArray()
            var columns: [[Double?]] = []
            while try scanner.nextElement() {
                guard columns.count < 3 else {
                    throw scanner.failure(
                        at: scanner.position, "a stroke is [[x…], [y…]] or [[x…], [y…], [t…]]; this one has more arrays"
                    )
                }
                columns.append(
                    try readColumn(
                        &scanner, isTime: columns.count == 2, room: options.limits.maximumPoints - points,
                        limit: options.limits.maximumPoints))
            }
            guard columns.count >= 2 else {
                throw scanner.failure(
                    at: strokeStart,
                    "a stroke is [[x…], [y…]] or [[x…], [y…], [t…]]; this one has \(columns.count) array\(columns.count == 1 ? "" : "s")"
                )
            }
            let count = columns[0].count
            guard columns.allSatisfy({ $0.count == count }) else {
                let counts = columns.map { String($0.count) }.joined(separator: ", ")
                throw scanner.failure(
                    at: strokeStart,
                    "the stroke's arrays have different lengths (\(counts)); each point needs \(columns.count == 3 ? "an x, a y and a t" : "an x and a y")"
                )
            }
            guard count > 0 else { throw scanner.failure(at: strokeStart, "a stroke needs at least one point") }
            let hasTime = columns.count == 3
            if let timed, timed != hasTime {
                throw scanner.failure(
                    at: strokeStart,
                    hasTime
                        ? "this stroke has times but the drawing's first stroke has none; give every stroke times, or none"
                        : "this stroke has no times but the drawing's first stroke has them; give every stroke times, or none"
                )
            }
            timed = hasTime
            points += count
            guard points <= options.limits.maximumPoints else {
                throw scanner.failure(
                    at: strokeStart, "the drawing has more than \(options.limits.maximumPoints) points, the limit"
                ).exceeding(.points)
            }
            var samples: [StrokePoint] = []
            samples.reserveCapacity(count)
            for index in 0..<count {
                // readNumbers gives no nil without allowingNull.
                let t = hasTime ? (columns[2][index] ?? 0) / 1000 : 0
                samples.append(StrokePoint(x: columns[0][index] ?? 0, y: columns[1][index] ?? 0, t: t))
            }
            strokes.append(Stroke(points: samples, ink: options.ink, device: options.device))
        }
        return (strokes, timed ?? true)
    }

    /// Reads the x, y or t values of a stroke, refusing more than `room` of them.
    private static func readColumn(_ scanner: inout JSONScanner, isTime: Bool, room: Int, limit: Int)
        throws(FormatError) -> [Double?]
    {
        let start = try scanner.beginArray()
        var values: [Double?] = []
        while try scanner.nextElement() {
            guard values.count < room else {
                throw scanner.failure(at: start, "the drawing has more than \(limit) points, the limit")
            }
            let value = try scanner.readNumber()
            guard abs(value) <= (isTime ? 1e12 : ModelLimits.maximumCoordinate) else {
                throw scanner.valueFailure(
                    isTime
                        ? "a time must be within ±1000000000000 ms, found \(scanner.valueText)"
                        : "a coordinate must be within ±10000000, found \(scanner.valueText)")
            }
            values.append(value)
        }
        return values
    }
}
