/// A picture's pixel grid, as a ``Framing`` settles it for one drawing: its size in whole pixels
/// (points in a PDF, CSS pixels in an SVG) and where the canvas lands on it.
public struct Frame: Hashable, Sendable {
    /// The picture's width in pixels, at least 1.
    public let width: Int
    /// The picture's height in pixels, at least 1.
    public let height: Int
    /// Maps canvas units to pixels: a uniform scale and a translation.
    public let transform: Transform
    /// The part of the canvas the picture shows, in canvas units: the whole picture, its pixels
    /// spread evenly over it.
    public let visibleArea: Rect

    /// Creates a frame from its parts; ``Framing/frame(canvas:inkBounds:limits:)`` makes them.
    public init(width: Int, height: Int, transform: Transform, visibleArea: Rect) {
        self.width = width
        self.height = height
        self.transform = transform
        self.visibleArea = visibleArea
    }
}
