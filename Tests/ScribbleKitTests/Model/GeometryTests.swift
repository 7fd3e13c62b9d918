import Foundation
import ScribbleKit
import Testing

@Suite struct GeometryTests {
    @Test func pointArithmetic() {
        let a = Point(x: 1, y: 2)
        let b = Point(x: 4, y: 6)
        #expect(b - a == Vector(dx: 3, dy: 4))
        #expect(a.distance(to: b) == 5)
        #expect(a + Vector(dx: 3, dy: 4) == b)
        #expect(a.interpolated(to: b, by: 0.5) == Point(x: 2.5, y: 4))
    }

    @Test func vectorHelpers() {
        let v = Vector(dx: 3, dy: 4)
        #expect(v.length == 5)
        #expect(isClose(v.normalized.length, 1))
        #expect(Vector.zero.normalized == .zero)
        #expect(v.dot(v.perpendicular) == 0)
        #expect(Vector(dx: 1, dy: 0).cross(Vector(dx: 0, dy: 1)) == 1)
    }

    @Test func rectEnclosingPoints() throws {
        let rect = try #require(Rect(enclosing: [Point(x: 3, y: -1), Point(x: -2, y: 5), Point(x: 0, y: 0)]))
        #expect(rect == Rect(x: -2, y: -1, width: 5, height: 6))
        #expect(Rect(enclosing: [Point]()) == nil)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(!rect.contains(Point(x: 4, y: 0)))
    }

    @Test func rectUnionAndOutset() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: -5, width: 10, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 15, height: 15))
        #expect(a.outsetBy(2) == Rect(x: -2, y: -2, width: 14, height: 14))
        #expect(a.insetBy(6) == Rect(x: 5, y: 5, width: 0, height: 0))
    }

    @Test func rectApplyingRotationBoundsTheCorners() {
        let rect = Rect(x: -1, y: -1, width: 2, height: 2).applying(.rotation(radians: .pi / 4))
        let half = 2.0.squareRoot()
        #expect(isClose(rect, Rect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
    }
}
