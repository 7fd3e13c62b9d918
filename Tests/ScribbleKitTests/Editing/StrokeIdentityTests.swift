import ScribbleTestSupport
import Testing

@testable import ScribbleKit

@Suite struct StrokeIdentityTests {
    typealias Fixtures = SelectionFixtures

    static let stroke = Stroke(
        points: [StrokePoint(x: 1, y: 2, t: 0, pressure: 0.5), StrokePoint(x: 3, y: 4, t: 0.01, altitude: 1)],
        ink: Ink(tool: .marker, color: .black, width: 3), device: .finger, transform: .translation(x: 5, y: 0))

    @Test func aStrokeIsIdenticalToItselfAndToACopyOfItsSamples() {
        let stroke = Self.stroke
        #expect(stroke.isIdentical(to: stroke))
        var copied = stroke
        copied.points = stroke.points.map { $0 }
        copied.points.reserveCapacity(100)
        #expect(copied.isIdentical(to: stroke))
        #expect(Stroke(points: []).isIdentical(to: Stroke(points: [])))
    }

    /// `==` takes -0 for 0 and a NaN for unlike itself; an undo must tell the one and see the other.
    @Test func identityIsOfBitsNotOfEquality() {
        let stroke = Self.stroke
        var negativeZero = stroke
        negativeZero.points[0].location.x = 0
        let positiveZero = negativeZero
        negativeZero.points[0].location.x = -0.0
        #expect(negativeZero == positiveZero)
        #expect(!negativeZero.isIdentical(to: positiveZero))

        var turned = stroke
        turned.transform.b = -0.0
        var plain = stroke
        plain.transform.b = 0
        #expect(turned == plain && !turned.isIdentical(to: plain))

        let notANumber = Fixtures.line([(.nan, 3), (.infinity, 4)])
        var copied = notANumber
        copied.points = notANumber.points.map { $0 }
        #expect(copied != notANumber)
        #expect(copied.isIdentical(to: notANumber))
    }

    @Test func everyPartCounts() {
        let stroke = Self.stroke
        var changes: [Stroke] = []
        for change in 0..<9 {
            var other = stroke
            switch change {
            case 0: other.ink.tool = .pen
            case 1: other.ink.color.alpha = 0.5
            case 2: other.ink.width = 3.000_000_000_000_001
            case 3: other.device = .pen
            case 4: other.transform.ty = 1e-300
            case 5: other.points[1].t = 0.010_000_000_000_000_002
            case 6: other.points[0].pressure = nil
            case 7: other.points.removeLast()
            default: other.path = CurvePath([.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: 4))])
            }
            changes.append(other)
        }
        for other in changes { #expect(!other.isIdentical(to: stroke) && !stroke.isIdentical(to: other)) }
        var curved = changes[8]
        #expect(curved.isIdentical(to: changes[8]))
        curved.path = CurvePath([.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: -0.0))])
        #expect(!curved.isIdentical(to: changes[8]))
    }

    @Test func numbersThatAreNotFiniteAreNamed() {
        #expect(Self.stroke.firstNumberThatIsNotFinite == nil)
        // A reading that is absent is kept as NaN, and is no number to refuse.
        #expect(Stroke(points: [StrokePoint(x: 1, y: 1, t: 0)]).firstNumberThatIsNotFinite == nil)
        var stroke = Self.stroke
        stroke.points[1].location.y = .infinity
        #expect(stroke.firstNumberThatIsNotFinite == "point 1's y is inf")
        stroke = Self.stroke
        stroke.points[0].azimuth = -.infinity
        #expect(stroke.firstNumberThatIsNotFinite == "point 0's azimuth is -inf")
        stroke = Self.stroke
        stroke.ink.width = .nan
        #expect(stroke.firstNumberThatIsNotFinite == "the ink's width is nan")
        stroke = Self.stroke
        stroke.ink.color.green = .nan
        #expect(stroke.firstNumberThatIsNotFinite == "the ink's green is nan")
        stroke = Self.stroke
        stroke.transform.tx = .infinity
        #expect(stroke.firstNumberThatIsNotFinite == "the transform's tx is inf")
        stroke = Self.stroke
        stroke.transform = .scale(x: 1e200, y: 1e200)
        #expect(stroke.firstNumberThatIsNotFinite == "the transform's determinant is inf")
        stroke = Self.stroke
        stroke.path = CurvePath([.move(to: .zero), .cubic(control1: .zero, control2: Point(x: .nan, y: 0), to: .zero)])
        #expect(stroke.firstNumberThatIsNotFinite == "the curve's step 1 is not finite")
    }

    /// Samples are compared as bytes, which holds only while a sample is six doubles and nothing else.
    @Test func aSampleIsSixDoubles() {
        #expect(MemoryLayout<StrokePoint>.size == 6 * MemoryLayout<Double>.size)
        #expect(MemoryLayout<StrokePoint>.stride == MemoryLayout<StrokePoint>.size)
    }
}
