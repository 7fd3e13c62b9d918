import Foundation
import Scribble
import ScribbleCairo
import ScribbleFiles
import ScribbleKit
import Testing

@Suite struct ReplayCommandTests {
    static func sample(_ name: String) -> String { ToolRunner.strokes.appendingPathComponent(name).path }

    static func bytes(_ folder: URL, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// ⌈(last event − first event) × fps⌉ + 1, from the recording itself.
    static func expectedFrames(_ name: String, fps: Double) throws -> Int {
        guard case .events(let recording) = try ScribbleDocument(decoding: try AtomicFile.read(sample(name))) else {
            throw ToolFailure(message: "\(name) is not a recording")
        }
        let times = recording.events.map(\.t)
        return Int((((times.max() ?? 0) - (times.min() ?? 0)) * fps).rounded(.up)) + 1
    }

    struct ToolFailure: Error { var message: String }

    @Test func framesAreNumberedOnePerFrameAndTheLastIsTheRender() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--scale", "0.5", "--smoothing", "signature"]
        let replay = try ToolRunner.run(
            ["replay", Self.sample("signature.events.json"), "--frames", "frames", "--fps", "10", "-o", "final.png"]
                + options, in: folder)
        #expect(replay.status == 0, "\(replay.standardError)")
        let names = try ToolRunner.contents(of: folder.appendingPathComponent("frames"))
        let expected = try Self.expectedFrames("signature.events.json", fps: 10)
        #expect(names.count == expected)
        #expect(names.first == "frame-00001.png")
        #expect(names.last == String(format: "frame-%05d.png", expected))
        let render = try ToolRunner.run(
            ["render", Self.sample("signature.events.json"), "-o", "render.png"] + options, in: folder)
        #expect(render.status == 0)
        let rendered = try Self.bytes(folder, "render.png")
        #expect(try Self.bytes(folder.appendingPathComponent("frames"), names.last!) == rendered)
        #expect(try Self.bytes(folder, "final.png") == rendered)
        // Frames show the drawing growing: the first has less ink than the last.
        let first = try RasterImage(png: Self.bytes(folder.appendingPathComponent("frames"), names[0]))
        let last = try RasterImage(png: rendered)
        #expect(first.width == 400 && first.height == 150)
        #expect(first.pixels.filter { $0 < 128 }.count < last.pixels.filter { $0 < 128 }.count)
    }

    @Test func aNewReplayRemovesFramesLeftByALongerOne() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        for name in ["frame-00009.png", "frame-00010.png", "notes.txt", "frame-1.png"] {
            try Data("old".utf8).write(to: frames.appendingPathComponent(name))
        }
        let result = try ToolRunner.run(
            ["replay", Self.sample("tap.events.json"), "--frames", "frames", "--fps", "25"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        // 0.04 s at 25 a second: two frames.
        #expect(
            try ToolRunner.contents(of: frames) == ["frame-00001.png", "frame-00002.png", "frame-1.png", "notes.txt"])
    }

    @Test func theContactSheetIsOnePictureOfAFewFrames() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(
            ["replay", Self.sample("two-fingers.events.json"), "--contact-sheet", "sheet.png", "--scale", "0.25"],
            in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["sheet.png"])
        let sheet = try RasterImage(png: Self.bytes(folder, "sheet.png"))
        // 2.94 s at 30 a second is 90 frames: 24 cells of 200×150, 5 columns and 5 rows.
        #expect(sheet.width > 5 * 200 && sheet.width < 5 * 240)
        #expect(sheet.height > 5 * 150 && sheet.height < 5 * 200)
    }

    @Test func theFinishedDrawingIsWrittenAsRenderAndConvertWriteIt() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = Self.sample("mixed-devices.events.json")
        for output in ["final.svg", "final.drawing.json", "final.png"] {
            #expect(
                try ToolRunner.run(["replay", input, "--policy", "pen", "-o", output, "--tool", "marker"], in: folder)
                    .status == 0)
        }
        #expect(
            try ToolRunner.run(
                ["render", input, "--policy", "pen", "-o", "render.svg", "--tool", "marker"], in: folder
            ).status == 0)
        #expect(
            try ToolRunner.run(
                ["render", input, "--policy", "pen", "-o", "render.png", "--tool", "marker"], in: folder
            ).status == 0)
        #expect(
            try ToolRunner.run(
                ["convert", input, "--policy", "pen", "-o", "convert.drawing.json", "--tool", "marker"], in: folder
            ).status == 0)
        #expect(try Self.bytes(folder, "final.svg") == Self.bytes(folder, "render.svg"))
        #expect(try Self.bytes(folder, "final.png") == Self.bytes(folder, "render.png"))
        #expect(try Self.bytes(folder, "final.drawing.json") == Self.bytes(folder, "convert.drawing.json"))
    }

    @Test func animateWritesAnSVGThatDrawsItself() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(
            ["replay", Self.sample("signature.events.json"), "-o", "-", "--animate", "--format", "svg"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.contains("<animate attributeName=\"stroke-dashoffset\""))
        #expect(result.output.components(separatedBy: "<path ").count == 7)
        let drawing = try SVGDocumentReader().read(result.standardOutput, file: "animated.svg").drawing
        #expect(drawing.strokes.count == 6)
    }

    @Test(arguments: ["signature.svg", "hello.drawing.json", "sun-icon.svg"])
    func drawingsAndSVGFilesReplayByTheirPointsTimes(name: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(["replay", Self.sample(name), "--frames", "frames", "--fps", "4"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try ToolRunner.contents(of: folder.appendingPathComponent("frames"))
        #expect(names.count > 3)
        #expect(try ToolRunner.run(["render", Self.sample(name), "-o", "render.png"], in: folder).status == 0)
        #expect(
            try Self.bytes(folder.appendingPathComponent("frames"), names.last!) == Self.bytes(folder, "render.png"))
    }

    @Test func speedWaitsInRealTime() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = Date()
        // 2.94 s at 10 times: at least 0.29 s of waiting.
        let result = try ToolRunner.run(
            ["replay", Self.sample("two-fingers.events.json"), "--speed", "10", "-o", "final.png"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Date().timeIntervalSince(start) >= 0.29)
        let paced = try ToolRunner.run(
            ["replay", Self.sample("tap.events.json"), "--speed", "2", "--frames", "frames"], in: folder)
        #expect(paced.status == 0, "\(paced.standardError)")
        #expect(try ToolRunner.contents(of: folder.appendingPathComponent("frames")).count == 3)
    }

    @Test(arguments: [
        ["replay"],
        ["replay", "a.events.json", "b.events.json", "-o", "x.png"],
        ["replay", "INPUT"],
        ["replay", "INPUT", "-o", "x.png", "--animate"],
        ["replay", "INPUT", "-o", "x.drawing.json", "--animate"],
        ["replay", "INPUT", "-o", "x.png", "--fps", "30"],
        ["replay", "INPUT", "--frames", "frames", "--fps", "0"],
        ["replay", "INPUT", "--speed", "-1", "-o", "x.png"],
        ["replay", "INPUT", "--animate"],
        ["replay", "INPUT", "--frames", "file.txt"],
        ["replay", "INPUT", "-o", "x.svg", "--animate", "--svg-mode", "outlines"],
    ])
    func mistakesAreUsageErrors(arguments: [String]) throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("file.txt"))
        let input = Self.sample("tap.events.json")
        let result = try ToolRunner.run(arguments.map { $0 == "INPUT" ? input : $0 }, in: folder)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardError.hasPrefix("scribble: error: "))
        #expect(try ToolRunner.contents(of: folder) == ["file.txt"])
    }

    @Test func badInputIsReportedAndNothingIsWritten() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{ \"format\": \"scribble-events\", \"version\": 1, \"canvas\": 3 }".utf8).write(
            to: folder.appendingPathComponent("bad.events.json"))
        let result = try ToolRunner.run(
            ["replay", "bad.events.json", "-o", "out.png", "--contact-sheet", "sheet.png"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("bad.events.json:1:"))
        #expect(try ToolRunner.contents(of: folder) == ["bad.events.json"])
    }

    @Test func helpExplainsTheFrameRule() throws {
        let result = try ToolRunner.run(["replay", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("ceil(d x N) + 1 frames"))
        #expect(result.output.contains("--animate"))
        #expect(try ToolRunner.run(["--help"]).output.contains("replay"))
    }
}
