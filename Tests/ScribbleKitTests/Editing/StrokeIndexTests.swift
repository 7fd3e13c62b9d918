import ScribbleTestSupport
import Testing

@testable import ScribbleKit

@Suite struct StrokeIndexTests {
    typealias Fixtures = SelectionFixtures

    /// The strokes whose box meets `rect`, by looking at every one.
    static func bruteForce(_ strokes: [Stroke], _ rect: Rect) -> [Int] {
        guard let area = IndexBox(rect) else { return [] }
        return strokes.indices.filter { StrokeIndex.box(of: strokes[$0])?.intersects(area) ?? false }
    }

    @Test func anEmptyIndexHasNoCandidates() {
        let index = StrokeIndex(strokes: [])
        #expect(index.count == 0)
        #expect(index.candidates(intersecting: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
        #expect(index.isConsistent())
        #expect(StrokeIndex().candidates(intersecting: Rect(x: 0, y: 0, width: 1, height: 1)).isEmpty)
    }

    @Test func candidatesAreTheStrokesWhoseInkBoxMeetsTheRectangle() {
        let strokes = [
            Fixtures.line([(0, 0), (10, 0)], width: 4),  // ink box -2…12 × -2…2
            Fixtures.line([(100, 100), (110, 120)]),  // 99…111 × 99…121
            Fixtures.line([(0, 0), (10, 0)], transform: .translation(x: 50, y: 50)),  // 49…61 × 49…51
        ]
        let index = StrokeIndex(strokes: strokes)
        #expect(index.candidates(intersecting: Rect(x: 11, y: 1, width: 5, height: 5)) == [0])
        // Edges that only touch count: the ink box of the first ends at x = 12.
        #expect(index.candidates(intersecting: Rect(x: 12, y: 0, width: 0, height: 0)) == [0])
        #expect(index.candidates(intersecting: Rect(x: 12.001, y: 0, width: 30, height: 0)).isEmpty)
        #expect(index.candidates(intersecting: Rect(x: 55, y: 40, width: 60, height: 60)) == [1, 2])
        #expect(index.candidates(intersecting: Rect(x: -5, y: -5, width: 200, height: 200)) == [0, 1, 2])
        // A rectangle whose size points the other way is the same rectangle.
        #expect(index.candidates(intersecting: Rect(x: 16, y: 6, width: -5, height: -5)) == [0])
    }

    @Test func strokesThatCannotBeHitAreNeverCandidates() {
        var noWidth = Fixtures.line([(0, 0), (1, 1)])
        noWidth.ink.width = .nan
        let strokes = [
            Stroke(points: []), Fixtures.line([(.nan, 0), (.infinity, 1)]), noWidth, Fixtures.line([(0, 0)]),
        ]
        let index = StrokeIndex(strokes: strokes)
        #expect(index.count == 4)
        #expect(index.candidates(intersecting: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)) == [3])
    }

    @Test func rectanglesThatAreNotFiniteMeetNothing() {
        let index = StrokeIndex(strokes: [Fixtures.line([(0, 0), (10, 0)])])
        for rect in [
            Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
            Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
        ] {
            #expect(index.candidates(intersecting: rect).isEmpty)
        }
    }

    @Test(arguments: [1, 2, 3])
    func candidatesEqualALookAtEveryStroke(seed: UInt64) {
        let strokes = Fixtures.randomDrawing(strokes: 2000, seed: seed).strokes
        let index = StrokeIndex(strokes: strokes)
        #expect(index.isConsistent())
        var random = SeededGenerator(seed: seed + 100)
        for _ in 0..<300 {
            let rect = Fixtures.randomRect(using: &random)
            #expect(index.candidates(intersecting: rect) == Self.bruteForce(strokes, rect))
        }
    }

    /// Random appends, insertions, removals (one and several at a time) and replacements, each
    /// mirrored on a plain array; then every query answers as an index built afresh does.
    @Test(arguments: [11, 12, 13])
    func updatesAnswerAsAFreshBuild(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var strokes = Fixtures.randomDrawing(strokes: 600, seed: seed).strokes
        var index = StrokeIndex(strokes: strokes)
        for step in 0..<1500 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2:
                let stroke = Fixtures.randomStroke(using: &random)
                strokes.append(stroke)
                index.append(stroke)
            case 3:
                let stroke = Fixtures.randomStroke(using: &random)
                let position = Int.random(in: 0...strokes.count, using: &random)
                strokes.insert(stroke, at: position)
                index.insert(stroke, at: position)
            case 4, 5:
                guard !strokes.isEmpty else { continue }
                let position = Int.random(in: 0..<strokes.count, using: &random)
                strokes.remove(at: position)
                index.remove(at: position)
            case 6:
                guard !strokes.isEmpty else { continue }
                let positions = (0..<Int.random(in: 1...20, using: &random)).map { _ in
                    Int.random(in: -2..<(strokes.count + 2), using: &random)
                }
                let removed = Set(positions)
                strokes = strokes.indices.filter { !removed.contains($0) }.map { strokes[$0] }
                index.remove(at: positions)
            default:
                guard !strokes.isEmpty else { continue }
                let position = Int.random(in: 0..<strokes.count, using: &random)
                // Half the time a small move, as dragging a selection makes; otherwise anything.
                let stroke =
                    Bool.random(using: &random)
                    ? strokes[position].transformed(
                        by: .translation(x: Double.random(in: -5...5, using: &random), y: 3))
                    : Fixtures.randomStroke(using: &random)
                strokes[position] = stroke
                index.replace(at: position, with: stroke)
            }
            if step % 100 == 0 { #expect(index.isConsistent()) }
        }
        #expect(index.isConsistent())
        #expect(index.count == strokes.count)
        let fresh = StrokeIndex(strokes: strokes)
        for _ in 0..<300 {
            let rect = Fixtures.randomRect(using: &random)
            let answer = index.candidates(intersecting: rect)
            #expect(answer == fresh.candidates(intersecting: rect))
            #expect(answer == Self.bruteForce(strokes, rect))
        }
    }

    @Test func removingEveryStrokeLeavesAnEmptyIndexThatGrowsAgain() {
        let strokes = Fixtures.randomDrawing(strokes: 300, seed: 5).strokes
        var index = StrokeIndex(strokes: strokes)
        for position in stride(from: strokes.count - 1, through: 0, by: -1) { index.remove(at: position) }
        #expect(index.count == 0)
        #expect(index.isConsistent())
        // The nodes are gone; what is left is a stroke's worth of storage for each place it had.
        #expect(index.byteCount <= 64 + 4 * strokes.count)
        index.append(Fixtures.line([(5, 5), (6, 6)]))
        #expect(index.candidates(intersecting: Rect(x: 0, y: 0, width: 10, height: 10)) == [0])
        index.remove(at: Array(0..<1))
        #expect(index.candidates(intersecting: Rect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    /// Strokes inserted many at once, at random places or after the last, leave the index as
    /// inserting them one by one does: every candidate where a fresh index has it.
    @Test(arguments: [14, 15])
    func insertingManyAtOnceEqualsAFreshIndex(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var strokes = Fixtures.randomDrawing(strokes: 500, seed: seed).strokes
        var index = StrokeIndex(strokes: strokes)
        for round in 0..<40 {
            let added = (0..<Int.random(in: 0...30, using: &random)).map { _ in Fixtures.randomStroke(using: &random) }
            let total = strokes.count + added.count
            let places =
                round % 4 == 0
                ? Array(strokes.count..<total)
                : Array((0..<total).shuffled(using: &random).prefix(added.count)).sorted()
            index.insert(added, at: places)
            for (stroke, place) in zip(added, places) { strokes.insert(stroke, at: place) }
            #expect(index.count == strokes.count)
        }
        #expect(index.isConsistent())
        let fresh = StrokeIndex(strokes: strokes)
        for _ in 0..<200 {
            let rect = Fixtures.randomRect(using: &random)
            #expect(index.candidates(intersecting: rect) == fresh.candidates(intersecting: rect))
        }
    }

    @Test func replacingWithTheSameBoxKeepsTheTree() {
        var index = StrokeIndex(strokes: [Fixtures.line([(0, 0), (10, 0)]), Fixtures.line([(20, 0), (30, 0)])])
        var recoloured = Fixtures.line([(0, 0), (10, 0)])
        recoloured.ink.color = .white
        index.replace(at: 0, with: recoloured)
        #expect(index.isConsistent())
        index.replace(at: 0, with: Stroke(points: []))
        #expect(index.candidates(intersecting: Rect(x: -5, y: -5, width: 50, height: 10)) == [1])
        index.replace(at: 0, with: Fixtures.line([(40, 0)]))
        #expect(index.candidates(intersecting: Rect(x: 35, y: -5, width: 10, height: 10)) == [0])
    }

    /// A drawing of short scribbles holds 20 to 50 points of 48 bytes a stroke; the index built
    /// at once takes well under a tenth of that.
    @Test func memoryIsAFewDozenBytesAStroke() {
        let strokes = Fixtures.randomDrawing(strokes: 2000, seed: 9).strokes
        let index = StrokeIndex(strokes: strokes)
        #expect(index.byteCount <= 48 * strokes.count)
    }
}
