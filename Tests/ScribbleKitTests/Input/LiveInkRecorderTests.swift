import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

/// The recorder with live ink: the strokes it finishes are the plain recorder's, each finished
/// outline is the batch one, and what the policy turns away draws nothing.
@Suite struct LiveInkRecorderTests {
    static func events(pointer: Int, device: InputDevice, from start: Point, count: Int, t0: Double) -> [InputEvent] {
        (0..<count).map { index in
            let phase: InputPhase = index == 0 ? .down : index == count - 1 ? .up : .move
            let angle = Double(index) / 9
            return InputEvent(
                pointer: pointer, device: device, phase: phase,
                location: Point(x: start.x + Double(index) * 2, y: start.y + 20 * sin(angle)),
                t: t0 + Double(index) / 240,
                pressure: device == .pen ? 0.4 + 0.2 * sin(angle) : nil)
        }
    }

    @Test func finishedStrokesAndTheirInkAreTheBatchOnes() {
        let canvas = Size(width: 800, height: 600)
        var stream = Self.events(pointer: 1, device: .pen, from: Point(x: 10, y: 100), count: 150, t0: 0)
        stream += Self.events(pointer: 2, device: .finger, from: Point(x: 10, y: 300), count: 80, t0: 1)
        stream += Self.events(pointer: 3, device: .mouse, from: Point(x: 10, y: 500), count: 60, t0: 2)
        let live = LiveInkRecorder(recorder: StrokeRecorder(canvas: canvas, policy: .any))
        var plain = StrokeRecorder(canvas: canvas, policy: .any)
        var finishedOutlines: [InkOutline] = []
        for event in stream {
            plain.handle(event)
            let change = live.handle(event)
            if event.phase != .up {
                #expect(change?.region != nil, "every sample of an inking contact changes the ink")
            }
            if let change, change.finished != nil { finishedOutlines.append(change.outline) }
        }
        #expect(live.recorder.strokes == plain.strokes)
        #expect(finishedOutlines == plain.strokes.map { $0.outline() })
        #expect(live.inProgress.isEmpty)
    }

    @Test func aContactNotOutlinedIsRecordedAndReportedFinishedWithoutInk() throws {
        let live = LiveInkRecorder(recorder: StrokeRecorder(canvas: Size(width: 800, height: 600), policy: .any))
        let stream = Self.events(pointer: 4, device: .pen, from: Point(x: 10, y: 100), count: 40, t0: 0)
        for event in stream.dropLast() {
            #expect(live.handle(event, outlining: false) == nil)
            #expect(live.inProgress.isEmpty, "an eraser's or a lasso's path is never outlined")
        }
        let last = try #require(stream.last)
        let change = try #require(live.handle(last, outlining: false))
        #expect(change.finished?.points.count == 40 && change.outline.polygons.isEmpty && change.region == nil)
        #expect(live.recorder.strokes.count == 1)
    }

    @Test func whatThePolicyTurnsAwayDrawsNothing() {
        let live = LiveInkRecorder(recorder: StrokeRecorder(canvas: Size(width: 400, height: 400), policy: .pen))
        for event in Self.events(pointer: 5, device: .finger, from: Point(x: 10, y: 10), count: 20, t0: 0) {
            #expect(live.handle(event) == nil)
        }
        #expect(live.recorder.rejections.count == 1)
    }

    @Test func aCancelTakesTheInkAway() {
        let live = LiveInkRecorder(recorder: StrokeRecorder(canvas: Size(width: 400, height: 400)))
        var stream = Self.events(pointer: 1, device: .pen, from: Point(x: 10, y: 10), count: 30, t0: 0)
        stream[stream.count - 1].phase = .cancel
        var last: LiveInkRecorder.Change?
        for event in stream { last = live.handle(event) }
        #expect(last?.cancelled == true)
        #expect(last?.outline.isEmpty == true)
        #expect(last?.region != nil)
        #expect(live.recorder.strokes.isEmpty)
    }

    @Test func predictedSamplesAreDrawnButNeverRecorded() {
        let live = LiveInkRecorder(recorder: StrokeRecorder(canvas: Size(width: 400, height: 400)))
        let stream = Self.events(pointer: 1, device: .pen, from: Point(x: 10, y: 50), count: 40, t0: 0)
        for event in stream.dropLast() {
            var guess = event
            guess.phase = .move
            guess.location = Point(x: event.location.x + 30, y: event.location.y)
            guess.t += 0.016
            _ = live.handle(event, predicted: [guess])
            #expect((live.inProgress[1]?.outline.bounds?.maxX ?? 0) >= event.location.x + 29)
        }
        _ = live.handle(stream[stream.count - 1])
        #expect(live.recorder.strokes.count == 1)
        #expect(live.recorder.strokes[0].points.count == 40)
    }
}
