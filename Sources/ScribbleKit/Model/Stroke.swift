/// One continuous line of ink: the samples of a single contact from touch-down to lift-off.
public struct Stroke: Hashable, Sendable {
    /// The samples in the order they were drawn, in the stroke's own coordinates.
    public var points: [StrokePoint]
    /// How the stroke is inked.
    public var ink: Ink
    /// What drew it.
    public var device: InputDevice
    /// Maps the stroke's own coordinates onto the canvas.
    public var transform: Transform

    /// Creates a stroke.
    public init(points: [StrokePoint], ink: Ink = .default, device: InputDevice = .pen, transform: Transform = .identity) {
        self.points = points
        self.ink = ink
        self.device = device
        self.transform = transform
    }

    /// The samples' locations on the canvas (the transform applied).
    public var canvasLocations: [Point] {
        transform.isIdentity ? points.map(\.location) : points.map { $0.location.applying(transform) }
    }

    /// The box around the stroke's centre line on the canvas, or `nil` for a stroke without points.
    public var pathBounds: Rect? { Rect(enclosing: canvasLocations) }

    /// The box around the stroke's ink on the canvas: the centre line grown by half the widest the ink
    /// can be, or `nil` for a stroke without points.
    public var bounds: Rect? {
        pathBounds?.outsetBy(ink.maximumWidth * transform.averageScale / 2)
    }

    /// When the first sample was taken, in seconds since the recording began.
    public var startTime: Double { points.first?.t ?? 0 }
    /// When the last sample was taken.
    public var endTime: Double { points.last?.t ?? 0 }
    /// How long the stroke took to draw.
    public var duration: Double { endTime - startTime }

    /// The stroke with `transform` applied after its own.
    public func transformed(by transform: Transform) -> Stroke {
        var copy = self
        copy.transform = self.transform.concatenating(transform)
        return copy
    }
}
