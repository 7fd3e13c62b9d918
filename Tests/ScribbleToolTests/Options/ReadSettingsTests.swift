import Foundation
import Testing

/// The options that set the limits on what an input may hold.
@Suite struct ReadSettingsTests {
    static let sample = ToolRunner.strokes.appendingPathComponent("hello.drawing.json").path

    @Test(arguments: [
        (
            ["--max-file-size", "0"],
            "--max-file-size expects a size from 1 byte to 64G, as 1048576, 512K, 64M or 2G, got \"0\""
        ),
        (
            ["--max-file-size", "12X"],
            "--max-file-size expects a size from 1 byte to 64G, as 1048576, 512K, 64M or 2G, got \"12X\""
        ),
        (
            ["--max-file-size", "65G"],
            "--max-file-size expects a size from 1 byte to 64G, as 1048576, 512K, 64M or 2G, got \"65G\""
        ),
        (["--max-points", "-1"], "--max-points expects a whole number from 1 to 1000000000, got \"-1\""),
        (["--max-strokes", "1.5"], "--max-strokes expects a whole number from 1 to 100000000, got \"1.5\""),
        (["--max-depth", "many"], "--max-depth expects a whole number from 1 to 1000000, got \"many\""),
    ])
    func badLimitsAreUsageErrors(options: [String], message: String) throws {
        let result = try ToolRunner.run(["info", Self.sample] + options)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: \(message)\n"))
    }

    @Test(arguments: [("1K", 1024), ("2k", 2048), ("300", 300)])
    func sizesTakeAUnit(size: String, bytes: Int) throws {
        let result = try ToolRunner.run(["info", Self.sample, "--max-file-size", size])
        let fileSize = try #require(try FileManager.default.attributesOfItem(atPath: Self.sample)[.size] as? Int)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "scribble: error: \(Self.sample): the file is \(fileSize) bytes, more than the limit of \(bytes); --max-file-size raises it\n"
        )
    }

    @Test func aRaisedLimitLetsTheInputThrough() throws {
        let refused = try ToolRunner.run(["info", Self.sample, "--max-points", "3"])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("more than 3 points, the limit; --max-points raises it"))
        let read = try ToolRunner.run(["info", Self.sample, "--max-points", "100000"])
        #expect(read.status == 0, "\(read.standardError)")
    }

    @Test func standardInputIsReadNoFurtherThanTheLimit() throws {
        let big =
            Data(String(repeating: " ", count: 5000).utf8) + (try Data(contentsOf: URL(fileURLWithPath: Self.sample)))
        let result = try ToolRunner.run(
            ["info", "-", "--from", "scribble-drawing", "--max-file-size", "4K"], input: big)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "scribble: error: <stdin>: standard input holds more than 4096 bytes, the limit; --max-file-size raises it\n"
        )
    }
}
