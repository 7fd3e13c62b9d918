import ScribbleKit
import ScribbleSyntax

extension Drawing {
    /// The drawing as the JSON of a `*.drawing.json` file: one stroke after another, each point on
    /// its own line, or each stroke's points on one line as arrays when `compactPoints` is set.
    ///
    /// Numbers are written in the shortest form that reads back as the same double, whole numbers
    /// without a fraction; sensor values that are `nil`, an identity transform and nothing else
    /// are left out. Reading the result gives back an equal drawing, every double bit for bit, with
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
        writer.raw("{ \"format\": \"scribble-drawing\", \"version\": 1,\n  \"canvas\": { \"width\": ")
        writer.number(canvas.width)
        writer.raw(", \"height\": ")
        writer.number(canvas.height)
        writer.raw(" },")
        if let inkOptions {
            writer.raw("\n  \"ink-options\": ")
            InkOptionsJSON.write(inkOptions, to: &writer)
            writer.raw(",")
        }
        writer.raw("\n  \"strokes\": [")
        for (index, stroke) in strokes.enumerated() {
            writer.raw(index == 0 ? "\n    " : ",\n    ")
            Self.write(stroke, compactPoints: compactPoints, to: &writer)
        }
        writer.raw(strokes.isEmpty ? "] }\n" : " ] }\n")
        return writer.bytes
    }

    private static func write(_ stroke: Stroke, compactPoints: Bool, to writer: inout JSONWriter) {
        writer.raw("{ \"ink\": { \"tool\": ")
        writer.string(stroke.ink.tool.rawValue)
        writer.raw(", \"color\": ")
        writer.string(stroke.ink.color.hexString)
        writer.raw(", \"width\": ")
        writer.number(stroke.ink.width)
        writer.raw(" }, \"device\": ")
        writer.string(stroke.device.rawValue)
        if !stroke.transform.isIdentity {
            let transform = stroke.transform
            writer.raw(", \"transform\": [")
            for (index, value) in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].enumerated() {
                if index > 0 { writer.raw(", ") }
                writer.number(value)
            }
            writer.raw("]")
        }
        if compactPoints {
            writer.raw(",\n      \"points\": [")
            for (index, point) in stroke.points.enumerated() {
                if index > 0 { writer.raw(",") }
                if point.altitude == nil, point.azimuth == nil {
                    writeCompact(point, to: &writer)
                } else {
                    writeObject(point, to: &writer)
                }
            }
            writer.raw("] }")
        } else {
            writer.raw(",\n      \"points\": [")
            for (index, point) in stroke.points.enumerated() {
                writer.raw(index == 0 ? "\n        " : ",\n        ")
                writeObject(point, to: &writer)
            }
            writer.raw(" ] }")
        }
    }

    private static func writeObject(_ point: StrokePoint, to writer: inout JSONWriter) {
        writer.raw("{ \"x\": ")
        writer.number(point.x)
        writer.raw(", \"y\": ")
        writer.number(point.y)
        writer.raw(", \"t\": ")
        writer.number(point.t)
        if let pressure = point.pressure {
            writer.raw(", \"pressure\": ")
            writer.number(pressure)
        }
        if let altitude = point.altitude {
            writer.raw(", \"altitude\": ")
            writer.number(altitude)
        }
        if let azimuth = point.azimuth {
            writer.raw(", \"azimuth\": ")
            writer.number(azimuth)
        }
        writer.raw(" }")
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
