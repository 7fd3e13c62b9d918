import Foundation
import ScribbleCairo
import Testing

/// `scribble render` over many drawings: files of several, folders, streams, in parallel.
@Suite struct BatchRenderTests {
    /// The box around the pixels darker than light grey, or `nil` when there are none.
    func inkBox(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).red < 200 {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    func image(at url: URL) throws -> RasterImage {
        try RasterImage(png: [UInt8](try Data(contentsOf: url)))
    }

    @Test func aLibraryOfThreeItemsGivesThreePNGsNamedByItemSafeAndUnique() throws {
        let folder = try ToolRunner.temporaryFolder()
        let library = try InterchangeSamples.library.write(to: folder)
        let result = try ToolRunner.run(["render", library, "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let out = folder.appendingPathComponent("out")
        // "Heart" twice, and "../Star ☆" with its path and its star made safe.
        #expect(try ToolRunner.contents(of: out) == ["shapes-Heart-2.png", "shapes-Heart.png", "shapes-Star.png"])
        for name in try ToolRunner.contents(of: out) {
            #expect(inkBox(try image(at: out.appendingPathComponent(name))) != nil, "\(name) has ink")
        }
    }

    @Test func withoutOutputTheItemsGoBesideTheFile() throws {
        let folder = try ToolRunner.temporaryFolder()
        try InterchangeSamples.tldraw.write(to: folder)
        let result = try ToolRunner.run(["render", "board.tldr"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["board-Page_1.png", "board-Sketches.png", "board.tldr"])
    }

    @Test func anNDJSONWithBrokenLinesRendersTheRestNamesTheLinesAndExitsOne() throws {
        let folder = try ToolRunner.temporaryFolder()
        let broken: Set<Int> = [17, 80, 150]
        try Data(InterchangeSamples.quickDrawNDJSON(count: 200, broken: broken).utf8)
            .write(to: folder.appendingPathComponent("zigzags.ndjson"))
        let result = try ToolRunner.run(["render", "zigzags.ndjson", "-o", "out", "--size", "32x32"], in: folder)
        #expect(result.status == 1)
        let names = try ToolRunner.contents(of: folder.appendingPathComponent("out"))
        #expect(names.count == 197)
        let expected = Set((1...200).filter { !broken.contains($0) }.map { String(format: "zigzags-%03d.png", $0) })
        #expect(Set(names) == expected)
        for line in broken.sorted() {
            #expect(result.standardError.contains("scribble: error: zigzags.ndjson:\(line):"), "line \(line) is named")
        }
        #expect(result.untimedStandardError.hasSuffix("rendered 197 of 200 drawings into out in … s; 3 failed\n"))
        // Quiet in a pipe: no progress bar.
        #expect(!result.standardError.contains("\r"))
    }

    @Test func eachFailureIsPrintedOnceInOrderAndTheSummaryCountsThem() throws {
        let folder = try ToolRunner.temporaryFolder()
        let broken = Set([3, 5, 7, 9, 11, 13, 15, 17])
        try Data(InterchangeSamples.quickDrawNDJSON(count: 20, broken: broken).utf8).write(
            to: folder.appendingPathComponent("z.ndjson"))
        let result = try ToolRunner.run(
            ["render", "z.ndjson", "-o", "out", "--size", "16x16", "--jobs", "3"], in: folder)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == broken.count + 1, "one line a failure and the summary:\n\(result.standardError)")
        let prefix = "scribble: error: z.ndjson:"
        let failedLines = lines.dropLast().compactMap { line in
            line.hasPrefix(prefix) ? line.dropFirst(prefix.count).split(separator: ":").first.flatMap { Int($0) } : nil
        }
        #expect(failedLines.sorted() == broken.sorted(), "each failure once, named by its line")
        #expect(lines.last.map(ToolRunner.Result.untimed) == "rendered 12 of 20 drawings into out in … s; 8 failed")
    }

    @Test func oneJobAndTwoJobsWriteTheSameBytes() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data(InterchangeSamples.quickDrawNDJSON(count: 40, broken: [7]).utf8).write(
            to: folder.appendingPathComponent("z.ndjson"))
        try InterchangeSamples.library.write(to: folder)
        var outputs: [[String: Data]] = []
        for jobs in ["1", "2", "5"] {
            let out = "out-\(jobs)"
            let result = try ToolRunner.run(
                ["render", "z.ndjson", "shapes.excalidrawlib", "-o", out, "--jobs", jobs], in: folder)
            #expect(result.status == 1)
            var files: [String: Data] = [:]
            for name in try ToolRunner.contents(of: folder.appendingPathComponent(out)) {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(out).appendingPathComponent(name))
            }
            #expect(files.count == 39 + 3)
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
    }

    @Test func sizeFitsEachDrawingCentredIntoAFixedFrame() throws {
        let folder = try ToolRunner.temporaryFolder()
        // Wide ink (a zigzag 160 across, 80 down) and tall ink, far from the origin.
        try Data(InterchangeSamples.drawing.text.utf8).write(to: folder.appendingPathComponent("wide.drawing.json"))
        try Data(
            """
            { "format": "scribble-drawing", "version": 1, "canvas": { "width": 2000, "height": 2000 },
              "strokes": [ { "ink": { "tool": "monoline", "color": "#000000", "width": 6 },
                "points": [[1500, 300], [1520, 700], [1500, 1100]] } ] }
            """.utf8
        ).write(to: folder.appendingPathComponent("tall.drawing.json"))
        let result = try ToolRunner.run(
            ["render", "wide.drawing.json", "tall.drawing.json", "-o", "out", "--size", "64x64"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        for name in ["wide", "tall"] {
            let picture = try image(at: folder.appendingPathComponent("out/\(name).png"))
            #expect(picture.width == 64 && picture.height == 64)
            let box = try #require(inkBox(picture))
            // Centred: the space left and right (and above and below) differ by at most a pixel.
            #expect(abs(box.minX - (63 - box.maxX)) <= 1, "\(name): \(box)")
            #expect(abs(box.minY - (63 - box.maxY)) <= 1, "\(name): \(box)")
            // Fitted: the longer side reaches the 2-pixel margin.
            let spans = (box.maxX - box.minX + 1, box.maxY - box.minY + 1)
            #expect(max(spans.0, spans.1) >= 58, "\(name): \(box)")
        }
        let wide = try #require(inkBox(try image(at: folder.appendingPathComponent("out/wide.png"))))
        #expect(wide.maxY - wide.minY < wide.maxX - wide.minX)  // the aspect is kept
    }

    @Test(arguments: [
        (["-o", "out.png", "--size", "64"], ""),
        (["-o", "out.png", "--size", "0x10"], "--size expects WIDTHxHEIGHT in pixels"),
        (["-o", "out.png", "--size", "big"], "--size expects WIDTHxHEIGHT in pixels"),
        (
            ["-o", "out.png", "--size", "64x64", "--scale", "2"],
            "--size sets the scale of each drawing; leave out --scale"
        ),
        (["-o", "out.svg", "--size", "64x64"], "--size applies to PNG and PDF output"),
        (["-o", "out.png", "--size", "8x8", "--padding", "4"], "--padding 4 leaves no room for ink in 8×8 pixels"),
        (["-o", "out.png", "--jobs", "0"], "--jobs expects a whole number from 1 to 256"),
        (["-o", "out.png", "--from", "paint"], "--from must be one of scribble-events, scribble-drawing, svg, inkml"),
    ])
    func batchOptionsAreChecked(extra: [String], message: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        let result = try ToolRunner.run(["render", input] + extra, in: folder)
        if message.isEmpty {
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try image(at: folder.appendingPathComponent("out.png")).width == 64)
        } else {
            #expect(result.status == 2)
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
    }

    @Test func aFolderStandsForTheFilesInItThatScribbleReads() throws {
        let folder = try ToolRunner.temporaryFolder()
        let inputs = folder.appendingPathComponent("in")
        let deeper = inputs.appendingPathComponent("more")
        try FileManager.default.createDirectory(at: deeper, withIntermediateDirectories: true)
        try InterchangeSamples.drawing.write(to: inputs)
        try InterchangeSamples.svg.write(to: inputs)
        try InterchangeSamples.inkML.write(to: deeper)
        try Data("not a drawing".utf8).write(to: inputs.appendingPathComponent("notes.txt"))
        try Data("{}".utf8).write(to: inputs.appendingPathComponent(".hidden.drawing.json"))

        let flat = try ToolRunner.run(["render", "in", "-o", "flat"], in: folder)
        #expect(flat.status == 0, "\(flat.standardError)")
        #expect(try ToolRunner.contents(of: folder.appendingPathComponent("flat")) == ["wave.png", "zigzag.png"])

        let deep = try ToolRunner.run(["render", "in", "--recursive", "-o", "deep"], in: folder)
        #expect(deep.status == 0, "\(deep.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("deep")) == ["more", "wave.png", "zigzag.png"])
        #expect(try ToolRunner.contents(of: folder.appendingPathComponent("deep/more")) == ["letter.png"])
    }

    @Test func aBadFileInAFolderIsReportedAndTheOthersRender() throws {
        let folder = try ToolRunner.temporaryFolder()
        try InterchangeSamples.drawing.write(to: folder)
        try Data("{ \"format\": \"scribble-drawing\", \"version\": 7 }".utf8).write(
            to: folder.appendingPathComponent("bad.drawing.json"))
        let out = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["render", folder.path, "-o", out.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("bad.drawing.json:1:"))
        #expect(result.untimedStandardError.contains("rendered 1 of 2 drawings into \(out.path) in … s; 1 failed"))
        #expect(try ToolRunner.contents(of: out) == ["wave.png"])
    }

    @Test func quickDrawRecordsStreamFromStandardInput() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = Data(InterchangeSamples.quickDrawNDJSON(count: 5, broken: [2]).utf8)
        let result = try ToolRunner.run(
            ["render", "-", "--from", "quickdraw-ndjson", "-o", "out", "--size", "16x16"], in: folder, input: input)
        #expect(result.status == 1)
        #expect(result.standardError.contains("<stdin>:2:"))
        // A stream's length is not known before its end: its numbers are padded for a million.
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("out")) == [
                "stdin-000001.png", "stdin-000003.png", "stdin-000004.png", "stdin-000005.png",
            ])

        let toStandardOutput = try ToolRunner.run(["render", "-", "--from", "quickdraw"], in: folder, input: input)
        #expect(toStandardOutput.status == 2)
        #expect(toStandardOutput.standardError.contains("cannot all go to standard output; give -o a folder"))
    }

    @Test func aSingleDrawingStillGoesToStandardOutput() throws {
        let input = Data(InterchangeSamples.inkML.text.utf8)
        let result = try ToolRunner.run(["render", "-", "-o", "-"], input: input)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try RasterImage(png: [UInt8](result.standardOutput)).width > 0)
    }
}
