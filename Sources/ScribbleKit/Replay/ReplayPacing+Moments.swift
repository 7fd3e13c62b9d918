extension ReplayPacing {
    /// Plays `replay` moment by moment (the frames of an animation, say), waiting on `clock` until
    /// each moment is due, as the recording's timing divided by the speed says, then advancing to
    /// it and calling `onStep` with what changed.
    ///
    /// The clock starts at the replay's first event: a moment at ``Replay/startTime`` is due at
    /// once, and one `d` seconds later is due `d / speed` seconds after. Moments that are due
    /// already (they come out of order, or a step took longer than the gap) play without waiting.
    /// - Parameters:
    ///   - replay: The replay to move on.
    ///   - moments: The moments to stop at, in the recording's seconds.
    ///   - clock: The clock to wait on: `ContinuousClock()` for real time.
    ///   - onStep: Called after each moment with what changed and the moment; an error it throws
    ///     stops the replay and is rethrown.
    /// - Returns: the finished drawing, once every event has been played.
    public func play<C: Clock>(
        _ replay: inout Replay, through moments: some Sequence<Double>, clock: C,
        onStep: (Replay.Step, Double) throws -> Void
    ) async throws -> Drawing where C.Duration == Duration {
        let origin = clock.now
        let start = replay.startTime
        for moment in moments {
            try await clock.sleep(
                until: origin.advanced(by: .seconds(Swift.max(0, moment - start) / speed)), tolerance: nil)
            try onStep(replay.advance(to: moment), moment)
        }
        return replay.finish()
    }
}
