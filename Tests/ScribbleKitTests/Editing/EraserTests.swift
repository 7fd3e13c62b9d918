import Testing

@testable import ScribbleKit

@Suite struct EraserTests {
    /// A horizontal pen line at height `y` from x = 0 to 100, default ink (2 units wide).
    static func line(y: Double) -> Stroke {
        Stroke(points: (0...20).map { StrokePoint(x: Double($0) * 5, y: y, t: Double($0) * 0.01) })
    }

    /// Three lines, at heights 20, 50 and 80.
    static let drawing = Drawing(
        canvas: Size(width: 100, height: 100), strokes: [line(y: 20), line(y: 50), line(y: 80)])

    @Test func theRadiusIsHalfAUsableWidth() {
        #expect(Eraser().kind == .area)
        #expect(Eraser().radius == Eraser.defaultWidth / 2)
        #expect(Eraser(.stroke, width: 10).radius == 5)
        #expect(Eraser(width: -3).radius == 0)
        #expect(Eraser(width: .nan).radius == 0)
        #expect(Eraser(width: .infinity).radius == 0)
    }

    @Test func theStrokeEraserRemovesEveryStrokeItTouchesWhole() {
        // Down the middle from y = 10 to 55: across the first two lines, short of the third.
        let erasure = IndexedDrawing(Self.drawing).erasure(
            by: Eraser(.stroke, width: 4), along: [Point(x: 50, y: 10), Point(x: 50, y: 55)])
        #expect(erasure == [0: [], 1: []])
    }

    @Test func anEraserThatTouchesNothingChangesNothing() {
        // 15 from the lines either side: beyond their ink (at most 3) and the eraser's tip (2) together.
        for kind in Eraser.Kind.allCases {
            let erasure = IndexedDrawing(Self.drawing).erasure(
                by: Eraser(kind, width: 4), along: [Point(x: 10, y: 35), Point(x: 90, y: 35)])
            #expect(erasure.isEmpty)
        }
    }

    @Test func aTapTouchesWhatIsWithinTheTip() {
        // A tap 6 above the middle line, whose ink is about 2 either side of it (at most 3): a tip
        // of radius 5 reaches it, one of radius 2 does not.
        let indexed = IndexedDrawing(Self.drawing)
        #expect(indexed.erasure(by: Eraser(.stroke, width: 10), along: [Point(x: 40, y: 44)]) == [1: []])
        #expect(indexed.erasure(by: Eraser(.stroke, width: 4), along: [Point(x: 40, y: 44)]).isEmpty)
    }

    @Test func theAreaEraserCutsWhereItPasses() throws {
        let erasure = IndexedDrawing(Self.drawing).erasure(
            by: Eraser(.area, width: 4), along: [Point(x: 50, y: 40), Point(x: 50, y: 60)])
        #expect(erasure.keys.sorted() == [1])
        let pieces = try #require(erasure[1])
        #expect(pieces.count == 2)
        // Each piece keeps its side of the cut, which falls about point 10 (x = 50).
        let ranges = pieces.compactMap(\.visibleRange).sorted { $0.lowerBound < $1.lowerBound }
        #expect(ranges.count == 2)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == 20)
        #expect(ranges[0].upperBound < 10 && ranges[0].upperBound > 8)
        #expect(ranges[1].lowerBound > 10 && ranges[1].lowerBound < 12)
    }

    @Test func theEditorRecordsAPassAsOneEdit() throws {
        var editor = DrawingEditor(Self.drawing)
        let erased = try editor.erase(along: [Point(x: 50, y: 10), Point(x: 50, y: 90)], with: Eraser(.stroke))
        #expect(erased.keys.sorted() == [0, 1, 2])
        #expect(editor.drawing.strokes.isEmpty)
        #expect(editor.canUndo)
        _ = editor.undo()
        #expect(editor.drawing == Self.drawing)
        // A pass that touches nothing records nothing.
        var untouched = DrawingEditor(Self.drawing)
        #expect(try untouched.erase(along: [Point(x: 50, y: 35)], with: Eraser(.stroke)).isEmpty)
        #expect(!untouched.canUndo)
    }

    @Test func eachStrokeAfterAReplacementKnowsItsOrigin() {
        // Stroke 1 cut in two, stroke 3 erased, the others kept.
        let piece = Self.line(y: 0)
        let origins = Eraser.origins(after: [1: [piece, piece], 3: []], strokeCount: 5)
        #expect(origins == [0, 1, 1, 2, 4])
        #expect(Eraser.origins(after: [:], strokeCount: 3) == [0, 1, 2])
    }
}
