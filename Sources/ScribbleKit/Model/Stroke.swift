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
    /// The stroke's exact centre line, when it was drawn from curves (an SVG path or shape, a round
    /// Excalidraw line), in the stroke's own coordinates like ``points``, before ``transform``.
    ///
    /// When set, the path is the stroke's geometry: the ink is flattened from it for the output's
    /// resolution, so that a curve stays smooth at any scale. ``points`` are then its flattening at
    /// the tolerance it was read with, carrying the times and pressures, and stay what everything
    /// that works on samples reads (bounds, hit testing, counts, replay timing); the ink takes its
    /// times and pressures from them by arc length. A stroke is one continuous line, so a `move`
    /// after the first continues it with a straight line. perfect-freehand's outlines
    /// (``InkOptions/perfectFreehand``) are still made from the points, whose spacing that
    /// algorithm's smoothing is tuned to.
    ///
    /// Code that changes ``points`` keeps the two consistent: it changes the path alike (as
    /// ``transformed(by:)`` and ``prefix(_:)`` do), or sets it to `nil`, leaving the points as the
    /// geometry. Equal strokes have equal paths. Default `nil`.
    public var path: CurvePath?
    /// The part of the stroke that is inked, when an area eraser has cut the rest away; `nil`
    /// (the default) when all of it is.
    ///
    /// The bounds are places along ``points`` as fractional indices: 2.5 is halfway from the
    /// third point to the fourth (on the smoothed curve, the place the curve passes at that
    /// share of the way between them). A piece that an eraser leaves keeps all the points of the
    /// stroke it was cut from, its ink, pressures and timing, so that the part it shows is made
    /// exactly as it was before the cut: the same smoothing, the same widths, the original's
    /// tapers at the original's ends, and flat ends where it was cut. Hit tests, bounds and
    /// selection see only this part.
    public var visibleRange: ClosedRange<Double>?

    /// Creates a stroke.
    /// - Parameters:
    ///   - points: the samples, in the stroke's own coordinates.
    ///   - ink: how the stroke is inked.
    ///   - device: what drew it.
    ///   - transform: maps the stroke's own coordinates onto the canvas.
    ///   - path: the exact centre line the points were flattened from, if any (see ``path``).
    ///   - visibleRange: the part of the stroke that is inked, if not all (see ``visibleRange``).
    public init(
        points: [StrokePoint], ink: Ink = .default, device: InputDevice = .pen, transform: Transform = .identity,
        path: CurvePath? = nil, visibleRange: ClosedRange<Double>? = nil
    ) {
        self.points = points
        self.ink = ink
        self.device = device
        self.transform = transform
        self.path = path
        self.visibleRange = visibleRange
    }

    /// The samples' locations on the canvas (the transform applied).
    public var canvasLocations: [Point] {
        transform.isIdentity ? points.map(\.location) : points.map { $0.location.applying(transform) }
    }

    /// The box around the stroke's centre line on the canvas (its visible part), or `nil` for a
    /// stroke without points.
    public var pathBounds: Rect? {
        guard visibleRange != nil else { return Rect(enclosing: canvasLocations) }
        let visible = visiblePoints
        return Rect(
            enclosing: transform.isIdentity ? visible.map(\.location) : visible.map { $0.location.applying(transform) })
    }

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

    /// The stroke with `transform` applied after its own (to its points and its path alike).
    public func transformed(by transform: Transform) -> Stroke {
        var copy = self
        copy.transform = self.transform.concatenating(transform)
        return copy
    }
}
