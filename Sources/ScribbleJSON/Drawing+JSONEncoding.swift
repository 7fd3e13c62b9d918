import ScribbleKit
import ScribbleSyntax

extension Drawing {
    /// The drawing as the JSON of a `*.drawing.json` file: one stroke after another, each point on
    /// its own line, or each stroke's points on one line as arrays when `compactPoints` is set.
    ///
    /// Numbers are written in the shortest form that reads back as the same double, whole numbers
    /// without a fraction; sensor values that are `nil`, an identity transform and nothing else
    /// are left out. A stroke's ``ScribbleKit/Stroke/path`` is written as `path`, SVG path data of
    /// its exact curves (a path with a coordinate that is not finite is left out, the points
    /// staying). Reading the result gives back an equal drawing, every double bit for bit, with
    /// two limits of the format: colours are written as `#rrggbb(aa)`, so only colours made of
    /// 8-bit components come back equal, and JSON cannot hold infinities or NaN (written as
    /// `null`, refused when read).
    ///
    /// - Parameter compactPoints: Write points as `[x, y, t, pressure]` arrays, the compact form for
    ///   big files. Points with an altitude or azimuth are still written as objects, so that
    ///   nothing is lost.
    /// - Returns: The document as UTF-8.
    public func jsonEncoded(compactPoints: Bool = false) -> [UInt8] {
        var writer = JSONWriter(capacity: 128 + pointCount * (compactPoints ? 40 : 70))
        writer.object { document in
            writeHeader(to: &document)
            document.field("strokes", lines: strokes, indent: 4) {
                Self.write($0, compactPoints: compactPoints, to: &$1)
            }
        }
        writer.raw("\n")
        return writer.bytes
    }

    /// The document's fields before `strokes`, each on its line, the next field's line begun.
    func writeHeader(to document: inout JSONWriter) {
        DocumentFormat.drawing.writeHeader(
            version: DocumentFormat.drawing.version, canvas: canvas, inkOptions: inkOptions, to: &document)
        if let paper {
            document.breakLine(indent: 2)
            document.field("paper") { object in
                object.field("color", paper.color.hexString)
                object.field("ruling", paper.ruling.rawValue)
            }
        }
        document.breakLine(indent: 2)
    }

    static func write(_ stroke: Stroke, compactPoints: Bool, to writer: inout JSONWriter) {
        writer.object { object in
            object.fieldName("ink")
            InkJSON.write(stroke.ink, to: &object)
            object.field("device", stroke.device.rawValue)
            if !stroke.transform.isIdentity {
                let transform = stroke.transform
                object.fieldName("transform")
                object.raw("[")
                for (index, value) in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
                    .enumerated()
                {
                    if index > 0 { object.raw(", ") }
                    object.number(value)
                }
                object.raw("]")
            }
            if let path = stroke.path, let data = CurvePathData.text(of: path) {
                object.breakLine(indent: 6)
                object.field("path", data)
            }
            if let range = stroke.visibleRange, range.lowerBound.isFinite, range.upperBound.isFinite {
                object.fieldName("range")
                object.raw("[")
                object.number(range.lowerBound)
                object.raw(", ")
                object.number(range.upperBound)
                object.raw("]")
            }
            object.breakLine(indent: 6)
            object.fieldName("points")
            writePoints(stroke.points, compact: compactPoints, to: &object)
        }
    }

    private static func writePoints(_ points: [StrokePoint], compact: Bool, to writer: inout JSONWriter) {
        writer.raw("[")
        if compact {
            for (index, point) in points.enumerated() {
                if index > 0 { writer.raw(",") }
                if point.altitude == nil, point.azimuth == nil {
                    writeCompact(point, to: &writer)
                } else {
                    writeObject(point, to: &writer)
                }
            }
            writer.raw("]")
        } else {
            for (index, point) in points.enumerated() {
                writer.raw(index == 0 ? "\n        " : ",\n        ")
                writeObject(point, to: &writer)
            }
            writer.raw(" ]")
        }
    }

    private static func writeObject(_ point: StrokePoint, to writer: inout JSONWriter) {
        writer.object { object in
            object.field("x", point.x)
            object.field("y", point.y)
            object.field("t", point.t)
            object.field("pressure", point.pressure)
            object.field("altitude", point.altitude)
            object.field("azimuth", point.azimuth)
        }
    }

    private static func writeCompact(_ point: StrokePoint, to writer: inout JSONWriter) {
        writer.raw("[")
        writer.number(point.x)
        writer.raw(",")
        writer.number(point.y)
        writer.raw(",")
        writer.number(point.t)
        if let pressure = point.pressure {
            writer.raw(",")
            writer.number(pressure)
        }
        writer.raw("]")
    }
}
