/// A stabilizer (see ``InkOptions/Stabilizer``) steadying a stroke as its samples come, with
/// the state it has reached; copying it keeps that state, so a stroke in progress can run ahead
/// through samples that may still change and come back.
enum SteadyingFilter {
    case none
    case streamline(StreamlineFilter)
    case oneEuro(OneEuroFilter)
    case movingAverage(MovingAverageFilter)

    init(_ stabilizer: InkOptions.Stabilizer) {
        switch stabilizer {
        case .none: self = .none
        case .streamline(let amount): self = .streamline(StreamlineFilter(amount: amount))
        case .oneEuro(let minCutoff, let beta, let derivativeCutoff):
            self = .oneEuro(OneEuroFilter(minCutoff: minCutoff, beta: beta, derivativeCutoff: derivativeCutoff))
        case .movingAverage(let window): self = .movingAverage(MovingAverageFilter(window: window))
        }
    }

    /// How many of the last filtered samples the end of the stroke may still move: its landing
    /// (see ``StabilizerLanding``): a fixed stretch for streamline, up to 32 samples for the 1€
    /// filter, whose landing follows its last step. The moving average's drain and last point
    /// come after its filtered samples. Samples before those are final once filtered.
    var settlingMargin: Int {
        switch self {
        case .none, .movingAverage: 0
        case .streamline(let filter): filter.landingLength
        case .oneEuro: 32
        }
    }

    /// Appends to `output` the steadied samples of `inputs[from..<to]`, the samples before `from`
    /// having been steadied already.
    mutating func steady(_ inputs: InkBuffer<InkSample>, from: Int, to: Int, into output: InkBuffer<InkSample>) {
        guard to > from else { return }
        output.reserve(to - from)
        switch self {
        case .none:
            for index in from..<to { output.appendReserved(inputs[index]) }
        case .streamline(var filter):
            for index in from..<to {
                var sample = inputs[index]
                sample.location = filter(sample.location)
                output.appendReserved(sample)
            }
            self = .streamline(filter)
        case .oneEuro(var filter):
            for index in from..<to {
                var sample = inputs[index]
                sample.location = filter(sample.location, t: sample.t)
                output.appendReserved(sample)
            }
            self = .oneEuro(filter)
        case .movingAverage(var filter):
            // Only the outputs of known inputs: the drain waits for the end.
            for _ in from..<to { output.appendReserved(filter.step(inputs, count: to)) }
            self = .movingAverage(filter)
        }
    }

    /// Ends the stroke, whose `count` inputs have all been steadied into `output` (which holds
    /// the steadied samples from index `offset` on): the moving average drains its window, and
    /// the lagging filters land on the lift.
    mutating func end(_ inputs: InkBuffer<InkSample>, count: Int, output: InkBuffer<InkSample>, from offset: Int) {
        guard count > 0 else { return }
        switch self {
        case .none:
            break
        case .streamline(let filter):
            StabilizerLanding.land(output, from: offset, on: inputs, count: count, over: filter.landingLength)
        case .oneEuro(let filter):
            StabilizerLanding.land(
                output, from: offset, on: inputs, count: count,
                over: StabilizerLanding.landingLength(alpha: filter.lastAlpha))
        case .movingAverage(var filter):
            for _ in 1..<filter.window { output.append(filter.step(inputs, count: count)) }
            self = .movingAverage(filter)
            // The window is full of the last point by now; land on it exactly.
            output[output.count - 1].x = inputs[count - 1].x
            output[output.count - 1].y = inputs[count - 1].y
        }
    }

    /// Replaces the contents of `output` with the steadied samples of the whole stroke `input`:
    /// filtered, ended on the lift, and without repeats, as a stroke's outline steadies them.
    mutating func steadyWhole(_ input: InkBuffer<InkSample>, into output: InkBuffer<InkSample>) {
        output.removeAll()
        guard !input.isEmpty else { return }
        let filtered = InkBuffer<InkSample>(capacity: input.count)
        steady(input, from: 0, to: input.count, into: filtered)
        end(input, count: input.count, output: filtered, from: 0)
        var merger = RepeatMerger()
        for index in 0..<filtered.count {
            if let closed = merger.add(filtered[index]) { output.append(closed) }
        }
        if let open = merger.open { output.append(open) }
    }
}
