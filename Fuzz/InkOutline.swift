import ScribbleKit

/// Fuzzes the ink outline builder with any points, ink, transform and options (NaN, infinities
/// and the largest doubles included; see `InkFuzzInput`): it must return, and every coordinate of
/// the outline must be finite; and the same stroke drawn live, a few points at a time, must end
/// with the same outline, bit for bit. A piece of it (the middle, as an eraser leaves one) must
/// outline with finite coordinates too, and an area eraser passed across it must leave pieces
/// that are the stroke itself with ranges inside its points.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInkOutline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = InkFuzzInput(UnsafeBufferPointer(start: data, count: size))
    let outline = input.stroke.outline(options: input.options)
    let places = InkFuzzInput.nonFinitePlaces(in: outline)
    if let first = places.first {
        fatalError("the outline has \(places.count) coordinate(s) that are not finite, first \(first)")
    }
    var piece = input.stroke
    let last = Double(Swift.max(0, piece.points.count - 1))
    piece.visibleRange = (last * 0.25)...(last * 0.7)
    if let first = InkFuzzInput.nonFinitePlaces(in: piece.outline(options: input.options)).first {
        fatalError("a piece's outline has a coordinate that is not finite, first \(first)")
    }
    let drawing = IndexedDrawing(
        Drawing(canvas: Size(width: 100, height: 100), strokes: [input.stroke], inkOptions: input.options))
    let across = input.stroke.points.prefix(2).map(\.location)
    for pieces in drawing.erasure(by: Eraser(.area, width: 3), along: across).values {
        for cut in pieces {
            let samePoints =
                cut.points.count == input.stroke.points.count
                && zip(cut.points, input.stroke.points).allSatisfy { a, b in
                    a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
                        && a.t.bitPattern == b.t.bitPattern
                }
            guard samePoints, let range = cut.visibleRange, range.lowerBound >= 0,
                range.upperBound <= last, range.lowerBound < range.upperBound
            else {
                fatalError("an eraser's piece is not the stroke with a range inside it")
            }
        }
    }
    guard input.stroke.path == nil else { return 0 }
    if !InkFuzzInput.sameBits(input.drawnLive(seed: size), outline) {
        fatalError("drawn live, the outline differs from the batch one")
    }
    return 0
}
