import Foundation
import Scribble
import ScribbleTestSupport
import Testing

/// The README's embedding example, taken from the README itself, built as a package of its own
/// that depends on this one, and run on the samples and on the example files of several drawings:
/// so the README can never drift from the API.
@Suite("The README's embedding example")
struct ReadmeExampleTests {
    /// The example: the README's first Swift block under "## Library" that reads its arguments.
    static func example() throws -> String {
        let readme = try String(
            contentsOf: TestFiles.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let library = try #require(readme.range(of: "\n## Library\n"), "the README has a Library section")
        var rest = readme[library.upperBound...]
        while let start = rest.range(of: "```swift\n") {
            guard let end = rest[start.upperBound...].range(of: "\n```") else { break }
            let block = String(rest[start.upperBound..<end.lowerBound])
            if block.contains("CommandLine.arguments") { return block + "\n" }
            rest = rest[end.upperBound...]
        }
        throw ExampleMissing()
    }

    private struct ExampleMissing: Error {}

    /// Builds the example as another package would: depending on Scribble by version, through
    /// a git repository of the working tree tagged with ``ScribbleVersion/current``
    /// (`.package(url: "file://…", from: VERSION)`), which SwiftPM refuses to build when a target
    /// of the product carries unsafe build flags. Gives the example's path.
    static func build() throws -> String {
        let root = TestFiles.repositoryRoot
        let folder = root.appendingPathComponent(".build/readme-example")
        let clone = folder.appendingPathComponent("scribble")
        let package = folder.appendingPathComponent("package")
        let scratch = folder.appendingPathComponent("build").path
        let version = ScribbleVersion.current
        // A tag names one commit for good: when the working tree has changed since the clone was
        // tagged, the clone, and the build that resolved it, are made anew.
        let contents = try Self.trackedContents(of: root)
        let stamp = folder.appendingPathComponent("contents")
        if (try? String(contentsOf: stamp, encoding: .utf8)) != contents {
            try? FileManager.default.removeItem(at: folder)
            try Self.makeTaggedClone(of: root, at: clone, version: version)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: stamp)
        }
        let sources = package.appendingPathComponent("Sources/topng")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "topng",
                dependencies: [.package(url: \(String(reflecting: clone.absoluteString)), from: \(String(reflecting: version)))],
                targets: [.executableTarget(name: "topng", dependencies: [.product(name: "Scribble", package: "scribble")])]
            )

            """
        try replace(package.appendingPathComponent("Package.swift"), with: manifest)
        try replace(sources.appendingPathComponent("main.swift"), with: try example())
        let run = try Self.run([
            "swift", "build", "--package-path", package.path, "--scratch-path", scratch, "--product", "topng",
        ])
        #expect(run.status == 0, "the example builds against Scribble \(version) by version:\n\(run.error)")
        return scratch + "/debug/topng"
    }

    /// The files git would commit from the working tree, with their sizes and times: what the
    /// clone is made from, so that a change in any of them makes it anew.
    private static func trackedContents(of root: URL) throws -> String {
        let listing = try CommandOutput.of([
            "git", "-C", root.path, "ls-files", "--cached", "--others", "--exclude-standard", "-z",
        ])
        let names = listing.split(separator: "\0").map(String.init).sorted()
        return names.map { name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(name) \(size) \(time)"
        }.joined(separator: "\n")
    }

    /// A git repository at `clone` holding the working tree's files (committed or not, as
    /// `git ls-files` lists them) in one commit tagged `version`.
    private static func makeTaggedClone(of root: URL, at clone: URL, version: String) throws {
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        let listing = try CommandOutput.of([
            "git", "-C", root.path, "ls-files", "--cached", "--others", "--exclude-standard", "-z",
        ])
        for name in listing.split(separator: "\0").map(String.init) {
            let source = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }  // deleted, not yet committed
            let destination = clone.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
        let git = [
            "git", "-C", clone.path, "-c", "user.name=Scribble tests", "-c", "user.email=tests@scribble.invalid",
        ]
        for arguments in [
            ["init", "--quiet"], ["add", "--all"], ["commit", "--quiet", "--message", "Scribble \(version)"],
            ["tag", version],
        ] {
            _ = try CommandOutput.of(git + arguments)
        }
    }

    /// Writes a file only when its text changes, so that an unchanged example is not rebuilt.
    private static func replace(_ file: URL, with text: String) throws {
        if (try? String(contentsOf: file, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: file)
    }

    /// Runs a command, with the environment less what the test runner set for itself.
    static func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A consumer's build knows nothing of the tuned link of Scribble's own release tool.
        for name in environment.keys
        where name.hasPrefix("XCTest") || name.hasPrefix("SWIFT_TESTING") || name == "SCRIBBLE_TUNED_LINK" {
            environment[name] = nil
        }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test("builds, draws every sample as the library does, every drawing of a file of several, and reports bad input")
    func example() throws {
        let topng = try Self.build()
        try TestFiles.withFolder { folder in
            let samples = try FileManager.default.contentsOfDirectory(
                atPath: TestFiles.repositoryRoot.appendingPathComponent("Strokes").path
            )
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".svg") }.sorted()
            #expect(samples.count >= 10)
            let renderer = Renderer(options: Renderer.Options(format: .png, scale: 2, fit: .bounds))
            for sample in samples {
                let output = folder + "/" + sample + ".png"
                let run = try Self.run([topng, TestFiles.sample(sample), output])
                #expect(run.status == 0, "\(sample): \(run.error)")
                let expected = try renderer.encode(
                    DrawingReader.drawing(at: TestFiles.sample(sample), options: ReadOptions(policy: .auto)).drawing)
                #expect(try AtomicFile.read(output) == expected, "\(sample) is drawn as the library draws it")
            }

            // Files of several drawings: a PNG each, named after its drawing, none left out.
            let examples = TestFiles.repositoryRoot.appendingPathComponent("examples")
            let several = [
                ("library.excalidrawlib", ["Hello", "Sun", "Doodle", "House"]), ("notes.xopp", ["1", "2", "3", "4"]),
                ("trains.ndjson", (1...8).map(String.init)),
            ]
            for (file, names) in several {
                let input = examples.appendingPathComponent(file).path
                let stem = String(file.prefix { $0 != "." })
                let run = try Self.run([topng, input, "\(folder)/\(stem).png"])
                #expect(run.status == 0, "\(file): \(run.error)")
                let written = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
                    $0.hasPrefix(stem + "-")
                }.sorted()
                #expect(written == names.map { "\(stem)-\($0).png" }.sorted(), "\(file) gives a PNG a drawing")
                for next in try DrawingReader(path: input, options: ReadOptions(policy: .auto)) {
                    let item = try next.get()
                    let name = try #require(item.name)
                    #expect(
                        try AtomicFile.read("\(folder)/\(stem)-\(name).png") == renderer.encode(item.drawing.drawing),
                        "\(file): \(name) is drawn as the library draws it")
                }
            }

            // A bad record among good ones is said, and the records after it are still drawn.
            let lines = try String(
                contentsOfFile: examples.appendingPathComponent("trains.ndjson").path, encoding: .utf8
            )
            .split(separator: "\n").prefix(2)
            let mixed = try TestFiles.write(
                lines[0] + "\n{\"word\": \"train\"}\n" + lines[1] + "\n", named: "mixed.ndjson", in: folder)
            let partly = try Self.run([topng, mixed, folder + "/mixed.png"])
            #expect(partly.status == 1)
            #expect(partly.error.hasPrefix("topng: error: \(mixed):2:"), "\(partly.error)")
            #expect(FileManager.default.fileExists(atPath: folder + "/mixed-1.png"))
            #expect(
                FileManager.default.fileExists(atPath: folder + "/mixed-3.png"), "the record after the bad one is drawn"
            )

            let bad = try TestFiles.write(
                "{\"format\": \"scribble-events\", \"version\": 7}", named: "bad.events.json", in: folder)
            let failed = try Self.run([topng, bad, folder + "/bad.png"])
            #expect(failed.status == 1)
            #expect(failed.error.hasPrefix("topng: error: \(bad):1:"))
            #expect(failed.error.contains("version 7 is not supported"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/bad.png"), "nothing written for bad input")

            let usage = try Self.run([topng])
            #expect(usage.status == 2)
            #expect(usage.error.hasPrefix("usage: topng"))
        }
    }
}
