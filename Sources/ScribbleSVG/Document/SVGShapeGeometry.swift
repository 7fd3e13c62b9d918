import ScribbleKit
import ScribbleSyntax

/// The outline of each basic shape as path segments, as SVG 2 defines them: `rect` (with rounded
/// corners from `rx`/`ry`), `circle`, `ellipse`, `line`, `polyline`, `polygon`, and `path` itself.
enum SVGShapeGeometry {
    /// A problem with a shape's attribute; `offset` is the byte in the attribute's value, when known.
    struct Issue {
        var attribute: String
        var message: String
        var offset: Int?
    }

    /// The outline of a shape element, or `nil` when it draws nothing (a zero-size rectangle, a
    /// radius of zero). Problems are added to `issues`; what can still be drawn is.
    /// - Parameter segmentLimit: The most segments a `path` or points a `polyline` or `polygon` is
    ///   read to; past it reading stops and the outline is `nil`, with `exceededSegmentLimit` set.
    static func path(for element: MarkupElement, viewport: Size, segmentLimit: Int = .max, issues: inout [Issue])
        -> (path: SVGPath?, exceededSegmentLimit: Bool)
    {
        var reader = AttributeReader(element: element, viewport: viewport, pointLimit: segmentLimit)
        defer { issues += reader.issues }
        switch element.localName {
        case "path":
            guard let data = element["d"] else { return (nil, false) }
            let (path, error, exceeded) = SVGPath.parse(data, segmentLimit: segmentLimit)
            if exceeded { return (nil, true) }
            if let error { reader.issues.append(Issue(attribute: "d", message: error.message, offset: error.offset)) }
            return (path, false)
        case "polyline", "polygon":
            let points = reader.points()
            if reader.exceededPointLimit { return (nil, true) }
            return (polyline(points, closed: element.localName == "polygon"), false)
        default:
            return (shape(element, &reader), false)
        }
    }

    private static func polyline(_ points: [Point], closed: Bool) -> SVGPath? {
        guard let first = points.first else { return nil }
        var segments: [SVGPathSegment] = [.move(to: first)]
        segments.reserveCapacity(points.count + 1)
        for point in points.dropFirst() { segments.append(.line(to: point)) }
        if closed { segments.append(.close) }
        return SVGPath(segments: segments)
    }

    /// The outline of a basic shape that is neither a path nor a polyline.
    private static func shape(_ element: MarkupElement, _ reader: inout AttributeReader) -> SVGPath? {
        switch element.localName {
        case "rect":
            return rectangle(&reader)
        case "circle":
            let radius = reader.length("r", .diagonal) ?? 0
            guard radius > 0 else { return nil }
            return ellipse(
                center: Point(x: reader.length("cx", .width) ?? 0, y: reader.length("cy", .height) ?? 0),
                radiusX: radius, radiusY: radius)
        case "ellipse":
            var radiusX = reader.length("rx", .width)
            var radiusY = reader.length("ry", .height)
            // SVG 2: an `auto` (or missing) radius takes the other one.
            if radiusX == nil { radiusX = radiusY }
            if radiusY == nil { radiusY = radiusX }
            guard let rx = radiusX, let ry = radiusY, rx > 0, ry > 0 else { return nil }
            return ellipse(
                center: Point(x: reader.length("cx", .width) ?? 0, y: reader.length("cy", .height) ?? 0), radiusX: rx,
                radiusY: ry)
        case "line":
            let start = Point(x: reader.length("x1", .width) ?? 0, y: reader.length("y1", .height) ?? 0)
            let end = Point(x: reader.length("x2", .width) ?? 0, y: reader.length("y2", .height) ?? 0)
            return SVGPath(segments: [.move(to: start), .line(to: end)])
        default:
            return nil
        }
    }

    private static func rectangle(_ reader: inout AttributeReader) -> SVGPath? {
        let x = reader.length("x", .width) ?? 0
        let y = reader.length("y", .height) ?? 0
        guard let width = reader.length("width", .width), let height = reader.length("height", .height), width > 0,
            height > 0
        else {
            return nil
        }
        var rx = reader.length("rx", .width)
        var ry = reader.length("ry", .height)
        if rx == nil { rx = ry }
        if ry == nil { ry = rx }
        let radiusX = Swift.min(rx ?? 0, width / 2)
        let radiusY = Swift.min(ry ?? 0, height / 2)
        guard radiusX > 0, radiusY > 0 else {
            return SVGPath(segments: [
                .move(to: Point(x: x, y: y)), .line(to: Point(x: x + width, y: y)),
                .line(to: Point(x: x + width, y: y + height)),
                .line(to: Point(x: x, y: y + height)), .close,
            ])
        }
        func corner(_ px: Double, _ py: Double) -> SVGPathSegment {
            .arc(radiusX: radiusX, radiusY: radiusY, rotation: 0, largeArc: false, sweep: true, to: Point(x: px, y: py))
        }
        return SVGPath(segments: [
            .move(to: Point(x: x + radiusX, y: y)),
            .line(to: Point(x: x + width - radiusX, y: y)), corner(x + width, y + radiusY),
            .line(to: Point(x: x + width, y: y + height - radiusY)), corner(x + width - radiusX, y + height),
            .line(to: Point(x: x + radiusX, y: y + height)), corner(x, y + height - radiusY),
            .line(to: Point(x: x, y: y + radiusY)), corner(x + radiusX, y),
            .close,
        ])
    }

    /// An ellipse as four quarter arcs, starting at the rightmost point and going clockwise on screen.
    private static func ellipse(center: Point, radiusX: Double, radiusY: Double) -> SVGPath {
        func quarter(_ x: Double, _ y: Double) -> SVGPathSegment {
            .arc(radiusX: radiusX, radiusY: radiusY, rotation: 0, largeArc: false, sweep: true, to: Point(x: x, y: y))
        }
        return SVGPath(segments: [
            .move(to: Point(x: center.x + radiusX, y: center.y)),
            quarter(center.x, center.y + radiusY), quarter(center.x - radiusX, center.y),
            quarter(center.x, center.y - radiusY), quarter(center.x + radiusX, center.y),
            .close,
        ])
    }

    /// Which viewport dimension a percentage is taken of.
    enum Axis { case width, height, diagonal }

    /// Reads lengths and point lists from one element, collecting problems.
    struct AttributeReader {
        let element: MarkupElement
        let viewport: Size
        /// The most points ``points()`` reads.
        var pointLimit = Int.max
        var issues: [Issue] = []
        /// Whether ``points()`` stopped at ``pointLimit``.
        private(set) var exceededPointLimit = false

        /// The length in user units, or `nil` when missing, `auto`, or invalid (invalid ones are reported).
        mutating func length(_ name: String, _ axis: Axis) -> Double? {
            guard let text = element[name], text.trimmingSVGWhitespace() != "auto" else { return nil }
            guard let length = SVGLength.parse(text) else {
                issues.append(Issue(attribute: name, message: "\(FormatError.quoted(text)) is not a length"))
                return nil
            }
            if length.value < 0, ["r", "rx", "ry", "width", "height"].contains(name) {
                issues.append(Issue(attribute: name, message: "\(name) cannot be negative"))
                return nil
            }
            return length.resolved(against: SVGShapeGeometry.reference(axis, viewport))
        }

        /// The coordinate pairs of `points`, up to the first mistake (reported, as for path data).
        mutating func points() -> [Point] {
            guard let text = element["points"] else { return [] }
            var issue: Issue?
            var exceeded = false
            let limit = pointLimit
            let points: [Point] = withScanner(over: text) { scanner in
                var numbers: [Double] = []
                var points: [Point] = []
                scanner.skipWhitespace()
                while !scanner.isAtEnd {
                    let start = scanner.position
                    switch scanner.scanNumber() {
                    case .number(let value):
                        numbers.append(value)
                        if numbers.count == 2 {
                            guard points.count < limit else {
                                exceeded = true
                                return []
                            }
                            points.append(Point(x: numbers[0], y: numbers[1]))
                            numbers.removeAll(keepingCapacity: true)
                        }
                        scanner.skipCommaWhitespace()
                    case .notANumber, .outOfRange:
                        issue = Issue(
                            attribute: "points",
                            message: "expected a number, found " + SVGScanner.describe(scanner.current), offset: start)
                        return points
                    }
                }
                if !numbers.isEmpty {
                    issue = Issue(
                        attribute: "points",
                        message: "an odd number of coordinates; the last one has no pair and is left out",
                        offset: scanner.position)
                }
                return points
            }
            if let issue { issues.append(issue) }
            exceededPointLimit = exceeded
            return points
        }
    }

    static func reference(_ axis: Axis, _ viewport: Size) -> Double {
        switch axis {
        case .width: viewport.width
        case .height: viewport.height
        case .diagonal: ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        }
    }
}
