import Foundation
import ScribbleKit

/// Helpers shared by the ink tests: winding numbers, areas, distances, a seeded random number
/// generator and a small reader for the recordings and drawings in Strokes/.
enum InkTestSupport {
    /// The non-zero winding number of all `polygons` around `point`.
    static func winding(_ polygons: [[Point]], at point: Point) -> Int {
        var total = 0
        for ring in polygons where ring.count > 1 {
            var previous = ring[ring.count - 1]
            for current in ring {
                if previous.y <= point.y {
                    if current.y > point.y, cross(previous, current, point) > 0 { total += 1 }
                } else if current.y <= point.y, cross(previous, current, point) < 0 {
                    total -= 1
                }
                previous = current
            }
        }
        return total
    }

    private static func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Twice the shoelace area of a ring; positive is clockwise on a y-down canvas.
    static func signedArea(_ ring: [Point]) -> Double {
        guard ring.count > 2 else { return 0 }
        var sum = 0.0
        var previous = ring[ring.count - 1]
        for point in ring {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }

    /// The distance from `point` to the polyline through `line`.
    static func distance(from point: Point, toPolyline line: [Point]) -> Double {
        guard let first = line.first else { return .infinity }
        var best = point.distance(to: first)
        for (a, b) in zip(line, line.dropFirst()) {
            let edge = b - a
            let length2 = edge.dot(edge)
            let t = length2 > 0 ? Swift.min(1, Swift.max(0, (point - a).dot(edge) / length2)) : 0
            best = Swift.min(best, point.distance(to: a + edge * t))
        }
        return best
    }

    /// Whether `outer` holds `inner`, give or take rounding.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = 1e-9 * (1 + abs(outer.minX) + abs(outer.maxX) + abs(outer.minY) + abs(outer.maxY))
        return inner.minX >= outer.minX - slack && inner.maxX <= outer.maxX + slack
            && inner.minY >= outer.minY - slack && inner.maxY <= outer.maxY + slack
    }

    /// Whether every coordinate of the outline is finite.
    static func isFinite(_ outline: InkOutline) -> Bool {
        outline.polygons.allSatisfy { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }

    /// The sample files in Strokes/.
    static let sampleNames = [
        "cancelled-stroke.events.json", "finger-doodle.events.json", "hello.drawing.json", "long-scribble.events.json",
        "mixed-devices.events.json", "mouse-drawing.events.json", "shapes-compact.drawing.json",
        "signature.events.json", "tap.events.json", "two-fingers.events.json",
    ]

    static let strokesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Strokes")

    /// The drawing a sample file holds: a drawing's strokes, or a recording's finished strokes
    /// (down to up; cancelled ones left out) in the default ink.
    static func loadSample(_ name: String) throws -> Drawing {
        let data = try Data(contentsOf: strokesFolder.appendingPathComponent(name))
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let canvas = json["canvas"] as? [String: Any]
        else { throw SampleError(name: name) }
        func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
        let size = Size(width: number(canvas["width"]) ?? 0, height: number(canvas["height"]) ?? 0)
        var strokes: [Stroke] = []
        if let events = json["events"] as? [[String: Any]] {
            var open: [Int: (device: InputDevice, points: [StrokePoint])] = [:]
            for event in events {
                guard let pointer = (event["pointer"] as? NSNumber)?.intValue, let phase = event["phase"] as? String,
                    let device = InputDevice(rawValue: event["device"] as? String ?? ""),
                    let x = number(event["x"]), let y = number(event["y"]), let t = number(event["t"])
                else { throw SampleError(name: name) }
                let point = StrokePoint(
                    x: x, y: y, t: t, pressure: number(event["pressure"]), altitude: number(event["altitude"]),
                    azimuth: number(event["azimuth"]))
                switch phase {
                case "down": open[pointer] = (device, [point])
                case "move": open[pointer]?.points.append(point)
                case "up":
                    if var stroke = open.removeValue(forKey: pointer) {
                        stroke.points.append(point)
                        strokes.append(Stroke(points: stroke.points, device: stroke.device))
                    }
                default: open[pointer] = nil
                }
            }
        } else if let list = json["strokes"] as? [[String: Any]] {
            for entry in list {
                guard let inkJSON = entry["ink"] as? [String: Any],
                    let tool = InkTool(rawValue: inkJSON["tool"] as? String ?? ""),
                    let width = number(inkJSON["width"]),
                    let device = InputDevice(rawValue: entry["device"] as? String ?? ""),
                    let rawPoints = entry["points"] as? [Any]
                else { throw SampleError(name: name) }
                let points = rawPoints.compactMap { raw -> StrokePoint? in
                    if let values = raw as? [NSNumber], values.count >= 2 {
                        return StrokePoint(
                            x: values[0].doubleValue, y: values[1].doubleValue,
                            t: values.count > 2 ? values[2].doubleValue : 0,
                            pressure: values.count > 3 ? values[3].doubleValue : nil)
                    }
                    guard let object = raw as? [String: Any], let x = number(object["x"]), let y = number(object["y"])
                    else { return nil }
                    return StrokePoint(x: x, y: y, t: number(object["t"]) ?? 0, pressure: number(object["pressure"]))
                }
                let color = Color(parsing: inkJSON["color"] as? String ?? "") ?? .ink
                strokes.append(Stroke(points: points, ink: Ink(tool: tool, color: color, width: width), device: device))
            }
        }
        return Drawing(canvas: size, strokes: strokes)
    }

    struct SampleError: Error, CustomStringConvertible {
        var name: String
        var description: String { "Strokes/\(name) is not a recording or drawing these tests can read" }
    }
}
