import Foundation
import ScribbleKit
import ScribbleTestSupport

/// Strokes and drawings for the hit-testing and selection tests: hand-made ones with known
/// answers, and seeded random ones to set the index against a test of every stroke.
enum SelectionFixtures {
    /// A monoline stroke through `points` (ink `width` wide), so that half the widest ink is
    /// exactly `width / 2`.
    static func line(_ points: [(Double, Double)], width: Double = 2, transform: Transform = .identity) -> Stroke {
        Stroke(
            points: points.enumerated().map { StrokePoint(x: $1.0, y: $1.1, t: Double($0) / 100) },
            ink: Ink(tool: .monoline, color: .black, width: width), transform: transform)
    }

    /// A random drawing on a 1000 × 1000 canvas: short wandering strokes of many inks, some
    /// turned, scaled or moved by their transform, some single points, a few long ones across
    /// the canvas, and a few that no test can hit (no points, no finite point).
    static func randomDrawing(strokes count: Int, seed: UInt64) -> Drawing {
        var random = SeededGenerator(seed: seed)
        var strokes: [Stroke] = []
        strokes.reserveCapacity(count)
        for _ in 0..<count { strokes.append(randomStroke(using: &random)) }
        return Drawing(canvas: Size(width: 1000, height: 1000), strokes: strokes)
    }

    static func randomStroke(using random: inout SeededGenerator) -> Stroke {
        let kind = Int.random(in: 0..<100, using: &random)
        if kind == 0 { return Stroke(points: []) }
        if kind == 1 { return line([(.nan, 3), (.infinity, 4)]) }
        let long = kind < 4
        let pointCount = kind < 8 ? 1 : Int.random(in: 2...(long ? 30 : 12), using: &random)
        let step = long ? 60.0 : 8.0
        var x = Double.random(in: -50...1050, using: &random)
        var y = Double.random(in: -50...1050, using: &random)
        var points: [StrokePoint] = []
        for index in 0..<pointCount {
            points.append(
                StrokePoint(x: x, y: y, t: Double(index) / 100, pressure: Double.random(in: 0...1, using: &random)))
            x += Double.random(in: -step...step, using: &random)
            y += Double.random(in: -step...step, using: &random)
        }
        let tool = InkTool.allCases[Int.random(in: 0..<InkTool.allCases.count, using: &random)]
        let ink = Ink(tool: tool, color: .black, width: [0.5, 2, 4, 12, 40][Int.random(in: 0..<5, using: &random)])
        var stroke = Stroke(points: points, ink: ink)
        if Int.random(in: 0..<5, using: &random) == 0 {
            // A transform about the stroke's start, so that it stays near where it was drawn.
            let start = points[0].location
            let turn = Transform.translation(x: -start.x, y: -start.y)
                .concatenating(.rotation(radians: Double.random(in: -3...3, using: &random)))
                .concatenating(
                    .scale(x: Double.random(in: 0.3...3, using: &random), y: Double.random(in: 0.3...3, using: &random))
                )
                .concatenating(.translation(x: start.x + Double.random(in: -20...20, using: &random), y: start.y))
            stroke = stroke.transformed(by: turn)
        }
        return stroke
    }

    static func randomPoint(using random: inout SeededGenerator) -> Point {
        Point(x: Double.random(in: -100...1100, using: &random), y: Double.random(in: -100...1100, using: &random))
    }

    static func randomRect(using random: inout SeededGenerator) -> Rect {
        let corner = randomPoint(using: &random)
        let side = [5.0, 40, 150, 600][Int.random(in: 0..<4, using: &random)]
        return Rect(
            x: corner.x, y: corner.y, width: Double.random(in: 0...side, using: &random),
            height: Double.random(in: 0...side, using: &random))
    }

    /// A random lasso: a wobbly loop round a centre, sometimes a star that crosses itself, a loop
    /// drawn twice over, or points thrown anywhere in a box (crossing itself everywhere).
    static func randomLasso(using random: inout SeededGenerator) -> Lasso {
        let center = randomPoint(using: &random)
        let radius = [10.0, 60, 200, 500][Int.random(in: 0..<4, using: &random)]
        let count = Int.random(in: 3...80, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            // Few points, as every edge of such a lasso is long and crosses much of it.
            return Lasso(
                (0..<Swift.min(count, 16)).map { _ in
                    Point(
                        x: center.x + Double.random(in: -radius...radius, using: &random),
                        y: center.y + Double.random(in: -radius...radius, using: &random))
                })
        default:
            let turns = Double(Int.random(in: 1...2, using: &random))
            let star = Int.random(in: 0..<3, using: &random) == 0
            return Lasso(
                (0..<count).map { index in
                    let angle = turns * 2 * Double.pi * Double(index) / Double(count) * (star ? 5 : 1)
                    let reach = radius * Double.random(in: 0.6...1.0, using: &random)
                    return Point(x: center.x + reach * cos(angle), y: center.y + reach * sin(angle))
                })
        }
    }
}
