/// The memory an ``InkStrokeBuilder``'s stages work in: one buffer per stage's output, kept from
/// one stroke to the next.
///
/// They exist for speed, not for the algorithm, which reads as if each were an array. A live
/// update appends a few samples to every stage and cuts its tail again; an ``InkBuffer``'s append
/// is a capacity check and a store, with none of an array's copy-on-write checks. And a builder's
/// buffers keep the room they grew to: fresh memory stalls the update that first touches it
/// (about 30 page faults, 45–110 µs, when a stroke passes 1,024 points, where an update takes
/// 2–3 µs), so ``InkBuilderPool`` hands a builder on to the next stroke with its buffers grown.
///
/// Each buffer holds its settled part first; the tail is appended after it at every update and
/// cut off at the next. The builder keeps the settled counts.
struct InkStrokeBuffers {
    /// The points as cleaned, one at a time: placed on the canvas, timed in order, repeats
    /// merged, missing pressures not yet filled.
    let raw: InkBuffer<InkSample>
    /// The last real sample and the predicted points after it, cleaned alike.
    let predictedRaw: InkBuffer<InkSample>
    /// The samples with their pressures filled in.
    let cleaned: InkBuffer<InkSample>
    /// The stabilizer's output that the landing cannot move.
    let filtered: InkBuffer<InkSample>
    /// The stabilizer's output from the last merged sample on, landed at the stroke's end.
    let landing: InkBuffer<InkSample>
    /// The steadied samples, repeats merged and pressures resolved: what the curve goes through.
    let steadied: InkBuffer<InkSample>
    /// The curve's knots between steadied samples, with their chords.
    let knots: InkBuffer<CatmullRomResampler.Knot>
    /// The centre line, cut from the curve, with its radii.
    let curve: InkBuffer<CurveSample>
    /// A copy of ``curve`` for a stroke too short for its tapers, which shrink.
    let shortCurve: InkBuffer<CurveSample>
    /// The width stage's radii after its forward pass: over the settled curve, and over the tail.
    let forward: InkBuffer<Double>
    let tailForward: InkBuffer<Double>
    /// The width stage's scratch space for its backward pass.
    let sweep: InkBuffer<Double>
    /// The outline's segments between curve samples, and its two sides.
    let segments: InkBuffer<InkOutliner.Segment>
    let sideA: InkBuffer<Point>
    let sideB: InkBuffer<Point>

    /// Buffers with room for `capacity` elements each.
    init(capacity: Int) {
        raw = InkBuffer(capacity: capacity)
        predictedRaw = InkBuffer(capacity: capacity)
        cleaned = InkBuffer(capacity: capacity)
        filtered = InkBuffer(capacity: capacity)
        landing = InkBuffer(capacity: capacity)
        steadied = InkBuffer(capacity: capacity)
        knots = InkBuffer(capacity: capacity)
        curve = InkBuffer(capacity: capacity)
        shortCurve = InkBuffer(capacity: capacity)
        forward = InkBuffer(capacity: capacity)
        tailForward = InkBuffer(capacity: capacity)
        sweep = InkBuffer(capacity: capacity)
        segments = InkBuffer(capacity: capacity)
        sideA = InkBuffer(capacity: capacity)
        sideB = InkBuffer(capacity: capacity)
    }

    /// The memory the buffers hold, in bytes.
    var capacityBytes: Int {
        let samples = [raw, predictedRaw, cleaned, filtered, landing, steadied].reduce(0) { $0 + $1.capacityBytes }
        let lengths = forward.capacityBytes + tailForward.capacityBytes + sweep.capacityBytes
        return samples + lengths + knots.capacityBytes + curve.capacityBytes + shortCurve.capacityBytes
            + segments.capacityBytes + sideA.capacityBytes + sideB.capacityBytes
    }
}
