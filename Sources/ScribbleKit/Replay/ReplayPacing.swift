/// Replays a recording in real time, or faster or slower, calling back as each event is played:
/// the recording's own timing, paced by a clock.
public struct ReplayPacing: Sendable {
    /// How many times faster than it was recorded: 2 plays a 10 s recording in 5 s.
    public var speed: Double

    /// Creates pacing at a speed; speeds that are not positive and finite play at 1.
    public init(speed: Double = 1) {
        self.speed = speed > 0 && speed.isFinite ? speed : 1
    }

    /// Plays `replay` to its end, waiting on `clock` so that each event comes when it came in the
    /// recording (divided by the speed), and calls `onStep` after each moment with what changed.
    /// - Returns: the finished drawing.
    public func play<C: Clock>(
        _ replay: inout Replay, clock: C, onStep: (Replay.Step, Double) -> Void = { _, _ in }
    ) async throws -> Drawing where C.Duration == Duration {
        let origin = clock.now
        let start = replay.startTime
        while let next = replay.nextEventTime {
            try await clock.sleep(until: origin.advanced(by: .seconds((next - start) / speed)), tolerance: nil)
            onStep(replay.advance(to: next), next)
        }
        return replay.finish()
    }
}
