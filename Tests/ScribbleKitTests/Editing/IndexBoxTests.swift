import Testing

@testable import ScribbleKit

@Suite struct IndexBoxTests {
    static let box = IndexBox(minX: 1, minY: 2, maxX: 5, maxY: 8)

    @Test func theEmptyBoxMeetsNothingAndAddsNothing() {
        #expect(!IndexBox.empty.intersects(Self.box))
        #expect(!Self.box.intersects(.empty))
        #expect(!IndexBox.empty.intersects(.empty))
        #expect(IndexBox.empty.union(Self.box) == Self.box)
        #expect(Self.box.union(.empty) == Self.box)
        #expect(IndexBox.empty.area == 0)
        #expect(IndexBox.empty.margin == 0)
        #expect(!IndexBox.empty.isFinite)
    }

    @Test func aSegmentsBoxHasItsCornersInOrder() {
        let box = IndexBox(Point(x: 5, y: 2), Point(x: 1, y: 8))
        #expect(box == Self.box)
        #expect(IndexBox(Point(x: 3, y: -4)) == IndexBox(minX: 3, minY: -4, maxX: 3, maxY: -4))
    }

    @Test func aRectanglesBoxWhicheverWayItsSizePoints() throws {
        #expect(IndexBox(Rect(x: 1, y: 2, width: 4, height: 6)) == Self.box)
        #expect(IndexBox(Rect(x: 5, y: 8, width: -4, height: -6)) == Self.box)
        #expect(IndexBox(Rect(x: 0, y: 0, width: .infinity, height: 1)) == nil)
        #expect(IndexBox(Rect(x: .nan, y: 0, width: 1, height: 1)) == nil)
        let rect = Self.box.rect
        #expect(rect.minX == 1 && rect.minY == 2 && rect.width == 4 && rect.height == 6)
    }

    @Test func boxesThatTouchIntersect() {
        #expect(Self.box.intersects(IndexBox(minX: 5, minY: 8, maxX: 9, maxY: 9)))
        #expect(Self.box.intersects(IndexBox(minX: 2, minY: 3, maxX: 3, maxY: 4)))
        #expect(!Self.box.intersects(IndexBox(minX: 5.5, minY: 0, maxX: 9, maxY: 9)))
        #expect(!Self.box.intersects(IndexBox(minX: 0, minY: 8.5, maxX: 9, maxY: 9)))
    }

    @Test func aBoxContainsTheBoxesInsideIt() {
        #expect(Self.box.contains(Self.box))
        #expect(Self.box.contains(IndexBox(Point(x: 1, y: 8))))
        #expect(!Self.box.contains(IndexBox(minX: 0.5, minY: 3, maxX: 2, maxY: 4)))
        #expect(!IndexBox(Point(x: 3, y: 3)).contains(Self.box))
    }

    @Test func theUnionOutsetAreaMarginAndCentre() {
        let union = Self.box.union(IndexBox(minX: -3, minY: 4, maxX: 2, maxY: 10))
        #expect(union == IndexBox(minX: -3, minY: 2, maxX: 5, maxY: 10))
        #expect(Self.box.outset(by: 0.5) == IndexBox(minX: 0.5, minY: 1.5, maxX: 5.5, maxY: 8.5))
        #expect(Self.box.area == 24)
        #expect(Self.box.margin == 10)
        // A segment has no area but a margin.
        #expect(IndexBox(Point(x: 0, y: 0), Point(x: 7, y: 0)).area == 0)
        #expect(IndexBox(Point(x: 0, y: 0), Point(x: 7, y: 0)).margin == 7)
        #expect(Self.box.centerX == 3)
        #expect(Self.box.centerY == 5)
    }

    @Test func theCentreOfAHugeBoxIsFinite() {
        // (minX + maxX) / 2 would overflow.
        let huge = IndexBox(minX: 1e308, minY: -1.5e308, maxX: 1.6e308, maxY: -1e308)
        #expect(huge.centerX == 1.3e308)
        #expect(huge.centerY == -1.25e308)
    }

    @Test func theRoundingOutsetFollowsTheMagnitude() {
        let far = IndexBox(minX: -2e6, minY: 0, maxX: 1e6, maxY: 1).outsetForRounding()
        #expect(far == IndexBox(minX: -2e6, minY: 0, maxX: 1e6, maxY: 1).outset(by: 2e-6))
        let near = IndexBox(minX: 0.1, minY: 0.2, maxX: 0.3, maxY: 0.4).outsetForRounding()
        #expect(near == IndexBox(minX: 0.1, minY: 0.2, maxX: 0.3, maxY: 0.4).outset(by: 1e-12))
        #expect(near.contains(IndexBox(minX: 0.1, minY: 0.2, maxX: 0.3, maxY: 0.4)))
    }
}
