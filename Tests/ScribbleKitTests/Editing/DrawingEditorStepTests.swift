import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite struct DrawingEditorStepTests {
    @Test func editsBetweenBeginAndEndStepUndoAndRedoAsOne() throws {
        let original = DrawingEditorTests.lines(10)
        var editor = DrawingEditor(original)
        editor.beginStep()
        #expect(editor.isStepOpen)
        editor.deleteStrokes([0])
        let afterFirst = editor.drawing
        try editor.replaceStrokes([3: []])
        try editor.apply(.move(Vector(dx: 1, dy: 0)), to: [5])
        editor.endStep()
        let afterAll = editor.drawing
        editor.deleteStrokes([1])
        #expect(editor.undoCount == 2)

        editor.undo()
        let changes = editor.undoStep()
        #expect(changes.count == 3)
        #expect(sameBits(editor.drawing, original))
        // The changes, in the order made, are the inverses of the edits, the latest first.
        #expect(changes.first?.inserted.isEmpty == false && changes.last?.inserted.map(\.index) == [0])
        let redone = editor.redoStep()
        #expect(redone.count == 3 && sameBits(editor.drawing, afterAll))
        #expect(!sameBits(afterFirst, afterAll))
    }

    @Test func undoingWhileAStepIsOpenClosesWhatItGathered() throws {
        let original = DrawingEditorTests.lines(6)
        var editor = DrawingEditor(original)
        editor.beginStep()
        editor.deleteStrokes([0])
        editor.deleteStrokes([0])
        editor.undo()
        #expect(sameBits(editor.drawing, original))
        // Still open: later edits gather into a new step.
        editor.deleteStrokes([5])
        editor.deleteStrokes([4])
        editor.endStep()
        #expect(editor.undoCount == 1 && editor.redoCount == 0 && editor.drawing.strokes.count == 4)
        editor.undo()
        #expect(sameBits(editor.drawing, original))
    }

    @Test func theHistoryLimitCountsSteps() throws {
        var editor = DrawingEditor(DrawingEditorTests.lines(6), historyLimit: 1)
        editor.beginStep()
        editor.deleteStrokes([0])
        editor.deleteStrokes([0])
        editor.endStep()
        editor.deleteStrokes([0])
        #expect(editor.undoCount == 1)
        editor.undo()
        #expect(editor.drawing.strokes.count == 4 && !editor.canUndo)
    }
}
