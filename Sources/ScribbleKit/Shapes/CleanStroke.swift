/// The stroke that takes an original's place when it is snapped to its clean shape.
///
/// It keeps what makes the original look and replay as it did: its ink, device and transform,
/// and its timing and pressures. Its samples are spread evenly along the clean shape, at least
/// as many as the original had and never more than ``maximumSpacing`` apart, every corner among
/// them, so that the ink pipeline draws straight sides straight and keeps the corners. Each
/// sample takes the time and pressure the original had at the same share of its length
/// (``InkCleaning/timed(_:along:transform:)``, as the ink pipeline times a curve), so the clean
/// stroke begins and ends when the original did, quickens and slows where it did, and presses
/// within the same range. It has no ``Stroke/path``: its samples are its geometry, as a drawn
/// stroke's are, and the exact shape is the recognizer's ``RecognizedShape/geometry``.
enum CleanStroke {
    /// The farthest apart two samples of a clean stroke are, in canvas units.
    static let maximumSpacing = 4.0
    /// The most samples a clean stroke has, however long.
    static let maximumCount = 4096

    /// The clean stroke along `outline` (on the canvas) for `original`, or `nil` when the
    /// original's transform cannot be undone (then no shape on the canvas maps back into it).
    static func along(_ outline: CurvePath, replacing original: Stroke) -> Stroke? {
        guard let inverse = original.transform.inverted else { return nil }
        let line = Array(outline.flattened(tolerance: flatteningTolerance(outline)).joined())
        let visible = original.visiblePoints
        guard !line.isEmpty, !visible.isEmpty else { return nil }
        var points = InkCleaning.timed(
            spread(line, atLeast: visible.count), along: visible, transform: original.transform
        ).points
        for index in points.indices { points[index].location = points[index].location.applying(inverse) }
        return Stroke(points: points, ink: original.ink, device: original.device, transform: original.transform)
    }

    /// A tolerance fine enough that the flattened curve is the shape to the eye at any scale the
    /// shape is likely drawn at: a thousandth of its size.
    private static func flatteningTolerance(_ outline: CurvePath) -> Double {
        guard let box = outline.controlBounds else { return 0.1 }
        let size = Swift.max(box.width, box.height)
        return size > 0 && size.isFinite ? size / 1000 : 0.1
    }

    /// Points spread evenly along `line`, each of its vertices among them: at least `count` of
    /// them, and no more than ``maximumSpacing`` apart unless that would take more than
    /// ``maximumCount``.
    static func spread(_ line: [Point], atLeast count: Int) -> [Point] {
        guard line.count > 1 else { return line }
        var total = 0.0
        for (a, b) in zip(line, line.dropFirst()) { total += a.distance(to: b) }
        guard total > 0, total.isFinite else { return [line[0], line[line.count - 1]] }
        let wanted = Swift.min(maximumCount, Swift.max(count, Int((total / maximumSpacing).rounded(.up)) + 1))
        let spacing = total / Double(Swift.max(1, wanted - 1))
        var result = [line[0]]
        result.reserveCapacity(wanted + line.count)
        for (a, b) in zip(line, line.dropFirst()) where a != b {
            let pieces = Swift.max(1, Int((a.distance(to: b) / spacing).rounded(.up)))
            for piece in 1...pieces { result.append(a.interpolated(to: b, by: Double(piece) / Double(pieces))) }
        }
        return result
    }
}
