import Foundation
import ScribbleKit
import Testing

/// The Swift half of `tools/check-perfect-freehand.py`: when `SCRIBBLE_PF_DUMP` names a JSON file
/// of strokes and perfect-freehand options, writes our outlines of them to that path plus
/// `.out.json`. Without the variable it does nothing.
///
/// Input: `{"strokes": [{"points": [[x, y], [x, y, pressure], …], "options": {"size": 16,
/// "thinning": 0.5, "smoothing": 0.5, "streamline": 0.5, "easing": "linear",
/// "simulatePressure": true, "start": {"taper": 0 | "whole", "easing": "easeOutQuad",
/// "cap": true}, "end": {…}, "last": false}}, …]}`, where a taper of `"whole"` is perfect-freehand's
/// `true`; any option left out has perfect-freehand's default. Output: `{"outlines": [[[x, y], …], …]}`, one polygon per stroke.
@Suite struct PerfectFreehandDumpTests {
    @Test func writesOutlinesWhenAsked() throws {
        guard let path = ProcessInfo.processInfo.environment["SCRIBBLE_PF_DUMP"], !path.isEmpty else { return }
        let input = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let strokes = try #require((input as? [String: Any])?["strokes"] as? [[String: Any]])
        var outlines: [[[Double]]] = []
        for stroke in strokes {
            let points = try #require(stroke["points"] as? [[Double]]).map { values in
                StrokePoint(x: values[0], y: values[1], t: 0, pressure: values.count > 2 ? values[2] : nil)
            }
            let options = try Self.options(from: stroke["options"] as? [String: Any] ?? [:])
            let outline = InkOutline(perfectFreehand: points, options: options)
            outlines.append(outline.polygons.first?.map { [$0.x, $0.y] } ?? [])
        }
        let output = try JSONSerialization.data(withJSONObject: ["outlines": outlines])
        try output.write(to: URL(fileURLWithPath: path + ".out.json"))
    }

    struct BadOption: Error, CustomStringConvertible {
        var description: String
    }

    static func options(from json: [String: Any]) throws -> PerfectFreehandOptions {
        var options = PerfectFreehandOptions.default
        func number(_ key: String, _ dictionary: [String: Any] = json) -> Double? {
            (dictionary[key] as? NSNumber)?.doubleValue
        }
        func easing(_ value: Any?) throws -> InkEasing? {
            guard let name = value as? String else { return nil }
            guard let easing = InkEasing(rawValue: name) else { throw BadOption(description: "unknown easing \(name)") }
            return easing
        }
        func end(_ value: Any?, into end: inout PerfectFreehandOptions.End) throws {
            guard let dictionary = value as? [String: Any] else { return }
            if let word = dictionary["taper"] as? String {
                guard word == "whole" else { throw BadOption(description: "unknown taper \(word)") }
                end.taper = .infinity
            } else if let length = number("taper", dictionary) {
                end.taper = length
            }
            if let easing = try easing(dictionary["easing"]) { end.easing = easing }
            if let cap = dictionary["cap"] as? Bool { end.cap = cap }
        }
        if let size = number("size") { options.size = size }
        if let thinning = number("thinning") { options.thinning = thinning }
        if let smoothing = number("smoothing") { options.smoothing = smoothing }
        if let streamline = number("streamline") { options.streamline = streamline }
        if let easing = try easing(json["easing"]) { options.easing = easing }
        if let simulate = json["simulatePressure"] as? Bool { options.simulatePressure = simulate }
        if let last = json["last"] as? Bool { options.last = last }
        try end(json["start"], into: &options.start)
        try end(json["end"], into: &options.end)
        return options
    }
}
