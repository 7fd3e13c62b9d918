import Foundation
import ScribbleCairo
import Testing

/// How `render` names and places its outputs: inputs that share a stem, folders named by a
/// trailing slash, standard input named as a file would be, extensions it does not write, and
/// several inputs into one file.
@Suite struct OutputNamingTests {
    /// Two copies of the samples that share the stem `signature` (a recording and an SVG), beside
    /// one that does not.
    func samplesSharingAStem(in folder: URL) throws -> URL {
        let inputs = folder.appendingPathComponent("Strokes")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        for name in ["signature.events.json", "signature.svg", "tap.events.json"] {
            try FileManager.default.copyItem(
                at: ToolRunner.strokes.appendingPathComponent(name), to: inputs.appendingPathComponent(name))
        }
        return inputs
    }

    @Test func inputsThatShareAStemAddTheirKindAndTheOthersKeepTheirStem() throws {
        let folder = try ToolRunner.temporaryFolder()
        _ = try samplesSharingAStem(in: folder)
        let result = try ToolRunner.run(["render", "Strokes/", "-o", "outdir/"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("outdir")) == [
                "signature.events.png", "signature.svg.png", "tap.png",
            ])
        // Each is its own input's picture, as rendering it alone gives it.
        let alone = try ToolRunner.run(["render", "Strokes/signature.svg", "-o", "alone.png"], in: folder)
        #expect(alone.status == 0)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("outdir/signature.svg.png"))
                == Data(contentsOf: folder.appendingPathComponent("alone.png")))
    }

    @Test func withoutOutputTheKindsAreAddedBesideTheInputs() throws {
        let folder = try ToolRunner.temporaryFolder()
        let inputs = try samplesSharingAStem(in: folder)
        let result = try ToolRunner.run(
            ["render", "Strokes/signature.events.json", "Strokes/signature.svg"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try ToolRunner.contents(of: inputs).filter { $0.hasSuffix(".png") } == [
                "signature.events.png", "signature.svg.png",
            ])
    }

    @Test func inputsOfOneNameFromTwoFoldersAreNumbered() throws {
        let folder = try ToolRunner.temporaryFolder()
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try InterchangeSamples.drawing.write(to: folder.appendingPathComponent(sub))
        }
        let result = try ToolRunner.run(
            ["render", "a/wave.drawing.json", "b/wave.drawing.json", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("out")) == [
                "wave.drawing-2.png", "wave.drawing.png",
            ])
    }

    @Test func aBatchThatWritesNothingLeavesNoFolderBehind() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data("{ \"format\": \"scribble-drawing\", \"version\": 7 }".utf8).write(
            to: folder.appendingPathComponent("bad.drawing.json"))
        try Data("{ \"format\": \"scribble-events\", \"version\": 9 }".utf8).write(
            to: folder.appendingPathComponent("worse.events.json"))
        let failed = try ToolRunner.run(
            ["render", "bad.drawing.json", "worse.events.json", "-o", "out/deeper/"], in: folder)
        #expect(failed.status == 1)
        let refused = try ToolRunner.run(
            ["render", "bad.drawing.json", "bad.drawing.json", "-o", "other/", "--jobs", "0"], in: folder)
        #expect(refused.status == 2)
        #expect(try ToolRunner.contents(of: folder) == ["bad.drawing.json", "worse.events.json"])
    }

    @Test func aTrailingSlashMakesAFolderForOneInput() throws {
        let folder = try ToolRunner.temporaryFolder()
        try InterchangeSamples.drawing.write(to: folder)
        let result = try ToolRunner.run(["render", "wave.drawing.json", "-o", "pictures/"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder.appendingPathComponent("pictures")) == ["wave.png"])
    }

    @Test(arguments: [["-o", "trains/"], ["-o", "trains"]])
    func standardInputOfSeveralDrawingsIsNamedAsAFileWouldBe(output: [String]) throws {
        let folder = try ToolRunner.temporaryFolder()
        let records = InterchangeSamples.quickDrawNDJSON(count: 12)
        try Data(records.utf8).write(to: folder.appendingPathComponent("trains.ndjson"))
        let piped = try ToolRunner.run(
            ["render", "-", "--size", "16x16"] + output, in: folder, input: Data(records.utf8))
        #expect(piped.status == 0, "\(piped.standardError)")
        let names = (1...12).map { String(format: "%02d", $0) }
        #expect(try ToolRunner.contents(of: folder) == ["trains", "trains.ndjson"])
        // A stream's length is not known before its end: its numbers are padded for a million.
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("trains"))
                == (1...12).map { String(format: "stdin-%06d.png", $0) })
        try FileManager.default.removeItem(at: folder.appendingPathComponent("trains"))

        let fromFile = try ToolRunner.run(["render", "trains.ndjson", "--size", "16x16"] + output, in: folder)
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("trains")) == names.map { "trains-\($0).png" })
        for name in names {
            let fromStandardInput = try ToolRunner.run(
                ["render", "-", "--size", "16x16", "--item", name, "-o", "-"], in: folder, input: Data(records.utf8))
            #expect(
                fromStandardInput.standardOutput
                    == (try Data(contentsOf: folder.appendingPathComponent("trains/trains-\(name).png"))),
                "record \(name)")
        }
    }

    @Test(arguments: ["a.jpg", "a.JPEG", "out/a.gif", "drawing.json"])
    func anExtensionScribbleDoesNotWriteIsRefused(output: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        let result = try ToolRunner.run(["render", input, "-o", output], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(output): Scribble does not write ."), "\(result.standardError)")
        #expect(result.standardError.contains("it writes .png, .svg, .pdf and .tar"))
        #expect(try ToolRunner.contents(of: folder) == ["wave.drawing.json"])
    }

    @Test(arguments: [("a.svg", "<svg"), ("a.pdf", "%PDF-"), ("a.PNG", "\u{89}PNG")])
    func theExtensionNamesTheFormatWritten(output: String, start: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        let result = try ToolRunner.run(["render", input, "-o", output], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let bytes = try Data(contentsOf: folder.appendingPathComponent(output))
        #expect(
            String(decoding: bytes.prefix(200), as: UTF8.self).contains(start)
                || bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && start.hasSuffix("PNG"))
    }

    @Test(arguments: ["both.png", "both.svg"])
    func severalInputsIntoOneFileOfOneDrawingAreRefused(output: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let one = try InterchangeSamples.drawing.write(to: folder)
        let two = try InterchangeSamples.svg.write(to: folder)
        let result = try ToolRunner.run(["render", one, two, "-o", output], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("several inputs cannot go into one"), "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["wave.drawing.json", "zigzag.svg"])
    }

    @Test func severalInputsAndAFolderGoIntoOnePDF() throws {
        let folder = try ToolRunner.temporaryFolder()
        let inputs = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        try InterchangeSamples.drawing.write(to: inputs)
        try InterchangeSamples.svg.write(to: inputs)
        let result = try ToolRunner.run(["render", "in", "-o", "both.pdf"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("both.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(
            text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count
                - 1 == 2)
    }
}
