import ScribbleKit
import ScribbleSyntax

/// Reads one `<stroke>` into Scribble strokes: one, or one per dash of a dashed stroke (and one
/// more for a dashed stroke's fill), as ``XournalInk`` and ``XournalDashes`` say.
struct XournalStrokeReader {
    let document: MarkupDocument
    var budget: InterchangeBudget
    /// The made-up timing of the page's strokes.
    private var timing = XournalStrokeTiming()

    init(document: MarkupDocument, budget: InterchangeBudget) {
        self.document = document
        self.budget = budget
    }

    /// Starts the timing of a new page at 0.
    mutating func startPage() {
        timing = XournalStrokeTiming()
    }

    mutating func read(_ index: Int, path: String, log: inout InterchangeLog) throws(FormatError) -> [Stroke] {
        let element = document.elements[index]
        let tool = element["tool"] ?? "pen"
        switch tool {
        case "pen", "highlighter":
            break
        case "eraser":
            log.skip("eraser stroke")
            log.note("eraser strokes are not ink; they were left out")
            return []
        default:
            log.note(
                "strokes of the tool \(FormatError.quoted(tool)) were read as pen strokes, as Xournal++ reads them")
        }
        let isHighlighter = tool == "highlighter"
        var nominal = 1.0
        var segmentWidths: [Double] = []
        if let widthAttribute = element.attribute("width") {
            let widths = try widthList(widthAttribute, path: path + ".width")
            guard let first = widths.first else {
                throw document.failure(
                    at: widthAttribute.valueOffset, path: path + ".width", "a stroke's width must be a number")
            }
            nominal = first
            segmentWidths = Array(widths.dropFirst())
        } else {
            log.note("strokes without a width were read 1 wide, as Xournal++ reads them")
        }
        if let pressures = element.attribute("pressures") {
            // MrWriter writes the segments' widths apart from the width, and Xournal++ reads them so.
            segmentWidths = try widthList(pressures, path: path + ".pressures", isNominalFirst: false)
        }
        let color: Color
        if let attribute = element.attribute("color") {
            color = try XournalColor.stroke(attribute, in: document, path: path + ".color")
        } else {
            throw document.failure(at: element.offset, path: path, "a <stroke> needs a color")
        }
        if !isHighlighter, color.alpha < 1 {
            log.note("pens of a translucent colour were drawn translucent; Xournal++ draws them opaque")
        } else if isHighlighter, XournalColor.byte(color.alpha) != XournalInk.highlighterAlphaByte {
            log.note(
                "highlighters of an alpha other than 7f were drawn at that alpha; Xournal++ draws every highlighter at 120/255"
            )
        }
        let points = try readPoints(element, path: path)
        let fill = try fillOpacity(element, path: path).flatMap { $0 > 0 ? $0 : nil }
        if let cap = element["capStyle"], cap != "round" {
            log.note("stroke ends (capStyle \(FormatError.quoted(cap))) are drawn round, as Xournal++ 1.1 draws them")
        }
        let repair = XournalSegmentWidths(widths: segmentWidths, pointCount: points.count)
        if repair.cutShort {
            log.note("strokes with fewer widths than segments were cut after their last width, as Xournal++ reads them")
        }
        if repair.droppedExtraWidths {
            log.note("widths past a stroke's last segment were dropped, as Xournal++ drops them")
        }
        if repair.droppedSegments {
            log.note(
                "segments of width 0 or less, or not a number, were left out and their strokes split there, as Xournal++ reads them"
            )
        }
        if repair.pieces.isEmpty {
            log.skip("stroke of no width")
            log.note("strokes with no segment wider than 0 were left out, as Xournal++ leaves them out")
            return []
        }
        var strokes: [Stroke] = []
        for piece in repair.pieces {
            strokes += try read(
                Array(points[piece.points]), widths: piece.widths, isHighlighter: isHighlighter,
                color: color, nominal: nominal, fill: fill, element: element, path: path, log: &log)
        }
        return strokes
    }

    /// One stroke, or one piece of a stroke that Xournal++ splits, as Scribble strokes.
    private mutating func read(
        _ points: [StrokePoint], widths: [Double], isHighlighter: Bool, color: Color, nominal: Double, fill: Double?,
        element: MarkupElement, path: String, log: inout InterchangeLog
    ) throws(FormatError) -> [Stroke] {
        var points = points
        var (ink, pressures) = XournalInk.ink(
            highlighter: isHighlighter, color: color, nominal: nominal, widths: widths, fill: fill)
        if !(nominal > 0) {
            if !isHighlighter, !widths.isEmpty {
                log.note("pens of width 0 or less took their width from their segments', which Xournal++ draws them at")
            } else if fill != nil {
                // Xournal++ draws the fill, and no line round it.
                log.note("strokes of width 0 or less draw no line in Xournal++; only their fill was kept")
                ink.color.alpha = 0
                ink.width = 1
            } else {
                log.skip("stroke of no width")
                log.note("strokes of width 0 or less draw nothing in Xournal++; they were left out")
                return []
            }
        }
        if let pressures {
            for index in points.indices { points[index].pressure = pressures[index] }
        }
        let times = timing.next(along: points.map(\.location))
        for index in points.indices { points[index].t = times[index] }
        let stroke = Stroke(points: points, ink: ink, device: .pen)
        return try dashed(stroke, element: element, path: path, log: &log)
    }

    /// A list of widths: the stroke's own width first (a number), when `isNominalFirst`, then
    /// those of its segments (which may be `nan`, as Xournal++ reads them); each at most 10⁴.
    private func widthList(_ attribute: MarkupAttribute, path: String, isNominalFirst: Bool = true) throws(FormatError)
        -> [Double]
    {
        let widths = try numbers(attribute, path: path, limit: Int.max, allowingNaN: true)
        if isNominalFirst, let first = widths.first, first.isNaN {
            let token =
                attribute.value.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).first
                .map(String.init) ?? "nan"
            throw document.failure(
                at: attribute.valueOffset, path: path + "[0]", "\(FormatError.quoted(token)) is not a finite number")
        }
        for (place, width) in widths.enumerated() where width > ModelLimits.maximumInkWidth {
            throw document.failure(
                at: attribute.valueOffset, path: path + "[\(place)]",
                "widths must be at most 10000, found \(DecimalText.format(width))")
        }
        return widths
    }

    /// The stroke as it is drawn with its `style`: itself when solid, else its dashes (and its
    /// fill, under them, as a stroke of no colour).
    private mutating func dashed(_ stroke: Stroke, element: MarkupElement, path: String, log: inout InterchangeLog)
        throws(FormatError) -> [Stroke]
    {
        var pattern: [Double] = []
        if let attribute = element.attribute("style") {
            let style = try XournalDashes.style(attribute.value) { (offset: Int) throws(FormatError) -> [Double] in
                try numbers(attribute, from: offset, path: path + ".style", limit: 1024)
            }
            switch style {
            case .solid: break
            case .dashed(let lengths): pattern = lengths
            case .unusable(let text):
                log.note(
                    "the dash pattern \(FormatError.quoted(text)) has no length to draw; those strokes were drawn solid"
                )
            case .unknown(let name):
                log.note(
                    "the line style \(FormatError.quoted(name)) is not one Xournal++ knows; those strokes were drawn solid, as Xournal++ draws them"
                )
            }
        }
        guard !pattern.isEmpty else {
            try take(stroke, of: element, path: path)
            return [stroke]
        }
        let length = zip(stroke.points, stroke.points.dropFirst()).reduce(0) {
            $0 + $1.0.location.distance(to: $1.1.location)
        }
        let expected = XournalDashes.dashCount(length: length, pattern: pattern)
        guard expected <= Double(budget.limits.maximumStrokes - budget.strokes) else {
            throw document.failure(
                at: element.offset, path: path,
                "the document has more than \(budget.limits.maximumStrokes) strokes, the limit (each dash counting as one)"
            )
            .exceeding(.strokes)
        }
        log.note("dashed strokes were cut into their dashes, a stroke each")
        var result: [Stroke] = []
        if stroke.isFilled {
            var fill = stroke
            fill.ink.color.alpha = 0
            try take(fill, of: element, path: path)
            result.append(fill)
        }
        var dashInk = stroke.ink
        dashInk.fill = nil
        for points in XournalDashes.dashes(of: stroke.points, pattern: pattern) {
            let dash = Stroke(points: points, ink: dashInk, device: .pen)
            try take(dash, of: element, path: path)
            result.append(dash)
        }
        return result
    }

    /// Counts a stroke and its points against the limits.
    private mutating func take(_ stroke: Stroke, of element: MarkupElement, path: String) throws(FormatError) {
        if let exceeded = budget.takeStroke() ?? budget.takePoints(stroke.points.count) {
            throw document.failure(at: element.offset, path: path, exceeded.message).exceeding(exceeded.limit)
        }
    }

    /// The points of a stroke's text, `x0 y0 x1 y1 …`: two or more, each coordinate within
    /// ±``ModelLimits/maximumCoordinate``.
    private func readPoints(_ element: MarkupElement, path: String) throws(FormatError) -> [StrokePoint] {
        let limit = 2 * Swift.max(0, budget.limits.maximumPoints - budget.points) + 1
        let values: [Double]
        let base: Int
        let outcome: Result<[Double], XournalNumbers.Problem>
        if let range = document.plainTextRange(of: element) {
            base = 0
            outcome = Result { () throws(XournalNumbers.Problem) -> [Double] in
                try XournalNumbers.read(
                    document.bytes, range: range, limit: limit, bound: ModelLimits.maximumCoordinate)
            }
        } else {
            let (text, offset) = try document.textBytes(of: element)
            base = offset
            outcome = text.withUnsafeBufferPointer { buffer in
                Result { () throws(XournalNumbers.Problem) -> [Double] in
                    try XournalNumbers.read(
                        buffer, range: 0..<buffer.count, limit: limit, bound: ModelLimits.maximumCoordinate)
                }
            }.mapError {
                XournalNumbers.Problem(offset: 0, index: $0.index, message: $0.message, outOfRange: $0.outOfRange)
            }
        }
        switch outcome {
        case .success(let read):
            values = read
        case .failure(let problem):
            let axis = problem.index % 2 == 0 ? "x" : "y"
            let place = "\(path).points[\(problem.index / 2)].\(axis)"
            if let token = problem.outOfRange {
                throw document.failure(
                    at: base + problem.offset, path: place, "\(axis) must be within ±10000000, found \(token)")
            }
            if problem.message.hasSuffix("the limit") {
                throw document.failure(
                    at: base + problem.offset, path: place,
                    "the document has more than \(budget.limits.maximumPoints) points, the limit"
                )
                .exceeding(.points)
            }
            throw document.failure(at: base + problem.offset, path: place, problem.message)
        }
        guard values.count >= 4, values.count % 2 == 0 else {
            throw document.failure(
                at: element.offset, path: path + ".points",
                "a stroke needs two points or more, as x y pairs; this one has \(values.count) number\(values.count == 1 ? "" : "s")"
            )
        }
        var points: [StrokePoint] = []
        points.reserveCapacity(values.count / 2)
        for index in stride(from: 0, to: values.count, by: 2) {
            points.append(StrokePoint(x: values[index], y: values[index + 1], t: 0))
        }
        return points
    }

    /// A stroke's `fill`, as an opacity 0…1; `nil` when it has none (no attribute, or -1).
    private func fillOpacity(_ element: MarkupElement, path: String) throws(FormatError) -> Double? {
        guard let attribute = element.attribute("fill") else { return nil }
        let value = try number(attribute, path: path + ".fill")
        guard value >= 0 else { return nil }
        return Swift.min(255, value.rounded(.towardZero)) / 255
    }

    /// The one number an attribute holds.
    func number(_ attribute: MarkupAttribute, path: String) throws(FormatError) -> Double {
        let values = try numbers(attribute, path: path, limit: 2)
        guard values.count == 1 else {
            throw document.failure(
                at: attribute.valueOffset, path: path, "expected a number, found \(FormatError.quoted(attribute.value))"
            )
        }
        return values[0]
    }

    /// The numbers an attribute holds, from `offset` bytes into its value, at most `limit` of them.
    func numbers(
        _ attribute: MarkupAttribute, from offset: Int = 0, path: String, limit: Int, allowingNaN: Bool = false
    ) throws(FormatError) -> [Double] {
        let bytes = Array(attribute.value.utf8)
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(XournalNumbers.Problem) -> [Double] in
                try XournalNumbers.read(
                    buffer, range: Swift.min(offset, buffer.count)..<buffer.count, limit: limit,
                    allowingNaN: allowingNaN)
            }
        }
        switch outcome {
        case .success(let values):
            return values
        case .failure(let problem):
            // Inside a value written as it reads, the problem's own place; else the value's.
            let at = attribute.isVerbatim ? attribute.valueOffset + problem.offset : attribute.valueOffset
            let message = problem.message.hasSuffix("the limit") ? "more than \(limit) numbers" : problem.message
            throw document.failure(at: at, path: path + (limit > 2 ? "[\(problem.index)]" : ""), message)
        }
    }
}
