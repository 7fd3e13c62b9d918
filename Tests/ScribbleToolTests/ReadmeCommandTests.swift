import Foundation
import Testing

/// The README's command examples, taken from the README itself and run as written (but for the
/// build, which the tests have done), so that they can never drift from the tool: each must exit
/// 0 and write what its `-o` names.
@Suite struct ReadmeCommandTests {
    /// The lines of the README's block of tool examples: the first shell block that runs
    /// `.build/release/scribble`, without its comments and its build line.
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: ToolRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block); current = nil } else { current = [] }
            } else if current != nil {
                current?.append(String(line))
            }
        }
        let examples = try #require(blocks.first { $0.contains { $0.contains(".build/release/scribble ") } })
        return examples.compactMap { line in
            let command = line.split(separator: "#", maxSplits: 1).first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
            return command.isEmpty || command.hasPrefix("swift build") || command.hasPrefix("tools/build-release") ? nil : command
        }
    }

    /// A folder laid out as the examples expect: the samples, and the files they name that are
    /// not samples (a Quick, Draw! file, a folder of drawings, an Excalidraw library, a notebook).
    static func workspace() throws -> URL {
        let folder = try ToolRunner.temporaryFolder()
        try FileManager.default.copyItem(at: ToolRunner.strokes, to: folder.appendingPathComponent("Strokes"))
        _ = try InterchangeSamples.quickDraw.write(to: folder, as: "full_raw_cat.ndjson")
        _ = try InterchangeSamples.quickDraw.write(to: folder, as: "trains.ndjson")
        _ = try InterchangeSamples.notebook.write(to: folder, as: "notes.xopp")
        let drawings = folder.appendingPathComponent("drawings/more")
        try FileManager.default.createDirectory(at: drawings, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ToolRunner.strokes.appendingPathComponent("hello.drawing.json"), to: drawings.appendingPathComponent("hello.drawing.json"))
        let element = #"{"type": "freedraw", "x": 0, "y": 0, "points": [[0, 0], [20, 10], [40, 0]], "simulatePressure": true}"#
        let library = """
            {"type": "excalidrawlib", "version": 2, "libraryItems": [
              {"name": "Heart", "elements": [\(element)]}, {"name": "Star", "elements": [\(element)]}]}
            """
        try Data(library.utf8).write(to: folder.appendingPathComponent("library.excalidrawlib"))
        return folder
    }

    @Test func theREADMEsExamplesRunAsWritten() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 15, "\(commands)")
        let folder = try Self.workspace()
        let store = folder.appendingPathComponent("store").path
        for command in commands {
            let line = command.replacingOccurrences(of: ".build/release/scribble", with: "'\(ToolRunner.executable.path)'")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", line]
            process.currentDirectoryURL = folder
            process.environment = ToolRunner.isolatedEnvironment(home: folder.appendingPathComponent("home").path, ["SCRIBBLE_STORE": store])
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(command)\n\(message)")
            // What -o names (or what the shell is told to write) is there afterwards.
            let words = command.split(separator: " ").map(String.init)
            let written = words.firstIndex(of: "-o").map { words[$0 + 1] }.flatMap { $0 == "-" ? nil : $0 }
                ?? words.firstIndex(of: ">").map { words[$0 + 1] }
            if let written {
                // A file of several drawings into one name gives a file each, `<stem>-<name>.<ext>`.
                let url = folder.appendingPathComponent(written)
                let stem = url.deletingPathExtension().lastPathComponent, ext = url.pathExtension
                let siblings = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
                let each = siblings.contains { $0.hasPrefix(stem + "-") && $0.hasSuffix("." + ext) }
                #expect(FileManager.default.fileExists(atPath: url.path) || each, "\(command) wrote no \(written)")
            }
        }
    }
}
