@testable import ScribbleKit

/// Inputs for the stabilizer tests and a way to run a whole-stroke filter over them.
enum StabilizerRun {
    /// Samples at `xs` along the line at height `y`, `interval` seconds apart from `start`, at half pressure.
    static func samples(_ xs: [Double], y: Double = 0, start: Double = 1, interval: Double = 0.01) -> [InkSample] {
        xs.enumerated().map { InkSample(x: $1, y: y, t: start + Double($0) * interval, pressure: 0.5) }
    }

    /// The output of a filter's `apply` on `input`.
    static func run(_ apply: (InkBuffer<InkSample>, InkBuffer<InkSample>) -> Void, _ input: [InkSample]) -> [InkSample]
    {
        let output = InkBuffer<InkSample>()
        apply(InkBuffer(input), output)
        return output.array
    }
}
