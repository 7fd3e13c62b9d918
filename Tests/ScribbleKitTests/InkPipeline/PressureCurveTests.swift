import Foundation
import ScribbleKit
import Testing

/// `PressureCurve`: its values, its presets and the checks its initializers make.
@Suite struct PressureCurveTests {
    private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }

    @Test func aGammaRaisesThePressureToItsPower() throws {
        let curve = try PressureCurve(gamma: 0.5)
        #expect(close(curve(0.25), 0.5))
        #expect(close(curve(0), 0) && close(curve(1), 1))
        #expect(close(try PressureCurve(gamma: 2)(0.5), 0.25))
        // Outside 0…1 the pressure is taken at the nearest end, NaN as 0.5.
        #expect(close(curve(1.5), 1) && close(curve(-1), 0))
        #expect(close(curve(.nan), 0.5.squareRoot()))
    }

    @Test func theCubicPassesThroughItsControlPointsAndIsFlatBeyondThem() throws {
        let points = [Point(x: 0.1, y: 0.2), Point(x: 0.4, y: 0.5), Point(x: 0.7, y: 0.6), Point(x: 0.9, y: 0.95)]
        let curve = try PressureCurve(points: points)
        for point in points { #expect(close(curve(point.x), point.y), "at \(point.x): \(curve(point.x))") }
        #expect(close(curve(0), 0.2) && close(curve(0.05), 0.2))
        #expect(close(curve(1), 0.95))
        // Two points make a straight line.
        let line = try PressureCurve(points: [Point(x: 0, y: 0.2), Point(x: 1, y: 0.8)])
        #expect(close(line(0.5), 0.5) && close(line(0.25), 0.35))
    }

    /// A plateau between steep rises is where a plain cubic spline overshoots; Fritsch–Carlson's
    /// stays within each pair of points and never goes down.
    @Test func theCubicNeverOvershoots() throws {
        let points = [
            Point(x: 0, y: 0), Point(x: 0.1, y: 0.8), Point(x: 0.5, y: 0.8), Point(x: 0.55, y: 0.85), Point(x: 1, y: 1),
        ]
        let curve = try PressureCurve(points: points)
        var previous = -1.0
        for step in 0...1000 {
            let x = Double(step) / 1000
            let y = curve(x)
            #expect(y >= previous - 1e-12, "goes down at \(x)")
            previous = y
            let span = try #require(zip(points, points.dropFirst()).first { $0.0.x <= x && x <= $0.1.x })
            #expect(y >= span.0.y - 1e-12 && y <= span.1.y + 1e-12, "leaves its span at \(x): \(y)")
        }
        // On the plateau it is flat.
        #expect(close(curve(0.3), 0.8))
    }

    @Test func thePresetsAreForALightAndAHeavyHand() throws {
        let light = try #require(PressureCurve.preset(named: "light"))
        let heavy = try #require(PressureCurve.preset(named: "HEAVY"))
        #expect(light != heavy)
        #expect(close(light(0.3), 0.6) && close(heavy(0.6), 0.3))
        for step in 1..<20 {
            let p = Double(step) / 20
            #expect(light(p) > p && heavy(p) < p, "at \(p): light \(light(p)), heavy \(heavy(p))")
        }
        #expect(PressureCurve.preset(named: "medium") == nil)
    }

    /// The message a curve is refused with, or `nil` when it is made.
    private func refusal(_ make: () throws(PressureCurveError) -> PressureCurve) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            return error.message
        }
    }

    @Test func badCurvesAreRefusedWithAReason() {
        #expect(
            refusal { () throws(PressureCurveError) in try PressureCurve(gamma: 0) }
                == "a gamma must be a positive number, found 0.0")
        #expect(
            refusal { () throws(PressureCurveError) in try PressureCurve(gamma: .infinity) }
                == "a gamma must be a positive number, found inf")
        #expect(
            refusal { () throws(PressureCurveError) in try PressureCurve(points: [Point(x: 0, y: 0)]) }
                == "a curve needs 2 to 64 control points, found 1")
        #expect(
            refusal { () throws(PressureCurveError) in
                try PressureCurve(points: [Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)])
            }
                == "point 2: control points must go up in x (the device's pressure); 0.5 follows 0.5")
        #expect(
            refusal { () throws(PressureCurveError) in
                try PressureCurve(points: [Point(x: 0, y: 0.5), Point(x: 1, y: 0.4)])
            }
                == "point 2: control points must not go down in y (the pressure drawn), or harder would draw thinner; 0.4 follows 0.5"
        )
        #expect(
            refusal { () throws(PressureCurveError) in
                try PressureCurve(points: [Point(x: 0, y: 0), Point(x: 1, y: 1.5)])
            }
                == "point 2: a control point's pressures must be within 0…1, found (1.0, 1.5)")
        #expect(
            refusal { () throws(PressureCurveError) in try PressureCurve(gamma: 1, minimumWidth: 1.2, maximumWidth: 0.8)
            }
                == "the minimum width (1.2) is above the maximum (0.8)")
        #expect(
            refusal { () throws(PressureCurveError) in try PressureCurve(gamma: 1, maximumWidth: 3) }
                == "the maximum width must be within 0.0…2.0 times the ink's width, found 3.0")
        #expect(
            refusal { () throws(PressureCurveError) in
                try PressureCurve(points: [Point(x: 0, y: 0), Point(x: 1, y: 1)], minimumWidth: 0.3)
            } == nil)
    }

    /// A curve built unchecked is used safely: a bad gamma is 1, points out of order a straight line.
    @Test func anUncheckedBadCurveDrawsTheStraightLine() {
        let gamma = PressureCurve(shape: .gamma(-2))
        let points = PressureCurve(shape: .points([Point(x: 1, y: 1), Point(x: 0, y: 0)]))
        for p in [0.0, 0.3, 0.7, 1] {
            #expect(close(gamma(p), p) && close(points(p), p))
        }
    }
}
