import ScribbleTestSupport
import Testing

@testable import ScribbleKit

@Suite struct DrawingEditTests {
    typealias Fixtures = SelectionFixtures
    typealias Placement = DrawingEdit.Placement

    /// Five short lines along y = 0, 10 units apart, each a different width so that they differ.
    static let row = Drawing(
        canvas: Size(width: 100, height: 100),
        strokes: (0..<5).map { index in
            Fixtures.line(
                [(Double(index) * 10, 0), (Double(index) * 10 + 5, 0), (Double(index) * 10 + 5, 5)],
                width: Double(index + 1))
        })

    /// The pieces an eraser might leave of a stroke: runs of its samples, with its ink and transform.
    static func pieces(of stroke: Stroke, _ runs: [Range<Int>]) -> [Stroke] {
        runs.map { run in
            var piece = stroke
            piece.points = Array(stroke.points[run])
            return piece
        }
    }

    @Test func indicesMustBeAscendingAndNotNegative() throws {
        let stroke = Self.row.strokes[0]
        for indices in [[-1], [2, 2], [3, 1], [0, 5, 4]] {
            let placements = indices.map { Placement(index: $0, stroke: stroke) }
            expectEditError(.indicesOutOfOrder) { () throws(DrawingEditError) in
                _ = try DrawingEdit(removing: placements, inserting: [])
            }
            expectEditError(.indicesOutOfOrder) { () throws(DrawingEditError) in
                _ = try DrawingEdit(removing: [], inserting: placements)
            }
        }
        let edit = try DrawingEdit(
            removing: [Placement(index: 0, stroke: stroke)],
            inserting: [Placement(index: 3, stroke: stroke), Placement(index: 7, stroke: stroke)])
        #expect(edit.inverse.removed == edit.inserted && edit.inverse.inserted == edit.removed)
        #expect(edit.inverse.inverse == edit)
        #expect(!edit.isEmpty && DrawingEdit().isEmpty)
    }

    /// A stroke taken out and one put in are paired when as many kept strokes come before each and
    /// they are as far into the run of changes there.
    @Test func replacementsAreStrokesTakingEachOthersPlace() {
        let stroke = Self.row.strokes[0]
        func pairs(_ removed: [Int], _ inserted: [Int]) -> [[Int]] {
            DrawingEdit.replacements(
                removed.map { Placement(index: $0, stroke: stroke) },
                inserted.map { Placement(index: $0, stroke: stroke) }
            ).map { [$0.removed, $0.inserted] }
        }
        // One stroke cut into three: the first piece takes its place, the others come after.
        #expect(pairs([2], [2, 3, 4]) == [[0, 0]])
        // Kept before: removed 0, 0, 3 (5 less two removed before it); inserted 0, 3.
        #expect(pairs([0, 1, 5], [0, 4]) == [[0, 0], [2, 1]])
        #expect(pairs([3], [4]).isEmpty)
        #expect(pairs([], [0, 1]).isEmpty && pairs([0, 1], []).isEmpty)
        #expect(pairs([1, 2, 3], [1, 2, 3]) == [[0, 0], [1, 1], [2, 2]])
    }

    @Test func aStrokePutBackAsItWasIsLeftOut() throws {
        let strokes = Self.row.strokes
        let same = try DrawingEdit(
            removing: [Placement(index: 1, stroke: strokes[1])],
            inserting: [Placement(index: 1, stroke: strokes[1])])
        #expect(same.isEmpty)
        var recoloured = strokes[2]
        recoloured.ink.color = .white
        let one = try DrawingEdit(
            removing: [Placement(index: 1, stroke: strokes[1]), Placement(index: 2, stroke: strokes[2])],
            inserting: [Placement(index: 1, stroke: strokes[1]), Placement(index: 2, stroke: recoloured)])
        #expect(one.removed.map(\.index) == [2] && one.inserted.map(\.index) == [2])
        // Moved to another place is a change, even among its equals.
        let moved = try DrawingEdit(
            removing: [Placement(index: 1, stroke: strokes[1])],
            inserting: [Placement(index: 3, stroke: strokes[1])])
        #expect(!moved.isEmpty)
        #expect(try Self.row.applying(moved).strokes == [strokes[0], strokes[2], strokes[3], strokes[1], strokes[4]])
    }

    @Test func anEditMustFitTheDrawing() throws {
        let drawing = Self.row
        let strokes = drawing.strokes
        var zeroed = strokes[3]
        zeroed.transform.tx = -0.0
        let edits: [(DrawingEdit, DrawingEditError.Kind)] = [
            (try DrawingEdit(removing: [Placement(index: 5, stroke: strokes[0])], inserting: []), .indexOutOfRange),
            (try DrawingEdit(removing: [], inserting: [Placement(index: 6, stroke: strokes[0])]), .indexOutOfRange),
            (
                try DrawingEdit(
                    removing: [Placement(index: 0, stroke: strokes[0])],
                    inserting: [Placement(index: 5, stroke: strokes[0])]), .indexOutOfRange
            ),
            (try DrawingEdit(removing: [Placement(index: 2, stroke: strokes[1])], inserting: []), .strokeMismatch),
            // Equal, but not the same bits: undoing it would not give back what was there.
            (try DrawingEdit(removing: [Placement(index: 3, stroke: zeroed)], inserting: []), .strokeMismatch),
        ]
        for (edit, kind) in edits {
            var plain = drawing
            expectEditError(kind) { () throws(DrawingEditError) in try plain.apply(edit) }
            #expect(sameBits(plain, drawing))
            var indexed = IndexedDrawing(drawing)
            expectEditError(kind) { () throws(DrawingEditError) in try indexed.apply(edit) }
            #expect(sameBits(indexed.drawing, drawing))
        }
        let fits = try DrawingEdit(
            removing: [Placement(index: 4, stroke: strokes[4])],
            inserting: [Placement(index: 4, stroke: strokes[0])])
        #expect(try drawing.applying(fits).strokes == Array(strokes[0..<4]) + [strokes[0]])
    }

    @Test func aStrokeReplacedByPiecesHasThemAtItsPlace() throws {
        let drawing = Self.row
        let strokes = drawing.strokes
        let pieces = Self.pieces(of: strokes[2], [0..<1, 1..<2, 2..<3])
        let edit = try DrawingEdit(replacing: [2: pieces], in: drawing)
        #expect(edit.removed.map(\.index) == [2] && edit.inserted.map(\.index) == [2, 3, 4])
        let erased = try drawing.applying(edit)
        #expect(erased.strokes == [strokes[0], strokes[1]] + pieces + [strokes[3], strokes[4]])
        #expect(sameBits(try erased.applying(edit.inverse), drawing))

        var indexed = IndexedDrawing(drawing)
        try indexed.apply(edit)
        #expect(sameBits(indexed.drawing, erased))
        try indexed.apply(edit.inverse)
        #expect(sameBits(indexed.drawing, drawing))
        #expect(indexed.index.isConsistent())
    }

    @Test func severalStrokesReplacedAtOnce() throws {
        let drawing = Self.row
        let strokes = drawing.strokes
        let first = Self.pieces(of: strokes[1], [0..<2])
        let third = Self.pieces(of: strokes[3], [0..<1, 1..<2, 2..<3])
        let edit = try DrawingEdit(replacing: [4: [], 3: third, 1: first, 0: []], in: drawing)
        let erased = try drawing.applying(edit)
        #expect(erased.strokes == first + [strokes[2]] + third)
        var indexed = IndexedDrawing(drawing)
        try indexed.apply(edit)
        #expect(sameBits(indexed.drawing, erased))
        #expect(
            indexed.index.candidates(intersecting: Rect(x: -10, y: -10, width: 200, height: 200)) == [0, 1, 2, 3, 4])
        try indexed.apply(edit.inverse)
        #expect(sameBits(indexed.drawing, drawing))

        // A stroke replaced by itself alone is unchanged; by nothing, deleted.
        #expect(try DrawingEdit(replacing: [2: [strokes[2]]], in: drawing).isEmpty)
        #expect(
            try drawing.applying(DrawingEdit(replacing: [2: []], in: drawing)).strokes
                == drawing.applying(.delete, to: [2]).drawing.strokes)
        #expect(try DrawingEdit(replacing: [:], in: drawing).isEmpty)
    }

    @Test func replacementsAreChecked() {
        let drawing = Self.row
        expectEditError(.indexOutOfRange) { () throws(DrawingEditError) in
            _ = try DrawingEdit(replacing: [5: []], in: drawing)
        }
        expectEditError(.indexOutOfRange) { () throws(DrawingEditError) in
            _ = try DrawingEdit(replacing: [-1: []], in: drawing)
        }
        var broken = drawing.strokes[0]
        broken.points[1].location.x = .nan
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in
            _ = try DrawingEdit(replacing: [0: [broken]], in: drawing)
        }
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in
            _ = try DrawingEdit(appending: [broken], to: drawing)
        }
    }

    @Test func theBoundsAreWhereTheStrokesTakenOutAndPutInAre() throws {
        let drawing = Self.row
        // The first line's ink spans -0.5…5.5 × -0.5…5.5; the last's, moved by 100 down, 37.5…47.5 × 97.5…107.5.
        let moved = try DrawingEdit(.move(Vector(dx: 0, dy: 100)), to: [4], in: drawing)
        #expect(moved.bounds == Rect(x: 37.5, y: -2.5, width: 10, height: 110))
        let edit = try DrawingEdit(replacing: [0: []], in: drawing)
        #expect(edit.bounds == Rect(x: -0.5, y: -0.5, width: 6, height: 6))
        #expect(edit.inverse.bounds == edit.bounds)
        #expect(DrawingEdit().bounds == nil)
        #expect(try DrawingEdit(replacing: [0: [Stroke(points: [])]], in: drawing).bounds == edit.bounds)
    }

    @Test func appendingPutsStrokesAfterTheLast() throws {
        let drawing = Self.row
        let edit = try DrawingEdit(appending: [drawing.strokes[0], drawing.strokes[1]], to: drawing)
        #expect(edit.removed.isEmpty && edit.inserted.map(\.index) == [5, 6])
        #expect(try drawing.applying(edit).strokes == drawing.strokes + [drawing.strokes[0], drawing.strokes[1]])
        #expect(try DrawingEdit(appending: [], to: drawing).isEmpty)
    }

    static let selectionEdits: [SelectionEdit] = [
        .move(Vector(dx: 12.5, dy: -3)), .scale(1.75), .scale(-0.5), .rotate(degrees: 33), .rotate(degrees: -90),
        .recolor(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)), .delete, .copy(),
        .copy(offset: Vector(dx: 4, dy: 4)),
    ]

    /// Each selection edit, as an edit with history, makes the change the drawing's own selection
    /// edit makes, to the last bit, and its inverse gives back the drawing.
    @Test(arguments: selectionEdits)
    func selectionEditsAreTheDrawingsOwn(_ selectionEdit: SelectionEdit) throws {
        let drawing = Fixtures.randomDrawing(strokes: 300, seed: 61)
        var random = SeededGenerator(seed: 62)
        for _ in 0..<10 {
            let selection = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                Int.random(in: -5..<310, using: &random)
            }
            let edit = try DrawingEdit(selectionEdit, to: selection, in: drawing)
            let expected = drawing.applying(selectionEdit, to: selection).drawing
            let edited = try drawing.applying(edit)
            #expect(sameBits(edited, expected))
            var indexed = IndexedDrawing(drawing)
            try indexed.apply(edit)
            #expect(sameBits(indexed.drawing, expected))
            try indexed.apply(edit.inverse)
            #expect(sameBits(indexed.drawing, drawing))
            #expect(indexed.index.isConsistent())
        }
    }

    @Test func selectionEditsThatTouchNothingAreEmpty() throws {
        let drawing = Fixtures.randomDrawing(strokes: 50, seed: 63)
        let all = Array(drawing.strokes.indices)
        for edit in Self.selectionEdits {
            #expect(try DrawingEdit(edit, to: [], in: drawing).isEmpty)
            #expect(try DrawingEdit(edit, to: [-1, 50, 1000], in: drawing).isEmpty)
        }
        for edit: SelectionEdit in [
            .move(.zero), .scale(1), .rotate(degrees: 0), .rotate(degrees: 720), .rotate(degrees: -360),
            .recolor(.black),
        ] {
            #expect(try DrawingEdit(edit, to: all, in: drawing).isEmpty, "\(edit)")
        }
        // No selected stroke has a point to turn about.
        let empty = Drawing(canvas: drawing.canvas, strokes: [Stroke(points: [])])
        #expect(try DrawingEdit(.rotate(degrees: 45), to: [0], in: empty).isEmpty)
        #expect(try !DrawingEdit(.move(Vector(dx: 1, dy: 0)), to: [0], in: empty).isEmpty)
    }

    @Test func unusableNumbersAreRefused() {
        let drawing = Fixtures.randomDrawing(strokes: 50, seed: 64)
        var color = Color.black
        color.blue = .nan
        let edits: [SelectionEdit] = [
            .move(Vector(dx: .nan, dy: 0)), .move(Vector(dx: 0, dy: .infinity)), .scale(0), .scale(.nan),
            .scale(-.infinity),
            .rotate(degrees: .nan), .rotate(degrees: .infinity), .recolor(color),
            .copy(offset: Vector(dx: .nan, dy: 1)),
        ]
        for edit in edits {
            expectEditError(.unusableNumber) { () throws(DrawingEditError) in
                _ = try DrawingEdit(edit, to: [1, 2], in: drawing)
            }
        }
        // Finite, but too big for a transform to hold: the ink's scale would be infinite.
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in
            _ = try DrawingEdit(.scale(1e200), to: [1, 2], in: drawing)
        }
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in
            _ = try DrawingEdit(
                .move(Vector(dx: .greatestFiniteMagnitude, dy: 0)), to: [1, 2],
                in: drawing.applying(.move(Vector(dx: .greatestFiniteMagnitude, dy: 0)), to: [1]).drawing)
        }
    }

    /// A transform whose determinant already overflows (as a drawing may come with) can still be
    /// moved, but not carried past the largest double.
    @Test func aTransformTooBigToScaleInkStaysFinite() throws {
        var stroke = Fixtures.line([(0, 0), (1, 1)])
        stroke.transform = Transform(a: 1e200, b: 0, c: 0, d: 1e200, tx: .greatestFiniteMagnitude / 2, ty: 0)
        let drawing = Drawing(canvas: Size(width: 10, height: 10), strokes: [stroke])
        #expect(try !DrawingEdit(.move(Vector(dx: -1e300, dy: 5)), to: [0], in: drawing).isEmpty)
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in
            _ = try DrawingEdit(.move(Vector(dx: .greatestFiniteMagnitude, dy: 0)), to: [0], in: drawing)
        }
    }

    /// Edits of random strokes taken out and put in at random places, on random drawings: the
    /// indexed drawing changes as the plain one does, its index answers as a fresh one, and the
    /// inverse gives back the drawing.
    @Test(arguments: [71, 72])
    func randomEditsApplyAlikeAndUndoExactly(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let drawing = Fixtures.randomDrawing(strokes: 300, seed: seed)
        var indexed = IndexedDrawing(drawing)
        var plain = drawing
        for _ in 0..<60 {
            let count = plain.strokes.count
            let removedIndices = (0..<count).filter { _ in
                Int.random(in: 0..<[4, 30, 300][Int.random(in: 0..<3, using: &random)], using: &random) == 0
            }
            let insertedCount = Int.random(in: 0...[0, 3, 40][Int.random(in: 0..<3, using: &random)], using: &random)
            let after = count - removedIndices.count + insertedCount
            let insertedIndices = Array((0..<after).shuffled(using: &random).prefix(insertedCount)).sorted()
            let inserted = insertedIndices.map { index in
                // Sometimes a changed copy of what was there, sometimes something new.
                var stroke = Fixtures.randomStroke(using: &random)
                if index < count, Bool.random(using: &random) {
                    stroke = plain.strokes[index].transformed(by: .translation(x: 1, y: 0))
                }
                return Placement(index: index, stroke: stroke)
            }
            let edit = try DrawingEdit(
                removing: removedIndices.map { Placement(index: $0, stroke: plain.strokes[$0]) },
                inserting: inserted)
            let before = plain
            try plain.apply(edit)
            try indexed.apply(edit)
            #expect(sameBits(indexed.drawing, plain))
            #expect(sameBits(try plain.applying(edit.inverse), before))
        }
        let fresh = StrokeIndex(strokes: plain.strokes)
        #expect(indexed.index.isConsistent())
        for _ in 0..<100 {
            let rect = Fixtures.randomRect(using: &random)
            #expect(indexed.index.candidates(intersecting: rect) == fresh.candidates(intersecting: rect))
        }
    }

    /// A recolour of 10,000 strokes records two placements a stroke and copies no samples: the
    /// strokes put in share their samples with those taken out.
    @Test func aRecolourOfTenThousandStrokesRecordsPlacementsOnly() throws {
        let drawing = Fixtures.randomDrawing(strokes: 10_000, seed: 81)
        let edit = try DrawingEdit(.recolor(.white), to: drawing.strokes.indices, in: drawing)
        let changed = edit.removed.count
        #expect(changed > 9_000 && edit.inserted.count == changed)
        // A stroke and its place: 184 bytes since ink may have a fill (a notebook's), 152 before.
        #expect(MemoryLayout<Placement>.stride == 184)
        // Each list reserved for the selection; the allocator may round its storage up a little.
        #expect(edit.byteCount >= 2 * (32 + changed * 184) && edit.byteCount <= 2 * (32 + changed * 184) * 101 / 100)
        for (old, new) in zip(edit.removed, edit.inserted) {
            let shared = old.stroke.points.withUnsafeBufferPointer { a in
                new.stroke.points.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
            }
            #expect(shared)
        }
    }
}
