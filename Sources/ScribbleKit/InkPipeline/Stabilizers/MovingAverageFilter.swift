/// Xournal++'s arithmetic-mean stabilizer: each point becomes the mean of the last `window` inputs.
/// Before the stroke has that many, copies of the first point fill the window, as Xournal++ fills
/// its buffer on pen-down; after the last input, copies of the last one drain the window, so the
/// stroke eases into the point where the tool lifted.
struct MovingAverageFilter {
    /// How many inputs each output averages, 1…256 (1 changes nothing).
    let window: Int

    init(window: Int) {
        self.window = Swift.min(256, Swift.max(1, window))
    }

    /// Replaces the contents of `output` with the averaged samples of `input`.
    func apply(_ input: InkBuffer<InkSample>, into output: InkBuffer<InkSample>) {
        output.removeAll()
        let count = input.count
        guard count > 0 else { return }
        output.reserve(count + window - 1)
        // Running sums over the window. Inputs before the first and after the last are copies of
        // those; working relative to the first point keeps the sums small, so far-off strokes lose
        // no precision.
        let originX = input[0].x, originY = input[0].y
        var sumX = 0.0, sumY = 0.0
        let size = Double(window)
        for index in 0..<(count + window - 1) {
            let entering = input[Swift.min(index, count - 1)]
            sumX += entering.x - originX
            sumY += entering.y - originY
            if index >= window {
                let leaving = input[Swift.min(index - window, count - 1)]
                sumX -= leaving.x - originX
                sumY -= leaving.y - originY
            }
            var sample = entering
            sample.x = originX + sumX / size
            sample.y = originY + sumY / size
            output.appendReserved(sample)
        }
        // The window is full of the last point by now; land on it exactly.
        output[output.count - 1].x = input[count - 1].x
        output[output.count - 1].y = input[count - 1].y
        InkCleaning.removeRepeats(output)
    }
}
