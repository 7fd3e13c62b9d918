import ScribbleKit
import Testing

private let events = ReplayFixtures.events
private let canvas = ReplayFixtures.canvas

@Suite struct ReplayPacingTests {
    @Test func pacingWaitsUntilEachEventIsDueAtTheGivenSpeed() async throws {
        let clock = ManualClock()
        var replay = Replay(events: events, canvas: canvas)
        var stepTimes: [Double] = []
        let drawing = try await ReplayPacing(speed: 2).play(&replay, clock: clock) { _, t in stepTimes.append(t) }
        #expect(drawing.strokes.count == 4)
        #expect(stepTimes == events.map(\.t))
        let seconds = clock.sleeps.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
        #expect(seconds.count == events.count)
        for (slept, event) in zip(seconds, events) { #expect(abs(slept - event.t / 2) < 1e-9) }
    }

    @Test func nonsenseSpeedsPlayAtOne() {
        #expect(ReplayPacing(speed: 0).speed == 1)
        #expect(ReplayPacing(speed: -3).speed == 1)
        #expect(ReplayPacing(speed: .infinity).speed == 1)
        #expect(ReplayPacing(speed: 0.5).speed == 0.5)
    }

    /// The seconds a clock was asked to sleep until, from its start.
    static func seconds(_ clock: ManualClock) -> [Double] {
        clock.sleeps.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
    }

    @Test func momentsAreDueAtTheirTimeFromTheFirstEventOverTheSpeed() async throws {
        // The recording starts at 0.5 s: a moment at 1.5 s is due 1 s later, 0.25 s at 4×.
        let shifted = events.map { event -> InputEvent in
            var event = event
            event.t += 0.5
            return event
        }
        let clock = ManualClock()
        var replay = Replay(events: shifted, canvas: canvas)
        var moments: [Double] = []
        let drawing = try await ReplayPacing(speed: 4).play(&replay, through: [0.5, 1.5, 2.54], clock: clock) {
            moments.append($1)
        }
        #expect(moments == [0.5, 1.5, 2.54])
        let slept = Self.seconds(clock)
        #expect(slept.count == 3)
        #expect(zip(slept, [0, 0.25, 0.51]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(drawing.strokes.count == 4)
    }

    @Test func momentsDueAlreadyPlayWithoutWaiting() async throws {
        // Before the first event, and back in time: due at once, never before the clock's start.
        let clock = ManualClock()
        var replay = Replay(events: events, canvas: canvas)
        var finished: [Int] = []
        _ = try await ReplayPacing(speed: 1).play(&replay, through: [-3, 1.2, 0.4, 2.1], clock: clock) { step, _ in
            finished.append(step.newlyFinished.count)
        }
        let slept = Self.seconds(clock)
        #expect(slept.count == 4)
        #expect(zip(slept, [0, 1.2, 0.4, 2.1]).allSatisfy { abs($0 - $1) < 1e-9 })
        // The pen stroke and the finger lifted at 1.15 s by 1.2 s, nothing going back to 0.4,
        // then the other finger and the tap.
        #expect(finished == [0, 2, 0, 2])
    }

    @Test func anErrorFromAStepStopsTheReplay() async throws {
        struct Stop: Error {}
        let clock = ManualClock()
        var replay = Replay(events: events, canvas: canvas)
        var played: [Double] = []
        await #expect(throws: Stop.self) {
            _ = try await ReplayPacing().play(&replay, through: [0.1, 1.2, 2.1], clock: clock) { _, moment in
                played.append(moment)
                if moment > 1 { throw Stop() }
            }
        }
        #expect(played == [0.1, 1.2])
        #expect(clock.sleeps.count == 2)
    }
}

/// A clock that never waits, recording where it was asked to sleep until.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }
    var now = Instant(offset: .zero)
    var minimumResolution: Duration { .nanoseconds(1) }
    var sleeps: [Duration] = []

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        sleeps.append(deadline.offset)
        now = max(now, deadline)
    }
}
