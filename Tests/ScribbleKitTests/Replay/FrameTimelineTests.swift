import ScribbleKit
import Testing

@Suite struct FrameTimelineTests {
    @Test func aRecordingHasCeilingOfDurationTimesRatePlusOneFrames() {
        #expect(FrameTimeline(start: 0, end: 2, framesPerSecond: 30).frameCount == 61)
        #expect(FrameTimeline(start: 1, end: 3.01, framesPerSecond: 30).frameCount == 62)
        #expect(FrameTimeline(start: 0.5, end: 0.5, framesPerSecond: 30).frameCount == 1)
        #expect(FrameTimeline(start: 0, end: 1, framesPerSecond: 0.5).frameCount == 2)
        // A duration a rounding error over a whole number of frames adds none.
        #expect(FrameTimeline(start: 0.1, end: 0.1 + 0.7, framesPerSecond: 10).frameCount == 8)
    }

    @Test func framesStartAtTheFirstEventAndTheLastReachesTheEnd() {
        let timeline = FrameTimeline(start: 1.25, end: 2.2, framesPerSecond: 10)
        let times = Array(timeline.times)
        #expect(times.count == timeline.frameCount)
        #expect(times.first == 1.25)
        #expect(times.last! >= 2.2 && times.last! < 2.2 + 0.1)
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 0.1) < 1e-9 })
    }

    @Test func nonsenseIsCorrected() {
        #expect(FrameTimeline(start: 0, end: 1, framesPerSecond: 0).framesPerSecond == 30)
        #expect(FrameTimeline(start: 0, end: -1, framesPerSecond: 30).frameCount == 1)
        #expect(FrameTimeline(start: .nan, end: .infinity, framesPerSecond: .infinity).frameCount == 1)
    }

    @Test func aReplaysTimelineRunsFromItsFirstEventToItsLast() {
        let replay = Replay(
            events: [
                InputEvent(pointer: 1, device: .pen, phase: .down, location: Point(x: 0, y: 0), t: 0.5),
                InputEvent(pointer: 1, device: .pen, phase: .up, location: Point(x: 9, y: 0), t: 1.5),
            ], canvas: Size(width: 10, height: 10))
        let timeline = FrameTimeline(replay: replay, framesPerSecond: 4)
        #expect(timeline.start == 0.5 && timeline.end == 1.5 && timeline.frameCount == 5)
    }
}
