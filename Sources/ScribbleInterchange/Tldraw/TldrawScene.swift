import ScribbleKit
import ScribbleSyntax

/// The pages of a tldraw file and their draw shapes, placed and ordered as tldraw draws them.
struct TldrawScene {
    let records: [TldrawRecord]
    let limits: InterchangeLimits
    private var byID: [String: Int] = [:]
    private var children: [String: [Int]] = [:]

    init(records: [TldrawRecord], limits: InterchangeLimits) {
        self.records = records
        self.limits = limits
        for (index, record) in records.enumerated() where record.typeName == "shape" || record.typeName == "page" {
            byID[record.id] = index
            if record.typeName == "shape" { children[record.parentId, default: []].append(index) }
        }
        for key in children.keys {
            children[key]?.sort { lhs, rhs in
                let (a, b) = (records[lhs].index, records[rhs].index)
                // Fractional indices sort as plain strings (by their bytes).
                return a.utf8.lexicographicallyPrecedes(b.utf8) || (a == b && lhs < rhs)
            }
        }
    }

    func result() -> TldrawReadResult {
        var log = InterchangeLog()
        var pages = records.indices.filter { records[$0].typeName == "page" }
        pages.sort { records[$0].index.utf8.lexicographicallyPrecedes(records[$1].index.utf8) }
        var results: [TldrawReadResult.Page] = []
        var placed: Set<Int> = []
        for page in pages {
            var strokes: [Stroke] = []
            let before = log.skipped
            collect(records[page].id, into: &strokes, placed: &placed, log: &log)
            results.append(
                TldrawReadResult.Page(
                    name: records[page].name, drawing: Self.finished(strokes), skipped: log.skipped(since: before)))
        }
        // Shapes whose parents are missing still draw, on a page of their own.
        let orphans = records.indices.filter {
            records[$0].typeName == "shape" && !placed.contains($0) && byID[records[$0].parentId] == nil
        }
        if !orphans.isEmpty {
            var strokes: [Stroke] = []
            let before = log.skipped
            for parent in Set(orphans.map { records[$0].parentId }).sorted() {
                collect(parent, into: &strokes, placed: &placed, log: &log)
            }
            log.note("some shapes belong to no page of the file; they were put on a page of their own")
            results.append(
                TldrawReadResult.Page(name: nil, drawing: Self.finished(strokes), skipped: log.skipped(since: before)))
        }
        return TldrawReadResult(pages: results, skipped: log.skipped, notes: log.notes)
    }

    /// Appends the strokes of the shapes under `parent`, in drawing order: a shape, then the shapes
    /// inside it, then its next sibling. The walk keeps its own stack, so that deep nesting costs
    /// memory, never the thread's stack.
    private func collect(
        _ parent: String, into strokes: inout [Stroke], placed: inout Set<Int>, log: inout InterchangeLog
    ) {
        /// The shapes under one parent, how far the walk has gone through them, and where they sit.
        struct Level {
            var shapes: [Int]
            var next = 0
            var transform: Transform
        }
        var levels = [Level(shapes: children[parent] ?? [], transform: .identity)]
        while let top = levels.indices.last {
            guard levels[top].next < levels[top].shapes.count else {
                levels.removeLast()
                continue
            }
            let index = levels[top].shapes[levels[top].next]
            levels[top].next += 1
            guard placed.insert(index).inserted else { continue }
            let record = records[index]
            let own = Transform.rotation(radians: record.rotation.isFinite ? record.rotation : 0)
                .concatenating(.translation(x: record.x, y: record.y))
            let pageTransform = own.concatenating(levels[top].transform)
            switch record.type {
            case "draw":
                if let stroke = stroke(of: record, transform: pageTransform, log: &log) { strokes.append(stroke) }
            case "group":
                break
            default:
                log.skip(record.type.isEmpty ? "shape without a type" : record.type)
            }
            guard let inside = children[record.id], !inside.isEmpty else { continue }
            guard levels.count < limits.maximumDepth else {
                log.note("shapes nest more than \(limits.maximumDepth) deep; the deeper ones were left out")
                continue
            }
            levels.append(Level(shapes: inside, transform: pageTransform))
        }
    }

    private func stroke(of record: TldrawRecord, transform: Transform, log: inout InterchangeLog) -> Stroke? {
        var points: [StrokePoint] = []
        for segment in record.segments {
            for vector in segment {
                let location = Point(x: vector.x * record.scaleX, y: vector.y * record.scaleY)
                // Segments meet where one ends and the next begins; that point is drawn once.
                if let last = points.last, last.location == location { continue }
                var point = StrokePoint(location: location, t: 0)
                if record.isPen { point.pressure = vector.z.isFinite ? Swift.min(1, Swift.max(0, vector.z)) : nil }
                points.append(point)
            }
        }
        guard !points.isEmpty else {
            log.skip("draw shape without points")
            return nil
        }
        var color = TldrawStyle.colors[record.color] ?? TldrawStyle.colors["black"] ?? .black
        if TldrawStyle.colors[record.color] == nil {
            log.note("the colour \(FormatError.quoted(record.color)) is not one of tldraw's; black was used")
        }
        if record.opacity < 1 { color = color.withAlpha(multipliedBy: record.opacity) }
        var width = (TldrawStyle.strokeWidths[record.size] ?? 3.5) * abs(record.scale)
        if TldrawStyle.strokeWidths[record.size] == nil {
            log.note("the size \(FormatError.quoted(record.size)) is not one of tldraw's; m was used")
        }
        width = Swift.min(ModelLimits.maximumInkWidth, width)
        let tool: InkTool
        switch record.dash {
        case "draw": tool = .pen
        case "solid": tool = .monoline
        default:
            tool = .monoline
            log.note("dashed and dotted draw shapes are drawn solid")
        }
        return Stroke(
            points: points, ink: Ink(tool: tool, color: color, width: width), device: record.isPen ? .pen : .mouse,
            transform: transform)
    }

    /// A page's strokes, timed at a steady speed and moved near the origin.
    private static func finished(_ strokes: [Stroke]) -> Drawing {
        var timed = strokes
        var previousEnd: Double?
        for index in timed.indices {
            InterchangeCanvas.timeAtSteadySpeed(&timed[index], after: previousEnd)
            previousEnd = timed[index].endTime
        }
        return InterchangeCanvas.fitted(timed, margin: ExcalidrawReader.margin)
    }
}
