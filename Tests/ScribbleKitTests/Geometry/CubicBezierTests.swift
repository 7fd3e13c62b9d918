import Foundation
import Testing

@testable import ScribbleKit

@Suite struct CubicBezierTests {
    static let curve = CubicBezier(Point(x: 1, y: 2), Point(x: 4, y: 8), Point(x: 10, y: -2), Point(x: 12, y: 5))

    @Test func theEndsAreTheFirstAndLastPoints() {
        #expect(Self.curve.point(at: 0) == Self.curve.start)
        #expect(Self.curve.point(at: 1) == Self.curve.end)
    }

    @Test func theMiddleIsAnEighthOfTheWeightedPoints() {
        // B(½) = (P₀ + 3P₁ + 3P₂ + P₃) / 8.
        let middle = Self.curve.point(at: 0.5)
        #expect(isClose(middle, Point(x: (1 + 12 + 30 + 12) / 8.0, y: (2 + 24 - 6 + 5) / 8.0), within: 1e-12))
    }

    @Test func aQuarterCircleCurvePassesThroughTheArcsMiddle() {
        // With the handles at k = 4(√2 − 1)/3 the curve's middle lies exactly on the unit circle.
        let k = 4 * (2.0.squareRoot() - 1) / 3
        let arc = CubicBezier(Point(x: 1, y: 0), Point(x: 1, y: k), Point(x: k, y: 1), Point(x: 0, y: 1))
        let half = 0.5.squareRoot()
        #expect(isClose(arc.point(at: 0.5), Point(x: half, y: half), within: 1e-12))
        // Elsewhere it stays within 0.03 % of the radius.
        for step in 0...20 {
            let radius = arc.point(at: Double(step) / 20).distance(to: .zero)
            #expect(abs(radius - 1) < 3e-4)
        }
    }

    @Test func anElevatedParabolaFollowsItsEquation() {
        // y = x² from (−1, 1) to (1, 1) is the quadratic with control (0, −1); as a cubic its
        // controls are two thirds of the way to that one, and x = 2u − 1.
        let parabola = CubicBezier(
            Point(x: -1, y: 1), Point(x: -1.0 / 3, y: -1.0 / 3), Point(x: 1.0 / 3, y: -1.0 / 3), Point(x: 1, y: 1))
        for step in 0...10 {
            let u = Double(step) / 10
            let x = 2 * u - 1
            #expect(isClose(parabola.point(at: u), Point(x: x, y: x * x), within: 1e-12))
            #expect(isClose(parabola.derivative(at: u), Vector(dx: 2, dy: 4 * x), within: 1e-12))
            #expect(isClose(parabola.secondDerivative(at: u), Vector(dx: 0, dy: 8), within: 1e-12))
        }
    }

    @Test func evenlySpacedControlsOnALineGiveUniformMotion() {
        let line = CubicBezier(Point(x: 0, y: 3), Point(x: 2, y: 4), Point(x: 4, y: 5), Point(x: 6, y: 6))
        for step in 0...8 {
            let u = Double(step) / 8
            #expect(isClose(line.point(at: u), Point(x: 6 * u, y: 3 + 3 * u), within: 1e-12))
            #expect(isClose(line.derivative(at: u), Vector(dx: 6, dy: 3), within: 1e-12))
            #expect(isClose(line.secondDerivative(at: u), .zero, within: 1e-12))
        }
    }

    @Test func theEndDerivativesPointAlongTheHandles() {
        // B′(0) = 3(P₁ − P₀), B′(1) = 3(P₃ − P₂); B″(0) = 6(P₀ − 2P₁ + P₂), B″(1) = 6(P₁ − 2P₂ + P₃).
        let curve = Self.curve
        #expect(isClose(curve.derivative(at: 0), Vector(dx: 9, dy: 18), within: 1e-12))
        #expect(isClose(curve.derivative(at: 1), Vector(dx: 6, dy: 21), within: 1e-12))
        #expect(isClose(curve.secondDerivative(at: 0), Vector(dx: 18, dy: -96), within: 1e-12))
        #expect(isClose(curve.secondDerivative(at: 1), Vector(dx: -24, dy: 102), within: 1e-12))
    }

    @Test func theDerivativesAgreeWithFiniteDifferences() {
        let h = 1e-5
        for step in 1..<10 {
            let u = Double(step) / 10
            let ahead = Self.curve.point(at: u + h)
            let behind = Self.curve.point(at: u - h)
            let here = Self.curve.point(at: u)
            let slope = Vector(dx: (ahead.x - behind.x) / (2 * h), dy: (ahead.y - behind.y) / (2 * h))
            #expect(isClose(Self.curve.derivative(at: u), slope, within: 1e-6))
            let bend = Vector(
                dx: (ahead.x - 2 * here.x + behind.x) / (h * h), dy: (ahead.y - 2 * here.y + behind.y) / (h * h))
            #expect(isClose(Self.curve.secondDerivative(at: u), bend, within: 1e-3))
        }
    }

    @Test func aCurveOfOnePointStaysThere() {
        let dot = CubicBezier(Point(x: 7, y: 7), Point(x: 7, y: 7), Point(x: 7, y: 7), Point(x: 7, y: 7))
        for step in 0...4 {
            let u = Double(step) / 4
            #expect(isClose(dot.point(at: u), Point(x: 7, y: 7), within: 1e-12))
            #expect(dot.derivative(at: u) == .zero)
            #expect(dot.secondDerivative(at: u) == .zero)
        }
    }
}
