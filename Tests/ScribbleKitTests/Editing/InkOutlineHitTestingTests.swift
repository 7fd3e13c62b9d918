import ScribbleKit
import Testing

@Suite struct InkOutlineHitTestingTests {
    let square = InkOutline(polygons: [
        [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
    ])

    @Test func pointsInsideOrNearTheEdgeAreIn() {
        #expect(square.contains(Point(x: 5, y: 5)))
        #expect(!square.contains(Point(x: 12, y: 5)))
        #expect(square.contains(Point(x: 12, y: 5), tolerance: 2))
        #expect(!square.contains(Point(x: 12, y: 12), tolerance: 2))
        #expect(!InkOutline.empty.contains(.zero, tolerance: 5))
    }

    @Test func overlappingPolygonsAreFilledTogether() {
        let two = InkOutline(polygons: square.polygons + square.polygons)
        #expect(two.contains(Point(x: 5, y: 5)))
    }

    @Test func inputsThatAreNotFiniteAreOut() {
        #expect(!square.contains(Point(x: .nan, y: 5)))
        #expect(!square.contains(Point(x: 5, y: 5), tolerance: .infinity))
    }
}
