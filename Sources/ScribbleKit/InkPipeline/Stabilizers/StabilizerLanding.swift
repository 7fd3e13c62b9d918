/// How a lagging stabilizer lands on the point where the tool lifted.
///
/// An exponential filter (streamline, 1€) trails its input, so its last point falls short of the
/// lift. Joining it to the lift with a straight step would leave a little hook; instead the last
/// few steadied points are drawn over to their inputs, more and more (a smoothstep), until the
/// last one is the lift itself.
enum StabilizerLanding {
    /// The number of points to land over for a filter that moves each point a fraction `alpha`
    /// of the way to its input: about three times its lag, 1…32.
    static func landingLength(alpha: Double) -> Int {
        guard alpha.isFinite, alpha > 0 else { return 32 }
        // Clamped while still a Double: a tiny alpha gives a lag too long for an Int.
        let lag = Swift.min(31, Swift.max(0, 3 * (1 - alpha) / alpha))
        return Int(lag) + 1
    }

    /// Draws the last `length` of a stroke's `count` steadied points over to the same points of
    /// `input`, where `output` holds the steadied points from index `offset` on (at least the
    /// last `length`; a stroke in progress keeps those before as they are).
    static func land(
        _ output: InkBuffer<InkSample>, from offset: Int, on input: InkBuffer<InkSample>, count: Int, over length: Int
    ) {
        let length = Swift.min(length, count)
        guard length > 0 else { return }
        let first = count - length
        precondition(first >= offset, "the landing stretch is held")
        for index in first..<count {
            let w = Double(index - first + 1) / Double(length)
            let weight = w * w * (3 - 2 * w)
            output[index - offset].x += (input[index].x - output[index - offset].x) * weight
            output[index - offset].y += (input[index].y - output[index - offset].y) * weight
        }
        // Exactly on the lift, whatever the rounding above.
        output[count - 1 - offset].x = input[count - 1].x
        output[count - 1 - offset].y = input[count - 1].y
    }
}
