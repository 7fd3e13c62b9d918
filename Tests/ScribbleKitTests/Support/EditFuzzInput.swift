import ScribbleKit

/// Arbitrary bytes read as a small drawing and a session of edits on it, with undo and redo
/// between them: the input of the edit-history fuzz target (`Fuzz/EditHistory.swift`, which
/// compiles this file too) and of the tests that replay what it found.
///
/// Every byte string is a valid input. The drawing comes first (up to nine strokes), then the
/// history limit, then one step per byte until the bytes run out: a stroke added, a selection
/// deleted, moved, scaled, turned, recoloured or copied, strokes replaced by pieces of themselves
/// as an eraser leaves them, a pass of the stroke or the area eraser along a path, an edit put
/// together whole (fitting or not), an undo, a redo, or a new history limit. Numbers favour the values that break arithmetic (±0, the largest and
/// smallest doubles) and, where a caller could pass them, NaN and the infinities; bytes read past
/// the end are zeros. The drawing's own numbers are all finite.
///
/// ``run()`` checks, after every step, that a refused step changed nothing, that every number in
/// the drawing is still finite, and that the drawing is, bit for bit, the state its history says
/// (an undo going back to the state before the edit it undoes, a redo to the state after it);
/// and at the end that the index answers as one built afresh, that undoing everything gives back
/// the first state the history holds (the original, unless the limit forgot edits) and that
/// redoing everything gives back the last.
struct EditFuzzInput {
    let bytes: [UInt8]

    init(_ bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// Runs the session.
    /// - Returns: what went wrong first, or `nil` when every check held.
    func run() -> String? {
        var reader = FuzzByteReader(bytes: bytes)
        let original = reader.drawing()
        var editor = DrawingEditor(original, historyLimit: reader.limit())
        // The states the history can reach, oldest first; the editor stands at `current`.
        var states = [original]
        var current = 0
        var step = 0
        while !reader.isAtEnd {
            step += 1
            let before = editor.drawing
            let changes = editor.changeCount
            let undoCount = editor.undoCount
            let redoCount = editor.redoCount
            var refused = false
            var operation = ""
            do {
                switch reader.byte() % 14 {
                case 0:
                    operation = "add"
                    try editor.add(reader.stroke(sometimesNotFinite: true))
                case 1:
                    operation = "delete"
                    editor.deleteStrokes(reader.selection(in: before))
                case 2:
                    operation = "move"
                    try editor.apply(.move(reader.vector()), to: reader.selection(in: before))
                case 3:
                    operation = "scale"
                    try editor.apply(.scale(reader.parameter()), to: reader.selection(in: before))
                case 4:
                    operation = "rotate"
                    try editor.apply(.rotate(degrees: reader.parameter()), to: reader.selection(in: before))
                case 5:
                    operation = "recolor"
                    try editor.apply(.recolor(reader.newColor()), to: reader.selection(in: before))
                case 6:
                    operation = "copy"
                    try editor.apply(.copy(offset: reader.vector()), to: reader.selection(in: before))
                case 7:
                    operation = "replace with pieces"
                    try editor.replaceStrokes(reader.pieces(in: before))
                case 8:
                    operation = "whole edit"
                    try editor.apply(reader.edit(for: before))
                case 9:
                    operation = "undo"
                    if editor.undo() != nil { current -= 1 }
                case 10:
                    operation = "redo"
                    if editor.redo() != nil { current += 1 }
                case 11, 12:
                    let kind: Eraser.Kind = reader.byte() % 4 == 0 ? .stroke : .area
                    operation = "\(kind) eraser"
                    let path = (0...(reader.byte() % 4)).map { _ in Point(x: reader.number(), y: reader.number()) }
                    let replaced = try editor.erase(along: path, with: Eraser(kind, width: reader.parameter()))
                    if let problem = Self.piecesProblem(replaced, of: before) {
                        return "step \(step) (\(operation)): \(problem)"
                    }
                default:
                    operation = "history limit"
                    editor.historyLimit = reader.limit()
                }
            } catch {
                refused = true
            }
            let place = "step \(step) (\(operation))"
            if refused {
                guard Self.identical(editor.drawing, before), editor.changeCount == changes,
                    editor.undoCount == undoCount,
                    editor.redoCount == redoCount
                else { return "\(place): a refused step changed the drawing or its history" }
            } else if operation != "undo", operation != "redo", editor.changeCount != changes {
                guard editor.changeCount == changes + 1 else { return "\(place): one step counted as several changes" }
                states = Array(states[...current]) + [editor.drawing]
                current += 1
            } else if operation != "undo", operation != "redo", !Self.identical(editor.drawing, before) {
                return "\(place): the drawing changed, but no change was counted"
            }
            // The editor forgets the oldest edits beyond its limit, and the farthest redo steps.
            let first = current - editor.undoCount
            let last = current + editor.redoCount
            guard first >= 0, last < states.count else { return "\(place): the history holds steps that never were" }
            states = Array(states[first...last])
            current -= first
            if let problem = Self.firstNumberThatIsNotFinite(in: editor.drawing) { return "\(place): \(problem)" }
            guard Self.identical(editor.drawing, states[current]) else {
                return "\(place): the drawing is not the state its history says it is in"
            }
        }
        if let problem = Self.indexProblem(editor.indexedDrawing) { return "after \(step) steps: \(problem)" }
        while editor.canUndo { editor.undo() }
        guard Self.identical(editor.drawing, states[0]) else {
            return "undoing all \(step) steps did not give back the first state"
        }
        while editor.canRedo { editor.redo() }
        guard let lastState = states.last, Self.identical(editor.drawing, lastState) else {
            return "redoing every step did not give back the last state"
        }
        return Self.indexProblem(editor.indexedDrawing).map { "after undoing and redoing: \($0)" }
    }

    /// What is wrong with the pieces an eraser put in the place of strokes, or `nil`: each must
    /// be its stroke with the same points (a subsequence, as the issue allows, here all of them)
    /// and a visible range inside the stroke's own, of some length.
    static func piecesProblem(_ replaced: [Int: [Stroke]], of drawing: Drawing) -> String? {
        for (index, pieces) in replaced {
            guard drawing.strokes.indices.contains(index) else {
                return "stroke \(index) replaced, which the drawing does not have"
            }
            let stroke = drawing.strokes[index]
            let last = Double(stroke.points.count - 1)
            let own = stroke.visibleRange ?? 0...last
            var previousEnd = -Double.infinity
            for piece in pieces {
                guard piece.points == stroke.points, piece.ink == stroke.ink, piece.device == stroke.device,
                    piece.transform == stroke.transform, piece.path == stroke.path
                else {
                    return "a piece of stroke \(index) is not that stroke"
                }
                guard let range = piece.visibleRange, range.lowerBound >= own.lowerBound,
                    range.upperBound <= own.upperBound,
                    range.lowerBound < range.upperBound, range.lowerBound >= previousEnd
                else {
                    return
                        "a piece of stroke \(index) has the range \(String(describing: piece.visibleRange)) within \(own)"
                }
                previousEnd = range.upperBound
            }
        }
        return nil
    }

    /// Where an edited index answers otherwise than one built afresh from the same strokes.
    static func indexProblem(_ indexed: IndexedDrawing) -> String? {
        let fresh = StrokeIndex(strokes: indexed.strokes)
        guard indexed.index.count == indexed.strokes.count else {
            return "the index counts \(indexed.index.count) strokes"
        }
        let huge = Double.greatestFiniteMagnitude
        var regions = [
            Rect(x: -huge, y: -huge, width: huge, height: huge), Rect(x: 0, y: -huge, width: huge, height: huge),
            Rect(x: -huge, y: 0, width: huge, height: huge), Rect(x: 0, y: 0, width: huge, height: huge),
        ]
        for stroke in indexed.strokes {
            for point in stroke.canvasLocations.prefix(2) where point.x.isFinite && point.y.isFinite {
                regions.append(Rect(x: point.x - 1, y: point.y - 1, width: 2, height: 2))
            }
        }
        for region in regions
        where indexed.index.candidates(intersecting: region) != fresh.candidates(intersecting: region) {
            return "the index and a fresh one disagree about \(region)"
        }
        return nil
    }

    /// Whether two drawings are the same, every double the same bits.
    static func identical(_ lhs: Drawing, _ rhs: Drawing) -> Bool {
        lhs.canvas == rhs.canvas && lhs.inkOptions == rhs.inkOptions && lhs.strokes.count == rhs.strokes.count
            && zip(lhs.strokes, rhs.strokes).allSatisfy(identical)
    }

    static func identical(_ lhs: Stroke, _ rhs: Stroke) -> Bool {
        func same(_ a: Double?, _ b: Double?) -> Bool { a?.bitPattern == b?.bitPattern }
        let numbers = [
            (lhs.ink.width, rhs.ink.width), (lhs.ink.color.red, rhs.ink.color.red),
            (lhs.ink.color.green, rhs.ink.color.green), (lhs.ink.color.blue, rhs.ink.color.blue),
            (lhs.ink.color.alpha, rhs.ink.color.alpha), (lhs.transform.a, rhs.transform.a),
            (lhs.transform.b, rhs.transform.b), (lhs.transform.c, rhs.transform.c), (lhs.transform.d, rhs.transform.d),
            (lhs.transform.tx, rhs.transform.tx), (lhs.transform.ty, rhs.transform.ty),
        ]
        return lhs.ink.tool == rhs.ink.tool && lhs.device == rhs.device && lhs.path == rhs.path
            && same(lhs.visibleRange?.lowerBound, rhs.visibleRange?.lowerBound)
            && same(lhs.visibleRange?.upperBound, rhs.visibleRange?.upperBound)
            && numbers.allSatisfy { same($0, $1) } && lhs.points.count == rhs.points.count
            && zip(lhs.points, rhs.points).allSatisfy { a, b in
                same(a.x, b.x) && same(a.y, b.y) && same(a.t, b.t) && same(a.pressure, b.pressure)
                    && same(a.altitude, b.altitude) && same(a.azimuth, b.azimuth)
            }
    }

    /// The first number of the drawing's strokes that is not finite, in words, or `nil`.
    static func firstNumberThatIsNotFinite(in drawing: Drawing) -> String? {
        for (index, stroke) in drawing.strokes.enumerated() {
            let transform = stroke.transform
            let numbers = [
                stroke.ink.width, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
            ]
            if !numbers.allSatisfy(\.isFinite) { return "stroke \(index)'s ink width or transform is not finite" }
            for point in stroke.points {
                let readings = [
                    point.x, point.y, point.t, point.pressure ?? 0, point.altitude ?? 0, point.azimuth ?? 0,
                ]
                if !readings.allSatisfy(\.isFinite) { return "a point of stroke \(index) is not finite" }
            }
        }
        return nil
    }
}

/// What an edit fuzz case is made of, read from its bytes.
extension FuzzByteReader {
    /// A finite number: one of those that break arithmetic, a small one, a moderate one, or any finite bits.
    mutating func number() -> Double {
        switch byte() % 12 {
        case 0: return 0
        case 1: return -0.0
        case 2: return 1
        case 3: return -1
        case 4: return .greatestFiniteMagnitude
        case 5: return -.greatestFiniteMagnitude
        case 6: return .leastNonzeroMagnitude
        case 7: return 1e7
        case 8, 9: return Double(Int8(bitPattern: byte())) / 4
        case 10: return Double(UInt16(byte()) << 8 | UInt16(byte())) / 16
        default:
            let bits = Double(bitPattern: word())
            return bits.isFinite ? bits : 0.5
        }
    }

    /// A number a caller might pass: now and then NaN or an infinity.
    mutating func parameter() -> Double {
        switch byte() % 10 {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        default: number()
        }
    }

    mutating func vector() -> Vector {
        Vector(dx: parameter(), dy: parameter())
    }

    mutating func color() -> Color {
        Color(
            red: Double(byte()) / 255, green: Double(byte()) / 255, blue: Double(byte()) / 255,
            alpha: Double(byte()) / 255)
    }

    /// A colour to recolour with: now and then one with a component set past the initializer's clamping.
    mutating func newColor() -> Color {
        var color = color()
        if byte() % 16 == 0 { color.green = parameter() }
        return color
    }

    /// A stroke of up to five samples, with any ink and now and then a transform; one that
    /// may hold a number that is not finite, when asked.
    mutating func stroke(sometimesNotFinite: Bool = false) -> Stroke {
        var points = (0..<Int(byte() % 6)).map { _ in
            StrokePoint(x: number(), y: number(), t: number(), pressure: byte() % 2 == 0 ? nil : number())
        }
        if sometimesNotFinite, !points.isEmpty, byte() % 8 == 0 { points[0].location.y = .nan }
        let ink = Ink(tool: pick(InkTool.allCases), color: color(), width: number())
        let device = pick(InputDevice.allCases)
        guard byte() % 4 == 0 else { return Stroke(points: points, ink: ink, device: device) }
        let transform = Transform(a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
        return Stroke(points: points, ink: ink, device: device, transform: transform)
    }

    mutating func drawing() -> Drawing {
        Drawing(canvas: Size(width: 100, height: 100), strokes: (0..<Int(byte() % 10)).map { _ in stroke() })
    }

    /// A history limit: none half the time, or from -1 to 4.
    mutating func limit() -> Int? {
        byte() % 2 == 0 ? nil : Int(byte() % 6) - 1
    }

    /// Up to five stroke indices, from one before the first to one past the last.
    mutating func selection(in drawing: Drawing) -> [Int] {
        (0..<Int(byte() % 6)).map { _ in Int(byte()) % (drawing.strokes.count + 2) - 1 }
    }

    /// Pieces of up to three strokes as an eraser leaves them: runs of their samples, some
    /// samples between runs gone; now and then an index the drawing does not have.
    mutating func pieces(in drawing: Drawing) -> [Int: [Stroke]] {
        var replacements: [Int: [Stroke]] = [:]
        for _ in 0..<Int(byte() % 3) + 1 {
            let index = Int(byte()) % (drawing.strokes.count + 1)
            guard drawing.strokes.indices.contains(index) else {
                replacements[index] = []
                continue
            }
            let stroke = drawing.strokes[index]
            var pieces: [Stroke] = []
            var run: [StrokePoint] = []
            for point in stroke.points {
                switch byte() % 4 {
                case 0:  // erased
                    if !run.isEmpty { pieces.append(Self.piece(of: stroke, run)) }
                    run = []
                case 1:  // a cut just before it
                    if !run.isEmpty { pieces.append(Self.piece(of: stroke, run)) }
                    run = [point]
                default:
                    run.append(point)
                }
            }
            if !run.isEmpty { pieces.append(Self.piece(of: stroke, run)) }
            replacements[index] = pieces
        }
        return replacements
    }

    private static func piece(of stroke: Stroke, _ points: [StrokePoint]) -> Stroke {
        var piece = stroke
        piece.points = points
        piece.path = nil
        return piece
    }

    /// An edit put together whole: strokes taken out, strokes put in (new ones, or the
    /// drawing's own elsewhere); now and then one that does not fit the drawing, or has its
    /// indices out of order.
    mutating func edit(for drawing: Drawing) throws(DrawingEditError) -> DrawingEdit {
        let strokes = drawing.strokes
        var removed = strokes.indices.filter { _ in byte() % 3 == 0 }.map {
            DrawingEdit.Placement(index: $0, stroke: strokes[$0])
        }
        if !removed.isEmpty, byte() % 8 == 0 {
            removed[0] = DrawingEdit.Placement(index: removed[0].index, stroke: stroke())
        }
        let kept = strokes.count - removed.count
        // Each stroke put in comes after some number of kept strokes; its place follows from that.
        let keptBefore = (0..<Int(byte() % 4)).map { _ in Int(byte()) % (kept + 1) }.sorted()
        var inserted = keptBefore.enumerated().map { order, before in
            DrawingEdit.Placement(
                index: before + order,
                stroke: byte() % 2 == 0 || strokes.isEmpty ? stroke(sometimesNotFinite: true) : pick(strokes))
        }
        if let last = inserted.last, byte() % 16 == 0 {
            inserted[inserted.count - 1] = DrawingEdit.Placement(
                index: last.index + Int(byte() % 3) - 1, stroke: last.stroke)
        }
        return try DrawingEdit(removing: removed, inserting: inserted)
    }
}
