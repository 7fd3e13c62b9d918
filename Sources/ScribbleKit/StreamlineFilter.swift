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
        for index in 1..<input.count {
            var sample = inputs[index]
            x += (sample.x - x) * factor
            y += (sample.y - y) * factor
            sample.x = x
            sample.y = y
            (outputs + index).initialize(to: sample)
        }
        output.count = input.count
        StabilizerLanding.land(output, on: input, over: StabilizerLanding.landingLength(alpha: factor))
        InkCleaning.removeRepeats(output)
    }
}
