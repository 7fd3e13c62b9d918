import Foundation
import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import Testing

extension InterchangeTests {
    @Suite("InkML reader")
    struct InkMLReaderTests {
        private func read(_ text: String, file: String? = "test.inkml") throws -> InkMLReadResult {
            try InkMLReader().read(text, file: file)
        }

        private func error(_ text: String) -> FormatError? {
            do {
                _ = try InkMLReader().read(text, file: "bad.inkml")
                return nil
            } catch {
                return error
            }
        }

        private func locations(_ stroke: Stroke) -> [Point] { stroke.points.map(\.location) }

        // The first example of the recommendation: traces of X Y pairs in the default context.
        @Test func readsTracesInTheDefaultContext() throws {
            let result = try read(
                """
                <ink xmlns="http://www.w3.org/2003/InkML">
                  <trace>
                    10 0, 9 14, 8 28, 7 42, 6 56, 6 70, 8 84, 8 98, 8 112, 9 126, 10 140
                  </trace>
                  <trace>130 155, 144 159, 158 160</trace>
                </ink>
                """)
            let strokes = result.drawing.strokes
            #expect(strokes.count == 2)
            #expect(
                locations(strokes[0]) == [
                    Point(x: 10, y: 0), Point(x: 9, y: 14), Point(x: 8, y: 28), Point(x: 7, y: 42), Point(x: 6, y: 56),
                    Point(x: 6, y: 70), Point(x: 8, y: 84), Point(x: 8, y: 98), Point(x: 8, y: 112),
                    Point(x: 9, y: 126), Point(x: 10, y: 140),
                ])
            #expect(locations(strokes[1]) == [Point(x: 130, y: 155), Point(x: 144, y: 159), Point(x: 158, y: 160)])
            #expect(strokes.allSatisfy { $0.ink == .default && $0.device == .pen && $0.transform == .identity })
            // No time channel: a steady pen, 1000 units a second, 0.2 s between strokes.
            #expect(strokes[0].points[0].t == 0)
            #expect(abs(strokes[0].points[1].t - (1.0 + 196).squareRoot() / 1000) < 1e-15)
            #expect(strokes[1].points[0].t == strokes[0].endTime + 0.2)
            #expect(result.drawing.canvas == Size(width: 161, height: 163))
            #expect(result.notes.isEmpty && result.skipped.isEmpty)
        }

        // The recommendation's example of first and second differences, whose prefixes hold for a
        // channel until another one comes, and numbers that need no space before a sign.
        @Test func readsExplicitFirstAndSecondDifferences() throws {
            let result = try read(
                """
                <ink><trace>1125 18432,'23'43,"7"-8,3-5,7 -3,!1300 -27,'5 5</trace></ink>
                """)
            #expect(
                locations(result.drawing.strokes[0]) == [
                    Point(x: 1125, y: 18432),
                    Point(x: 1148, y: 18475),  // + (23, 43)
                    Point(x: 1178, y: 18510),  // velocity (30, 35)
                    Point(x: 1211, y: 18540),  // velocity (33, 30)
                    Point(x: 1251, y: 18567),  // velocity (40, 27)
                    Point(x: 1300, y: 18567),  // X explicit again; Y is still a second difference: velocity (…, 0)
                    Point(x: 1305, y: 18572),
                ])
        }

        @Test func readsNumbersThatNeedNoSpaceBetweenThemAndChannelDefaults() throws {
            let result = try read(
                """
                <ink>
                  <definitions>
                    <context xml:id="c"><traceFormat>
                      <channel name="X"/><channel name="Y"/><channel name="F" default="0.5" max="1"/>
                    </traceFormat></context>
                  </definitions>
                  <trace>1+2,-3-4,.5.5,1e1 2E-1,- 7 +8</trace>
                  <trace contextRef="#c">1 2, 3 4 0.75</trace>
                </ink>
                """)
            let first: [Point] = [
                Point(x: 1, y: 2), Point(x: -3, y: -4), Point(x: 0.5, y: 0.5), Point(x: 10, y: 0.2), Point(x: -7, y: 8),
            ]
            #expect(locations(result.drawing.strokes[0]) == first)
            // A regular channel left out at the end of a point takes its default.
            #expect(result.drawing.strokes[1].points.map(\.pressure) == [0.5, 0.75])
        }

        @Test func readsWhatMicrosoftOfficeWrites() throws {
            // Office's ink: device units with a resolution per cm, force with a max, time in ms,
            // a brush in cm, and values mostly written as first and second differences.
            let result = try read(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <inkml:ink xmlns:inkml="http://www.w3.org/2003/InkML">
                 <inkml:definitions>
                  <inkml:context xml:id="ctx0">
                   <inkml:inkSource xml:id="inkSrc0">
                    <inkml:traceFormat>
                     <inkml:channel name="X" type="integer" max="32767" units="cm"/>
                     <inkml:channel name="Y" type="integer" max="32767" units="cm"/>
                     <inkml:channel name="F" type="integer" max="32767" units="dev"/>
                     <inkml:channel name="T" type="integer" units="dev"/>
                    </inkml:traceFormat>
                    <inkml:channelProperties>
                     <inkml:channelProperty channel="X" name="resolution" value="1000" units="1/cm"/>
                     <inkml:channelProperty channel="Y" name="resolution" value="1000" units="1/cm"/>
                     <inkml:channelProperty channel="F" name="resolution" value="0" units="1/dev"/>
                     <inkml:channelProperty channel="T" name="resolution" value="1" units="1/dev"/>
                    </inkml:channelProperties>
                   </inkml:inkSource>
                   <inkml:timestamp xml:id="ts0" timeString="2017-05-29T15:00:00.000Z"/>
                  </inkml:context>
                  <inkml:brush xml:id="br0">
                   <inkml:brushProperty name="width" value="0.0254" units="cm"/>
                   <inkml:brushProperty name="height" value="0.0254" units="cm"/>
                   <inkml:brushProperty name="color" value="#ED1C24"/>
                   <inkml:brushProperty name="transparency" value="51"/>
                   <inkml:brushProperty name="tip" value="ellipse"/>
                   <inkml:brushProperty name="rasterOp" value="copyPen"/>
                  </inkml:brush>
                 </inkml:definitions>
                 <inkml:trace contextRef="#ctx0" brushRef="#br0">2540 5080 16384 0,'10'0'8191'16,"5"10"0"0</inkml:trace>
                </inkml:ink>
                """)
            let stroke = try #require(result.drawing.strokes.first)
            let pxPerUnit: Double = 96 / 2.54 / 1000
            let xs: [Double] = [2540, 2550, 2565].map { $0 * pxPerUnit }
            let ys: [Double] = [5080, 5080, 5090].map { $0 * pxPerUnit }
            let pressures: [Double?] = [16384, 24575, 32766].map { $0 / 32767 }
            #expect(stroke.points.map(\.x) == xs)
            #expect(stroke.points.map(\.y) == ys)
            #expect(stroke.points.map(\.pressure) == pressures)
            #expect(stroke.points.map(\.t) == [0, 0.016, 0.032])
            #expect(stroke.ink.width == 0.0254 * 96 / 2.54)
            #expect(stroke.ink.color == Color(red: 0xED / 255, green: 0x1C / 255, blue: 0x24 / 255, alpha: 204 / 255))
            #expect(stroke.ink.tool == .pen)
            #expect(result.notes.isEmpty)
        }

        @Test func readsIntermittentChannelsUnknownAndRepeatedValuesBooleansAndHex() throws {
            let result = try read(
                """
                <ink>
                  <definitions>
                    <traceFormat xml:id="f">
                      <channel name="X" type="integer"/>
                      <channel name="Y" type="integer"/>
                      <intermittentChannels>
                        <channel name="F" type="decimal" max="1"/>
                        <channel name="S" type="boolean" default="F"/>
                      </intermittentChannels>
                    </traceFormat>
                    <context xml:id="c" traceFormatRef="#f"/>
                  </definitions>
                  <trace contextRef="#c">#A #14 0.5 T, 11 21 ? *, 12 22, -#1 * .25 F</trace>
                </ink>
                """)
            let stroke = try #require(result.drawing.strokes.first)
            #expect(
                locations(stroke) == [
                    Point(x: 10, y: 20), Point(x: 11, y: 21), Point(x: 12, y: 22), Point(x: -1, y: 22),
                ])
            #expect(stroke.points.map(\.pressure) == [0.5, nil, nil, 0.25])
            #expect(result.otherChannels == [["S": [1, 1, 0, 0]]])
            #expect(
                result.notes == [
                    "the channel S (tip switch) has no field in Scribble; its values are kept in otherChannels"
                ])
        }

        @Test func readsTimeForceAndTiltWithTheirUnits() throws {
            let result = try read(
                """
                <ink>
                  <definitions>
                    <timestamp xml:id="start" time="1000000"/>
                    <timestamp xml:id="later" timestampRef="#start" timeOffset="500"/>
                    <context xml:id="c">
                      <traceFormat>
                        <channel name="X"/><channel name="Y" orientation="-ve"/>
                        <channel name="T" units="s" respectTo="#later"/>
                        <channel name="F" min="100" max="1100"/>
                        <channel name="OTx" units="deg"/><channel name="OTy" units="rad"/>
                      </traceFormat>
                    </context>
                    <context xml:id="d">
                      <traceFormat>
                        <channel name="X" units="mm"/><channel name="Y" units="in"/>
                        <channel name="OE"/><channel name="OA" units="rad"/>
                      </traceFormat>
                      <timestamp timestampRef="#start" timeOffset="250"/>
                    </context>
                  </definitions>
                  <trace contextRef="#c">0 10 0 600 0 0, 1 -10 0.25 1100 45 0, 2 0 0.5 2000 0 -0.5</trace>
                  <trace contextRef="#d" duration="100">25.4 1 90 1.5, 0 0 45 3</trace>
                </ink>
                """)
            let first = result.drawing.strokes[0]
            #expect(locations(first) == [Point(x: 0, y: -10), Point(x: 1, y: 10), Point(x: 2, y: -0.0)])
            #expect(first.points.map(\.t) == [0.25, 0.5, 0.75])  // from the earliest timestamp used, 1000.25 s
            #expect(first.points.map(\.pressure) == [0.5, 1, 1])
            #expect(first.points[0].altitude == .pi / 2 && first.points[0].azimuth == 0)
            #expect(abs((first.points[1].altitude ?? 0) - .pi / 4) < 1e-15 && first.points[1].azimuth == 0)
            #expect(first.points[2].altitude == .pi / 2 - 0.5 && first.points[2].azimuth == 3 * .pi / 2)
            let second = result.drawing.strokes[1]
            #expect(locations(second) == [Point(x: 96, y: 96), Point(x: 0, y: 0)])
            #expect(second.points.map(\.t) == [0, 0.1])  // spread over its duration, from its context's time
            #expect(second.points.map(\.altitude) == [.pi / 2, .pi / 4])
            #expect(second.points.map(\.azimuth) == [1.5, 3])
        }

        @Test func resolvesContextsBrushesGroupsAndContinuations() throws {
            let result = try read(
                """
                <ink xmlns="http://www.w3.org/2003/InkML">
                  <definitions>
                    <brush xml:id="thin"><brushProperty name="width" value="2"/><brushProperty name="color" value="#0000ff"/></brush>
                    <brush xml:id="marker" brushRef="#thin"><brushProperty name="rasterOp" value="maskPen"/></brush>
                    <brush xml:id="mono"><brushProperty name="ignorePressure" value="true"/></brush>
                    <traceFormat xml:id="xyf"><channel name="X"/><channel name="Y"/><channel name="F" max="10"/></traceFormat>
                  </definitions>
                  <context brushRef="#thin"/>
                  <trace xml:id="a" continuation="begin">0 0, '1'1</trace>
                  <trace type="penUp">5 5, 6 6</trace>
                  <trace continuation="end" priorRef="#a">1 1, 1 1</trace>
                  <traceGroup brushRef="#marker">
                    <trace>10 10</trace>
                    <traceGroup contextRef="#missing-is-an-error-so-not-here" xml:id="unused-group-id" brushRef="#mono">
                    </traceGroup>
                  </traceGroup>
                  <context traceFormatRef="#xyf"/>
                  <trace>20 20 5</trace>
                  <traceView traceDataRef="#a"/>
                  <annotation type="note">hello</annotation>
                </ink>
                """.replacingOccurrences(of: " contextRef=\"#missing-is-an-error-so-not-here\"", with: ""))
            let strokes = result.drawing.strokes
            #expect(strokes.count == 3)
            // The continuation joins the trace it continues, and its first differences go on from it.
            #expect(
                locations(strokes[0]) == [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 3, y: 3)])
            #expect(strokes[0].ink == Ink(tool: .pen, color: Color(red: 0, green: 0, blue: 1), width: 2))
            #expect(strokes[1].ink == Ink(tool: .marker, color: Color(red: 0, green: 0, blue: 1), width: 2))
            // The later context keeps the brush of the one before it and changes the trace format.
            #expect(strokes[2].ink.width == 2 && strokes[2].points[0].pressure == 0.5)
            #expect(result.skipped == ["penUp trace": 1, "traceView": 1, "annotation": 1])
        }

        @Test func keepsPressureInRangeWhenAForceHasNoMax() throws {
            let result = try read(
                """
                <ink><definitions><context xml:id="c"><traceFormat><channel name="X"/><channel name="Y"/><channel name="F"/></traceFormat></context></definitions>
                <trace contextRef="#c">0 0 256, 1 1 1024</trace></ink>
                """)
            #expect(result.drawing.strokes[0].points.map(\.pressure) == [0.25, 1])
            #expect(
                result.notes == ["the F channel has no max; forces were divided by the largest in the document (1024)"])
        }

        @Test func notesMappingsItDoesNotApply() throws {
            let result = try read(
                """
                <ink><definitions><traceFormat xml:id="f"><channel name="X"><mapping type="affine"/></channel><channel name="Y"/></traceFormat></definitions>
                <context traceFormatRef="#f"><canvasTransform><mapping type="identity"/></canvasTransform></context>
                <trace>1 2</trace></ink>
                """)
            #expect(locations(result.drawing.strokes[0]) == [Point(x: 1, y: 2)])
            #expect(
                result.notes == [
                    "the <mapping> of the channel X was not applied; its values are used as written",
                    "a <canvasTransform> was not applied; coordinates are used as written",
                ])
        }

        @Test func readsCharacterDataSectionsAndReferencesInTraces() throws {
            let result = try read("<ink><trace><![CDATA[1 2, 3 4]]>, 5&#x20;6</trace></ink>")
            #expect(locations(result.drawing.strokes[0]) == [Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6)])
        }

        @Test func leavesOutTimesThatAreNotNumbers() throws {
            let result = try read(
                """
                <ink><definitions>
                  <timestamp xml:id="start" time="nan" timeOffset="inf"/>
                  <context xml:id="timed" timestampRef="#start">
                    <traceFormat><channel name="X"/><channel name="Y"/><channel name="T" units="s"/></traceFormat>
                  </context>
                </definitions>
                <trace contextRef="#timed" timeOffset="-infinity" duration="nan">0 0 1, 5 5 2</trace></ink>
                """)
            #expect(result.drawing.strokes[0].points.map(\.t) == [1, 2])
            #expect(
                result.notes == [
                    "the timeOffset \"-infinity\" of a trace is not a number; it was left out",
                    "the duration \"nan\" of a trace is not a number; it was left out",
                    "the timeOffset \"inf\" of a timestamp is not a number; it was left out",
                    "the time \"nan\" of a timestamp is not a number; it was left out",
                ])
        }

        // MARK: - Booleans and left-out values

        // The shape of the InkML test suite's bool_trace.xml: booleans in the default X, Y context,
        // one value a point. Every channel's default is 0 (`F`) unless it says otherwise.
        @Test func readsBooleanValuesAndTakesZeroForRegularChannelsLeftOut() throws {
            let result = try read(
                """
                <inkml:ink xmlns:inkml="http://www.w3.org/2003/InkML">
                  <trace> T, F, T</trace>
                </inkml:ink>
                """)
            let stroke = try #require(result.drawing.strokes.first)
            #expect(locations(stroke) == [Point(x: 1, y: 0), Point(x: 0, y: 0), Point(x: 1, y: 0)])
            #expect(
                result.notes == [
                    "points that leave out the channel Y, which has no default, took 0 for it, the default the recommendation gives every channel"
                ])
        }

        @Test func readsBooleanChannelsBesideDifferences() throws {
            let result = try read(
                """
                <ink>
                  <definitions>
                    <traceFormat xml:id="f">
                      <channel name="X" type="integer"/>
                      <channel name="Y" type="integer"/>
                      <channel name="S" type="boolean"/>
                      <intermittentChannels>
                        <channel name="B1" type="boolean" default="T"/>
                      </intermittentChannels>
                    </traceFormat>
                  </definitions>
                  <context traceFormatRef="#f"/>
                  <trace>10 20 T F,'5'-2 T,"1"0 F T,3 1,!40 !40</trace>
                </ink>
                """)
            let stroke = try #require(result.drawing.strokes.first)
            #expect(
                locations(stroke) == [
                    Point(x: 10, y: 20), Point(x: 15, y: 18), Point(x: 21, y: 16), Point(x: 30, y: 15),
                    Point(x: 40, y: 40),
                ])
            // S is left out of the last two points: 0, its default; B1 takes its own default, T.
            #expect(result.otherChannels == [["S": [1, 1, 0, 0, 0], "B1": [0, 1, 1, 1, 1]]])
        }

        // MARK: - Rectangle tips

        /// A highlighter as OneNote writes one: a rectangle tip 0.07 cm wide and 0.5 cm tall, half
        /// transparent, in himetric-like device units (1000 a centimetre) written as differences.
        static let highlighter = """
            <inkml:ink xmlns:inkml="http://www.w3.org/2003/InkML">
              <inkml:definitions>
                <inkml:context xml:id="c0">
                  <inkml:inkSource xml:id="s0">
                    <inkml:traceFormat>
                      <inkml:channel name="X" type="integer" min="-2.14748E9" max="2.14748E9"/>
                      <inkml:channel name="Y" type="integer" min="-2.14748E9" max="2.14748E9"/>
                    </inkml:traceFormat>
                    <inkml:channelProperties>
                      <inkml:channelProperty channel="X" name="resolution" value="1000" units="1/cm"/>
                      <inkml:channelProperty channel="Y" name="resolution" value="1000" units="1/cm"/>
                    </inkml:channelProperties>
                  </inkml:inkSource>
                  <inkml:timestamp xml:id="t0" timeString="2024-03-01T10:00:00.000"/>
                </inkml:context>
                <inkml:brush xml:id="b0">
                  <inkml:brushProperty name="width" value="0.07" units="cm"/>
                  <inkml:brushProperty name="height" value="0.5" units="cm"/>
                  <inkml:brushProperty name="color" value="#FFFC00"/>
                  <inkml:brushProperty name="transparency" value="127"/>
                  <inkml:brushProperty name="tip" value="rectangle"/>
                  <inkml:brushProperty name="ignorePressure" value="1"/>
                </inkml:brush>
              </inkml:definitions>
              <inkml:trace contextRef="#c0" brushRef="#b0">2540 2540,'400'10,"10"-5,'0'0</inkml:trace>
            </inkml:ink>
            """

        @Test func readsARectangleTipAsABroadHighlighter() throws {
            let result = try read(Self.highlighter)
            let stroke = try #require(result.drawing.strokes.first)
            let perCentimetre = 96 / 2.54
            #expect(stroke.ink.tool == .marker)
            #expect(stroke.ink.width == 0.5 * perCentimetre)
            #expect(stroke.ink.color.red == 1 && stroke.ink.color.green == 0xFC / 255.0 && stroke.ink.color.blue == 0)
            // Drawn at the brush's opacity, (255 − 127) / 255, once the marker's own is applied.
            #expect(abs(stroke.ink.color.alpha * InkTool.marker.opacity - 128.0 / 255) < 1e-15)
            #expect(
                locations(stroke)
                    == [(2540, 2540), (2940, 2550), (3350, 2555), (3350, 2555)].map {
                        Point(x: $0.0 * (perCentimetre / 1000), y: $0.1 * (perCentimetre / 1000))
                    })
            #expect(
                result.notes == [
                    "a rectangle tip (2.64567 × 18.8976 canvas units) was drawn as a round-ended marker as wide as its longer side"
                ])
        }

        @Test func readsAnOpaqueRectangleTipAsAMonoline() throws {
            let opaque = Self.highlighter.replacingOccurrences(
                of: "<inkml:brushProperty name=\"transparency\" value=\"127\"/>", with: "")
            let stroke = try #require(try read(opaque).drawing.strokes.first)
            #expect(stroke.ink.tool == .monoline && stroke.ink.width == 0.5 * 96 / 2.54 && stroke.ink.color.alpha == 1)
        }

        // MARK: - Errors

        @Test func refusesATimeTooLargeForADouble() throws {
            let failure = try #require(
                error(
                    """
                    <ink><definitions><traceFormat xml:id="f"><channel name="X"/><channel name="Y"/><channel name="T" units="s"/></traceFormat></definitions>
                    <context traceFormatRef="#f"/><trace timeOffset="1.7e308">0 0 1.7976e308</trace></ink>
                    """))
            #expect(
                failure.description
                    == "bad.inkml:2:31: trace[0].points[0].T: the point's time, from its timestamp, offset and T value, is too large for a double"
            )
        }

        @Test func saysWhereAPointDoesNotFitItsFormat() throws {
            let failure = try #require(error("<ink>\n<trace>1 2, 3 4 5</trace>\n</ink>"))
            #expect(
                failure.description
                    == "bad.inkml:2:17: trace[0].points[1]: the point has more values than the trace format has channels (X, Y); separate points with commas"
            )
        }

        @Test(arguments: [
            (
                "<ink><trace>'1 2</trace></ink>",
                "bad.inkml:1:13: trace[0].points[0].X: a first difference (') needs a value before it; the trace's first point must be explicit"
            ),
            (
                "<ink><trace>1 2,, 3 4</trace></ink>",
                "bad.inkml:1:17: trace[0].points[1]: a point with no values (two commas with nothing between them)"
            ),
            (
                "<ink><trace>1 x</trace></ink>",
                "bad.inkml:1:15: trace[0].points[0].Y: expected a number, T, F, ? or *, found \"x\""
            ),
            (
                "<ink><trace>? 2</trace></ink>",
                "bad.inkml:1:6: trace[0].points[0].X: the point's X is unknown (\"?\"), so it has no place"
            ),
            (
                "<ink><trace>* 2</trace></ink>",
                "bad.inkml:1:13: trace[0].points[0].X: \"*\" (the value of the point before) has no point before it"
            ),
            (
                "<ink><trace contextRef=\"#nowhere\">1 2</trace></ink>",
                "bad.inkml:1:6: \"#nowhere\" names no element; it should name a <context> by its xml:id"
            ),
            (
                "<ink><definitions><traceFormat xml:id=\"f\"><channel name=\"T\"/></traceFormat></definitions><context traceFormatRef=\"#f\"/><trace>1</trace></ink>",
                "bad.inkml:1:120: trace[0]: the trace format (T) has no X channel, so its points have no place"
            ),
            (
                "<svg><trace>1 2</trace></svg>",
                "bad.inkml:1:1: the root element is <svg>, not an InkML <ink>"
            ),
            (
                "<ink><trace>1 2</trace>",
                "bad.inkml:1:24: the document ends inside <ink>, opened at 1:1"
            ),
            (
                "<!DOCTYPE ink [<!ENTITY a \"b\">]><ink/>",
                "bad.inkml:1:16: the document type declaration declares entities, which this reader refuses: they can read local files or expand without bound; remove the <!DOCTYPE …> internal subset"
            ),
            (
                "<ink><definitions><traceFormat xml:id=\"f\"><channel name=\"X\" type=\"text\"/></traceFormat></definitions><context traceFormatRef=\"#f\"/></ink>",
                "bad.inkml:1:43: the channel X has the type \"text\"; InkML channels are decimal, integer or boolean"
            ),
        ])
        func explainsBadDocuments(document: String, message: String) throws {
            let failure = try #require(error(document))
            #expect(failure.description == message)
        }

        @Test func deepGroupsCostNoStack() throws {
            // Deeper than a thread's stack would take if each group were a call.
            let depth = 20_000
            var limits = InterchangeLimits()
            limits.maximumDepth = depth + 10
            let document =
                "<ink>" + String(repeating: "<traceGroup>", count: depth) + "<trace>1 2, 3 4</trace>"
                + String(repeating: "</traceGroup>", count: depth) + "</ink>"
            #expect(try InkMLReader(limits: limits).read(document).drawing.strokes.count == 1)
        }

        @Test func refusesMorePointsThanTheLimit() throws {
            var limits = InterchangeLimits()
            limits.maximumPoints = 3
            #expect(throws: FormatError.self) {
                try InkMLReader(limits: limits).read("<ink><trace>1 2, 3 4</trace><trace>1 2, 3 4</trace></ink>")
            }
            _ = try InkMLReader(limits: limits).read("<ink><trace>1 2, 3 4</trace><trace>1 2</trace></ink>")
        }
    }
}
