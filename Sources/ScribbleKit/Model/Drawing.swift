/// A picture made of strokes: an ordered list of strokes on a canvas of a given size.
public struct Drawing: Hashable, Sendable {
    /// The size of the canvas the strokes were drawn on.
    public var canvas: Size
    /// The strokes, first drawn first.
    public var strokes: [Stroke]
    /// How the strokes should become ink, when the drawing says (so that it renders the same
    /// everywhere); `nil` leaves it to whoever renders it.
    public var inkOptions: InkOptions?
    /// The paper the drawing was made on, when its file says (a notebook's page); renderers draw
    /// it when their framing asks (``Framing/drawsPaper``). `nil`, the default, for none.
    public var paper: Paper?

    /// Creates a drawing.
    public init(canvas: Size, strokes: [Stroke] = [], inkOptions: InkOptions? = nil, paper: Paper? = nil) {
        self.canvas = canvas
        self.strokes = strokes
        self.inkOptions = inkOptions
        self.paper = paper
    }

    /// The box around all the ink, or `nil` when the drawing has none.
    public var bounds: Rect? {
        strokes.lazy.compactMap(\.bounds).reduce(nil as Rect?) { partial, box in partial?.union(box) ?? box }
    }

    /// The number of samples over all strokes.
    public var pointCount: Int { strokes.reduce(0) { $0 + $1.points.count } }

    /// The time from the first sample of any stroke to the last, in seconds.
    public var duration: Double {
        guard let start = strokes.map(\.startTime).min(), let end = strokes.map(\.endTime).max() else { return 0 }
        return end - start
    }

    /// This drawing with another's strokes drawn after its own, on a canvas big enough for both.
    public func appending(_ other: Drawing) -> Drawing {
        Drawing(
            canvas: Size(width: max(canvas.width, other.canvas.width), height: max(canvas.height, other.canvas.height)),
            strokes: strokes + other.strokes, inkOptions: inkOptions ?? other.inkOptions, paper: paper ?? other.paper
        )
    }

    /// This drawing with every stroke's transform followed by `transform`; the canvas is unchanged.
    public func transformed(by transform: Transform) -> Drawing {
        Drawing(
            canvas: canvas, strokes: strokes.map { $0.transformed(by: transform) }, inkOptions: inkOptions, paper: paper
        )
    }
}
