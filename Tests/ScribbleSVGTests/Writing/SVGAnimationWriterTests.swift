import Foundation
import ScribbleKit
import ScribbleSVG
import Testing

@Suite struct SVGAnimationWriterTests {
    /// A stroke along a straight line from (x0, y) to (x1, y), one sample every `step` units, `pace`
    /// seconds a sample, starting at `start`.
    static func line(
        from x0: Double, to x1: Double, y: Double, start: Double, pace: Double = 0.01, step: Double = 5,
        ink: Ink = .default
    ) -> Stroke {
        let count = Int(((x1 - x0) / step).rounded())
        return Stroke(
            points: (0...count).map { index in
                StrokePoint(x: x0 + Double(index) * step, y: y, t: start + Double(index) * pace)
            }, ink: ink)
    }

    /// Two strokes: the first from 1 s to 1.2 s, the second from 2 s to 3 s.
    let drawing = Drawing(
        canvas: Size(width: 200, height: 100),
        strokes: [
            line(from: 10, to: 110, y: 20, start: 1),
            line(
                from: 10, to: 110, y: 60, start: 2, pace: 0.05,
                ink: Ink(tool: .marker, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5), width: 9)),
        ])

    func text(_ drawing: Drawing, _ options: SVGAnimationOptions = .default) throws -> String {
        String(decoding: try SVGAnimationWriter(options: options).encode(drawing), as: UTF8.self)
    }

    /// Every value of attribute `name` in the text, in order.
    func values(of name: String, in text: String) -> [String] {
        text.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    func numbers(_ list: String) -> [Double] { list.split(separator: ";").compactMap { Double($0) } }

    @Test func eachStrokeIsACentreLineRevealedFromItsStartToItsEnd() throws {
        let svg = try text(drawing)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("stroke-linecap=\"round\""))
        #expect(values(of: "pathLength", in: svg) == ["1", "1"])
        #expect(values(of: "stroke-width", in: svg) == ["4", "9"])
        #expect(values(of: "stroke", in: svg) == ["#1c1c1e", "#ff0000"])
        #expect(values(of: "stroke-opacity", in: svg) == ["0.5"])
        // The whole timeline is 1 s to 3 s: two seconds, and every animation spans it.
        #expect(Set(values(of: "dur", in: svg)) == ["2s"])
        let keyTimes = values(of: "keyTimes", in: svg)
        let offsets = values(of: "values", in: svg).filter { !$0.contains("hidden") }
        #expect(offsets.count == 2 && keyTimes.count == 3)
        // The first stroke begins at once and is drawn by 0.2 s (a tenth of the timeline)...
        let first = numbers(keyTimes[0])
        let firstOffsets = numbers(offsets[0])
        #expect(first.first == 0 && first.last == 1)
        #expect(firstOffsets.first == 1 && firstOffsets.last == 0)
        let drawnBy = try #require(zip(first, firstOffsets).first { $0.1 == 0 }?.0)
        #expect(abs(drawnBy - 0.1) < 1e-6)
        // ...the second is hidden until halfway and then revealed over the rest.
        #expect(keyTimes[2] == "0;0.5")
        #expect(
            svg.contains(
                "<animate attributeName=\"visibility\" values=\"hidden;visible\" keyTimes=\"0;0.5\" calcMode=\"discrete\""
            ))
        for list in keyTimes.map(numbers) { #expect(zip(list, list.dropFirst()).allSatisfy { $0 <= $1 }) }
        for list in offsets.map(numbers) { #expect(zip(list, list.dropFirst()).allSatisfy { $0 >= $1 }) }
    }

    @Test func theRevealFollowsThePensPace() throws {
        // Half the line in 0.1 s, a rest of 0.8 s, the other half in 0.1 s.
        var points = Self.line(from: 0, to: 50, y: 10, start: 0).points
        points += Self.line(from: 55, to: 100, y: 10, start: 0.9, pace: 0.01).points
        let svg = try text(Drawing(canvas: Size(width: 100, height: 20), strokes: [Stroke(points: points)]))
        let times = numbers(try #require(values(of: "keyTimes", in: svg).first))
        let offsets = numbers(try #require(values(of: "values", in: svg).first))
        // At the start of the rest, half of the line is shown; at its end, still half.
        let atRest = try #require(zip(times, offsets).first { abs($0.0 - 0.1 / 0.99) < 0.001 })
        #expect(abs(atRest.1 - 0.5) < 0.06)
        let afterRest = try #require(zip(times, offsets).first { abs($0.0 - 0.9 / 0.99) < 0.001 })
        #expect(abs(afterRest.1 - 0.45) < 0.06)
    }

    @Test func speedShortensTheTimeline() throws {
        #expect(try Set(values(of: "dur", in: text(drawing, SVGAnimationOptions(speed: 4)))) == ["0.5s"])
        #expect(try Set(values(of: "dur", in: text(drawing, SVGAnimationOptions(speed: -1)))) == ["2s"])
    }

    @Test func aTapAppearsAndADrawingWithoutTimingIsStill() throws {
        let tap = Stroke(points: [StrokePoint(x: 50, y: 50, t: 2.5)])
        let svg = try text(Drawing(canvas: drawing.canvas, strokes: drawing.strokes + [tap]))
        #expect(svg.contains("stroke-dasharray=\"none\" d=\"M50 50L50 50\">"))
        #expect(values(of: "keyTimes", in: svg).contains("0;0.75"))
        let still = try text(Drawing(canvas: drawing.canvas, strokes: [tap, tap]))
        #expect(!still.contains("<animate"))
        #expect(still.components(separatedBy: "<path").count == 3)
    }

    @Test func aViewerThatDoesNotAnimateSeesTheFinishedDrawing() throws {
        let result = try SVGDocumentReader().read(try SVGAnimationWriter().encode(drawing), file: "animated.svg")
        #expect(result.drawing.strokes.count == 2)
        for (read, written) in zip(result.drawing.strokes, drawing.strokes) {
            #expect(read.points.map(\.location) == written.points.map(\.location))
            #expect(read.ink.width == written.ink.width)
        }
    }

    @Test func backgroundScaleAndFitShapeThePicture() throws {
        let svg = try text(drawing, SVGAnimationOptions(fit: .bounds, padding: 10, scale: 2, background: .white))
        // The lines, each grown by half its width (5.5…114.5 × 18…64.5), and the padding.
        #expect(svg.contains("viewBox=\"-4.5 8 129 66.5\""))
        #expect(svg.contains("width=\"258\" height=\"133\""))
        #expect(svg.contains("<rect x=\"-4.5\" y=\"8\" width=\"129\" height=\"66.5\" fill=\"#ffffff\"/>"))
    }

    @Test func isTheSameBytesEveryTimeAndLeavesOutWhatShowsNoInk() throws {
        #expect(try SVGAnimationWriter().encode(drawing) == SVGAnimationWriter().encode(drawing))
        let invisible = Drawing(
            canvas: drawing.canvas,
            strokes: [
                Stroke(points: []), Stroke(points: [StrokePoint(x: .nan, y: 1, t: 0)]),
                Stroke(points: [StrokePoint(x: 1, y: 1, t: 0)], ink: Ink(color: .clear)),
                Stroke(points: [StrokePoint(x: 1, y: 1, t: 0)], ink: Ink(width: 0)),
            ])
        #expect(try !text(invisible).contains("<path"))
    }
}
