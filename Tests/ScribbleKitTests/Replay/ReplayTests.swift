import ScribbleKit
import Testing

private let events = ReplayFixtures.events
private let canvas = ReplayFixtures.canvas

@Suite struct ReplayTests {
    @Test(arguments: InputPolicy.allCases)
    func replayingToTheEndGivesTheRecordedDrawing(policy: InputPolicy) {
        var recorder = StrokeRecorder(canvas: canvas, policy: policy)
        for event in events { recorder.handle(event) }
        let recorded = recorder.finishRecording()
        var replay = Replay(events: events, canvas: canvas, policy: policy)
        for frame in 0...25 { _ = replay.advance(to: Double(frame) / 10) }
        #expect(replay.finish() == recorded)
    }

    @Test func stepsShowFinishedAndInProgressStrokes() {
        var replay = Replay(events: events, canvas: canvas)
        let early = replay.advance(to: 0.1)
        #expect(early.newlyFinished.isEmpty)
        #expect(early.inProgress.map(\.points.count) == [2])
        let afterPen = replay.advance(to: 1.12)
        #expect(afterPen.newlyFinished.count == 1)
        #expect(afterPen.inProgress.map(\.device) == [.finger, .finger])
        let afterFingers = replay.advance(to: 1.5)
        // The finger that lifted first finished first.
        #expect(afterFingers.newlyFinished.map { $0.points.first?.y } == [20, 10])
        #expect(afterFingers.inProgress.isEmpty)
        // Going back in time plays nothing again.
        let back = replay.advance(to: 0)
        #expect(back.newlyFinished.isEmpty)
        #expect(replay.time == 1.5)
    }

    @Test func eventsOutOfOrderAreSortedByTime() {
        var shuffled = events
        shuffled.swapAt(0, 2)
        let replay = Replay(events: shuffled, canvas: canvas)
        #expect(replay.events.map(\.t) == events.map(\.t))
        #expect(replay.startTime == 0 && replay.endTime == 2.04)
    }

    @Test func emptyRecordingReplaysToAnEmptyDrawing() {
        var replay = Replay(events: [], canvas: canvas)
        #expect(replay.isAtEnd)
        #expect(replay.nextEventTime == nil)
        #expect(replay.finish().strokes.isEmpty)
    }
}
