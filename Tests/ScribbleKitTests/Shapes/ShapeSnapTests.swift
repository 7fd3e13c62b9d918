import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

/// Snapping a stroke to its shape in a session: held still at its end, a command that replaces
/// the stroke by its clean shape, undone as one step, replayed from the recording.
@Suite struct ShapeSnapTests {
    /// A stroke through `points`, 1/240 s apart, then held at the last point for `hold` seconds.
    static func stroke(_ points: [Point], hold: Double) -> Stroke {
        var samples = points.enumerated().map { StrokePoint(location: $1, t: Double($0) / 240, pressure: 0.5) }
        if let last = samples.last {
            samples.append(
                StrokePoint(
                    location: Point(x: last.location.x + 1, y: last.location.y), t: last.t + hold / 2, pressure: 0.5))
            samples.append(StrokePoint(location: last.location, t: last.t + hold, pressure: 0.5))
        }
        return Stroke(points: samples, ink: .default, device: .pen)
    }

    static let line = (0...40).map { Point(x: 10 + Double($0) * 5, y: 50 + Double($0 % 2) * 0.3) }

    @Test func aStrokeHeldStillAtItsEndIsToldFromOneLifted() {
        #expect(Self.stroke(Self.line, hold: 0.6).endsHeldStill(for: 0.5, within: 3))
        #expect(!Self.stroke(Self.line, hold: 0.3).endsHeldStill(for: 0.5, within: 3))
        let dot = Stroke(
            points: [StrokePoint(location: Point(x: 5, y: 5), t: 0), StrokePoint(location: Point(x: 5, y: 5), t: 2)],
            ink: .default, device: .pen)
        #expect(!dot.endsHeldStill(for: 0.5, within: 3), "a dot held is no stroke held at its end")
        #expect(!Stroke(points: [], ink: .default, device: .pen).endsHeldStill(for: 0.5, within: 3))
    }

    /// Draws `stroke`'s points as a pen's events.
    static func draw(_ stroke: Stroke, in session: DrawingSession) {
        for (index, point) in stroke.points.enumerated() {
            let phase: InputPhase = index == 0 ? .down : index == stroke.points.count - 1 ? .up : .move
            session.handle(
                InputEvent(
                    pointer: 1, device: .pen, phase: phase, location: point.location, t: point.t,
                    pressure: point.pressure))
        }
    }

    @Test func aSnapReplacesTheStrokeByItsShapeAndOneUndoBringsItBack() throws {
        let session = DrawingSession(canvas: Size(width: 800, height: 800))
        Self.draw(HandDrawnShapes.sample(.rectangle, seed: 7).strokes[0], in: session)
        let rectangle = try #require(session.drawing.strokes.first)
        #expect(ShapeRecognizer().recognize(rectangle).kind == .rectangle)
        let change = try session.perform(.snapShape(stroke: 0), at: 1)
        #expect(change.changesDrawing)
        let clean = try #require(session.drawing.strokes.first)
        #expect(clean != rectangle)
        #expect(ShapeRecognizer().recognize(rectangle).cleanStrokes == session.drawing.strokes)
        try session.perform(.undo, at: 2)
        #expect(session.drawing.strokes == [rectangle])
    }

    @Test func aScribbleOrAnIndexOutOfRangeSnapsNothing() throws {
        let session = DrawingSession(canvas: Size(width: 800, height: 800))
        #expect(!(try session.perform(.snapShape(stroke: 3), at: 0)).changesDrawing)
        let wiggle = (0...60).map {
            Point(x: 100 + 40 * sin(Double($0) * 0.9), y: 100 + Double($0) * 2 + 25 * cos(Double($0) * 1.7))
        }
        Self.draw(Self.stroke(wiggle, hold: 0), in: session)
        #expect(ShapeRecognizer().recognize(session.drawing.strokes[0]).kind == .none)
        #expect(!(try session.perform(.snapShape(stroke: 0), at: 1)).changesDrawing)
    }
}
