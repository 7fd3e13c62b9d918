import ScribbleKit
import ScribbleJSON
import ScribbleSyntax

/// The reading of one Excalidraw file.
struct ExcalidrawParser {
    private var budget: InterchangeBudget
    private var skipped: [String: Int] = [:]

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
        case canvas
        static let table = JSONNameTable<ScribbleKey>()
    }

    mutating func read(_ scanner: inout JSONScanner) throws(FormatError) -> ExcalidrawReadResult {
        let start = try scanner.beginObject()
        var type: String?
        var typeOffset = start
        var groups: [(name: String?, elements: [ExcalidrawElement])] = []
        var canvas: Size?
        while let key = try scanner.nextField(in: TopKey.table) {
            switch key {
            case .type:
                _ = scanner.peekKind()
                typeOffset = scanner.position
                type = try scanner.readString()
            case .elements:
                groups.append((nil, try readElements(&scanner)))
            case .library:
                // Version 1: an array of items, each an array of elements.
                guard !scanner.readNullIfPresent() else { continue }
                try scanner.beginArray()
                while try scanner.nextElement() {
                    try checkDrawingCount(groups.count, &scanner)
                    groups.append((nil, try readElements(&scanner)))
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
            throw scanner.failure(at: start, "missing key \"type\", which an Excalidraw file has: \"excalidraw\" for a scene, \"excalidrawlib\" for a library")
        case let other?:
            throw scanner.failure(at: typeOffset, "the type is \(FormatError.quoted(other)); Excalidraw files are \"excalidraw\" (a scene) or \"excalidrawlib\" (a library)")
        }
        if kind == .scene, groups.isEmpty { groups.append((nil, [])) }
        let drawings = groups.map { group in
            ExcalidrawParser.drawing(named: group.name, from: group.elements, canvas: kind == .scene ? canvas : nil)
        }
        return ExcalidrawReadResult(kind: kind, drawings: drawings, skipped: skipped)
    }

    private func checkDrawingCount(_ count: Int, _ scanner: inout JSONScanner) throws(FormatError) {
        guard count < budget.limits.maximumDrawings else {
            throw scanner.failure(at: scanner.position, "the library has more than \(budget.limits.maximumDrawings) items, the limit")
                .exceeding(.drawings)
        }
    }

    private mutating func readItem(_ scanner: inout JSONScanner) throws(FormatError) -> (name: String?, elements: [ExcalidrawElement]) {
        try scanner.beginObject()
        var name: String?
        var elements: [ExcalidrawElement] = []
        while let key = try scanner.nextField(in: ItemKey.table) {
            switch key {
            case .elements: elements = try readElements(&scanner)
            case .name: name = try scanner.readOptionalString()
            }
        }
        return (name, elements)
    }

    private mutating func readElements(_ scanner: inout JSONScanner) throws(FormatError) -> [ExcalidrawElement] {
        if scanner.readNullIfPresent() { return [] }
        try scanner.beginArray()
        var elements: [ExcalidrawElement] = []
        while try scanner.nextElement() {
            let start = scanner.position
            let element = try ExcalidrawElement(reading: &scanner, limits: budget.limits)
            if element.isDeleted {
                skipped["deleted", default: 0] += 1
                continue
            }
            guard element.kind != nil else {
                skipped[element.type.isEmpty ? "element without a type" : element.type, default: 0] += 1
                continue
            }
            // Each head is a stroke of its own, of at most 25 points.
            let heads = [element.arrowheads.start, element.arrowheads.end].compactMap { $0 }.count
            var exceeded: ExceededLimit?
            for _ in 0...heads where exceeded == nil { exceeded = budget.takeStroke() }
            // A round line is drawn through more points than it has: those are counted.
            let drawn = element.isRound ? ExcalidrawCurve.count(through: element.points) : element.points.count
            if let exceeded = exceeded ?? budget.takePoints(Swift.max(1, drawn) + 25 * heads) {
                throw scanner.failure(at: start, exceeded.message).exceeding(exceeded.limit)
            }
            elements.append(element)
        }
        return elements
    }

    /// The drawing of a scene or a library item.
    private static func drawing(named name: String?, from elements: [ExcalidrawElement], canvas: Size?) -> ExcalidrawDrawing {
        var strokes: [Stroke] = []
        var options: [PerfectFreehandOptions] = []
        var previousEnd: Double?
        var elementIDs: [String] = []
        // Lines and arrows are drawn with the monoline tool, which keeps its width whatever the
        // pressure and thinning, so they take the freehand strokes' options and do not make the
        // drawing's strokes differ.
        let freehand = elements.first { $0.kind == .freedraw }
        func linearOptions(_ element: ExcalidrawElement) -> PerfectFreehandOptions {
            ExcalidrawReader.perfectFreehandOptions(
                strokeWidth: element.strokeWidth / ExcalidrawElement.sizePerStrokeWidth,
                simulatePressure: freehand?.simulatePressure ?? true, isComplete: freehand?.isComplete ?? true)
        }
        for element in elements {
            let (elementStrokes, isTimed) = element.strokes()
            for stroke in elementStrokes {
                var timed = stroke
                if !isTimed { InterchangeCanvas.timeAtSteadySpeed(&timed, after: previousEnd) }
                previousEnd = timed.endTime
                strokes.append(timed)
                elementIDs.append(element.id)
                options.append(element.kind == .freedraw
                    ? ExcalidrawReader.perfectFreehandOptions(
                        strokeWidth: element.strokeWidth, simulatePressure: element.simulatePressure, isComplete: element.isComplete)
                    : linearOptions(element))
            }
        }
        let drawing = canvas.map { Drawing(canvas: $0, strokes: strokes) } ?? InterchangeCanvas.fitted(strokes, margin: ExcalidrawReader.margin)
        return ExcalidrawDrawing(name: name, drawing: drawing, perfectFreehand: options, elementIDs: elementIDs)
    }
}
