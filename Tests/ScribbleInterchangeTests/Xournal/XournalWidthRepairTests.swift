import ScribbleCompression
import ScribbleInterchange
import ScribbleKit
import Testing

extension InterchangeTests {
    /// Widths Xournal++ repairs as it opens a notebook, repaired alike, each repair noted once.
    @Suite("Xournal++ width repairs")
    struct XournalWidthRepairTests {
        private func read(_ strokes: String...) throws -> XournalReadResult {
            let text = XournalReaderTests.notebook(strokes.joined(separator: "\n"))
            return try XournalReader().read(Gzip.compress(Array(text.utf8)), file: "repair.xopp")
        }

        /// A pen stroke of `points` points along y = 0, ten units apart, with `width`.
        private func pen(_ width: String, points: Int) -> String {
            let coordinates = (0..<points).map { "\($0 * 10) 0" }.joined(separator: " ")
            return ##"<stroke tool="pen" color="#000000ff" width="\##(width)">\##(coordinates)</stroke>"##
        }

        private func xs(_ stroke: Stroke) -> [Double] { stroke.points.map(\.x) }
        private func segmentWidths(_ stroke: Stroke) -> [Double] {
            stroke.points.dropLast().map { 2 * stroke.ink.width * ($0.pressure ?? .nan) }
        }

        @Test func segmentsOfNoWidthAreLeftOutAndTheStrokeSplitThere() throws {
            let result = try read(pen("2 1 0 1.5 1.5 -0.5 1", points: 7))
            let strokes = try #require(result.pages.first?.strokes)
            #expect(strokes.map(xs) == [[0, 10], [20, 30, 40], [50, 60]])
            #expect(strokes.map(segmentWidths) == [[1], [1.5, 1.5], [1]])
            #expect(strokes.allSatisfy { $0.ink.tool == .pen && $0.ink.width == 2 })
            // Each piece is a stroke of its own, timed after the one before.
            #expect(strokes[1].startTime > strokes[0].endTime)
            #expect(
                result.notes == [
                    "segments of width 0 or less, or not a number, were left out and their strokes split there, as Xournal++ reads them"
                ])
        }

        @Test func widthsThatAreNotANumberAreLeftOutAlike() throws {
            let result = try read(pen("2 nan 1 1 -NaN 1", points: 6))
            let strokes = try #require(result.pages.first?.strokes)
            #expect(strokes.map(xs) == [[10, 20, 30], [40, 50]])
            #expect(strokes.map(segmentWidths) == [[1, 1], [1]])
        }

        @Test func aStrokeWithNoSegmentWiderThanZeroIsLeftOut() throws {
            let result = try read(pen("1.41 -0.16 -0.2 -0", points: 4), pen("1 0 0 0", points: 4))
            #expect(result.pages[0].strokes.isEmpty)
            #expect(result.skipped == ["stroke of no width": 2])
            #expect(
                result.notes == [
                    "segments of width 0 or less, or not a number, were left out and their strokes split there, as Xournal++ reads them",
                    "strokes with no segment wider than 0 were left out, as Xournal++ leaves them out",
                ])
        }

        @Test func tooFewWidthsCutTheStrokeAfterItsLastWidth() throws {
            let result = try read(pen("2 1 1.5", points: 5))
            let stroke = try #require(result.pages.first?.strokes.first)
            #expect(xs(stroke) == [0, 10, 20])
            #expect(segmentWidths(stroke) == [1, 1.5])
            #expect(
                result.notes == [
                    "strokes with fewer widths than segments were cut after their last width, as Xournal++ reads them"
                ])
        }

        @Test func widthsPastTheLastSegmentAreDropped() throws {
            let result = try read(pen("2 1 3 4 5 6", points: 3))
            let stroke = try #require(result.pages.first?.strokes.first)
            #expect(xs(stroke) == [0, 10, 20])
            #expect(segmentWidths(stroke) == [1, 3])
            #expect(stroke.points.last?.pressure == stroke.points[1].pressure)
            #expect(result.notes == ["widths past a stroke's last segment were dropped, as Xournal++ drops them"])
        }

        @Test func mrWritersPressuresAreRepairedAlike() throws {
            let result = try read(
                ##"<stroke tool="pen" color="#000000ff" width="2" pressures="1 0 1 1.5 nan">0 0 10 0 20 0 30 0 40 0 50 0</stroke>"##
            )
            let strokes = try #require(result.pages.first?.strokes)
            #expect(strokes.map(xs) == [[0, 10], [20, 30, 40]])
            #expect(strokes.map(segmentWidths) == [[1], [1, 1.5]])
        }

        @Test func aStrokeWithoutAWidthIsOneWide() throws {
            let result = try read(##"<stroke tool="pen" color="#ff0000ff">0 0 10 10</stroke>"##)
            let stroke = try #require(result.pages.first?.strokes.first)
            #expect(stroke.ink == Ink(tool: .monoline, color: Color(red: 1, green: 0, blue: 0), width: 1))
            #expect(result.notes == ["strokes without a width were read 1 wide, as Xournal++ reads them"])
        }

        @Test func aPenOfNoWidthTakesItsWidthFromItsSegments() throws {
            let result = try read(pen("-1 3 1.5", points: 3))
            let stroke = try #require(result.pages.first?.strokes.first)
            // Two thirds of the widest, so that no point's pressure passes 0.75.
            #expect(stroke.ink.width == 2)
            #expect(stroke.points.map(\.pressure) == [0.75, 0.375, 0.375])
            #expect(
                result.notes == [
                    "pens of width 0 or less took their width from their segments', which Xournal++ draws them at"
                ])
        }

        @Test func aStrokeOfNoWidthDrawsNothingButItsFill() throws {
            let result = try read(
                pen("0", points: 3),
                ##"<stroke tool="highlighter" color="#ffff007f" width="-2" fill="128">0 0 40 0 20 30</stroke>"##)
            let strokes = try #require(result.pages.first?.strokes)
            #expect(strokes.count == 1)
            #expect(strokes[0].ink.color.alpha == 0)
            #expect(strokes[0].ink.fill == Color(red: 1, green: 1, blue: 0, alpha: 128.0 / 255))
            #expect(result.skipped == ["stroke of no width": 1])
            #expect(
                result.notes == [
                    "strokes of width 0 or less draw nothing in Xournal++; they were left out",
                    "strokes of width 0 or less draw no line in Xournal++; only their fill was kept",
                ])
        }

        @Test func eachRepairIsNotedOncePerNotebook() throws {
            let result = try read(
                pen("2 1 0 1", points: 4), pen("2 0 1 1", points: 4), pen("2 1", points: 3), pen("2 1", points: 4))
            #expect(result.pages[0].strokes.count == 5)
            #expect(
                result.notes == [
                    "segments of width 0 or less, or not a number, were left out and their strokes split there, as Xournal++ reads them",
                    "strokes with fewer widths than segments were cut after their last width, as Xournal++ reads them",
                ])
        }

        @Test func aHighlightersWidthsPerSegmentAreRepairedAndKeptAsPressure() throws {
            let result = try read(
                ##"<stroke tool="highlighter" color="#ffff007f" width="8 2 0 2">0 0 10 0 20 0 30 0</stroke>"##)
            let strokes = try #require(result.pages.first?.strokes)
            // Split where Xournal++ splits it, each piece drawn at the highlighter's one width.
            #expect(strokes.map(xs) == [[0, 10], [20, 30]])
            #expect(strokes.allSatisfy { $0.ink.tool == .marker && $0.ink.width == 8 })
            #expect(strokes.map { $0.points.map(\.pressure) } == [[0.125, 0.125], [0.125, 0.125]])
        }
    }
}
