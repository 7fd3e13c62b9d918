import ScribbleTestSupport
import Testing

@testable import ScribbleKit

@Suite struct DrawingEditorTests {
    typealias Fixtures = SelectionFixtures

    /// `count` short lines 10 units apart, each with ink and a place, so that every edit changes them.
    static func lines(_ count: Int) -> Drawing {
        Drawing(
            canvas: Size(width: 1000, height: 100),
            strokes: (0..<count).map { index in
                Fixtures.line([(Double(index) * 10, 0), (Double(index) * 10 + 5, 5)], width: 2)
            })
    }

    @Test func undoAndRedoWalkTheHistory() throws {
        let original = Self.lines(40)
        var editor = DrawingEditor(original)
        #expect(!editor.canUndo && !editor.canRedo && editor.undo() == nil && editor.redo() == nil)

        let added = try editor.add(Fixtures.line([(5, 5), (50, 50)]))
        #expect(added == 40 && editor.drawing.strokes.count == 41)
        let afterAdd = editor.drawing
        let moved = try editor.apply(.move(Vector(dx: 3, dy: 4)), to: [added, 2, 2, 99])
        #expect(moved == [2, 40])
        let afterMove = editor.drawing
        editor.deleteStrokes([0, 1])
        let afterDelete = editor.drawing
        #expect(editor.undoCount == 3 && editor.changeCount == 3)

        let undone = editor.undo()
        #expect(undone?.inserted.map(\.index) == [0, 1])
        #expect(sameBits(editor.drawing, afterMove))
        editor.undo()
        #expect(sameBits(editor.drawing, afterAdd))
        editor.undo()
        #expect(sameBits(editor.drawing, original))
        #expect(!editor.canUndo && editor.redoCount == 3)

        editor.redo()
        editor.redo()
        #expect(sameBits(editor.drawing, afterMove))
        editor.redo()
        #expect(sameBits(editor.drawing, afterDelete))
        #expect(!editor.canRedo && editor.changeCount == 9)
    }

    @Test func anEditAfterAnUndoForgetsWhatWasUndone() throws {
        var editor = DrawingEditor(Self.lines(20))
        try editor.apply(.recolor(.white), to: [1, 2])
        try editor.apply(.scale(2), to: [3])
        editor.undo()
        #expect(editor.canRedo)
        // An edit that changes nothing is no edit: what was undone can still be redone.
        try editor.apply(.move(.zero), to: [1])
        try editor.apply(.recolor(.white), to: [1, 2])
        editor.deleteStrokes([])
        try editor.apply(DrawingEdit())
        #expect(editor.canRedo && editor.undoCount == 1 && editor.changeCount == 3)
        try editor.apply(.rotate(degrees: 90), to: [4])
        #expect(!editor.canRedo && editor.undoCount == 2)
        #expect(editor.redo() == nil)
    }

    @Test func theHistoryLimitForgetsTheOldestEdits() throws {
        let original = Self.lines(20)
        var editor = DrawingEditor(original, historyLimit: 2)
        for index in 0..<5 { try editor.apply(.move(Vector(dx: 1, dy: 0)), to: [index]) }
        #expect(editor.undoCount == 2)
        editor.undo()
        editor.undo()
        #expect(!editor.canUndo)
        // The drawing after three moves, the oldest the history still knows.
        #expect(editor.drawing.strokes[2] == original.strokes[2].transformed(by: .translation(x: 1, y: 0)))
        #expect(editor.drawing.strokes[3] == original.strokes[3])

        editor.historyLimit = 1
        #expect(editor.redoCount == 1)
        editor.redo()
        #expect(editor.undoCount == 1 && !editor.canRedo)

        // Lowered below what the history holds, the limit forgets the oldest steps; undoing and
        // redoing then forget none.
        editor.historyLimit = nil
        for index in 5..<8 { try editor.apply(.move(Vector(dx: 1, dy: 0)), to: [index]) }
        let latest = editor.drawing
        editor.undo()
        editor.undo()
        editor.historyLimit = 3
        #expect(editor.undoCount == 1 && editor.redoCount == 2)
        editor.undo()
        while editor.canRedo { editor.redo() }
        #expect(editor.undoCount == 3)
        #expect(sameBits(editor.drawing, latest))

        editor.historyLimit = -3
        #expect(!editor.canUndo)
        try editor.apply(.delete, to: [0])
        #expect(!editor.canUndo && editor.drawing.strokes.count == 19 && editor.changeCount == 18)
        editor.historyLimit = nil
        for _ in 0..<30 { try editor.add(Fixtures.line([(1, 1)])) }
        #expect(editor.undoCount == 30)
        editor.clearHistory()
        #expect(!editor.canUndo && !editor.canRedo && editor.historyByteCount == 0)
    }

    @Test func badInputIsRefusedAndChangesNothing() throws {
        let original = Self.lines(20)
        var editor = DrawingEditor(original)
        try editor.add(Fixtures.line([(1, 1), (2, 2)]))
        editor.undo()
        var broken = Fixtures.line([(1, 1), (2, 2)])
        broken.points[0].t = .infinity
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in try editor.add(broken) }
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in
            _ = try editor.apply(.move(Vector(dx: .nan, dy: 0)), to: [1])
        }
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in _ = try editor.apply(.scale(0), to: [1]) }
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in _ = try editor.apply(.scale(1e300), to: [1])
        }
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in
            try editor.replaceStroke(at: 1, with: [broken])
        }
        expectEditError(.indexOutOfRange) { () throws(DrawingEditError) in try editor.replaceStroke(at: 20, with: []) }
        expectEditError(.indexOutOfRange) { () throws(DrawingEditError) in try editor.replaceStroke(at: -1, with: []) }
        let wrong = try DrawingEdit(
            removing: [DrawingEdit.Placement(index: 0, stroke: original.strokes[1])], inserting: [])
        expectEditError(.strokeMismatch) { () throws(DrawingEditError) in try editor.apply(wrong) }
        let brokenEdit = try DrawingEdit(removing: [], inserting: [DrawingEdit.Placement(index: 0, stroke: broken)])
        expectEditError(.unusableNumber) { () throws(DrawingEditError) in try editor.apply(brokenEdit) }
        #expect(sameBits(editor.drawing, original))
        #expect(editor.canRedo && !editor.canUndo && editor.changeCount == 2)
        // A selection's indices that are not there are no error.
        editor.deleteStrokes([-4, 20, 1000])
        #expect(try editor.apply(.recolor(.white), to: [-1, 25]).isEmpty)
        #expect(editor.canRedo)
    }

    @Test func replacingAStrokeWithPiecesThenUndoingIsTheIdentity() throws {
        let original = Fixtures.randomDrawing(strokes: 100, seed: 5)
        var editor = DrawingEditor(original)
        let index = try #require(original.strokes.indices.first { original.strokes[$0].points.count >= 6 })
        let stroke = original.strokes[index]
        let pieces = [0..<2, 3..<5, 5..<6].map { run in
            var piece = stroke
            piece.points = Array(stroke.points[run])
            return piece
        }
        try editor.replaceStroke(at: index, with: pieces)
        #expect(Array(editor.drawing.strokes[index..<index + 3]) == pieces)
        #expect(editor.drawing.strokes.count == 102)
        let erased = editor.drawing
        editor.undo()
        #expect(sameBits(editor.drawing, original))
        editor.redo()
        #expect(sameBits(editor.drawing, erased))
        // One pass of an eraser over several strokes is one step of history.
        try editor.replaceStrokes([0: [], 50: [pieces[0]], 99: pieces])
        #expect(editor.drawing.strokes.count == 103)
        editor.undo()
        #expect(sameBits(editor.drawing, erased))
        editor.undo()
        #expect(sameBits(editor.drawing, original))
    }

    @Test func selectionEditsReturnTheSelectionAfterwards() throws {
        let original = Self.lines(30)
        for edit: SelectionEdit in [
            .move(Vector(dx: 2, dy: 2)), .scale(3), .rotate(degrees: 10), .recolor(.white), .delete,
            .copy(offset: Vector(dx: 1, dy: 1)),
        ] {
            var editor = DrawingEditor(original)
            let selection = [7, 3, 3, 40]
            let expected = original.applying(edit, to: selection)
            #expect(try editor.apply(edit, to: selection) == expected.selection)
            #expect(sameBits(editor.drawing, expected.drawing))
            editor.undo()
            #expect(sameBits(editor.drawing, original))
        }
    }

    /// Hundreds of random edits of every kind with undo and redo between them, on drawings of a
    /// few hundred strokes: after every step the drawing is, to the bit, the state the history
    /// says it is in; the index answers as a fresh one; undoing everything gives back the
    /// original, and redoing everything the last state.
    @Test(arguments: [91, 92, 93])
    func randomSessionsKeepTheirHistoryExact(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let original = Fixtures.randomDrawing(strokes: 300, seed: seed)
        var editor = DrawingEditor(original)
        // The drawing after each edit the history holds; `current` is where the editor stands.
        var states = [original]
        var current = 0
        for step in 0..<600 {
            let drawing = editor.drawing
            let count = drawing.strokes.count
            let selection = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                Int.random(in: -2..<count + 2, using: &random)
            }
            let someStroke = Int.random(in: 0..<Swift.max(1, count), using: &random)
            let changes = editor.changeCount
            var expected: Drawing?
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1:
                editor.undo()
                if current > 0 { current -= 1 }
            case 2:
                editor.redo()
                if current < states.count - 1 { current += 1 }
            case 3:
                let stroke = Fixtures.randomStroke(using: &random)
                guard stroke.firstNumberThatIsNotFinite == nil else { continue }
                try editor.add(stroke)
                expected = Drawing(canvas: drawing.canvas, strokes: drawing.strokes + [stroke])
            case 4 where count > 0:
                let stroke = drawing.strokes[someStroke]
                let cut = Int.random(in: 0...stroke.points.count, using: &random)
                let pieces = [0..<cut, cut..<stroke.points.count].filter { !$0.isEmpty }.map { run in
                    var piece = stroke
                    piece.points = Array(stroke.points[run])
                    return piece
                }
                guard pieces.allSatisfy({ $0.firstNumberThatIsNotFinite == nil }) else { continue }
                try editor.replaceStroke(at: someStroke, with: pieces)
                var strokes = drawing.strokes
                strokes.replaceSubrange(someStroke...someStroke, with: pieces)
                expected = Drawing(canvas: drawing.canvas, strokes: strokes)
            case 5:
                editor.deleteStrokes(selection)
                expected = drawing.applying(.delete, to: selection).drawing
            default:
                let edit: SelectionEdit =
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0:
                        .move(
                            Vector(
                                dx: Double.random(in: -40...40, using: &random),
                                dy: Double.random(in: -40...40, using: &random)))
                    case 1: .scale(Double.random(in: 0.3...3, using: &random))
                    case 2: .rotate(degrees: Double.random(in: -180...180, using: &random))
                    case 3: .recolor(Color(red: Double.random(in: 0...1, using: &random), green: 0.5, blue: 0.5))
                    default: .copy(offset: Vector(dx: 25, dy: 0))
                    }
                let result = try editor.apply(edit, to: selection)
                let (edited, after) = drawing.applying(edit, to: selection)
                #expect(result == after)
                expected = edited
            }
            if let expected {
                #expect(sameBits(editor.drawing, expected), "step \(step)")
                if editor.changeCount > changes {
                    states = Array(states[...current]) + [expected]
                    current += 1
                }
            }
            #expect(sameBits(editor.drawing, states[current]), "step \(step)")
            #expect(editor.undoCount == current && editor.redoCount == states.count - 1 - current, "step \(step)")
            if step % 100 == 99 { expectIndexIsFresh(editor.indexedDrawing, using: &random) }
        }
        // The session built a long history, not a few steps undone and redone.
        #expect(states.count > 100)
        expectIndexIsFresh(editor.indexedDrawing, using: &random)
        while editor.canUndo { editor.undo() }
        #expect(sameBits(editor.drawing, original))
        expectIndexIsFresh(editor.indexedDrawing, using: &random)
        while editor.canRedo { editor.redo() }
        #expect(sameBits(editor.drawing, try #require(states.last)))
        expectIndexIsFresh(editor.indexedDrawing, using: &random)
    }

    /// The index of a drawing that has been edited answers as one built afresh from its strokes.
    func expectIndexIsFresh(_ indexed: IndexedDrawing, using random: inout SeededGenerator) {
        let fresh = StrokeIndex(strokes: indexed.strokes)
        #expect(indexed.index.isConsistent())
        #expect(indexed.index.count == indexed.strokes.count)
        let everything = Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        #expect(indexed.index.candidates(intersecting: everything) == fresh.candidates(intersecting: everything))
        for _ in 0..<50 {
            let rect = Fixtures.randomRect(using: &random)
            #expect(indexed.index.candidates(intersecting: rect) == fresh.candidates(intersecting: rect))
        }
    }
}
