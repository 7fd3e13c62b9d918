import Foundation
import Scribble
import Testing

/// The README's embedding example, taken from the README itself, built as a package of its own
/// that depends on this one, and run on the samples: so the README can never drift from the API.
@Suite("The README's embedding example")
struct ReadmeExampleTests {
    /// The example: the README's first Swift block under "## Library" that reads its arguments.
    static func example() throws -> String {
        let readme = try String(contentsOf: TestFiles.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
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

    /// Builds the example (incrementally: its build folder stays in `.build`) and gives its path.
    static func build() throws -> String {
        let root = TestFiles.repositoryRoot
        let folder = root.appendingPathComponent(".build/readme-example")
        let package = folder.appendingPathComponent("package")
        let sources = package.appendingPathComponent("Sources/topng")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let identity = root.lastPathComponent.lowercased()
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "topng",
                dependencies: [.package(path: \(String(reflecting: root.path)))],
                targets: [.executableTarget(name: "topng", dependencies: [.product(name: "Scribble", package: \(String(reflecting: identity)))])]
            )

            """
        try replace(package.appendingPathComponent("Package.swift"), with: manifest)
        try replace(sources.appendingPathComponent("main.swift"), with: try example())
        let scratch = folder.appendingPathComponent("build").path
        // The package manager keeps a path dependency's list of files from its last build, and
        // does not see files moved or added since: a build folder of another layout is made anew.
        let layout = try Self.layout(of: root)
        let stamp = folder.appendingPathComponent("layout")
        if (try? String(contentsOf: stamp, encoding: .utf8)) != layout {
            try? FileManager.default.removeItem(atPath: scratch)
            try Data(layout.utf8).write(to: stamp)
        }
        let run = try Self.run(["swift", "build", "--package-path", package.path, "--scratch-path", scratch, "--product", "topng"])
        #expect(run.status == 0, "the example builds:\n\(run.error)")
        return scratch + "/debug/topng"
    }

    /// The package's layout: its manifest and the paths of its sources.
    private static func layout(of root: URL) throws -> String {
        let sources = root.appendingPathComponent("Sources").path
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String }.sorted() ?? []
        return try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) + files.joined(separator: "\n")
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
        for name in environment.keys where name.hasPrefix("XCTest") || name.hasPrefix("SWIFT_TESTING") {
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

    @Test("builds, draws every sample as the library does, and reports bad input")
    func example() throws {
        let topng = try Self.build()
        try TestFiles.withFolder { folder in
            let samples = try FileManager.default.contentsOfDirectory(atPath: TestFiles.repositoryRoot.appendingPathComponent("Strokes").path)
                .filter { $0.hasSuffix(".json") || $0.hasSuffix(".svg") }.sorted()
            #expect(samples.count >= 10)
            let renderer = Renderer(options: Renderer.Options(format: .png, scale: 2, fit: .bounds))
            for sample in samples {
                let output = folder + "/" + sample + ".png"
                let run = try Self.run([topng, TestFiles.sample(sample), output])
                #expect(run.status == 0, "\(sample): \(run.error)")
                let expected = try renderer.encode(DrawingReader.drawing(at: TestFiles.sample(sample), options: ReadOptions(policy: .auto)).drawing)
                #expect(try AtomicFile.read(output) == expected, "\(sample) is drawn as the library draws it")
            }

            let bad = try TestFiles.write("{\"format\": \"scribble-events\", \"version\": 7}", named: "bad.events.json", in: folder)
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
