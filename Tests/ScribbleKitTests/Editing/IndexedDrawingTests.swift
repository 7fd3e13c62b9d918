import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite struct IndexedDrawingTests {
    typealias Fixtures = SelectionFixtures

    /// Five strokes in a row along y = 0, each 10 long with ink 2 wide, at x = 0, 20, 40, 60, 80;
    /// the fourth drawn wider (ink 20) and the fifth moved by its transform to y = 100.
    static let row: IndexedDrawing = {
        var strokes = (0..<4).map { index in
            Fixtures.line([(Double(index) * 20, 0), (Double(index) * 20 + 10, 0)])
        }
        strokes[3].ink.width = 20
        strokes.append(Fixtures.line([(80, 0), (90, 0)], transform: .translation(x: 0, y: 100)))
        return IndexedDrawing(Drawing(canvas: Size(width: 200, height: 200), strokes: strokes))
    }()

    @Test func pointHitsInDrawingOrder() {
        let row = Self.row
        #expect(row.strokes(at: Point(x: 5, y: 1)) == [0])
        #expect(row.strokes(at: Point(x: 15, y: 0), tolerance: 4) == [0, 1])
        // Exactly at the edge: 1 of ink and 4 of tolerance from (10, 0).
        #expect(row.strokes(at: Point(x: 13, y: 4), tolerance: 4) == [0])
        #expect(row.strokes(at: Point(x: 13, y: 4.000_001), tolerance: 4).isEmpty)
        // The wide stroke reaches 10 from its line.
        #expect(row.strokes(at: Point(x: 65, y: 9.5)) == [3])
        // The moved stroke is where its transform put it.
        #expect(row.strokes(at: Point(x: 85, y: 100)) == [4])
        #expect(row.strokes(at: Point(x: 85, y: 0)).isEmpty)
    }

    @Test func segmentsPathsRectanglesAndLassos() {
        let row = Self.row
        #expect(row.strokes(touchingSegmentFrom: Point(x: -5, y: -0.5), to: Point(x: 200, y: -0.5)) == [0, 1, 2, 3])
        #expect(row.strokes(touchingSegmentFrom: Point(x: 85, y: 50), to: Point(x: 85, y: 150)) == [4])
        #expect(
            row.strokes(touchingPath: [
                Point(x: 5, y: -30), Point(x: 5, y: 30), Point(x: 45, y: 30), Point(x: 45, y: 0),
            ])
                == [0, 2])
        #expect(row.strokes(touching: Rect(x: 15, y: -5, width: 30, height: 10)) == [1, 2])
        #expect(row.strokes(touching: Rect(x: 11.5, y: -5, width: 7, height: 10)).isEmpty)
        // Exactly at the edge on both sides: the inks end at x = 11 and x = 19.
        #expect(row.strokes(touching: Rect(x: 11.5, y: -5, width: 7, height: 10), tolerance: 0.5) == [0, 1])
        // Half of the third stroke's line is inside.
        let lasso = Lasso([Point(x: 45, y: -20), Point(x: 95, y: -20), Point(x: 95, y: 120), Point(x: 45, y: 120)])
        #expect(row.strokes(touching: lasso) == [2, 3, 4])
        #expect(row.strokes(inside: lasso, byMoreThan: 0.5) == [3, 4])
        #expect(row.strokes(inside: lasso, byMoreThan: 0.4) == [2, 3, 4])
        #expect(row.strokes(inside: lasso, byMoreThan: 0) == [2, 3, 4])
        #expect(row.strokes(inside: lasso, byMoreThan: 1).isEmpty)
        #expect(row.strokes(inside: Rect(x: -1, y: -1, width: 26, height: 2), byMoreThan: 0.2) == [0, 1])
    }

    @Test func outlineHitsAreTheStrokesWhoseInkIsThere() {
        let row = Self.row
        #expect(row.strokes(at: Point(x: 5, y: 0), options: .default) == [0])
        #expect(row.strokes(at: Point(x: 15, y: 0), options: .default).isEmpty)
        #expect(row.strokes(at: Point(x: 15, y: 0), tolerance: 6, options: .default) == [0, 1])
    }

    @Test func anEmptyDrawingHasNothingToHit() {
        let empty = IndexedDrawing(Drawing(canvas: Size(width: 10, height: 10)))
        #expect(empty.strokes(at: .zero, tolerance: 1000).isEmpty)
        #expect(empty.strokes(touchingPath: [.zero, Point(x: 5, y: 5)], tolerance: 10).isEmpty)
        #expect(empty.strokes(touching: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
        #expect(empty.strokes(inside: Lasso(Rect(x: 0, y: 0, width: 10, height: 10)), byMoreThan: 0).isEmpty)
    }

    @Test func queriesThatAreNotNumbersFindNothing() {
        let row = Self.row
        let everything = Rect(x: -1000, y: -1000, width: 3000, height: 3000)
        #expect(row.strokes(at: Point(x: .nan, y: 0), tolerance: 100).isEmpty)
        #expect(row.strokes(at: Point(x: 5, y: 0), tolerance: .nan).isEmpty)
        #expect(row.strokes(at: Point(x: 5, y: 0), tolerance: .infinity).isEmpty)
        #expect(row.strokes(at: Point(x: .infinity, y: 0), options: .default).isEmpty)
        #expect(row.strokes(touchingSegmentFrom: Point(x: 0, y: 0), to: Point(x: .nan, y: 0)).isEmpty)
        #expect(row.strokes(touchingPath: []).isEmpty)
        #expect(row.strokes(touching: Rect(x: 0, y: 0, width: .infinity, height: 1)).isEmpty)
        #expect(row.strokes(touching: everything, tolerance: .nan).isEmpty)
        #expect(row.strokes(touching: Lasso([])).isEmpty)
        #expect(row.strokes(touching: Lasso([Point(x: 0, y: 0), Point(x: .nan, y: 0), Point(x: 100, y: 100)])).isEmpty)
        #expect(row.strokes(inside: everything, byMoreThan: .nan).isEmpty)
        #expect(row.strokes(inside: everything, byMoreThan: -.infinity).isEmpty)
        #expect(row.strokes(inside: everything, byMoreThan: -1) == [0, 1, 2, 3, 4])
    }

    /// Hundreds of random queries of every kind on random drawings of 2,000 strokes: the index's
    /// answers are those of testing every stroke.
    @Test(arguments: [21])
    func answersEqualTestingEveryStroke(seed: UInt64) {
        let drawing = Fixtures.randomDrawing(strokes: 2000, seed: seed)
        let indexed = IndexedDrawing(drawing)
        let strokes = drawing.strokes
        func every(_ test: (Stroke) -> Bool) -> [Int] { strokes.indices.filter { test(strokes[$0]) } }
        var random = SeededGenerator(seed: seed + 1000)
        var found = 0
        for _ in 0..<150 {
            let point = Fixtures.randomPoint(using: &random)
            let tolerance = [0.0, 1, 5, 30][Int.random(in: 0..<4, using: &random)]
            let answer = indexed.strokes(at: point, tolerance: tolerance)
            #expect(answer == every { $0.isHit(at: point, tolerance: tolerance) })
            found += answer.count
        }
        for _ in 0..<60 {
            let path = (0..<Int.random(in: 2...6, using: &random)).map { _ in Fixtures.randomPoint(using: &random) }
            let tolerance = Double.random(in: 0...10, using: &random)
            let answer = indexed.strokes(touchingPath: path, tolerance: tolerance)
            #expect(answer == every { $0.touches(path: path, tolerance: tolerance) })
            #expect(
                indexed.strokes(touchingSegmentFrom: path[0], to: path[1], tolerance: tolerance)
                    == every { $0.touches(segmentFrom: path[0], to: path[1], tolerance: tolerance) })
            found += answer.count
        }
        for _ in 0..<150 {
            let rect = Fixtures.randomRect(using: &random)
            let tolerance = [0.0, 3][Int.random(in: 0..<2, using: &random)]
            let fraction = Double.random(in: 0...1, using: &random)
            let answer = indexed.strokes(touching: rect, tolerance: tolerance)
            #expect(answer == every { $0.touches(rect, tolerance: tolerance) })
            #expect(indexed.strokes(inside: rect, byMoreThan: fraction) == every { $0.coverage(in: rect) > fraction })
            found += answer.count
        }
        for _ in 0..<150 {
            let lasso = Fixtures.randomLasso(using: &random)
            let tolerance = [0.0, 3][Int.random(in: 0..<2, using: &random)]
            let fraction = [0.0, 0.5, 0.99, Double.random(in: 0...1, using: &random)][
                Int.random(in: 0..<4, using: &random)]
            let answer = indexed.strokes(touching: lasso, tolerance: tolerance)
            #expect(answer == every { $0.touches(lasso, tolerance: tolerance) })
            #expect(indexed.strokes(inside: lasso, byMoreThan: fraction) == every { $0.coverage(in: lasso) > fraction })
            found += answer.count
        }
        // The queries found something: the comparison was not of empty answers.
        #expect(found > 3000)
    }

    @Test func outlineHitsEqualTestingEveryStroke() {
        let drawing = Fixtures.randomDrawing(strokes: 300, seed: 31)
        let indexed = IndexedDrawing(drawing)
        var random = SeededGenerator(seed: 32)
        for _ in 0..<10 {
            let point = Fixtures.randomPoint(using: &random)
            #expect(
                indexed.strokes(at: point, tolerance: 20, options: .default)
                    == drawing.strokes.indices.filter {
                        drawing.strokes[$0].isHit(at: point, tolerance: 20, options: .default)
                    })
        }
    }

    /// Strokes added, inserted, removed, replaced and edited as a selection, then every query
    /// answers as the same drawing indexed afresh.
    @Test(arguments: [41, 42])
    func editsAnswerAsAFreshIndex(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var indexed = IndexedDrawing(Fixtures.randomDrawing(strokes: 800, seed: seed))
        for _ in 0..<400 {
            let count = indexed.strokes.count
            let some = (0..<Int.random(in: 1...15, using: &random)).map { _ in
                Int.random(in: 0..<Swift.max(1, count), using: &random)
            }
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1: indexed.append(Fixtures.randomStroke(using: &random))
            case 2: indexed.insert(Fixtures.randomStroke(using: &random), at: Int.random(in: 0...count, using: &random))
            case 3 where count > 0: indexed.remove(at: Int.random(in: 0..<count, using: &random))
            case 4: indexed.remove(at: some)
            case 5 where count > 0:
                indexed.replace(
                    at: Int.random(in: 0..<count, using: &random), with: Fixtures.randomStroke(using: &random))
            case 6: indexed.apply(.move(Vector(dx: Double.random(in: -50...50, using: &random), dy: 7)), to: some)
            case 7: indexed.apply(.scale(Double.random(in: 0.2...3, using: &random)), to: some)
            case 8: indexed.apply(.rotate(degrees: Double.random(in: -180...180, using: &random)), to: some)
            case 9: indexed.apply(.recolor(.white), to: some)
            case 10: indexed.apply(.copy(offset: Vector(dx: 30, dy: -30)), to: some)
            default: indexed.apply(.delete, to: some)
            }
        }
        let fresh = IndexedDrawing(indexed.drawing)
        for _ in 0..<200 {
            let rect = Fixtures.randomRect(using: &random)
            #expect(indexed.index.candidates(intersecting: rect) == fresh.index.candidates(intersecting: rect))
            #expect(indexed.strokes(touching: rect, tolerance: 2) == fresh.strokes(touching: rect, tolerance: 2))
            let lasso = Fixtures.randomLasso(using: &random)
            #expect(indexed.strokes(inside: lasso, byMoreThan: 0.5) == fresh.strokes(inside: lasso, byMoreThan: 0.5))
            let point = Fixtures.randomPoint(using: &random)
            #expect(indexed.strokes(at: point, tolerance: 10) == fresh.strokes(at: point, tolerance: 10))
        }
    }

    @Test func strokesInsertedAtOnceGoWhereTheySay() {
        let row = Self.row
        var indexed = row
        let added = [Fixtures.line([(500, 500)]), Fixtures.line([(600, 600)]), Fixtures.line([(700, 700)])]
        indexed.insert(added, at: [0, 3, 7])
        var expected = row.strokes
        for (stroke, place) in zip(added, [0, 3, 7]) { expected.insert(stroke, at: place) }
        #expect(indexed.strokes == expected)
        indexed.insert(added, at: [8, 9, 10])
        #expect(indexed.strokes == expected + added)
        indexed.insert([], at: [])
        #expect(indexed.strokes.count == 11)
        #expect(indexed.strokes(at: Point(x: 600, y: 600)) == [3, 9])
        // The row's strokes moved on with their places.
        #expect(indexed.strokes(at: Point(x: 5, y: 1)) == [1])
        #expect(indexed.strokes(at: Point(x: 85, y: 100)) == [6])
    }

    @Test func editsChangeTheDrawingAsTheDrawingsOwnEditsDo() {
        let drawing = Fixtures.randomDrawing(strokes: 100, seed: 51)
        var indexed = IndexedDrawing(drawing)
        let selection = [3, 50, 7, 7, 400]
        let moved = indexed.apply(.move(Vector(dx: 5, dy: 5)), to: selection)
        #expect(moved == [3, 7, 50])
        #expect(indexed.drawing == drawing.applying(.move(Vector(dx: 5, dy: 5)), to: selection).drawing)
        let copies = indexed.apply(.copy(), to: moved)
        #expect(copies == [100, 101, 102])
        #expect(indexed.strokes.count == 103)
        indexed.remove(at: copies)
        #expect(indexed.strokes.count == 100)
        let removed = indexed.remove(at: 0)
        #expect(removed == drawing.strokes[0])
        indexed.insert(removed, at: 0)
        #expect(indexed.strokes[0] == drawing.strokes[0])
        indexed.canvas = Size(width: 5, height: 5)
        #expect(indexed.drawing.canvas == Size(width: 5, height: 5))
    }
}
