import ScribbleKit
import Testing

@testable import ScribbleCairo

/// Drawings written as the pages of one PDF: each page its drawing's size at the options' scale,
/// in points; a page too big refused without spoiling the rest; nothing added once finished.
@Suite struct PDFDocumentWriterTests {
    static func drawing(_ width: Double, _ height: Double) -> Drawing {
        Drawing(
            canvas: Size(width: width, height: height), strokes: [makeStroke([(10, 10), (width - 10, height - 10)])])
    }

    /// The page sizes of a PDF's text, in order.
    static func mediaBoxes(_ pdf: [UInt8]) -> [String] {
        String(decoding: pdf, as: UTF8.self).matches(of: #/\/MediaBox \[ 0 0 ([0-9.]+ [0-9.]+) \]/#).map {
            String($0.output.1)
        }
    }

    @Test func eachDrawingIsAPageOfItsOwnSize() throws {
        let writer = PDFDocumentWriter()
        try writer.addPage(Self.drawing(100, 80))
        try writer.addPage(Self.drawing(300, 40))
        let pdf = try writer.finish()
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(writer.pageCount == 2)
        #expect(Self.mediaBoxes(pdf) == ["100 80", "300 40"])
    }

    @Test func theScaleSizesThePagesInPoints() throws {
        let writer = PDFDocumentWriter(options: RenderOptions(scale: 2))
        try writer.addPage(Self.drawing(100, 80))
        #expect(Self.mediaBoxes(try writer.finish()) == ["200 160"])
    }

    @Test func aFinishedDocumentTakesNoMorePages() throws {
        let writer = PDFDocumentWriter()
        try writer.addPage(Self.drawing(100, 80))
        _ = try writer.finish()
        let error = try #require(throws: CairoError.self) { try writer.addPage(Self.drawing(100, 80)) }
        #expect(error.description == "adding a page: the PDF was already finished")
        #expect(writer.pageCount == 1)
    }

    @Test func aPDFPageTooBigIsRefusedAndTheDocumentGoesOn() throws {
        let small = Drawing(canvas: Size(width: 100, height: 80), strokes: [makeStroke([(10, 10), (90, 70)])])
        let huge = Drawing(canvas: Size(width: 20_000, height: 80), strokes: [makeStroke([(10, 10), (90, 70)])])
        let writer = PDFDocumentWriter()
        try writer.addPage(small)
        let error = try #require(throws: CairoError.self) { try writer.addPage(huge) }
        #expect(error.kind == .sideTooLong(length: 20_000, limit: 14_400))
        try writer.addPage(small)
        let pdf = String(decoding: try writer.finish(), as: UTF8.self)
        #expect(writer.pageCount == 2)
        #expect(pdf.components(separatedBy: "/MediaBox [ 0 0 100 80 ]").count - 1 == 2)
        #expect(!pdf.contains("20000"))
    }
}
