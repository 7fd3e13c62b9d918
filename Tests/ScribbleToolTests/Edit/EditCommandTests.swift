import Foundation
import Scribble
import ScribbleCairo
import Testing

/// `scribble edit`: selections, the changes after them, the stroke eraser, the order of edits,
/// and the outputs, each checked by reading the result back.
@Suite struct EditCommandTests {
    /// The rectangle around the top-left quarter, which holds stroke 0 alone.
    static let topLeft = "0,0,200,100"
    /// The bottom half, which holds strokes 2 and 3.
    static let bottomHalf = "0,120,400,180"

    /// Runs `edit` on the sample in a fresh folder, writing `output`.
    /// - Returns: The run and the folder.
    func edit(_ arguments: [String], output: String = "out.drawing.json") throws -> (
        result: ToolRunner.Result, folder: URL
    ) {
        let folder = try ToolRunner.temporaryFolder()
        try EditSample.write(to: folder)
        let result = try ToolRunner.run(["edit", EditSample.name, "-o", output] + arguments, in: folder)
        return (result, folder)
    }

    /// Runs `edit` and reads the drawing it wrote.
    func edited(_ arguments: [String]) throws -> Drawing {
        let (result, folder) = try edit(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        return try EditSample.read("out.drawing.json", in: folder)
    }

    /// Whether two boxes are the same within a millionth of a unit.
    func same(_ box: Rect?, _ expected: Rect) -> Bool {
        guard let box else { return false }
        return [box.minX - expected.minX, box.minY - expected.minY, box.maxX - expected.maxX, box.maxY - expected.maxY]
            .allSatisfy { abs($0) < 1e-6 }
    }

    @Test func aRectangleSelectionMovesOnlyTheStrokesMostlyInsideIt() throws {
        let original = try EditSample.drawing()
        let drawing = try edited(["--select-rect", Self.topLeft, "--move", "50,-20"])
        #expect(drawing.strokes.count == 4)
        #expect(same(drawing.strokes[0].pathBounds, Rect(x: 70, y: 30, width: 100, height: 0)))
        for index in 1..<4 { #expect(drawing.strokes[index] == original.strokes[index]) }
        // The points stay as drawn; the move is the stroke's transform.
        #expect(drawing.strokes[0].points == original.strokes[0].points)
    }

    @Test func rotateAndScaleTurnAboutTheCentreOfTheSelectedInk() throws {
        // Stroke 0's ink box is centred on (70, 50).
        let turned = try edited(["--select-rect", Self.topLeft, "--rotate", "90"])
        #expect(same(turned.strokes[0].pathBounds, Rect(x: 70, y: 0, width: 0, height: 100)))
        let doubled = try edited(["--select-rect", Self.topLeft, "--scale", "2"])
        #expect(same(doubled.strokes[0].pathBounds, Rect(x: -30, y: 50, width: 200, height: 0)))
        // Ink widths scale with it: the box around the ink grows by twice the reach.
        #expect(same(doubled.strokes[0].bounds, Rect(x: -36, y: 44, width: 212, height: 12)))
        let half = try edited(["--select-rect", Self.bottomHalf, "--scale", "-0.5"])
        #expect(half.strokes.count == 4)
        // Strokes 2 and 3 together: their box keeps its centre and halves its size (ink included).
        let before = try #require(try EditSample.drawing().bounds(ofStrokes: [2, 3]))
        let after = try #require(half.bounds(ofStrokes: [2, 3]))
        #expect(abs(after.center.x - before.center.x) < 1e-6 && abs(after.center.y - before.center.y) < 1e-6)
        #expect(
            abs(after.size.width - before.size.width / 2) < 1e-6
                && abs(after.size.height - before.size.height / 2) < 1e-6)
        // A negative factor turns it half round too: stroke 2 began above and left of the centre,
        // and now begins below and right of it.
        let start = half.strokes[2].points[0].location.applying(half.strokes[2].transform)
        #expect(start.x > after.center.x && start.y > after.center.y)
    }

    @Test func colorTakesAnyColourTheToolTakesAndChangesOnlyTheSelection() throws {
        let lasso = "M 200 0 H 400 V 300 H 200 Z"  // the right half: strokes 1 and 3
        let drawing = try edited(["--select-lasso", lasso, "--color", "rgb(0, 128, 0)"])
        #expect(drawing.strokes.map(\.ink.color.description) == ["#000000", "#008000", "#0000ff", "#008000"])
        let named = try edited(["--select-rect", Self.topLeft, "--color", "rebeccapurple"])
        #expect(named.strokes[0].ink.color.description == "#663399")
        let translucent = try edited(["--select-rect", Self.topLeft, "--color", "#11223380"])
        #expect(translucent.strokes[0].ink.color.description == "#11223380")
    }

    @Test func deleteRemovesTheSelectionAndCopyAddsMovedCopiesThatBecomeTheSelection() throws {
        let original = try EditSample.drawing()
        let deleted = try edited(["--select-rect", Self.bottomHalf, "--delete"])
        #expect(deleted.strokes == Array(original.strokes[0..<2]))
        let copied = try edited(["--select-rect", Self.topLeft, "--copy", "0,100", "--color", "orange"])
        #expect(copied.strokes.count == 5)
        #expect(copied.strokes[0] == original.strokes[0])
        #expect(same(copied.strokes[4].pathBounds, Rect(x: 20, y: 150, width: 100, height: 0)))
        #expect(copied.strokes[4].ink.color.description == "#ffa500")
    }

    @Test func theCoverageSaysHowMuchOfAStrokeMustBeInside() throws {
        // 30 of stroke 0's 100 units lie in this rectangle.
        let left = "0,0,50,100"
        let (result, folder) = try edit(["--select-rect", left, "--delete"])
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "scribble: warning: --select-rect \(left) selects no strokes (none has more than 50% of its centre line inside); the changes after it do nothing\n"
        )
        #expect(try EditSample.read("out.drawing.json", in: folder).strokes.count == 4)
        #expect(try edited(["--select-rect", left, "--coverage", "0.25", "--delete"]).strokes.count == 3)
        // It applies to every selection wherever it is given.
        #expect(try edited(["--select-rect", left, "--delete", "--coverage", "0.25"]).strokes.count == 3)
        let (above, aboveFolder) = try edit(["--select-rect", left, "--coverage", "0.35", "--delete"])
        #expect(above.standardError.contains("(none has more than 35% of its centre line inside)"))
        #expect(try EditSample.read("out.drawing.json", in: aboveFolder).strokes.count == 4)
        // 0 takes any stroke with some of its line inside: this corner cuts 5 units of stroke 3.
        let corner = "215,155,10,10"
        #expect(try edited(["--select-rect", corner, "--coverage", "0", "--delete"]).strokes.count == 3)
        let (none, _) = try edit(["--select-rect", "380,0,20,20", "--coverage", "0", "--delete"])
        #expect(none.standardError.contains("(none has any of its centre line inside)"))
    }

    @Test func aLassoMayBeCurvedAndHaveSeveralSubpaths() throws {
        // A circle of arcs round stroke 3 alone.
        let circle = "M 190 220 a 100 100 0 1 0 200 0 a 100 100 0 1 0 -200 0"
        #expect(try edited(["--select-lasso", circle, "--delete"]).strokes.count == 3)
        // Two squares, one round stroke 0 and one round stroke 2, not closed: closed implicitly.
        let squares = "M 10 40 H 130 V 60 H 10 M 60 140 h 20 v 120 h -20"
        let drawing = try edited(["--select-lasso", squares, "--delete"])
        #expect(drawing.strokes.map(\.device) == [.finger, .pen])
    }

    @Test func theStrokeEraserRemovesEveryStrokeItsPathTouches() throws {
        // Down the middle of the left half: across stroke 0 and along stroke 2.
        let drawing = try edited(["--erase", "M 70 0 V 300", "--eraser", "stroke"])
        #expect(drawing.strokes.map(\.device) == [.finger, .pen])
        // A tap 20 units under the marker's line, whose ink reaches 5 from it: an eraser 8 wide
        // misses it, one 32 wide reaches it.
        #expect(try edited(["--erase", "M 270 70", "--eraser", "stroke"]).strokes.count == 4)
        #expect(try edited(["--erase", "M 270 70", "--eraser", "stroke", "--eraser-width", "32"]).strokes.count == 3)
        // Curves are followed: a quadratic bowing down through stroke 3 only.
        let curve = try edited(["--erase", "M 200 290 Q 290 150 390 290", "--eraser", "stroke"])
        #expect(curve.strokes.map(\.device) == [.pen, .finger, .mouse])
    }

    @Test func theSelectionKeepsTheStrokesAnEraserLeaves() throws {
        let original = try EditSample.drawing()
        // Strokes 2 and 3 are selected; the eraser takes 2; the move takes what is left of the selection.
        let drawing = try edited([
            "--select-rect", Self.bottomHalf, "--erase", "M 60 200 H 80", "--eraser", "stroke", "--move", "0,-10",
        ])
        #expect(drawing.strokes.count == 3)
        #expect(Array(drawing.strokes[0..<2]) == Array(original.strokes[0..<2]))
        #expect(same(drawing.strokes[2].pathBounds, Rect(x: 220, y: 150, width: 140, height: 120)))
    }

    @Test func theAreaEraserCutsStrokesWhereItPasses() throws {
        let original = try EditSample.drawing()
        // Down x = 70 (the default eraser, area, 8 wide): across stroke 0 and along the whole of stroke 2.
        let drawing = try edited(["--erase", "M 70 0 V 300"])
        #expect(drawing.strokes.map(\.device) == [.pen, .pen, .finger, .pen])
        let (left, right) = (drawing.strokes[0], drawing.strokes[1])
        for piece in [left, right] {
            #expect(piece.points == original.strokes[0].points && piece.ink == original.strokes[0].ink)
        }
        let leftRange = try #require(left.visibleRange)
        let rightRange = try #require(right.visibleRange)
        #expect(leftRange.lowerBound == 0 && rightRange.upperBound == 4 && leftRange.upperBound < rightRange.lowerBound)
        // The ink left stays clear of the eraser's 4 units either side of x = 70.
        let leftInk = left.outline().polygons.flatMap { $0 }
        let rightInk = right.outline().polygons.flatMap { $0 }
        #expect((leftInk.map(\.x).max() ?? 999) <= 66 + 1e-6)
        #expect((rightInk.map(\.x).min() ?? 0) >= 74 - 1e-6)
        #expect(Array(drawing.strokes[2...]) == [original.strokes[1], original.strokes[3]])
        // The cut goes across the whole ink wherever the tip touches it: a tip narrower than the
        // pencil line it runs along still takes all of it.
        #expect(try edited(["--erase", "M 70 0 V 300", "--eraser-width", "0.5"]).strokes.count == 4)
    }

    @Test func aPNGOfAnAreaErasureShowsTheGapAndTheRestAsItWas() throws {
        let (after, afterFolder) = try edit(["--erase", "M 70 0 V 300", "--eraser-width", "12"], output: "after.png")
        let plainFolder = try ToolRunner.temporaryFolder()
        try EditSample.write(to: plainFolder)
        let plain = try ToolRunner.run(["render", EditSample.name, "-o", "plain.png"], in: plainFolder)
        #expect(after.status == 0 && plain.status == 0, "\(after.standardError)")
        let original = try RasterImage(
            png: [UInt8](try Data(contentsOf: plainFolder.appendingPathComponent("plain.png"))))
        let erased = try RasterImage(
            png: [UInt8](try Data(contentsOf: afterFolder.appendingPathComponent("after.png"))))
        // Nothing inked within the eraser's path; stroke 0 on both sides of it, and the strokes it
        // did not touch, pixel for pixel as they were.
        #expect(inked(erased, x: 65..<76, y: 0..<300) == 0)
        #expect(inked(original, x: 65..<76, y: 40..<60) > 0)
        for y in 0..<300 {
            for x in 0..<400 where x < 58 || x > 82 {
                #expect(erased.pixel(x: x, y: y) == original.pixel(x: x, y: y), "pixel \(x), \(y)")
                if erased.pixel(x: x, y: y) != original.pixel(x: x, y: y) { return }
            }
        }
    }

    @Test func editsApplyInTheOrderGiven() throws {
        // Stroke 0 moved down into the bottom half, then the bottom half deleted: it goes too.
        let moveThenDelete = try edited([
            "--select-rect", Self.topLeft, "--move", "0,150", "--select-rect", Self.bottomHalf, "--delete",
        ])
        #expect(moveThenDelete.strokes.map(\.device) == [.finger])
        // The bottom half deleted first, then stroke 0 moved down: it stays.
        let deleteThenMove = try edited([
            "--select-rect", Self.bottomHalf, "--delete", "--select-rect", Self.topLeft, "--move", "0,150",
        ])
        #expect(deleteThenMove.strokes.map(\.device) == [.pen, .finger])
        #expect(same(deleteThenMove.strokes[0].pathBounds, Rect(x: 20, y: 200, width: 100, height: 0)))
        // Moves add up; a selection's changes apply one after another.
        let twice = try edited(["--select-rect", Self.topLeft, "--move", "10,0", "--move", "0,10", "--color", "red"])
        #expect(same(twice.strokes[0].pathBounds, Rect(x: 30, y: 60, width: 100, height: 0)))
        #expect(twice.strokes[0].ink.color.description == "#ff0000")
    }

    /// The pixels darker than light grey in a region of a picture.
    func inked(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y { for column in x where image.pixel(x: column, y: row).red < 200 { count += 1 } }
        return count
    }

    @Test func aPNGShowsTheInkMoved() throws {
        let (result, folder) = try edit(["--select-rect", Self.topLeft, "--move", "0,200"], output: "moved.png")
        #expect(result.status == 0, "\(result.standardError)")
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("moved.png"))))
        #expect(image.width == 400 && image.height == 300)
        // Where stroke 0 was, nothing; where it went, its ink; stroke 3 still where it was.
        #expect(inked(image, x: 10..<130, y: 40..<60) == 0)
        #expect(inked(image, x: 30..<110, y: 245..<255) > 100)
        #expect(inked(image, x: 280..<300, y: 210..<230) > 20)
        // render's options for the picture apply, and edit's --scale still scales the selection.
        let (fitted, fittedFolder) = try edit(
            [
                "--select-rect", Self.topLeft, "--scale", "0.5", "--fit", "bounds", "--padding", "0", "--background",
                "none",
            ], output: "fitted.png")
        #expect(fitted.status == 0, "\(fitted.standardError)")
        let small = try RasterImage(
            png: [UInt8](try Data(contentsOf: fittedFolder.appendingPathComponent("fitted.png"))))
        #expect(small.pixel(x: 0, y: small.height - 1).alpha == 0)
        #expect(small.width < 400)
    }

    @Test(arguments: ["out.svg", "out.pdf", "out.events.json", "out.inkml", "out.excalidraw", "out.json"])
    func theOutputIsWrittenAsRenderOrConvertWouldByItsName(output: String) throws {
        let (result, folder) = try edit(["--select-rect", Self.bottomHalf, "--delete"], output: output)
        #expect(result.status == 0, "\(result.standardError)")
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(output)))
        switch (output as NSString).pathExtension {
        case "svg": #expect(String(decoding: bytes, as: UTF8.self).contains("<svg"))
        case "pdf": #expect(bytes.starts(with: Array("%PDF".utf8)))
        default: #expect(try EditSample.readAny(output, in: folder).strokes.count == 2)
        }
    }

    @Test func aRecordingIsEditedAsThePolicyRecordsIt() throws {
        let folder = try ToolRunner.temporaryFolder()
        let mixed = ToolRunner.strokes.appendingPathComponent("mixed-devices.events.json").path
        let result = try ToolRunner.run(
            [
                "edit", mixed, "--policy", "pen", "-o", "pen.drawing.json", "--select-rect", "0,0,800,600", "--move",
                "10,10",
            ], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let drawing = try EditSample.read("pen.drawing.json", in: folder)
        #expect(drawing.strokes.count == 5)
        #expect(drawing.strokes.allSatisfy { $0.device == .pen && $0.transform == .translation(x: 10, y: 10) })
    }

    @Test func standardOutputTakesTheFormatFromTo() throws {
        let folder = try ToolRunner.temporaryFolder()
        try EditSample.write(to: folder)
        let result = try ToolRunner.run(
            ["edit", EditSample.name, "-o", "-", "--to", "drawing", "--select-rect", Self.topLeft, "--delete"],
            in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try Drawing(decodingJSON: [UInt8](result.standardOutput)).strokes.count == 3)
        #expect(try ToolRunner.contents(of: folder) == [EditSample.name])
        // And a file whose name tells nothing.
        let named = try ToolRunner.run(
            ["edit", EditSample.name, "-o", "result", "--to", "inkml", "--select-rect", Self.topLeft, "--delete"],
            in: folder)
        #expect(named.status == 0, "\(named.standardError)")
        #expect(try EditSample.readAny("result", in: folder).strokes.count == 3)
    }

    @Test func anInputMayBeEditedInPlace() throws {
        let folder = try ToolRunner.temporaryFolder()
        try EditSample.write(to: folder)
        let result = try ToolRunner.run(
            ["edit", EditSample.name, "-o", EditSample.name, "--select-rect", Self.topLeft, "--delete"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try EditSample.read(EditSample.name, in: folder).strokes.count == 3)
        #expect(try ToolRunner.contents(of: folder) == [EditSample.name])
    }

    @Test func helpListsEveryEditAndSaysWhatCoverageZeroMeans() throws {
        let result = try ToolRunner.run(["edit", "--help"])
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "USAGE: scribble edit INPUT -o OUTPUT [--erase PATH [--eraser stroke|area] [--eraser-width N]]"))
        for option in [
            "--select-rect X,Y,W,H", "--select-lasso PATH", "--coverage F", "--move DX,DY", "--rotate DEG", "--scale K",
            "--color COLOR", "--delete", "--copy DX,DY", "--erase PATH", "--eraser stroke|area", "--eraser-width N",
            "--to FORMAT",
        ] {
            #expect(result.output.contains("\n  \(option) "), "\(option)")
        }
        #expect(result.output.contains("0 takes every stroke with any of its line inside"))
        #expect(try ToolRunner.run(["help", "edit"]).output == result.output)
    }
}
