import ScribbleKit
import Testing

/// Builds events tersely for the recorder tests.
private func event(
    _ phase: InputPhase, _ pointer: Int, _ device: InputDevice, _ x: Double, _ y: Double, t: Double,
    pressure: Double? = nil
) -> InputEvent {
    InputEvent(pointer: pointer, device: device, phase: phase, location: Point(x: x, y: y), t: t, pressure: pressure)
}

/// A pen line, a finger line and a mouse line, one after another.
private let takingTurns: [InputEvent] = [
    event(.down, 1, .pen, 0, 0, t: 0, pressure: 0.3),
    event(.move, 1, .pen, 10, 0, t: 0.01, pressure: 0.5),
    event(.up, 1, .pen, 20, 0, t: 0.02),
    event(.down, 2, .finger, 0, 10, t: 0.5),
    event(.move, 2, .finger, 10, 10, t: 0.51),
    event(.up, 2, .finger, 20, 10, t: 0.52),
    event(.down, 3, .mouse, 0, 20, t: 1),
    event(.move, 3, .mouse, 10, 20, t: 1.01),
    event(.move, 3, .mouse, 15, 20, t: 1.015),
    event(.up, 3, .mouse, 20, 20, t: 1.02),
]

private func record(_ events: [InputEvent], policy: InputPolicy) -> StrokeRecorder {
    var recorder = StrokeRecorder(canvas: Size(width: 100, height: 100), policy: policy)
    for event in events { recorder.handle(event) }
    _ = recorder.finishRecording()
    return recorder
}

@Suite struct StrokeRecorderTests {
    @Test(arguments: [
        (InputPolicy.pen, [InputDevice.pen], [InputDevice.finger, .mouse]),
        (.finger, [.finger, .mouse], [.pen]),
        (.any, [.pen, .finger, .mouse], []),
        (.auto, [.pen], [.finger, .mouse]),
    ])
    func policyDecidesWhoInks(policy: InputPolicy, inked: [InputDevice], turnedAway: [InputDevice]) {
        let recorder = record(takingTurns, policy: policy)
        #expect(recorder.strokes.map(\.device) == inked)
        #expect(recorder.rejections.map(\.device) == turnedAway)
        #expect(recorder.anomalies.isEmpty)
        // Every event is accounted for: drawn into a stroke or counted in a rejection.
        let rejectedEvents = recorder.rejections.reduce(0) { $0 + $1.eventCount }
        let drawnEvents = recorder.strokes.reduce(0) { $0 + $1.points.count }
        #expect(rejectedEvents + drawnEvents == takingTurns.count)
    }

    @Test func rejectionSaysWhoAndWhy() throws {
        let recorder = record(takingTurns, policy: .pen)
        let first = try #require(recorder.rejections.first)
        #expect(first.pointer == 2)
        #expect(first.device == .finger)
        #expect(first.firstEventIndex == 3)
        #expect(first.eventCount == 3)
        #expect(first.t == 0.5)
        #expect(first.cause == .policy(.pen))
        #expect(first.reason == "the pen policy inks only with a pen")
    }

    @Test func autoLetsFingersDrawUntilAPenIsSeen() {
        let events = [
            event(.down, 2, .finger, 0, 10, t: 0), event(.up, 2, .finger, 9, 10, t: 0.1),
            event(.down, 3, .mouse, 0, 20, t: 0.2), event(.up, 3, .mouse, 9, 20, t: 0.3),
            event(.down, 1, .pen, 0, 0, t: 1), event(.up, 1, .pen, 9, 0, t: 1.1),
            event(.down, 4, .finger, 0, 30, t: 2), event(.up, 4, .finger, 9, 30, t: 2.1),
        ]
        let recorder = record(events, policy: .auto)
        #expect(recorder.strokes.map(\.device) == [.finger, .mouse, .pen])
        #expect(recorder.rejections.map(\.pointer) == [4])
        #expect(recorder.rejections.first?.reason == "the auto policy inks only with the pen once a pen has been used")
    }

    @Test func palmsAreRejected() {
        var palm = event(.down, 5, .finger, 50, 50, t: 0.5)
        palm.contactRadius = 40
        var fingertip = event(.down, 6, .finger, 20, 20, t: 2)
        fingertip.contactRadius = 8
        let events = [
            event(.down, 1, .pen, 0, 0, t: 0), event(.move, 1, .pen, 5, 0, t: 0.1),
            event(.down, 2, .finger, 80, 80, t: 0.15), event(.move, 2, .finger, 81, 80, t: 0.2),
            event(.up, 1, .pen, 9, 0, t: 0.3), event(.up, 2, .finger, 82, 80, t: 0.35),
            palm, event(.up, 5, .finger, 50, 50, t: 0.6),
            fingertip, event(.up, 6, .finger, 25, 20, t: 2.1),
        ]
        let recorder = record(events, policy: .any)
        #expect(recorder.strokes.map(\.device) == [.pen, .finger])
        #expect(recorder.rejections.map(\.cause) == [.penInUse, .palm(radius: 40)])
        #expect(recorder.rejections.map(\.eventCount) == [3, 2])
        #expect(recorder.anomalies.isEmpty)
        // Under the finger policy the pen draws nothing, so a touch during it is no palm.
        let fingerOnly = record(events, policy: .finger)
        #expect(fingerOnly.rejections.map(\.cause) == [.policy(.finger), .palm(radius: 40)])
    }

    @Test func strokesKeepTheRecordingsTiming() throws {
        let stroke = try #require(record(takingTurns, policy: .any).strokes.first)
        #expect(stroke.points.map(\.t) == [0, 0.01, 0.02])
        #expect(stroke.points.map(\.x) == [0, 10, 20])
        // Lift-off carries no force; the last known pressure is kept.
        #expect(stroke.points.map(\.pressure) == [0.3, 0.5, 0.5])
    }

    @Test func twoFingersAtOnceDrawTwoStrokes() {
        let events = [
            event(.down, 5, .finger, 0, 0, t: 0),
            event(.down, 6, .finger, 0, 50, t: 0.001),
            event(.move, 5, .finger, 10, 0, t: 0.01),
            event(.move, 6, .finger, 10, 50, t: 0.011),
            event(.move, 5, .finger, 20, 0, t: 0.02),
            event(.up, 6, .finger, 20, 50, t: 0.021),
            event(.up, 5, .finger, 30, 0, t: 0.03),
        ]
        let recorder = record(events, policy: .any)
        #expect(recorder.strokes.count == 2)
        // Finished in the order the fingers lifted.
        #expect(recorder.strokes[0].points.map(\.y) == [50, 50, 50])
        #expect(recorder.strokes[1].points.map(\.x) == [0, 10, 20, 30])
        #expect(recorder.strokes[1].points.map(\.t) == [0, 0.01, 0.02, 0.03])
    }

    @Test func cancelDiscardsOnlyThatStroke() {
        let events = [
            event(.down, 1, .pen, 0, 0, t: 0),
            event(.move, 1, .pen, 5, 5, t: 0.01),
            event(.cancel, 1, .pen, 5, 5, t: 0.02),
            event(.down, 1, .pen, 50, 50, t: 0.5),
            event(.up, 1, .pen, 60, 50, t: 0.6),
        ]
        let recorder = record(events, policy: .any)
        #expect(recorder.strokes.count == 1)
        #expect(recorder.strokes[0].points.first?.location == Point(x: 50, y: 50))
        #expect(recorder.anomalies.isEmpty)
    }

    @Test func strayEventsAreReportedNotFatal() {
        let events = [
            event(.move, 9, .pen, 1, 1, t: 0),
            event(.up, 9, .pen, 1, 1, t: 0.1),
            event(.cancel, 8, .finger, 1, 1, t: 0.2),
            event(.down, 1, .pen, 0, 0, t: 0.3),
            event(.down, 1, .pen, 9, 9, t: 0.4),
            event(.move, 1, .pen, 10, 10, t: 0.5),
        ]
        let recorder = record(events, policy: .any)
        #expect(
            recorder.anomalies.map(\.kind) == [
                .moveWithoutDown, .upWithoutDown, .cancelWithoutDown, .downWhileDown, .neverLifted,
            ])
        #expect(recorder.anomalies.map(\.eventIndex) == [0, 1, 2, 4, 5])
        #expect(recorder.anomalies[0].message == "move for pointer 9, which is not down; ignored")
        #expect(recorder.strokes.count == 2)
        #expect(recorder.strokes[1].points.count == 2)
    }

    @Test func aTapIsAOnePointStroke() throws {
        let events = [
            event(.down, 1, .pen, 40, 40, t: 0, pressure: 0.6),
            event(.move, 1, .pen, 40, 40, t: 0.02, pressure: 0.6),
            event(.up, 1, .pen, 40, 40, t: 0.04),
        ]
        let stroke = try #require(record(events, policy: .any).strokes.first)
        #expect(Set(stroke.points.map(\.location)) == [Point(x: 40, y: 40)])
        #expect(stroke.bounds != nil)
    }

    @Test func activeStrokesShowWorkInProgress() {
        var recorder = StrokeRecorder(canvas: Size(width: 10, height: 10))
        recorder.handle(event(.down, 1, .pen, 0, 0, t: 0))
        recorder.handle(event(.move, 1, .pen, 1, 0, t: 0.1))
        #expect(recorder.activeStrokes.count == 1)
        #expect(recorder.activeStrokes[0].points.count == 2)
        #expect(recorder.strokes.isEmpty)
        recorder.handle(event(.up, 1, .pen, 2, 0, t: 0.2))
        #expect(recorder.activeStrokes.isEmpty)
        #expect(recorder.strokes.count == 1)
    }

    @Test func undoAndRedoWholeStrokes() {
        var recorder = record(takingTurns, policy: .any)
        #expect(recorder.strokes.count == 3)
        let undid = [recorder.undo(), recorder.undo()]
        #expect(undid == [true, true])
        #expect(recorder.strokes.map(\.device) == [.pen])
        #expect(recorder.canRedo)
        let redid = recorder.redo()
        #expect(redid)
        #expect(recorder.strokes.map(\.device) == [.pen, .finger])
        // A new stroke forgets what was undone.
        recorder.handle(event(.down, 7, .pen, 1, 1, t: 5))
        recorder.handle(event(.up, 7, .pen, 2, 2, t: 5.1))
        #expect(!recorder.canRedo)
        let redidAfterNewStroke = recorder.redo()
        #expect(!redidAfterNewStroke)
        #expect(recorder.strokes.count == 3)
        var empty = StrokeRecorder(canvas: .zero)
        let undidNothing = empty.undo()
        #expect(!undidNothing)
    }

    @Test func newStrokesUseTheRecordersInk() {
        var recorder = StrokeRecorder(canvas: .zero, ink: Ink(tool: .marker, color: .white, width: 12))
        recorder.handle(event(.down, 1, .pen, 0, 0, t: 0))
        recorder.handle(event(.up, 1, .pen, 3, 0, t: 0.1))
        #expect(recorder.strokes.first?.ink == Ink(tool: .marker, color: .white, width: 12))
    }
}

@Suite struct DrawingEventsTests {
    @Test func recordedDrawingReplaysExactly() {
        var events = takingTurns
        // A tap and two overlapping finger strokes make the ordering non-trivial.
        events += [
            event(.down, 4, .pen, 50, 50, t: 2, pressure: 0.7),
            event(.up, 4, .pen, 50, 50, t: 2),
            event(.down, 5, .finger, 0, 0, t: 3),
            event(.down, 6, .finger, 0, 9, t: 3.001),
            event(.move, 6, .finger, 5, 9, t: 3.01),
            event(.up, 6, .finger, 9, 9, t: 3.02),
            event(.move, 5, .finger, 5, 0, t: 3.03),
            event(.up, 5, .finger, 9, 0, t: 3.04),
        ]
        let original = record(events, policy: .any).drawing
        #expect(original.strokes.count == 6)
        #expect(original.strokes[3].points.count == 1)
        let replayed = record(original.inputEvents, policy: .any).drawing
        #expect(replayed == original)
    }

    @Test func transformsAreAppliedToTheEvents() {
        let stroke = Stroke(
            points: [StrokePoint(x: 1, y: 1, t: 0), StrokePoint(x: 2, y: 1, t: 1)],
            transform: .translation(x: 10, y: 0))
        let events = Drawing(canvas: .zero, strokes: [stroke]).inputEvents
        #expect(events.map(\.location) == [Point(x: 11, y: 1), Point(x: 12, y: 1)])
        #expect(events.map(\.phase) == [.down, .up])
    }
}
