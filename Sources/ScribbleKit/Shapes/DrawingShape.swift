/// A shape found in a drawing: the strokes it was drawn with and what they make.
public struct DrawingShape: Hashable, Sendable {
    /// The indices of the strokes in the drawing: one, or two for an arrow drawn in two.
    public var strokes: Range<Int>
    /// What they were recognized as.
    public var shape: RecognizedShape

    /// Creates a found shape.
    public init(strokes: Range<Int>, shape: RecognizedShape) {
        self.strokes = strokes
        self.shape = shape
    }
}

extension ShapeRecognizer {
    /// What each stroke of `drawing` is, in order: a stroke together with the next wherever the
    /// two make an arrow (``recognize(_:followedBy:)``), otherwise each on its own
    /// (``recognize(_:)``). Every stroke is in exactly one of the results; each stroke is looked
    /// at once, however many pairs it is tried in.
    public func shapes(in drawing: Drawing) -> [DrawingShape] {
        let strokes = drawing.strokes
        var results: [DrawingShape] = []
        var next = strokes.first.map { Analysis($0, options: options) }
        var index = 0
        while let current = next {
            let following = index + 1 < strokes.count ? Analysis(strokes[index + 1], options: options) : nil
            if let following, let pair = arrow(current, following) {
                results.append(DrawingShape(strokes: index..<(index + 2), shape: pair))
                index += 2
                next = index < strokes.count ? Analysis(strokes[index], options: options) : nil
            } else {
                results.append(DrawingShape(strokes: index..<(index + 1), shape: decide(current)))
                index += 1
                next = following
            }
        }
        return results
    }
}

extension Drawing {
    /// The drawing with every stroke that `recognizer` finds to be a shape replaced by its clean
    /// stroke (``RecognizedShape/cleanStrokes``), in its place among the others; strokes that are
    /// none stay as they are.
    public func snappingShapes(with recognizer: ShapeRecognizer = ShapeRecognizer()) -> Drawing {
        var snapped = self
        snapped.strokes = []
        snapped.strokes.reserveCapacity(strokes.count)
        for found in recognizer.shapes(in: self) {
            snapped.strokes.append(
                contentsOf: found.shape.cleanStrokes.isEmpty ? Array(strokes[found.strokes]) : found.shape.cleanStrokes)
        }
        return snapped
    }
}
