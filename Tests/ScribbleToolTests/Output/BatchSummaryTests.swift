import Foundation
import Testing

extension ToolRunner.Result {
    /// Standard error with the seconds of a batch's summary written `in … s`, so that a test can
    /// compare the whole line.
    var untimedStandardError: String { Self.untimed(standardError) }

    /// A text with every `in 12.3 s` written `in … s`.
    static func untimed(_ text: String) -> String {
        text.replacing(/in \d+\.\d s/, with: "in … s")
    }
}

/// A batch ends with one summary line (what, how many, where, how long, how many failed) when
/// something failed, on a terminal, or with `--verbose`; a pipe hears nothing else.
@Suite struct BatchSummaryTests {
    func zigzags(count: Int, broken: Set<Int> = []) throws -> URL {
        let folder = try ToolRunner.temporaryFolder()
        try Data(InterchangeSamples.quickDrawNDJSON(count: count, broken: broken).utf8).write(
            to: folder.appendingPathComponent("zigzags.ndjson"))
        return folder
    }

    @Test func aGoodBatchIsSilentInAPipeAndSummedUpWithVerbose() throws {
        let folder = try zigzags(count: 5)
        let quiet = try ToolRunner.run(["render", "zigzags.ndjson", "-o", "quiet/", "--size", "32x32"], in: folder)
        #expect(quiet.status == 0)
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
        let told = try ToolRunner.run(
            ["render", "zigzags.ndjson", "-o", "told/", "--size", "32x32", "--verbose"], in: folder)
        #expect(told.status == 0)
        #expect(told.untimedStandardError == "rendered 5 drawings into told/ in … s\n")
        let archived = try ToolRunner.run(
            ["render", "zigzags.ndjson", "-o", "zigzags.tar", "--size", "32x32", "--verbose"], in: folder)
        #expect(archived.status == 0)
        #expect(archived.untimedStandardError == "rendered 5 drawings into zigzags.tar in … s\n")
    }

    /// On a terminal (a pseudo-terminal made by util-linux's `script`) the line comes unasked,
    /// after the progress bar.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script"))
    func aGoodBatchIsSummedUpOnATerminal() throws {
        let folder = try zigzags(count: 5)
        let command = "\(ToolRunner.executable.path) render zigzags.ndjson -o tty/ --size 32x32"
        let result = try ToolRunner.run(
            ["-qec", command, "/dev/null"], in: folder, tool: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(result.status == 0, "\(result.output)")
        let screen = ToolRunner.Result.untimed(result.output)
        #expect(screen.contains("rendered 5 drawings into tty/ in … s"), "\(screen.debugDescription)")
        #expect(try ToolRunner.contents(of: folder.appendingPathComponent("tty")).count == 5)
    }

    @Test func aFailingBatchSaysTheSameLineWithItsFailures() throws {
        let folder = try zigzags(count: 5, broken: [2])
        let result = try ToolRunner.run(["render", "zigzags.ndjson", "-o", "out/", "--size", "32x32"], in: folder)
        #expect(result.status == 1)
        let lines = result.untimedStandardError.split(separator: "\n")
        #expect(lines.count == 2, "the failure and the summary: \(result.standardError)")
        #expect(lines.last == "rendered 4 of 5 drawings into out/ in … s; 1 failed")
    }

    @Test func convertTakesVerboseToo() throws {
        let folder = try zigzags(count: 3)
        let quiet = try ToolRunner.run(["convert", "zigzags.ndjson", "-o", "quiet/", "--to", "inkml"], in: folder)
        #expect(quiet.status == 0)
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
        let told = try ToolRunner.run(
            ["convert", "zigzags.ndjson", "-o", "told/", "--to", "inkml", "--verbose"], in: folder)
        #expect(told.status == 0)
        #expect(told.untimedStandardError == "converted 3 drawings into told/ in … s\n")
    }

    @Test func thePagesOfOnePDFEndWithTheSameLine() throws {
        let folder = try ToolRunner.temporaryFolder()
        let inputs = ["hello.drawing.json", "tap.events.json"].map {
            ToolRunner.strokes.appendingPathComponent($0).path
        }
        let quiet = try ToolRunner.run(["render"] + inputs + ["-o", "quiet.pdf"], in: folder)
        #expect(quiet.status == 0)
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
        let told = try ToolRunner.run(["render"] + inputs + ["-o", "told.pdf", "--verbose"], in: folder)
        #expect(told.status == 0)
        #expect(told.untimedStandardError == "rendered 2 inputs into told.pdf in … s\n")
    }
}
