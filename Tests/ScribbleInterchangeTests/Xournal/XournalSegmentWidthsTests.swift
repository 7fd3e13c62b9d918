import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// A stroke's widths per segment, repaired as Xournal++'s loader repairs them.
    @Suite("Xournal++ segment widths")
    struct XournalSegmentWidthsTests {
        private typealias Piece = XournalSegmentWidths.Piece

        /// The repair's pieces and which of its flags are set, `cutShort`, `droppedExtraWidths`, `droppedSegments`.
        private static func repaired(_ widths: [Double], pointCount: Int) -> (pieces: [Piece], flags: String) {
            let repair = XournalSegmentWidths(widths: widths, pointCount: pointCount)
            let flags = [
                (repair.cutShort, "cutShort"), (repair.droppedExtraWidths, "droppedExtraWidths"),
                (repair.droppedSegments, "droppedSegments"),
            ]
            return (repair.pieces, flags.filter(\.0).map(\.1).joined(separator: " "))
        }

        @Test func aStrokeOfOneWidthIsOnePiece() {
            #expect(Self.repaired([], pointCount: 4) == ([Piece(points: 0..<4, widths: [])], ""))
        }

        @Test func aWidthForEverySegmentNeedsNoRepair() {
            #expect(Self.repaired([1, 2, 3], pointCount: 4) == ([Piece(points: 0..<4, widths: [1, 2, 3])], ""))
        }

        @Test func tooFewWidthsCutTheStrokeAfterThePointOfTheLast() {
            // Two widths for four segments: points 0, 1 and 2 are left.
            #expect(Self.repaired([1, 2], pointCount: 5) == ([Piece(points: 0..<3, widths: [1, 2])], "cutShort"))
        }

        @Test func widthsPastTheLastSegmentAreDropped() {
            #expect(
                Self.repaired([1, 2, 3, 4, 5], pointCount: 3)
                    == ([Piece(points: 0..<3, widths: [1, 2])], "droppedExtraWidths"))
        }

        @Test func segmentsOfNoWidthSplitTheStroke() {
            // Segment 1 (from point 1 to 2) is left out: points 0–1 and 2–4 remain.
            #expect(
                Self.repaired([1, 0, 2, 3], pointCount: 5)
                    == ([Piece(points: 0..<2, widths: [1]), Piece(points: 2..<5, widths: [2, 3])], "droppedSegments"))
        }

        @Test func negativeWidthsAndNotANumberAreNoWidthAlike() {
            #expect(
                Self.repaired([.nan, 1, -1], pointCount: 4) == ([Piece(points: 1..<3, widths: [1])], "droppedSegments"))
        }

        @Test func aStrokeWithNoSegmentWiderThanZeroLeavesNothing() {
            #expect(Self.repaired([0, -0.5], pointCount: 3) == ([], "droppedSegments"))
        }

        @Test func repairsCombine() {
            // Cut to three points first, then its first segment left out.
            #expect(
                Self.repaired([0, 2], pointCount: 5) == (
                    [Piece(points: 1..<3, widths: [2])], "cutShort droppedSegments"
                ))
        }
    }
}
