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
    if !InkFuzzInput.sameBits(input.drawnLive(seed: size), outline) {
        fatalError("drawn live, the outline differs from the batch one")
    }
    return 0
}
