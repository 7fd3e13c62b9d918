import Foundation
import ScribbleTestSupport
import Testing

/// Every shell block of the README, of `docs/*.md` and of `examples/README.md`, run as written.
///
/// The rules the pages keep, so that a reader can copy any block into a shell at the root of a
/// fresh clone, with `scribble` installed, and have it work:
///
/// - Each block runs on its own, in a fresh temporary folder holding a copy of the repository's
///   files (those `git ls-files --cached --others --exclude-standard` lists: a fresh clone of the
///   working tree), under `bash -e -o pipefail`, so that every line of it must succeed; it passes
///   when it exits 0 within two minutes.
/// - The tool is `scribble` (and `scribble-serve`), as installed: the built tool this test runs
///   with (the debug build, `swift build --show-bin-path`) is first on `PATH`, and a block that
///   runs may not name `.build/`. Building the release tool is for the README's Install section,
///   whose blocks are skipped.
/// - `HOME` is a folder of the block's own and `SCRIBBLE_STORE` an empty card store in it.
/// - A block that needs what a test cannot have (a Dask cluster, a browser, the network, root
///   or `apt-get`, the long build-and-run commands of the README) carries
///   `<!-- doc-test: skip (REASON) -->` on the line before its fence, and is listed as skipped
///   with that reason. A script that a later block runs is saved by `<!-- doc-test: file NAME -->`
///   (see ``DocumentationBlocks``).
///
/// The test prints which blocks ran, how long each took, and which were skipped and why.
@Suite(
    "Documentation's shell blocks",
    .enabled(if: !SanitizerRun.isActive, "runs the tool as processes, which the other suites check under the sanitizer")
)
struct DocumentationBlockTests {
    static let root = ToolRunner.repositoryRoot

    @Test("every shell block of the README and docs/ runs from a fresh clone")
    func everyBlockRuns() throws {
        let scratch = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let template = scratch.appendingPathComponent("repository")
        try Self.copyRepository(to: template)
        let bin = try Self.toolFolder(in: scratch)

        var ran: [String] = []
        var skipped: [String] = []
        var number = 0
        for page in try DocumentationBlocks.pages(in: Self.root) {
            var saved: [(name: String, text: String)] = []
            for block in try DocumentationBlocks.blocks(of: page, in: Self.root) {
                if case .unknown(let text) = block.directive {
                    Issue.record("\(block.place): a doc-test comment the test does not know: \(text)")
                    continue
                }
                if case .file(let name) = block.directive {
                    saved.append((name, block.lines.joined(separator: "\n") + "\n"))
                    continue
                }
                guard block.isShell else { continue }
                if case .skip(let reason) = block.directive {
                    skipped.append("\(block.place) (\(reason))")
                    continue
                }
                #expect(
                    !block.script.contains(".build/"),
                    "\(block.place): a block runs `scribble` from PATH, not from .build/")
                number += 1
                let folder = scratch.appendingPathComponent("block-\(number)")
                let clone = folder.appendingPathComponent("repository")
                try Self.copy(template, to: clone)
                for file in saved {
                    try Data(file.text.utf8).write(to: clone.appendingPathComponent(file.name))
                }
                let started = ContinuousClock.now
                let run = try Self.run(block.script, in: clone, home: folder.appendingPathComponent("home"), bin: bin)
                let seconds = (ContinuousClock.now - started) / .seconds(1)
                #expect(run.status == 0, "\(block.place) exited \(run.status):\n\(block.script)\n\(run.output)")
                ran.append(String(format: "%@ (%.1f s)", block.place, seconds))
                try? FileManager.default.removeItem(at: folder)
            }
        }
        print("Documentation blocks run (\(ran.count)):\n  " + ran.joined(separator: "\n  "))
        print("Documentation blocks skipped (\(skipped.count)):\n  " + skipped.joined(separator: "\n  "))
        // The README's tour and the pages' examples are there to be run: losing them is a failure.
        #expect(ran.contains { $0.hasPrefix("README.md:") }, "the README's tour runs")
        #expect(ran.count >= 8, "\(ran)")
        #expect(
            skipped.contains { $0.hasPrefix("README.md:") && $0.contains("apt-get") },
            "the README's two commands are kept")
    }

    @Test("a skip needs its reason, and an unknown comment is not taken for one")
    func directives() {
        #expect(
            DocumentationBlocks.directive(in: "<!-- doc-test: skip (needs a Dask cluster) -->")
                == .skip(reason: "needs a Dask cluster"))
        #expect(DocumentationBlocks.directive(in: "<!-- doc-test: skip () -->") == .unknown("skip ()"))
        #expect(DocumentationBlocks.directive(in: "<!-- doc-test: file reader.py -->") == .file(name: "reader.py"))
        #expect(DocumentationBlocks.directive(in: "<!-- doc-test: skip -->") == .unknown("skip"))
        #expect(DocumentationBlocks.directive(in: "<!-- a comment -->") == nil)
    }

    @Test("a console block runs its commands, not the output shown under them")
    func consoleBlocks() {
        let block = DocumentationBlocks.Block(
            page: "x.md", line: 1, language: "console", lines: ["$ scribble --version", "0.2.0", "$ echo done"],
            directive: nil)
        #expect(block.isShell)
        #expect(block.script == "scribble --version\necho done\n")
        let python = DocumentationBlocks.Block(
            page: "x.md", line: 1, language: "python", lines: ["print(1)"], directive: nil)
        #expect(!python.isShell)
    }

    /// Copies the files git would clone from the working tree (committed or not, less what
    /// `.gitignore` leaves out) into `destination`, through `tar` (far faster than a file at a time).
    static func copyRepository(to destination: URL) throws {
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        // `--ignore-failed-read`: a file deleted but not yet committed is listed, and is not there.
        let pipeline =
            "git ls-files --cached --others --exclude-standard -z | tar --null --ignore-failed-read -T - -cf - | tar -xf - -C \"$1\""
        _ = try CommandOutput.of(["bash", "-e", "-o", "pipefail", "-c", pipeline, "copy", destination.path], in: root)
    }

    /// A folder holding the built `scribble` and `scribble-serve` alone, for the front of `PATH`.
    static func toolFolder(in scratch: URL) throws -> URL {
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let built = ToolRunner.executable.deletingLastPathComponent()
        for name in ["scribble", "scribble-serve"] {
            let tool = built.appendingPathComponent(name)
            #expect(FileManager.default.isExecutableFile(atPath: tool.path), "\(name) is built beside the tests")
            try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent(name), withDestinationURL: tool)
        }
        return bin
    }

    /// A copy of a folder, as `cp -a` makes it (faster than a file at a time).
    static func copy(_ source: URL, to destination: URL) throws {
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try CommandOutput.of(["cp", "-a", source.path, destination.path])
    }

    /// Runs a block's script under `bash -e -o pipefail`, killed after two minutes; gives its
    /// exit status and the last of what it printed.
    static func run(_ script: String, in folder: URL, home: URL, bin: URL) throws -> (status: Int32, output: String) {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let log = home.deletingLastPathComponent().appendingPathComponent("output")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["--signal=KILL", "120", "/bin/bash", "-e", "-o", "pipefail", "-c", script]
        process.currentDirectoryURL = folder
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = ToolRunner.isolatedEnvironment(
            home: home.path, ["PATH": path, "SCRIBBLE_STORE": home.appendingPathComponent("store").path])
        process.standardInput = FileHandle.nullDevice
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return (process.terminationStatus, String(output.suffix(4000)))
    }
}
