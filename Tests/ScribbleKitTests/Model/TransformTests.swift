import Foundation
import ScribbleKit
import Testing

@Suite struct TransformTests {
    @Test func transformsComposeInOrder() {
        let point = Point(x: 1, y: 0)
        let scaleThenMove = Transform.scale(x: 2, y: 2).concatenating(.translation(x: 10, y: 0))
        #expect(point.applying(scaleThenMove) == Point(x: 12, y: 0))
        let moveThenScale = Transform.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
        #expect(point.applying(moveThenScale) == Point(x: 22, y: 0))
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let turned = Point(x: 1, y: 0).applying(.rotation(radians: .pi / 2))
        #expect(isClose(turned, Point(x: 0, y: 1)))
    }

    @Test func inverseUndoesTransform() throws {
        let transform = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let inverse = try #require(transform.inverted)
        let point = Point(x: 3.5, y: -2)
        #expect(isClose(point.applying(transform).applying(inverse), point))
        #expect(Transform.scale(x: 0, y: 1).inverted == nil)
        #expect(isClose(Transform.scale(x: 2, y: 8).averageScale, 4))
    }

    @Test func aPointIsMappedByTheSixCoefficients() {
        // (a·x + c·y + tx, b·x + d·y + ty) for (x, y) = (3, −2).
        let transform = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        #expect(Point(x: 3, y: -2).applying(transform) == Point(x: 6 + 2 + 5, y: 3 - 6 - 7))
        #expect(Point(x: 3, y: -2).applying(.identity) == Point(x: 3, y: -2))
        #expect(Transform.identity.isIdentity)
        #expect(!Transform.translation(x: 0, y: 1e-300).isIdentity)
    }

    @Test func aTransformAndItsInverseMakeTheIdentity() throws {
        let transform = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let inverse = try #require(transform.inverted)
        // The inverse of [[2, −1], [1, 3]] (determinant 7) is [[3, 1], [−1, 2]] / 7.
        #expect(inverse.a == 3.0 / 7 && inverse.b == -1.0 / 7 && inverse.c == 1.0 / 7 && inverse.d == 2.0 / 7)
        for product in [transform.concatenating(inverse), inverse.concatenating(transform)] {
            for point in [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -4, y: 9)] {
                #expect(isClose(point.applying(product), point, within: 1e-12))
            }
        }
    }

    @Test func rotationsAddTheirAngles() {
        let twice = Transform.rotation(radians: 0.3).concatenating(.rotation(radians: 0.5))
        let once = Transform.rotation(radians: 0.8)
        let point = Point(x: 2, y: -1)
        #expect(isClose(point.applying(twice), point.applying(once), within: 1e-12))
        #expect(isClose(Transform.rotation(radians: 1.234).averageScale, 1, within: 1e-15))
        #expect(isClose(Transform.rotation(radians: 1.234).determinant, 1, within: 1e-15))
    }

    @Test func theDeterminantAndAverageScale() {
        #expect(Transform.scale(x: 3, y: -2).determinant == -6)
        #expect(isClose(Transform.scale(x: 3, y: -2).averageScale, 6.0.squareRoot(), within: 1e-15))
        // A shear keeps areas.
        #expect(Transform(a: 1, b: 0, c: 4, d: 1, tx: 0, ty: 0).averageScale == 1)
    }

    @Test func whatCannotBeUndoneHasNoInverse() {
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1).inverted == nil)
        #expect(Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
        #expect(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
    }

    @Test func aTransformIsCodedByItsSixFields() throws {
        let transform = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let data = try JSONEncoder().encode(transform)
        #expect(try JSONDecoder().decode(Transform.self, from: data) == transform)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Double])
        #expect(object == ["a": 2, "b": 1, "c": -1, "d": 3, "tx": 5, "ty": -7])
    }
}
