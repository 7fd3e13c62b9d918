import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite struct SelectionEditTests {
    typealias Fixtures = SelectionFixtures

    /// Two strokes whose ink spans x 0…20, y 0…10 together (lines inset by their ink, 2 wide), and a
    /// third elsewhere.
    let drawing = Drawing(
        canvas: Size(width: 100, height: 100),
        strokes: [
            SelectionFixtures.line([(1, 1), (9, 1)]),
            SelectionFixtures.line([(11, 9), (19, 9)]),
            SelectionFixtures.line([(50, 50), (60, 60)]),
        ])

    @Test func theCentreIsThatOfTheSelectedInk() {
        #expect(drawing.bounds(ofStrokes: [1, 0]) == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(drawing.bounds(ofStrokes: [7]) == nil)
        #expect(drawing.bounds(ofStrokes: []) == nil)
    }

    @Test func movingComposesATranslationAndKeepsThePoints() {
        let (moved, selection) = drawing.applying(.move(Vector(dx: 5, dy: -3)), to: [1])
        #expect(selection == [1])
        #expect(moved.strokes[1].points == drawing.strokes[1].points)
        #expect(moved.strokes[1].transform == .translation(x: 5, y: -3))
        #expect(moved.strokes[1].canvasLocations == [Point(x: 16, y: 6), Point(x: 24, y: 6)])
        #expect(moved.strokes[0] == drawing.strokes[0] && moved.strokes[2] == drawing.strokes[2])
    }

    @Test func scalingIsAboutTheSelectionsCentre() throws {
        let (scaled, _) = drawing.applying(.scale(2), to: [0, 1])
        // About (10, 5): x 1 → -8, 9 → 8, 11 → 12, 19 → 28; y 1 → -3, 9 → 13.
        #expect(scaled.strokes[0].canvasLocations == [Point(x: -8, y: -3), Point(x: 8, y: -3)])
        #expect(scaled.strokes[1].canvasLocations == [Point(x: 12, y: 13), Point(x: 28, y: 13)])
        // The ink grows alike, so the new box is the old one scaled about its centre.
        #expect(scaled.bounds(ofStrokes: [0, 1]) == Rect(x: -10, y: -5, width: 40, height: 20))
        #expect(scaled.strokes[2] == drawing.strokes[2])
    }

    @Test func rotatingQuarterTurnsIsExact() {
        let (turned, _) = drawing.applying(.rotate(degrees: 90), to: [0, 1])
        // Clockwise on screen about (10, 5): (x, y) → (10 − (y − 5), 5 + (x − 10)).
        #expect(turned.strokes[0].canvasLocations == [Point(x: 14, y: -4), Point(x: 14, y: 4)])
        #expect(turned.strokes[1].canvasLocations == [Point(x: 6, y: 6), Point(x: 6, y: 14)])
        let (back, _) = turned.applying(.rotate(degrees: -90), to: [0, 1])
        #expect(back.strokes[0].canvasLocations == drawing.strokes[0].canvasLocations)
        let (halfTurn, _) = drawing.applying(.rotate(degrees: 540), to: [0])
        #expect(halfTurn.strokes[0].canvasLocations == [Point(x: 9, y: 1), Point(x: 1, y: 1)])
    }

    @Test func rotatingByOtherAnglesTurnsAboutTheCentre() {
        let (turned, _) = drawing.applying(.rotate(degrees: 30), to: [2])
        let before = drawing.strokes[2].canvasLocations
        let after = turned.strokes[2].canvasLocations
        let center = Point(x: 55, y: 55)
        for (old, new) in zip(before, after) {
            #expect(isClose(old.distance(to: center), new.distance(to: center), within: 1e-9))
        }
        #expect(isClose(after[0], Point(x: 55 - 5 * 0.3660254037844386, y: 55 - 5 * 1.3660254037844386), within: 1e-9))
    }

    @Test func recolouringChangesOnlyTheColour() {
        let (recoloured, selection) = drawing.applying(.recolor(.white), to: [2, 0])
        #expect(selection == [0, 2])
        #expect(recoloured.strokes[0].ink.color == .white)
        #expect(recoloured.strokes[0].ink.width == drawing.strokes[0].ink.width)
        #expect(recoloured.strokes[1] == drawing.strokes[1])
    }

    @Test func deletingRemovesTheSelection() {
        let (remaining, selection) = drawing.applying(.delete, to: [0, 2, 2, -1, 3])
        #expect(selection.isEmpty)
        #expect(remaining.strokes == [drawing.strokes[1]])
        #expect(remaining.canvas == drawing.canvas)
    }

    @Test func copyingAppendsTheCopiesInDrawingOrder() {
        let (copied, selection) = drawing.applying(.copy(offset: Vector(dx: 10, dy: 0)), to: [2, 0])
        #expect(selection == [3, 4])
        #expect(copied.strokes.count == 5)
        #expect(copied.strokes[3].canvasLocations == [Point(x: 11, y: 1), Point(x: 19, y: 1)])
        #expect(copied.strokes[4].points == drawing.strokes[2].points)
        let (twins, _) = drawing.applying(.copy(), to: [1])
        #expect(sameBits(twins.strokes[3], drawing.strokes[1]))
    }

    @Test func unusableNumbersAndSelectionsChangeNothing() {
        let edits: [SelectionEdit] = [
            .move(Vector(dx: .nan, dy: 0)), .scale(0), .scale(.infinity), .rotate(degrees: .nan),
            .copy(offset: Vector(dx: 0, dy: .infinity)),
        ]
        for edit in edits {
            let (same, selection) = drawing.applying(edit, to: [0, 1])
            #expect(same == drawing)
            #expect(selection == [0, 1])
        }
        for edit in edits + [.delete, .recolor(.white), .move(Vector(dx: 1, dy: 1))] {
            #expect(drawing.applying(edit, to: [5, -1]) == (drawing, []))
        }
        // Strokes with no points have no centre to turn about.
        let blank = Drawing(canvas: Size(width: 10, height: 10), strokes: [Stroke(points: [])])
        #expect(blank.applying(.rotate(degrees: 45), to: [0]).drawing == blank)
    }

    /// Every edit keeps the selected strokes' points and curves bit for bit, so that restoring the
    /// strokes an edit replaced gives back the drawing exactly.
    @Test func editsKeepPointsAndCurvesExactly() {
        var curved = Fixtures.line([(0, 0), (10, 10)])
        curved.path = CurvePath([
            .move(to: Point(x: 0, y: 0)),
            .cubic(control1: Point(x: 3, y: 0), control2: Point(x: 7, y: 10), to: Point(x: 10, y: 10)),
        ])
        let original = Drawing(canvas: Size(width: 100, height: 100), strokes: [curved] + drawing.strokes)
        let edits: [SelectionEdit] = [
            .move(Vector(dx: 0.1, dy: 0.2)), .scale(1.7), .rotate(degrees: 33), .recolor(.black),
        ]
        var edited = original
        var saved: [[Stroke]] = []
        for edit in edits {
            saved.append(edited.strokes)
            edited = edited.applying(edit, to: [0, 2]).drawing
            #expect(edited.strokes[0].points == original.strokes[0].points)
            #expect(edited.strokes[0].path == original.strokes[0].path)
        }
        for strokes in saved.reversed() { edited.strokes = strokes }
        #expect(zip(edited.strokes, original.strokes).allSatisfy { sameBits($0, $1) })
    }
}

private func == (lhs: (Drawing, [Int]), rhs: (Drawing, [Int])) -> Bool {
    lhs.0 == rhs.0 && lhs.1 == rhs.1
}
