import ScribbleKit
import ScribbleTestSupport
import Testing

/// Seeded random recordings: several pointers at once from every device, overlapping in time,
/// with cancels, taps, palms and pressure that comes and goes, on a millisecond grid so that
/// events often share a moment.
private struct RecordingGenerator {
    var random: SeededGenerator
    /// Whether some contacts are never lifted (the recording just stops).
    var leavesContactsDown: Bool

    init(seed: UInt64, leavesContactsDown: Bool = false) {
        random = SeededGenerator(seed: seed)
        self.leavesContactsDown = leavesContactsDown
    }

    mutating func recording() -> [InputEvent] {
        var events: [InputEvent] = []
        let contacts = Int.random(in: 1...9, using: &random)
        for contact in 0..<contacts {
            events += self.contact(pointer: contact + 1)
        }
        // Stable by time: a contact's own events keep their order.
        return events.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
    }

    private mutating func milliseconds(_ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range, using: &random)) / 1000
    }

    private mutating func contact(pointer: Int) -> [InputEvent] {
        let device = InputDevice.allCases.randomElement(using: &random)!
        var t = milliseconds(0...3000)
        var location = Point(
            x: Double.random(in: 0...400, using: &random), y: Double.random(in: 0...300, using: &random))
        let hasPressure = Bool.random(using: &random)
        let radius: Double? = device == .finger ? [nil, 8, 30].randomElement(using: &random)! : nil
        func event(_ phase: InputPhase, pressure: Double?) -> InputEvent {
            InputEvent(
                pointer: pointer, device: device, phase: phase, location: location, t: t,
                pressure: pressure, contactRadius: radius)
        }
        var events = [event(.down, pressure: hasPressure ? 0.3 : nil)]
        let kind = Int.random(in: 0..<10, using: &random)
        if kind == 0 {
            // A tap: down and up at one place, at one moment or a few milliseconds apart.
            t += milliseconds(0...40)
            events.append(event(.up, pressure: nil))
            return events
        }
        for _ in 0..<Int.random(in: 0...30, using: &random) {
            t += milliseconds(1...25)
            location = Point(
                x: location.x + Double.random(in: -12...12, using: &random),
                y: location.y + Double.random(in: -12...12, using: &random))
            let pressure = hasPressure ? Double.random(in: 0...1, using: &random) : nil
            events.append(event(.move, pressure: pressure))
        }
        t += milliseconds(1...25)
        location.x += 3
        switch kind {
        case 1: events.append(event(.cancel, pressure: nil))
        case 2 where leavesContactsDown: break
        default: events.append(event(.up, pressure: Bool.random(using: &random) && hasPressure ? 0.2 : nil))
        }
        return events
    }
}

private let canvas = Size(width: 400, height: 300)

/// Replaying a recording, or a drawing, gives back exactly what recording it gives, and along
/// the way shows what a canvas would have shown at each moment.
@Suite struct ReplayRoundTripTests {
    static let seeds: [UInt64] = Array(1...150)

    @Test(arguments: seeds)
    func drawingToEventsToReplayGivesTheDrawingBack(seed: UInt64) {
        var generator = RecordingGenerator(seed: seed)
        let events = generator.recording()
        for policy in InputPolicy.allCases {
            var recorder = StrokeRecorder(canvas: canvas, policy: policy)
            for event in events { recorder.handle(event) }
            let drawing = recorder.finishRecording()
            var replay = Replay(events: drawing.inputEvents, canvas: canvas)
            #expect(replay.finish() == drawing, "seed \(seed), policy \(policy)")
        }
    }

    @Test(arguments: seeds)
    func replayingARecordingMomentByMomentGivesTheRecordedDrawing(seed: UInt64) {
        var generator = RecordingGenerator(seed: seed, leavesContactsDown: true)
        let events = generator.recording()
        for policy in InputPolicy.allCases {
            var recorder = StrokeRecorder(canvas: canvas, policy: policy)
            for event in events { recorder.handle(event) }
            let drawing = recorder.finishRecording()
            var replay = Replay(events: events, canvas: canvas, policy: policy)
            var finished: [Stroke] = []
            for frame in 0...100 {
                let step = replay.advance(to: Double(frame) / 30)
                finished += step.newlyFinished
                #expect(finished == Array(drawing.strokes.prefix(finished.count)), "seed \(seed), policy \(policy)")
            }
            #expect(replay.finish() == drawing, "seed \(seed), policy \(policy)")
        }
    }

    @Test(arguments: seeds)
    func aDrawingReplaysToItselfWithItsInksAndTransforms(seed: UInt64) {
        var generator = RecordingGenerator(seed: seed, leavesContactsDown: true)
        var recorder = StrokeRecorder(canvas: canvas)
        for event in generator.recording() { recorder.handle(event) }
        var drawing = recorder.finishRecording()
        // Strokes never lifted come last, out of time order, and strokes get inks and transforms
        // that events cannot carry.
        var random = SeededGenerator(seed: seed)
        for index in drawing.strokes.indices {
            drawing.strokes[index].ink = Ink(
                tool: InkTool.allCases.randomElement(using: &random)!,
                color: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5),
                width: Double.random(in: 1...20, using: &random))
            if Bool.random(using: &random) {
                drawing.strokes[index].transform = Transform.rotation(radians: 0.3).concatenating(.scale(x: 2, y: 1.5))
            }
        }
        drawing.inkOptions = seed.isMultiple(of: 2) ? .raw : nil
        var replay = Replay(drawing: drawing)
        #expect(replay.finish() == drawing, "seed \(seed)")
    }

    @Test(arguments: seeds)
    func aDrawingsStepsShowWhatWasDrawnByEachMoment(seed: UInt64) throws {
        var generator = RecordingGenerator(seed: seed, leavesContactsDown: true)
        var recorder = StrokeRecorder(canvas: canvas)
        for event in generator.recording() { recorder.handle(event) }
        let drawing = recorder.finishRecording()
        var replay = Replay(drawing: drawing)
        var finished: [Stroke] = []
        for frame in 0...110 {
            let moment = Double(frame) / 30
            let step = replay.advance(to: moment)
            finished += step.newlyFinished
            // Finished strokes come in the drawing's order, each once it and those before it are done.
            #expect(finished == Array(drawing.strokes.prefix(finished.count)))
            let done = drawing.strokes.prefix { $0.endTime <= moment }.count
            #expect(finished.count == done, "seed \(seed) at \(moment)")
            // Strokes in progress are the samples drawn so far of strokes begun and not yet finished.
            let begun = drawing.strokes.dropFirst(done).filter { $0.startTime <= moment }
            #expect(step.inProgress.count == begun.count)
            for (shown, stroke) in zip(step.inProgress, begun) {
                #expect(shown.points == stroke.points.filter { $0.t <= moment })
                #expect(shown.ink == stroke.ink && shown.transform == stroke.transform && shown.device == stroke.device)
            }
        }
        #expect(replay.finish() == drawing)
    }

    @Test func strokesWithoutSamplesAreLeftOutAndTimeOnlyGoesForward() {
        let backwards = Stroke(points: [
            StrokePoint(x: 0, y: 0, t: 1), StrokePoint(x: 5, y: 0, t: 0.5), StrokePoint(x: 9, y: 0, t: 2),
        ])
        let drawing = Drawing(canvas: canvas, strokes: [Stroke(points: []), backwards])
        var replay = Replay(drawing: drawing)
        #expect(replay.startTime == 1 && replay.endTime == 2)
        // The sample stamped 0.5 comes with the one before it.
        #expect(replay.advance(to: 1).inProgress.map(\.points.count) == [2])
        #expect(replay.finish().strokes == [backwards])
    }

    @Test func palmsAndPenInUseAreNotTurnedAwayInADrawing() {
        let pen = Stroke(points: [StrokePoint(x: 0, y: 0, t: 0), StrokePoint(x: 50, y: 0, t: 1)], device: .pen)
        let finger = Stroke(
            points: [StrokePoint(x: 0, y: 9, t: 0.5), StrokePoint(x: 50, y: 9, t: 0.6)], device: .finger)
        let drawing = Drawing(canvas: canvas, strokes: [pen, finger])
        var replay = Replay(drawing: drawing)
        #expect(replay.advance(to: 0.55).inProgress.map(\.device) == [.pen, .finger])
        #expect(replay.finish() == drawing)
    }
}
