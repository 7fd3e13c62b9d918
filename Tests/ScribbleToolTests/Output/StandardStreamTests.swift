import Foundation
import ScribbleCairo
import Testing

/// What `render` and `replay` say about standard input and do with standard output: an empty
/// input, a picture piped in, several drawings for one stream, and a terminal that would be
/// sent binary.
@Suite struct StandardStreamTests {
    @Test func anEmptyStandardInputSaysSo() throws {
        let result = try ToolRunner.run(["render", "-", "-o", "-"])
        #expect(result.status == 1)
        #expect(result.standardError == "scribble: error: <stdin>: standard input is empty\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aPNGPipedInSaysItIsAPNGImage() throws {
        let png = try Data(contentsOf: ToolRunner.strokes.appendingPathComponent("tap.events.json"))
        let picture = try ToolRunner.run(["render", "-", "-o", "-"], input: png)
        #expect(picture.status == 0)
        let result = try ToolRunner.run(["render", "-", "-o", "-"], input: picture.standardOutput)
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix("scribble: error: <stdin>: is a PNG image, not a drawing;"),
            "\(result.standardError)")
        let folder = try ToolRunner.temporaryFolder()
        try picture.standardOutput.write(to: folder.appendingPathComponent("tap.png"))
        let named = try ToolRunner.run(["replay", "tap.png", "-o", "again.png"], in: folder)
        #expect(named.status == 1)
        #expect(named.standardError.contains("tap.png: is a PNG image"), "\(named.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["tap.png"])
    }

    @Test(arguments: [["-o", "-"], []])
    func severalDrawingsForStandardOutputAreOneUsageError(output: [String]) throws {
        let records = Data(InterchangeSamples.quickDrawNDJSON(count: 50).utf8)
        let result = try ToolRunner.run(["render", "-"] + output, input: records)
        #expect(result.status == 2)
        let errors = result.standardError.components(separatedBy: "scribble: error:").count - 1
        #expect(errors == 1, "\(result.standardError)")
        // Records stream from standard input as from a file: how many there are is not known before they are read.
        #expect(result.standardError.contains("standard input holds several drawings"), "\(result.standardError)")
        #expect(result.standardError.contains("which cannot all go to standard output; give -o a folder"))
        #expect(result.standardOutput.isEmpty)
    }

    /// A C function of the C library, looked up by name: the pseudo-terminal calls are not in
    /// the Glibc module Swift imports.
    func cFunction<T>(_ name: String, as type: T.Type) throws -> T {
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), name), "\(name) is in the C library")
        return unsafeBitCast(symbol, to: type)
    }

    /// Runs the tool with its standard output on a new pseudo-terminal.
    func runOnTerminal(_ arguments: [String], input: Data) throws -> (status: Int32, error: String) {
        let openTerminal = try cFunction("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        let grant = try cFunction("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        let unlock = try cFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let name = try cFunction("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        let primary = openTerminal(O_RDWR | O_NOCTTY)
        try #require(primary >= 0)
        defer { close(primary) }
        try #require(grant(primary) == 0 && unlock(primary) == 0)
        let path = try #require(name(primary).map { String(cString: $0) })
        let terminal = try #require(FileHandle(forWritingAtPath: path))
        let folder = try ToolRunner.temporaryFolder()
        let inputFile = folder.appendingPathComponent("stdin")
        let errorFile = folder.appendingPathComponent("stderr")
        try input.write(to: inputFile)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = ToolRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = terminal
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        try terminal.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

    @Test(arguments: [["render", "-"], ["render", "-", "-o", "-", "--format", "pdf"], ["replay", "-", "-o", "-"]])
    func binaryIsNotWrittenToATerminal(arguments: [String]) throws {
        let recording = try Data(contentsOf: ToolRunner.strokes.appendingPathComponent("tap.events.json"))
        let result = try runOnTerminal(arguments, input: recording)
        #expect(result.status == 2)
        #expect(result.error.contains("to a terminal; give -o FILE, or redirect standard output"), "\(result.error)")
    }

    @Test func anSVGMayGoToATerminal() throws {
        let recording = try Data(contentsOf: ToolRunner.strokes.appendingPathComponent("tap.events.json"))
        let result = try runOnTerminal(["render", "-", "--format", "svg"], input: recording)
        #expect(result.status == 0, "\(result.error)")
    }
}
