import ScribbleKit
import ScribbleSVG
import Testing

/// What a notebook page brings to an SVG: a filled stroke's area under its ink, and the page's
/// paper when the framing asks for it.
@Suite struct SVGWriterPaperTests {
    static let page: Drawing = {
        var triangle = Stroke(
            points: [
                StrokePoint(x: 20, y: 20, t: 0), StrokePoint(x: 180, y: 20, t: 0.1),
                StrokePoint(x: 100, y: 120, t: 0.2), StrokePoint(x: 20, y: 20, t: 0.3),
            ],
            ink: Ink(tool: .monoline, color: .black, width: 2))
        triangle.ink.fill = Color(red: 0, green: 0.5, blue: 0, alpha: 0.5)
        return Drawing(
            canvas: Size(width: 200, height: 150), strokes: [triangle],
            paper: Paper(color: Color(parsing: "#fff8e0")!, ruling: .ruled))
    }()

    func svg(_ mode: SVGWriteOptions.Mode, drawsPaper: Bool) throws -> String {
        var options = SVGWriteOptions(mode: mode)
        options.framing.drawsPaper = drawsPaper
        return String(decoding: try SVGWriter(options: options).encode(Self.page), as: UTF8.self)
    }

    @Test(arguments: [SVGWriteOptions.Mode.outlines, .centerlines])
    func aFillComesBeforeItsInk(_ mode: SVGWriteOptions.Mode) throws {
        let text = try svg(mode, drawsPaper: false)
        let fill = try #require(
            text.range(
                of:
                    ##"fill="#008000" fill-opacity="0.5" stroke="none" fill-rule="nonzero" d="M20 20l160 0-80 100L20 20Z"##
            ))
        let ink = try #require(
            text.range(of: mode == .outlines ? ##"<path fill="#000000""## : ##"<path stroke="#000000""##))
        #expect(fill.lowerBound < ink.lowerBound)
        #expect(!text.contains("<rect"), "no background, no paper")
    }

    @Test func thePaperIsDrawnWhenAskedFor() throws {
        let text = try svg(.outlines, drawsPaper: true)
        #expect(text.contains(##"<rect x="0" y="0" width="200" height="150" fill="#fff8e0"/>"##), "\(text)")
        // (150 − 100) / 24.5: two rules, at 80 and 104.
        #expect(text.components(separatedBy: ##"fill="#40a0ff""##).count - 1 == 2)
        #expect(text.contains(##"<rect x="0" y="79.75" width="200" height="0.5" fill="#40a0ff"/>"##))
    }
}
