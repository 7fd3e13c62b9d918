import ScribbleKit
import Testing

@Suite struct StrokeTests {
    let line = Stroke(
        points: [StrokePoint(x: 0, y: 0, t: 1), StrokePoint(x: 10, y: 0, t: 1.5), StrokePoint(x: 10, y: 20, t: 2)],
        ink: Ink(tool: .monoline, color: .black, width: 4), device: .pen)

    @Test func boundsAddHalfTheWidth() throws {
        let bounds = try #require(line.bounds)
        #expect(bounds == Rect(x: -2, y: -2, width: 14, height: 24))
        #expect(line.pathBounds == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func pressureInkBoundsUseTheWidestWidth() throws {
        var pen = line
        pen.ink.tool = .pen
        let bounds = try #require(pen.bounds)
        #expect(bounds == Rect(x: -3, y: -3, width: 16, height: 26))
    }

    @Test func emptyStrokeHasNoBounds() {
        #expect(Stroke(points: []).bounds == nil)
    }

    @Test func timing() {
        #expect(line.startTime == 1)
        #expect(line.endTime == 2)
        #expect(line.duration == 1)
    }

    @Test func transformMovesBoundsAndScalesWidth() throws {
        let moved = line.transformed(by: .scale(x: 2, y: 2)).transformed(by: .translation(x: 100, y: 0))
        #expect(moved.canvasLocations.last == Point(x: 120, y: 40))
        let bounds = try #require(moved.bounds)
        #expect(bounds == Rect(x: 96, y: -4, width: 28, height: 48))
        #expect(moved.points == line.points)
    }

    @Test func widthFollowsPressureForPressureTools() {
        let pen = Ink(tool: .pen, width: 4)
        #expect(pen.width(atPressure: 0.5) == 4)
        #expect(pen.width(atPressure: 0) == 2)
        #expect(pen.width(atPressure: 1) == 6)
        #expect(pen.width(atPressure: 7) == 6)
        #expect(Ink(tool: .monoline, width: 4).width(atPressure: 1) == 4)
        #expect(StrokePoint(x: 0, y: 0, t: 0).effectivePressure == 0.5)
    }
}

@Suite struct DrawingTests {
    func stroke(from start: Point, to end: Point, t: Double) -> Stroke {
        Stroke(
            points: [StrokePoint(location: start, t: t), StrokePoint(location: end, t: t + 1)],
            ink: Ink(tool: .monoline, width: 2))
    }

    @Test func boundsCoverEveryStroke() throws {
        let drawing = Drawing(
            canvas: Size(width: 100, height: 100),
            strokes: [
                stroke(from: Point(x: 10, y: 10), to: Point(x: 20, y: 10), t: 0),
                stroke(from: Point(x: 50, y: 60), to: Point(x: 50, y: 80), t: 3),
            ])
        #expect(try #require(drawing.bounds) == Rect(x: 9, y: 9, width: 42, height: 72))
        #expect(drawing.pointCount == 4)
        #expect(drawing.duration == 4)
        #expect(Drawing(canvas: .zero).bounds == nil)
        #expect(Drawing(canvas: .zero).duration == 0)
    }

    @Test func appendingKeepsOrderAndGrowsCanvas() {
        let a = Drawing(
            canvas: Size(width: 100, height: 50), strokes: [stroke(from: .zero, to: Point(x: 1, y: 1), t: 0)])
        let b = Drawing(
            canvas: Size(width: 40, height: 80), strokes: [stroke(from: .zero, to: Point(x: 2, y: 2), t: 0)])
        let joined = a.appending(b)
        #expect(joined.canvas == Size(width: 100, height: 80))
        #expect(joined.strokes == a.strokes + b.strokes)
    }

    @Test func transformingMovesEveryStroke() throws {
        let drawing = Drawing(
            canvas: Size(width: 100, height: 100),
            strokes: [
                stroke(from: Point(x: 10, y: 10), to: Point(x: 20, y: 10), t: 0)
            ])
        let moved = drawing.transformed(by: .translation(x: 5, y: 7))
        #expect(try #require(moved.bounds) == Rect(x: 14, y: 16, width: 12, height: 2))
        #expect(moved.canvas == drawing.canvas)
    }
}
