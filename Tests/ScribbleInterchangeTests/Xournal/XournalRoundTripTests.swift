import ScribbleCompression
import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import Testing

extension InterchangeTests {
    /// What a notebook carries comes back exactly; what it cannot is reported.
    @Suite("Xournal++ round trips")
    struct XournalRoundTripTests {
        /// Every ink Xournal++ writes: pens of one width, of a width per point and of one width at
        /// every point; a translucent pen; highlighters, as Xournal++ writes them and opaque;
        /// filled pens and highlighters.
        static let strokes = [
            ##"<stroke tool="pen" color="#3333ccff" width="1.41">10 20 30.5 40 50 60.25</stroke>"##,
            ##"<stroke tool="pen" color="#000000ff" width="1.41 0.16 0.2 0.3">10 100 20 101.5 30 103 40 104.5</stroke>"##,
            ##"<stroke tool="pen" color="#ff0000ff" width="1 6 3">100 10 110 10 120 10</stroke>"##,
            ##"<stroke tool="pen" color="#1c1c1e66" width="2.26 2.26 2.26">100 100 150 120 200 100</stroke>"##,
            ##"<stroke tool="highlighter" color="#ffff007f" width="8.5">20 200 300 200</stroke>"##,
            ##"<stroke tool="highlighter" color="#00c0ffff" width="12">20 250 300 250</stroke>"##,
            ##"<stroke tool="highlighter" color="#00ff007f" width="5" fill="100">20 300 120 300 70 380 20 300</stroke>"##,
            ##"<stroke tool="pen" color="#008000ff" width="3" fill="128">200 300 300 300 250 380 200 300</stroke>"##,
            ##"<stroke tool="highlighter" color="#ffe16b7f" width="10.616218" fill="255">128.78249 488.6327 466.4931 488.6327</stroke>"##,
            ##"<stroke tool="highlighter" color="#ffff007f" width="8 2 4">0 420 50 420 100 420</stroke>"##,
        ]

        private func notebookText(_ strokes: [String]) -> String {
            XournalReaderTests.notebook(
                strokes.joined(separator: "\n"),
                background: ##"<background type="solid" color="#fff8e0ff" style="ruled"/>"##)
        }

        private func read(_ text: String) throws -> XournalReadResult {
            try XournalReader().read(Array(text.utf8), file: "ink.xopp")
        }

        private func written(_ pages: [Drawing], losses: inout FormatLosses) throws -> String {
            String(decoding: XournalWriter(compressed: false).xml(pages: pages, losses: &losses), as: UTF8.self)
        }

        /// The `<stroke …>…</stroke>` lines of a notebook's XML.
        private func strokeLines(_ text: String) -> [String] {
            text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<stroke ") }
        }

        /// The strokes timed as a notebook's strokes are read: at a steady pen speed, one after another.
        private func steadilyTimed(_ strokes: [Stroke]) -> [Stroke] {
            var previousEnd: Double?
            return strokes.map { stroke in
                var timed = stroke
                let times = SteadyPenTiming.times(
                    along: stroke.points.map(\.location), startingAt: SteadyPenTiming.startTime(after: previousEnd))
                for index in timed.points.indices { timed.points[index].t = times[index] }
                previousEnd = times.last
                return timed
            }
        }

        @Test func aXournalNotebookIsWrittenBackAsItWasAndReadsBackTheSame() throws {
            let first = try read(notebookText(Self.strokes))
            var losses = FormatLosses()
            let text = try written(first.pages, losses: &losses)
            #expect(losses.isEmpty, "\(losses)")
            // Tool, colour and its alpha, width and widths per point, fill, points: as they were, but
            // the width of a pen with a segment wider than 1.5 times it, which is read widened.
            var expected = Self.strokes
            expected[2] = ##"<stroke tool="pen" color="#ff0000ff" width="4 6 3">100 10 110 10 120 10</stroke>"##
            #expect(strokeLines(text) == expected)
            #expect(text.contains(##"<background type="solid" color="#fff8e0ff" style="ruled"/>"##))
            let second = try read(text)
            #expect(second.pages == first.pages)
        }

        @Test func inksReadAsXournalDrawsThem() throws {
            let strokes = try read(notebookText(Self.strokes)).pages[0].strokes
            #expect(
                strokes.map(\.ink.tool) == [
                    .monoline, .pen, .pen, .pen, .marker, .marker, .marker, .monoline, .marker, .marker,
                ])
            // A highlighter's widths are the pressures of a marker, which draws at its one width.
            #expect(strokes[9].points.map(\.pressure) == [0.125, 0.25, 0.25])
            // One width at every point: a pen that took no pressure.
            #expect(strokes[3].points.allSatisfy { $0.pressure == nil })
            #expect(
                strokes[3].ink.color == Color(red: 0x1c / 255, green: 0x1c / 255, blue: 0x1e / 255, alpha: 0x66 / 255))
            // Xournal++'s own highlighter draws at its opacity; another alpha is kept.
            #expect(abs(strokes[4].ink.color.alpha * InkTool.marker.opacity - 120.0 / 255) < 1e-12)
            #expect(strokes[5].ink.color.alpha == 1)
            #expect(strokes[6].ink.fill == Color(red: 0, green: 1, blue: 0, alpha: 100.0 / 255))
            #expect(abs(strokes[6].ink.color.alpha * InkTool.marker.opacity - 100.0 / 255) < 1e-12)
            // A segment wider than 1.5 times the width widens the pen.
            #expect(strokes[2].ink.width == 4)
        }

        @Test func everyInkScribbleWritesReadsBackAsItWas() throws {
            func stroke(
                _ tool: InkTool, _ color: Color, width: Double, pressures: [Double?], fill: Color? = nil, y: Double
            ) -> Stroke {
                Stroke(
                    points: pressures.enumerated().map { index, pressure in
                        StrokePoint(x: 10 + 40 * Double(index), y: y + Double(index % 2) * 15, t: 0, pressure: pressure)
                    }, ink: Ink(tool: tool, color: color, width: width, fill: fill))
            }
            let ink = Color(red: 0x1c / 255, green: 0x1c / 255, blue: 0x1e / 255)
            var drawing = Drawing(
                canvas: Size(width: 400, height: 500),
                strokes: [
                    stroke(.pen, ink, width: 2.5, pressures: [0.2, 0.45, 0.7, 0.7], y: 20),
                    stroke(.pen, ink, width: 4, pressures: [nil, nil, nil], y: 60),
                    stroke(.pen, ink.withAlpha(multipliedBy: 0.4), width: 3, pressures: [nil, nil], y: 100),
                    stroke(
                        .monoline, Color(red: 1, green: 0, blue: 0), width: 1.5, pressures: [nil, nil, nil], y: 140),
                    stroke(.marker, Color(red: 1, green: 1, blue: 0), width: 12, pressures: [nil, nil], y: 180),
                    stroke(
                        .marker, Color(red: 1, green: 1, blue: 0, alpha: XournalInk.markerAlpha), width: 8,
                        pressures: [nil, nil], y: 220),
                    stroke(.marker, Color(red: 0, green: 1, blue: 0), width: 10, pressures: [0.3, 0.9, 0.9], y: 300),
                    stroke(
                        .pen, ink, width: 2, pressures: [nil, nil, nil, nil],
                        fill: Color(red: 0x1c / 255, green: 0x1c / 255, blue: 0x1e / 255, alpha: 0.2), y: 260),
                ])
            drawing.inkOptions = XournalInk.options
            var timed = drawing
            timed.strokes = steadilyTimed(drawing.strokes)
            var losses = FormatLosses()
            let text = try written([timed], losses: &losses)
            #expect(losses.isEmpty, "\(losses)")
            #expect(
                strokeLines(text).map { $0.components(separatedBy: "\"")[3] } == [
                    "#1c1c1eff", "#1c1c1eff", "#1c1c1e66", "#ff0000ff", "#ffff00ff", "#ffff007f", "#00ff00ff",
                    "#1c1c1eff",
                ])
            let back = try #require(try read(text).pages.first)
            #expect(back.strokes.map(\.ink) == timed.strokes.map(\.ink))
            #expect(back.strokes.map(\.points.count) == timed.strokes.map(\.points.count))
            for (read, original) in zip(back.strokes, timed.strokes) {
                #expect(read.points.map(\.location) == original.points.map(\.location))
                for (a, b) in zip(read.points, original.points) {
                    #expect((a.pressure == nil) == (b.pressure == nil))
                    #expect(abs((a.pressure ?? 0) - (b.pressure ?? 0)) < 1e-12)
                    #expect(abs(a.t - b.t) < 1e-9)
                }
            }
        }

        @Test func whatANotebookCannotCarryIsReported() throws {
            let pencil = Stroke(
                points: [
                    StrokePoint(x: 0, y: 0, t: 0, pressure: 0.3), StrokePoint(x: 10, y: 0, t: 0.25, pressure: 0.6),
                    StrokePoint(x: 20, y: 0, t: 0.5, pressure: 0.6),
                ],
                ink: Ink(tool: .pencil, width: 3))
            let fountain = Stroke(
                points: [
                    StrokePoint(x: 0, y: 20, t: 1, altitude: 0.8, azimuth: 1.2),
                    StrokePoint(x: 30, y: 20, t: 1.5, altitude: 0.9, azimuth: 1.2),
                ],
                ink: Ink(tool: .fountainPen, width: 4), device: .mouse)
            var losses = FormatLosses()
            _ = try XournalWriter().encode(
                pages: [Drawing(canvas: Size(width: 100, height: 100), strokes: [pencil, fountain])], losses: &losses)
            #expect(
                losses.description
                    == "ink options dropped; pencil ink written as pen on 1 stroke; times dropped on 2 strokes; "
                    + "fountain-pen ink written as pen on 1 stroke; tilt dropped on 1 stroke; device dropped on 1 stroke"
            )
        }

        @Test func whatWouldNotReadBackAsItWasIsReported() throws {
            func line(_ y: Double, count: Int = 3, pressure: Double? = nil) -> [StrokePoint] {
                (0..<count).map { StrokePoint(x: Double($0) * 10, y: y, t: 0, pressure: pressure) }
            }
            let strokes = [
                Stroke(points: line(0), ink: Ink(tool: .monoline, color: Color(red: 0.3, green: 0, blue: 0), width: 2)),
                Stroke(
                    points: line(10),
                    ink: Ink(tool: .monoline, width: 2, fill: Color(red: 1, green: 0, blue: 0, alpha: 0.2))),
                Stroke(points: line(20), ink: Ink(tool: .pen, color: .clear, width: 2)),
                Stroke(points: line(30, pressure: 0.7), ink: Ink(tool: .monoline, width: 8)),
                Stroke(points: line(40), ink: Ink(tool: .monoline, width: 2), transform: .translation(x: 1, y: 1)),
                Stroke(points: line(50, count: 1), ink: Ink(tool: .monoline, width: 2)),
            ]
            var drawing = Drawing(canvas: .zero, strokes: strokes)
            drawing.inkOptions = XournalInk.options
            drawing.strokes = steadilyTimed(drawing.strokes)
            var losses = FormatLosses()
            let text = try written([drawing], losses: &losses)
            // The strokes after the one left out read back sooner: the pause it took is gone.
            #expect(
                losses.description == "page size taken from the ink; colour rounded to 8 bits on 1 stroke; "
                    + "fill colour written as the stroke's colour on 1 stroke; strokes without ink left out on 1 stroke; pressure dropped on 1 stroke; "
                    + "times dropped on 3 strokes; transform applied to the points on 1 stroke; one-point strokes written as two points on 1 stroke"
            )
            #expect(strokeLines(text).count == 5)
        }

        @Test func aPensLastPressureIsReportedWhenItDiffersFromTheOneBefore() throws {
            let points = [0.2, 0.4, 0.6].enumerated().map {
                StrokePoint(x: Double($0) * 10, y: 0, t: Double($0) / 100, pressure: $1)
            }
            var drawing = Drawing(
                canvas: Size(width: 100, height: 100), strokes: [Stroke(points: points, ink: Ink(tool: .pen, width: 2))]
            )
            drawing.inkOptions = XournalInk.options
            drawing.strokes = steadilyTimed(drawing.strokes)
            var losses = FormatLosses()
            let text = try written([drawing], losses: &losses)
            #expect(losses.description == "last point's pressure dropped on 1 stroke")
            #expect(
                strokeLines(text) == [
                    ##"<stroke tool="pen" color="#1c1c1eff" width="2 0.8 1.6">0 0 10 0 20 0</stroke>"##
                ])
        }

        @Test func numbersCarryNoArithmeticNoise() throws {
            let noisy = Stroke(
                points: [
                    StrokePoint(x: 0.1 + 0.2, y: 4.5120000000000005, t: 0, pressure: 0.1 + 0.2),
                    StrokePoint(x: 1.1 * 3, y: 0.7 / 3, t: 0.1, pressure: 0.7),
                ],
                ink: Ink(tool: .pen, width: 0.1 * 3))
            var drawing = Drawing(canvas: Size(width: 100.1 * 3, height: 0.3 * 3), strokes: [noisy])
            drawing.strokes.append(noisy.transformed(by: .translation(x: 0.1, y: 0.2)))
            var losses = FormatLosses()
            let text = try written([drawing], losses: &losses)
            let numbers = text.split(whereSeparator: { " \"<>\n=".contains($0) }).filter {
                Double($0) != nil && $0.first != "#"
            }
            #expect(numbers.count > 12)
            for number in numbers {
                let digits = number.filter(\.isNumber).drop { $0 == "0" }
                #expect(digits.count <= 15, "\(number)")
            }
            #expect(text.contains(">0.3 4.512 3.3 0.233333333333333</stroke>"))
        }
    }
}
