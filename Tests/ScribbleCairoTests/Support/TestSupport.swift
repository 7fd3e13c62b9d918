import ScribbleCairo
import ScribbleKit

/// A stroke through `points`, all at one pressure (none: the device reported no force).
func makeStroke(
    _ points: [(x: Double, y: Double)], ink: Ink = Ink(tool: .monoline, color: .black, width: 6),
    pressure: Double? = nil, transform: Transform = .identity
) -> Stroke {
    Stroke(
        points: points.enumerated().map { index, point in
            StrokePoint(x: point.x, y: point.y, t: Double(index) * 0.01, pressure: pressure)
        },
        ink: ink, transform: transform)
}

/// Points every `step` units along the straight line from `start` to `end`, both included.
func densePoints(from start: (x: Double, y: Double), to end: (x: Double, y: Double), step: Double = 1) -> [(
    x: Double, y: Double
)] {
    let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
    let count = Swift.max(1, Int((length / step).rounded(.up)))
    return (0...count).map { index in
        let t = Double(index) / Double(count)
        return (start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t)
    }
}

/// Whether two pixels differ by at most `tolerance` in every channel.
func isClose(_ pixel: RGBA8, _ expected: RGBA8, tolerance: Int = 2) -> Bool {
    abs(Int(pixel.red) - Int(expected.red)) <= tolerance
        && abs(Int(pixel.green) - Int(expected.green)) <= tolerance
        && abs(Int(pixel.blue) - Int(expected.blue)) <= tolerance
        && abs(Int(pixel.alpha) - Int(expected.alpha)) <= tolerance
}

extension RasterImage {
    /// Whether the pixel is mostly ink: darker than mid-grey on a light background, or more than
    /// half covered on a transparent one.
    func isInked(x: Int, y: Int) -> Bool {
        let pixel = pixel(x: x, y: y)
        return pixel.alpha > 127 && Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 128
    }

    /// The columns in row `y` that are mostly ink.
    func inkedColumns(inRow y: Int) -> [Int] {
        (0..<width).filter { isInked(x: $0, y: y) }
    }

    /// The rows in column `x` that are mostly ink.
    func inkedRows(inColumn x: Int) -> [Int] {
        (0..<height).filter { isInked(x: x, y: $0) }
    }

    /// Every pixel, left to right and top to bottom, with its position.
    var allPixels: [(x: Int, y: Int, pixel: RGBA8)] {
        (0..<height).flatMap { y in
            (0..<width).map { x in (x, y, pixel(x: x, y: y)) }
        }
    }
}

/// Ink options that lay the ink exactly along the samples, each as wide as its pressure says,
/// with no steadying, curve or taper: what tests of the renderer's geometry measure against.
let exactInk = InkOptions(stabilizer: .none, spacing: 0, pressure: .device, taperStart: .none, taperEnd: .none)
