import Foundation
import ScribbleKit
import ScribbleSVG
import ScribbleSyntax
import Testing

/// Helpers shared by the SVG tests, in a namespace so that they cannot clash with other suites' helpers.
enum SVG {
    /// Whether two numbers agree within `tolerance`.
    static func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Whether two points agree within `tolerance` in each coordinate.
    static func close(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        close(a.x, b.x, within: tolerance) && close(a.y, b.y, within: tolerance)
    }

    /// Whether two transforms agree coefficient by coefficient.
    static func close(_ a: Transform, _ b: Transform, within tolerance: Double = 1e-9) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
    }

    /// Reads an SVG document given as text.
    static func read(_ text: String, options: SVGReadOptions = .default) throws -> SVGReadResult {
        try SVGDocumentReader(options: options).read(text, file: "test.svg")
    }

    /// Reads `body` inside `<svg xmlns=… width height viewBox>` of the given size (viewBox the same).
    static func read(body: String, width: Double = 100, height: Double = 100, options: SVGReadOptions = .default) throws
        -> SVGReadResult
    {
        try read(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            \(body)
            </svg>
            """, options: options)
    }

    /// The error that reading `text` throws, or `nil` when it reads.
    static func readError(_ text: String, options: SVGReadOptions = .default) -> FormatError? {
        do {
            _ = try SVGDocumentReader(options: options).read(text, file: "test.svg")
            return nil
        } catch {
            return error
        }
    }

    /// The canvas locations of every stroke.
    static func locations(_ drawing: Drawing) -> [[Point]] {
        drawing.strokes.map(\.canvasLocations)
    }

    /// The largest distance from `point` to the polyline.
    static func distance(from point: Point, to polyline: [Point]) -> Double {
        var best = Double.infinity
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let v = b - a
            let w = point - a
            let lengthSquared = v.dot(v)
            let t = lengthSquared > 0 ? min(1, max(0, w.dot(v) / lengthSquared)) : 0
            best = min(best, (w - v * t).length)
        }
        return polyline.count == 1 ? point.distance(to: polyline[0]) : best
    }

    /// The point of a cubic Bézier curve at `t`.
    static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The folder of sample files, found from this source file's place in the repository.
    static let strokesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Strokes")

    /// The names of the sample SVG files.
    static let sampleFiles: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: strokesFolder.path)) ?? [])
        .filter { $0.hasSuffix(".svg") }.sorted()
}
