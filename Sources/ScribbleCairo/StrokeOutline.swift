import ScribbleKit

/// The ink of one stroke as pieces that, filled together in one path with the non-zero rule,
/// cover exactly the ink once: a disc at every sample (round caps and joins) and, along every
/// segment, the quadrilateral between the two discs' outer tangents.
///
/// Every piece winds the same way (positive shoelace area: clockwise on a y-down canvas), so
/// where pieces overlap the winding number only grows and the fill is their union: no holes,
/// and a translucent stroke never darkens where it crosses itself.
///
/// The outline is in canvas coordinates: the stroke's transform is applied to the centre line and
/// widths grow by its average scale, as ``Stroke/bounds`` assumes, so a nib stays round under a
/// stretching transform. Samples whose location or width is not finite are skipped.
struct StrokeOutline: Equatable {
    /// One piece of the outline.
    enum Piece: Equatable {
        /// A full circle, traced with increasing angle.
        case disc(center: Point, radius: Double)
        /// A convex quadrilateral whose corners come in the order that gives positive area.
        case quad(Point, Point, Point, Point)
        /// A convex polygon with positive area: a piece cut down to the image by ``ClipBox``.
        case polygon([Point])

        /// The piece mapped by a transform that keeps circles round and turns nothing over
        /// (a positive uniform scale, a rotation, a translation), as the canvas-to-pixel one does.
        func applying(_ transform: Transform) -> Piece {
            switch self {
            case let .disc(center, radius):
                .disc(center: center.applying(transform), radius: radius * transform.averageScale)
            case let .quad(a, b, c, d):
                .quad(a.applying(transform), b.applying(transform), c.applying(transform), d.applying(transform))
            case let .polygon(corners):
                .polygon(corners.map { $0.applying(transform) })
            }
        }

        /// The box around the piece.
        var bounds: Rect {
            switch self {
            case let .disc(center, radius):
                Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            case let .quad(a, b, c, d):
                // Four corners always enclose a rectangle.
                Rect(enclosing: [a, b, c, d]) ?? Rect(origin: a, size: .zero)
            case let .polygon(corners):
                Rect(enclosing: corners) ?? Rect(origin: .zero, size: .zero)
            }
        }
    }

    /// A sample placed on the canvas: where it is and half the ink's width there.
    struct Sample: Equatable {
        var center: Point
        var radius: Double
    }

    /// The pieces, in the order the stroke drew them.
    private(set) var pieces: [Piece] = []
    /// The box around all the pieces, or `nil` when the stroke lays down no ink.
    private(set) var bounds: Rect?

    /// Builds the outline of a stroke's ink on the canvas.
    init(_ stroke: Stroke) {
        self.init(samples: Self.samples(of: stroke))
    }

    /// Builds the outline through samples already on the canvas.
    init(samples: [Sample]) {
        var previous: Sample?
        for sample in samples {
            if let previous {
                if sample == previous { continue }
                if let quad = Self.quad(from: previous, to: sample) { append(quad) }
            }
            if sample.radius > 0 { append(.disc(center: sample.center, radius: sample.radius)) }
            previous = sample
        }
    }

    /// The stroke's samples on the canvas, leaving out those with a location or width that is not finite.
    static func samples(of stroke: Stroke) -> [Sample] {
        let widthScale = stroke.transform.averageScale
        return stroke.points.compactMap { point in
            let center = point.location.applying(stroke.transform)
            let radius = Swift.max(0, stroke.ink.width(atPressure: point.effectivePressure)) * widthScale / 2
            guard center.x.isFinite, center.y.isFinite, radius.isFinite else { return nil }
            return Sample(center: center, radius: radius)
        }
    }

    /// The quadrilateral between the outer tangents of two samples' discs, wound with positive
    /// area; `nil` when one disc holds the other (the discs alone are the ink) or it has no area.
    static func quad(from start: Sample, to end: Sample) -> Piece? {
        let offset = end.center - start.center
        let distance = offset.length
        let shrink = start.radius - end.radius
        guard distance > abs(shrink), start.radius + end.radius > 0 else { return nil }
        // The outer tangents touch the discs where the normal leans back by θ, sin θ = Δr / d.
        let along = offset * (1 / distance)
        let across = along.perpendicular
        let sine = shrink / distance
        let cosine = (1 - sine * sine).squareRoot()
        let left = across * cosine + along * sine
        let right = -across * cosine + along * sine
        let corners = [
            start.center + left * start.radius, end.center + left * end.radius,
            end.center + right * end.radius, start.center + right * start.radius,
        ]
        let area = signedArea(corners)
        guard area.isFinite, area != 0 else { return nil }
        return area > 0
            ? .quad(corners[0], corners[1], corners[2], corners[3])
            : .quad(corners[3], corners[2], corners[1], corners[0])
    }

    /// The shoelace area of a polygon: positive when it turns clockwise on a y-down canvas
    /// (the way Cairo traces an arc of increasing angle).
    static func signedArea(_ corners: [Point]) -> Double {
        var twice = 0.0
        for (index, corner) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            twice += corner.x * next.y - next.x * corner.y
        }
        return twice / 2
    }

    private mutating func append(_ piece: Piece) {
        pieces.append(piece)
        let box = piece.bounds
        bounds = bounds?.union(box) ?? box
    }
}
