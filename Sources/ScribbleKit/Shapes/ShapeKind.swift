/// What a stroke is drawn to be, as ``ShapeRecognizer`` tells it.
public enum ShapeKind: String, CaseIterable, Hashable, Sendable {
    /// Not one of the shapes below: handwriting, a scribble, a curve.
    case none
    /// One straight segment.
    case line
    /// An open run of two or more straight segments meeting at corners.
    case polyline
    /// A closed run of three straight sides.
    case triangle
    /// A closed run of four straight sides meeting at right angles, at any rotation.
    case rectangle
    /// A closed smooth loop: an ellipse at any rotation, or a circle.
    case ellipse
    /// A straight shaft with a head of two barbs at one end, drawn in one stroke or two.
    case arrow
}
