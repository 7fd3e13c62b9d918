import ScribbleCompression
import ScribbleInterchange
import ScribbleKit
import Testing

extension InterchangeTests {
    @Suite("Xournal++ writer")
    struct XournalWriterTests {
        func pen(_ pressures: [Double?], tool: InkTool = .pen, width: Double = 4) -> Stroke {
            Stroke(
                points: pressures.enumerated().map { index, pressure in
                    StrokePoint(x: 10 + 10 * Double(index), y: 20, t: Double(index) / 100, pressure: pressure)
                }, ink: Ink(tool: tool, color: Color(parsing: "#1c1c1e")!, width: width))
        }

        func text(_ pages: [Drawing]) -> String {
            String(decoding: XournalWriter(compressed: false).xml(pages: pages), as: UTF8.self)
        }

        /// The values of the `name` attribute of every `<stroke>`.
        func attribute(_ name: String, in text: String) -> [String] {
            text.components(separatedBy: "<stroke ").dropFirst().compactMap { stroke in
                guard let start = stroke.range(of: " \(name)=\"") ?? stroke.range(of: "\(name)=\"") else { return nil }
                return String(stroke[start.upperBound...].prefix { $0 != "\"" })
            }
        }

        @Test func aPressureStrokeGetsTheWidthScribbleDrawsAtEachPoint() throws {
            let drawing = Drawing(canvas: Size(width: 200, height: 100), strokes: [pen([0, 0.5, 1, nil])])
            let widths = attribute("width", in: text([drawing]))[0].split(separator: " ").compactMap { Double($0) }
            // Nominal at 0.5, then one per point but the last; the default options thin by half.
            #expect(widths == [4, 2, 4, 6])
            var options = InkOptions.default
            options.thinning = 1
            var thinned = drawing
            thinned.inkOptions = options
            // Xournal++ would split the stroke at a segment of no width: the least width keeps it whole.
            #expect(attribute("width", in: text([thinned]))[0] == "4 0.000004 4 8")
        }

        @Test func monolinesGetOneWidthAndPensAWidthAtEveryPoint() throws {
            let strokes = [
                pen([0.2, 0.9], tool: .monoline), pen([nil, nil, nil]), pen([0.2, 0.9], tool: .marker, width: 12),
                pen([0.5, 0.5], tool: .pencil),
            ]
            let written = text([Drawing(canvas: Size(width: 200, height: 100), strokes: strokes)])
            // A pen without pressure is its one width at every point, so that it reads back a pen; a
            // marker's pressure is kept as widths, which Xournal++ keeps and draws at its one width.
            #expect(attribute("width", in: written) == ["4", "4 4 4", "12 4.8", "2.4 2.4"])
            #expect(attribute("tool", in: written) == ["pen", "pen", "highlighter", "pen"])
            // Colours keep their alpha: an opaque marker stays opaque.
            #expect(attribute("color", in: written) == ["#1c1c1eff", "#1c1c1eff", "#1c1c1eff", "#1c1c1eff"])
        }

        @Test func pointsAreOnTheCanvasAndAOnePointStrokeIsADot() throws {
            var moved = pen([nil, nil])
            moved.transform = .translation(x: 5, y: -5)
            let dot = Stroke(points: [StrokePoint(x: 1.5, y: 2.25, t: 0)])
            let written = text([Drawing(canvas: Size(width: 200, height: 100), strokes: [moved, dot])])
            #expect(written.contains(">15 15 25 15</stroke>"))
            #expect(written.contains(">1.5 2.25 1.5 2.25</stroke>"))
        }

        @Test func fillsAndPaperAreWritten() throws {
            var filled = pen([nil, nil, nil])
            filled.ink.fill = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
            let drawing = Drawing(
                canvas: Size(width: 300, height: 200), strokes: [filled],
                paper: Paper(color: Color(parsing: "#fff8e0")!, ruling: .graph))
            let written = text([drawing])
            #expect(attribute("fill", in: written) == ["128"])
            #expect(written.contains(#"<page width="300" height="200">"#))
            #expect(written.contains(##"<background type="solid" color="#fff8e0ff" style="graph"/>"##))
        }

        @Test func strokesWithoutInkAreLeftOut() throws {
            var clear = pen([nil, nil])
            clear.ink.color = .clear
            let written = text([Drawing(canvas: Size(width: 10, height: 10), strokes: [clear, Stroke(points: [])])])
            #expect(!written.contains("<stroke"))
        }

        @Test func aDrawingReadsBackAsItsPages() throws {
            var first = Drawing(
                canvas: Size(width: 595.27, height: 841.89),
                strokes: [pen([0.25, 0.5, 0.75]), pen([nil, nil], tool: .marker)])
            first.paper = Paper(color: .white, ruling: .ruled)
            let second = Drawing(canvas: .zero, strokes: [pen([nil, nil, nil], tool: .monoline)])
            let bytes = try XournalWriter().encode(pages: [first, second])
            #expect(Gzip.isCompressed(bytes))
            let read = try XournalReader().read(bytes)
            #expect(read.pages.count == 2)
            #expect(read.pages[0].paper == first.paper)
            #expect(read.pages[0].strokes.map(\.points.count) == [3, 2])
            #expect(read.pages[0].strokes.map(\.ink.tool) == [.pen, .marker])
            #expect(read.pages[0].strokes[0].points.map(\.location) == first.strokes[0].points.map(\.location))
            // A canvas without area becomes the box of the ink from the origin.
            #expect(read.pages[1].canvas == Size(width: 32, height: 22))
            // The widths Scribble drew are the widths read back, but the last point's.
            let stroke = read.pages[0].strokes[0]
            let drawn = [0.25, 0.5].map { first.strokes[0].ink.width(atPressure: $0, options: .default) }
            for (point, width) in zip(stroke.points, drawn) {
                #expect(abs(stroke.ink.width(atPressure: point.pressure!, options: XournalInk.options) - width) < 1e-9)
            }
        }
    }
}
