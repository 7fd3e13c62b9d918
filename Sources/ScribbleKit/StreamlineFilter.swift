/// perfect-freehand's exponential smoothing: each point is pulled from the previous smoothed point
/// towards its input by a fixed fraction, so the line lags behind the hand and its jitter averages
/// out. The stroke still ends where the tool lifted (see ``StabilizerLanding``).
struct StreamlineFilter {
    /// The fraction each point moves towards its input, 0.15…1 (1 changes nothing).
    let factor: Double

    /// A filter for a streamline amount of 0…1, as perfect-freehand maps it.
    init(amount: Double) {
        let clamped = amount.isFinite ? Swift.min(1, Swift.max(0, amount)) : 0
        factor = 0.15 + (1 - clamped) * 0.85
    }

    /// Replaces the contents of `output` with the smoothed samples of `input`.
    func apply(_ input: InkBuffer<InkSample>, into output: InkBuffer<InkSample>) {
        output.removeAll()
        guard !input.isEmpty else { return }
        output.reserve(input.count + 1)
        let inputs = input.base, outputs = output.base
        let first = inputs[0]
        outputs.initialize(to: first)
        var x = first.x, y = first.y
        // Smoothing can bring two points to one place. Each point waits for the one before, so
        // checking for that here costs next to nothing, and spares a pass over the samples after.
        var hasRepeat = false
        for index in 1..<input.count {
            var sample = inputs[index]
            let previousX = x, previousY = y
            x += (sample.x - x) * factor
            y += (sample.y - y) * factor
            sample.x = x
            sample.y = y
            (outputs + index).initialize(to: sample)
            let dx = x - previousX, dy = y - previousY
            if dx * dx + dy * dy == 0 { hasRepeat = true }
        }
        output.count = input.count
        let landing = StabilizerLanding.landingLength(alpha: factor)
        StabilizerLanding.land(output, on: input, over: landing)
        // Landing moved the last `landing` samples; those before were checked above.
        InkCleaning.removeRepeats(output, from: hasRepeat ? 1 : Swift.max(1, input.count - landing))
    }
}
