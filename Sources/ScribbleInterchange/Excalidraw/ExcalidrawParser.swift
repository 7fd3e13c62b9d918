import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// The reading of one Excalidraw file.
struct ExcalidrawParser {
    private var budget: InterchangeBudget
    private var skipped: [String: Int] = [:]

    /// The elements of a scene or a library item drawn, and what was skipped among them.
    private struct Group {
        var name: String?
        var elements: [(element: ExcalidrawElement, strokes: [Stroke], isTimed: Bool)] = []
        var skipped: [String: Int] = [:]
        /// Scribble's drawing without strokes, from the element that carries it (which may have
        /// been deleted in Excalidraw since).
        var header: Drawing?
    }

    init(limits: InterchangeLimits) {
        budget = InterchangeBudget(limits)
    }

    private enum TopKey: String, CaseIterable, Sendable {
        case type, elements, library, libraryItems, scribble
        static let table = JSONNameTable<TopKey>()
    }

    private enum ItemKey: String, CaseIterable, Sendable {
        case elements, name
        static let table = JSONNameTable<ItemKey>()
    }

    private enum ScribbleKey: String, CaseIterable, Sendable {
        case canvas, drawing
        static let table = JSONNameTable<ScribbleKey>()
    }

    mutating func read(_ scanner: inout JSONScanner) throws(FormatError) -> ExcalidrawReadResult {
        let start = try scanner.beginObject()
        var type: String?
        var typeOffset = start
        var groups: [Group] = []
        var canvas: Size?
        var header: Drawing?
        while let key = try scanner.nextField(in: TopKey.table) {
            switch key {
            case .type:
                _ = scanner.peekKind()
                typeOffset = scanner.position
                type = try scanner.readString()
            case .elements:
                groups.append(try readElements(&scanner))
            case .library:
                // Version 1: an array of items, each an array of elements.
                guard !scanner.readNullIfPresent() else { continue }
                try scanner.beginArray()
                while try scanner.nextElement() {
                    try checkDrawingCount(groups.count, &scanner)
                    groups.append(try readElements(&scanner))
                }
            case .libraryItems:
                guard !scanner.readNullIfPresent() else { continue }
                try scanner.beginArray()
                while try scanner.nextElement() {
                    try checkDrawingCount(groups.count, &scanner)
                    groups.append(try readItem(&scanner))
                }
            case .scribble:
                if scanner.readNullIfPresent() { continue }
                try scanner.beginObject()
                while let field = try scanner.nextField(in: ScribbleKey.table) {
                    switch field {
                    case .canvas: canvas = try scanner.readCanvas()
                    case .drawing: header = try ExcalidrawElement.readScribbleDrawing(&scanner, limits: budget.limits)
                    }
                }
            }
        }
        try scanner.finish()
        let kind: ExcalidrawReadResult.Kind
        switch type {
        case "excalidraw", "excalidraw/clipboard": kind = .scene
        case "excalidrawlib": kind = .library
        case nil:
            throw scanner.failure(
                at: start,
                "missing key \"type\", which an Excalidraw file has: \"excalidraw\" for a scene, \"excalidrawlib\" for a library"
            )
        case let other?:
            throw scanner.failure(
                at: typeOffset,
                "the type is \(FormatError.quoted(other)); Excalidraw files are \"excalidraw\" (a scene) or \"excalidrawlib\" (a library)"
            )
        }
        if kind == .scene, groups.isEmpty { groups.append(Group()) }
        let drawings = groups.map { group in
            guard kind == .scene else { return ExcalidrawParser.drawing(of: group, header: nil) }
            // Scribble's own scenes say what their drawing was; those before the `drawing` key
            // said only its canvas.
            let header = header ?? group.header ?? canvas.map { Drawing(canvas: $0) }
            return ExcalidrawParser.drawing(of: group, header: header)
        }
        return ExcalidrawReadResult(kind: kind, drawings: drawings, skipped: skipped)
    }

    private func checkDrawingCount(_ count: Int, _ scanner: inout JSONScanner) throws(FormatError) {
        guard count < budget.limits.maximumDrawings else {
            throw scanner.failure(
                at: scanner.position, "the library has more than \(budget.limits.maximumDrawings) items, the limit"
            )
            .exceeding(.drawings)
        }
    }

    private mutating func readItem(_ scanner: inout JSONScanner) throws(FormatError) -> Group {
        try scanner.beginObject()
        var name: String?
        var group = Group()
        while let key = try scanner.nextField(in: ItemKey.table) {
            switch key {
            case .elements: group = try readElements(&scanner)
            case .name: name = try scanner.readOptionalString()
            }
        }
        group.name = name
        return group
    }

    private mutating func readElements(_ scanner: inout JSONScanner) throws(FormatError) -> Group {
        var group = Group()
        if scanner.readNullIfPresent() { return group }
        try scanner.beginArray()
        func skip(_ kind: String) {
            group.skipped[kind, default: 0] += 1
            skipped[kind, default: 0] += 1
        }
        while try scanner.nextElement() {
            let start = scanner.position
            let element = try ExcalidrawElement(reading: &scanner, limits: budget.limits)
            if group.header == nil { group.header = element.extras.drawing }
            if element.isDeleted {
                skip("deleted")
                continue
            }
            guard element.kind != nil else {
                skip(element.type.isEmpty ? "element without a type" : element.type)
                continue
            }
            // The element is drawn, but not the hatching rough.js would fill it with.
            if element.extras.stroke == nil, let style = element.undrawnFillStyle { skip("\(style) fill") }
            // Each head is a stroke of its own, of at most 25 points.
            let heads = [element.arrowheads.start, element.arrowheads.end].compactMap { $0 }.count
            var exceeded: ExceededLimit?
            for _ in 0...heads where exceeded == nil { exceeded = budget.takeStroke() }
            // A round line or a shape is drawn through more points than it has: those are counted,
            // before they are made.
            let drawn = element.extras.stroke?.points.count ?? element.centerLinePointCount
            let estimate = Swift.max(1, drawn) + 25 * heads
            if let exceeded = exceeded ?? budget.takePoints(estimate) {
                throw scanner.failure(at: start, exceeded.message).exceeding(exceeded.limit)
            }
            // Lines and shapes get points between their corners (a bounded number): those too.
            let (strokes, isTimed) = element.strokes()
            let points = strokes.reduce(0) { $0 + $1.points.count }
            if points > estimate, let exceeded = budget.takePoints(points - estimate) {
                throw scanner.failure(at: start, exceeded.message).exceeding(exceeded.limit)
            }
            group.elements.append((element, strokes, isTimed))
        }
        return group
    }

    /// The drawing of a scene or a library item: on the canvas of `header`, with its ink options
    /// and paper, when Scribble wrote the scene; fitted round its ink otherwise.
    private static func drawing(of group: Group, header: Drawing?) -> ExcalidrawDrawing {
        var strokes: [Stroke] = []
        var origins: [Point] = []
        var options: [PerfectFreehandOptions] = []
        var previousEnd: Double?
        var elementIDs: [String] = []
        // Lines and arrows are drawn with the monoline tool, which keeps its width whatever the
        // pressure and thinning, so they take the freehand strokes' options and do not make the
        // drawing's strokes differ.
        let freehand = group.elements.first { $0.element.kind == .freedraw }?.element
        func linearOptions(_ element: ExcalidrawElement) -> PerfectFreehandOptions {
            ExcalidrawReader.perfectFreehandOptions(
                strokeWidth: element.strokeWidth / ExcalidrawElement.sizePerStrokeWidth,
                simulatePressure: freehand?.simulatePressure ?? true, isComplete: freehand?.isComplete ?? true)
        }
        for (element, elementStrokes, isTimed) in group.elements {
            for stroke in elementStrokes {
                var timed = stroke
                if !isTimed {
                    InterchangeCanvas.timeAtSteadySpeed(&timed, after: previousEnd)
                    for index in timed.points.indices {
                        timed.points[index].t = ExcalidrawDigits.clean(timed.points[index].t)
                    }
                }
                previousEnd = timed.endTime
                strokes.append(timed)
                origins.append(Point(x: element.x, y: element.y))
                elementIDs.append(element.id)
                var elementOptions =
                    element.kind == .freedraw
                    ? ExcalidrawReader.perfectFreehandOptions(
                        strokeWidth: element.strokeWidth, simulatePressure: element.simulatePressure,
                        isComplete: element.isComplete)
                    : linearOptions(element)
                // The size is the ink's width, which is `strokeWidth × 4.25` for a freedraw element
                // from Excalidraw, and exact where Scribble's extras give it.
                elementOptions.size = timed.ink.width
                options.append(elementOptions)
            }
        }
        var drawing: Drawing
        if let header {
            drawing = Drawing(
                canvas: header.canvas, strokes: strokes, inkOptions: header.inkOptions, paper: header.paper)
        } else {
            drawing = InterchangeCanvas.fitted(strokes, margin: ExcalidrawReader.margin)
            for index in drawing.strokes.indices where index < origins.count {
                drawing.strokes[index].transform = cleaned(drawing.strokes[index].transform, movedFrom: origins[index])
            }
        }
        return ExcalidrawDrawing(
            name: group.name, drawing: drawing, perfectFreehand: options, elementIDs: elementIDs,
            skipped: group.skipped, isScribbleDrawing: header != nil)
    }

    /// A plain move from the element's `x`, `y` by the fitting's whole units, with the float noise
    /// of the sum taken out: `523.7 - 495` is `28.700000000000045` in doubles, but `28.7` here.
    private static func cleaned(_ transform: Transform, movedFrom origin: Point) -> Transform {
        guard transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 else { return transform }
        var cleaned = transform
        cleaned.tx = decimalSum(transform.tx, like: origin.x)
        cleaned.ty = decimalSum(transform.ty, like: origin.y)
        return cleaned
    }

    /// `sum`, the sum of `original` and a whole number, rounded to the decimals `original` was
    /// written with (its shortest form), which is what the sum is in decimal.
    private static func decimalSum(_ sum: Double, like original: Double) -> Double {
        let text = original.description
        guard sum.isFinite, !text.contains("e"), let point = text.firstIndex(of: ".") else { return sum }
        let decimals = text.distance(from: point, to: text.endIndex) - 1
        guard decimals > 0, decimals <= 15 else { return sum }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (sum * scale).rounded()
        // Beyond 2^53 the whole number itself is not exact.
        guard abs(scaled) < 9_007_199_254_740_992 else { return sum }
        // A correctly rounded division by an exact power of ten gives the double nearest the decimal.
        return scaled / scale
    }
}
