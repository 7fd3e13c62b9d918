/// Xournal++'s arithmetic-mean stabilizer: each point becomes the mean of the last `window` inputs.
/// Before the stroke has that many, copies of the first point fill the window, as Xournal++ fills
/// its buffer on pen-down; after the last input, copies of the last one drain the window, so the
/// stroke eases into the point where the tool lifted.
///
/// It gives one output per input as they come, then `window − 1` more once the last is known.
struct MovingAverageFilter {
    /// How many inputs each output averages, 1…256 (1 changes nothing).
    let window: Int
    // Running sums over the window, relative to the first point, which keeps them small so that
    // far-off strokes lose no precision.
    private var originX = 0.0, originY = 0.0
    private var sumX = 0.0, sumY = 0.0
    /// The index of the next output.
    private(set) var next = 0

    init(window: Int) {
        self.window = Swift.min(256, Swift.max(1, window))
    }

    /// The next output, from `inputs` of which the first `count` are the stroke's (later outputs
    /// than inputs drain the window with copies of the last); the inputs up to the output's own
    /// index must be there.
    mutating func step(_ inputs: InkBuffer<InkSample>, count: Int) -> InkSample {
        let index = next
        next += 1
        if index == 0 { (originX, originY) = (inputs[0].x, inputs[0].y) }
        let entering = inputs[Swift.min(index, count - 1)]
        sumX += entering.x - originX
        sumY += entering.y - originY
        if index >= window {
            let leaving = inputs[Swift.min(index - window, count - 1)]
            sumX -= leaving.x - originX
            sumY -= leaving.y - originY
        }
        let size = Double(window)
        var sample = entering
        sample.x = originX + sumX / size
        sample.y = originY + sumY / size
        return sample
    }

    /// Replaces the contents of `output` with the averaged samples of `input`: the filter over a
    /// whole stroke, ending exactly on its last point, without repeats.
    func apply(_ input: InkBuffer<InkSample>, into output: InkBuffer<InkSample>) {
        var stage = SteadyingFilter.movingAverage(self)
        stage.steadyWhole(input, into: output)
    }
}
