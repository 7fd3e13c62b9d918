/// perfect-freehand's exponential smoothing: each point is pulled from the previous smoothed point
/// towards its input by a fixed fraction, so the line lags behind the hand and its jitter averages
/// out. The stroke still ends where the tool lifted (see ``StabilizerLanding``).
///
/// perfect-freehand writes the step as one interpolation a point; this filter takes two points a
/// step (see ``smooth(_:into:hasRepeat:)``), which agrees with it to 1e-12 and is kept because it was
/// measured to be worth more than 5% of its stage: `scribble-bench outline` on tools/bench's
/// workloads, release build, 100 interleaved runs of each form, default ink options:
///
/// | workload | two a step (best, top-ten mean) | one a step | gain    |
/// |----------|---------------------------------|------------|---------|
/// | 1000×100 | 29.4, 28.1 M points/s           | 27.8, 26.5 | 5.5–6.2% |
/// | 100×1000 | 33.6, 32.2 M points/s           | 31.6, 30.5 | 5.5–6.4% |
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
        // Smoothing can bring two points to one place. Checking for that while smoothing costs
        // next to nothing beside the chain of the smoothing itself, and spares a pass over the
        // samples after.
        var hasRepeat = false
        input.withUnsafeMutableBufferPointer { inputs in
            output.append(upTo: inputs.count + 1) { outputs in
                smooth(inputs, into: outputs, hasRepeat: &hasRepeat)
                return inputs.count
            }
        }
        let landing = StabilizerLanding.landingLength(alpha: factor)
        StabilizerLanding.land(output, on: input, over: landing)
        // Landing moved the last `landing` samples; those before were checked above.
        InkCleaning.removeRepeats(output, from: hasRepeat ? 1 : Swift.max(1, input.count - landing))
    }

    /// Initialises `outputs` with the smoothed `inputs` (at least one), before landing; sets
    /// `hasRepeat` when two smoothed neighbours are at one place.
    @inline(__always)
    private func smooth(
        _ inputs: UnsafeMutableBufferPointer<InkSample>, into outputs: UnsafeMutableBufferPointer<InkSample>,
        hasRepeat: inout Bool
    ) {
        let first = inputs[0]
        outputs.initializeElement(at: 0, to: first)
        // Each point is keep·(the smoothed point before) + factor·(its input). Every point waits
        // for the one before, so the loop runs at the speed of that chain of a multiply and an
        // add; taking two points a step, the second straight from the one before the pair
        // (keep²·previous + keep·factor·first input + factor·second input), halves its length.
        // The sums are written coordinate by coordinate: they weigh points, which `Point` does not.
        let keep = 1 - factor, keepSquared = keep * keep
        var x = first.x, y = first.y
        @inline(__always)
        func write(_ index: Int, _ smoothed: Point, after previous: Point) {
            var sample = inputs[index]
            sample.location = smoothed
            outputs.initializeElement(at: index, to: sample)
            if (smoothed - previous).lengthSquared == 0 { hasRepeat = true }
        }
        var index = 1
        while index + 1 < inputs.count {
            let pulledX = factor * inputs[index].x, pulledY = factor * inputs[index].y
            let firstX = keep * x + pulledX, firstY = keep * y + pulledY
            let secondX = keepSquared * x + (keep * pulledX + factor * inputs[index + 1].x)
            let secondY = keepSquared * y + (keep * pulledY + factor * inputs[index + 1].y)
            write(index, Point(x: firstX, y: firstY), after: Point(x: x, y: y))
            write(index + 1, Point(x: secondX, y: secondY), after: Point(x: firstX, y: firstY))
            x = secondX
            y = secondY
            index += 2
        }
        if index < inputs.count {
            let lastX = keep * x + factor * inputs[index].x, lastY = keep * y + factor * inputs[index].y
            write(index, Point(x: lastX, y: lastY), after: Point(x: x, y: y))
        }
    }
}
