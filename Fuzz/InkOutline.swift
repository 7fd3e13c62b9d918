import ScribbleKit

/// Fuzzes the ink outline builder with any points, ink, transform and options (NaN, infinities
/// and the largest doubles included; see `InkFuzzInput`): it must return, and every coordinate of
/// the outline must be finite; and the same stroke drawn live, a few points at a time, must end
/// with the same outline, bit for bit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInkOutline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = InkFuzzInput(UnsafeBufferPointer(start: data, count: size))
    let outline = input.stroke.outline(options: input.options)
    let places = InkFuzzInput.nonFinitePlaces(in: outline)
    if let first = places.first {
        fatalError("the outline has \(places.count) coordinate(s) that are not finite, first \(first)")
    }
    guard input.stroke.path == nil else { return 0 }
    let live = InProgressStroke(
        ink: input.stroke.ink, device: input.stroke.device, options: input.options, transform: input.stroke.transform)
    let points = input.stroke.points
    var given = 0
    while given < points.count {
        let next = Swift.min(points.count, given + 1 + (given &* 7 &+ size) % 4)
        live.enqueueInputs(points[given..<next])
        live.updateShape()
        given = next
    }
    live.finish()
    let same = live.outline.polygons.count == outline.polygons.count
        && zip(live.outline.polygons, outline.polygons).allSatisfy { p, q in
            p.count == q.count && zip(p, q).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }
        }
    if !same { fatalError("drawn live, the outline differs from the batch one") }
    return 0
}
