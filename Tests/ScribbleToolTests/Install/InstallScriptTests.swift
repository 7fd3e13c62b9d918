import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `tools/install --prefix DIR` then `--uninstall`: the tool, its server and the server's pages,
/// the manual pages and the completions go where a Linux prefix keeps them, the installed tool
/// runs and serves its page, and uninstalling leaves the prefix as it was, files of others
/// included. The programs installed are the ones the tests run (`--binaries`), not a release
/// build, which would take minutes.
@Suite(.serialized) struct InstallScriptTests {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent("tools/install")

    /// The folder the tests' tool was built in, with `scribble-serve` and its bundle beside it.
    static let binaries = ToolRunner.executable.deletingLastPathComponent()

    /// Runs `tools/install ARGUMENTS`.
    static func install(_ arguments: [String]) throws -> ToolRunner.Result {
        try ToolRunner.run(arguments, tool: script)
    }

    /// Every path under `folder`, relative to it (folders with a trailing `/`), with each file's
    /// bytes: what "as it was" means.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        while let path = enumerator.nextObject() as? String {
            let full = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full.path, isDirectory: &isFolder)
            result[isFolder.boolValue ? path + "/" : path] = isFolder.boolValue ? Data() : try Data(contentsOf: full)
        }
        return result
    }

    /// A prefix that holds files of others where scribble's go, which must outlive an uninstall.
    static func prefixWithOthersFiles() throws -> URL {
        let prefix = try ToolRunner.temporaryFolder().appendingPathComponent("prefix")
        for (path, text) in [
            ("bin/other-tool", "#!/bin/sh\n"), ("share/man/man1/other.1", ".TH OTHER 1\n"),
            ("share/zsh/site-functions/_other", "#compdef other\n"),
        ] {
            let file = prefix.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return prefix
    }

    /// GETs an address and returns the status and the body.
    static func get(_ address: String) throws -> (status: Int, body: String) {
        let url = try #require(URL(string: address))
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer: (Int, String)?
        URLSession.shared.dataTask(with: url) { data, response, _ in
            answer = ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data ?? Data(), as: UTF8.self))
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 20)
        let got = try #require(answer, "no answer from \(address)")
        return (got.0, got.1)
    }

    @Test(.enabled(if: InstalledProgram.path("man") != nil, "man (man-db) is not installed; tools/setup man-db"))
    func installedTheToolRunsServesItsPageHasItsManualAndUninstallingLeavesThePrefixAsItWas() throws {
        let prefix = try Self.prefixWithOthersFiles()
        let before = try Self.snapshot(prefix)

        let installed = try Self.install(["--prefix", prefix.path, "--binaries", Self.binaries.path])
        #expect(installed.status == 0, "\(installed.standardError)")
        #expect(installed.standardError.contains("install: installed scribble "), "\(installed.standardError)")

        let version = try ToolRunner.run(["--version"], tool: prefix.appendingPathComponent("bin/scribble"))
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("scribble "), "\(version.output)")

        let manual = try InstalledProgram.run(
            "man", ["-M", prefix.appendingPathComponent("share/man").path, "scribble-render"],
            environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
        #expect(manual.status == 0, "\(manual.standardError)")
        #expect(
            manual.output.contains("scribble-render - render recordings and drawings"), "\(manual.output.prefix(400))")
        #expect(manual.output.contains("--smoothing PRESET"))

        for (path, shell) in [
            ("share/bash-completion/completions/scribble", "bash"), ("share/zsh/site-functions/_scribble", "zsh"),
            ("share/fish/vendor_completions.d/scribble.fish", "fish"),
        ] {
            let generated = try ToolRunner.run(["--generate-completion", shell])
            #expect(try Data(contentsOf: prefix.appendingPathComponent(path)) == generated.standardOutput, "\(path)")
        }

        // The installed server finds the installed pages (share/scribble beside bin), not those
        // of the build or the source folder: a mark put in the installed page comes back.
        let pages = prefix.appendingPathComponent("share/scribble/Scribble_ScribbleServer.resources/Pages")
        let page = pages.appendingPathComponent("index.html")
        let mark = "<!-- the installed page -->"
        try Data((try String(contentsOf: page, encoding: .utf8) + mark + "\n").utf8).write(to: page)
        let serve = try ServeProcess(tool: prefix.appendingPathComponent("bin/scribble"))
        let answer = try Self.get(serve.address)
        #expect(answer.status == 200)
        #expect(answer.body.contains("data-scribble-canvas"))
        #expect(answer.body.contains(mark), "the server did not serve the installed page")
        try serve.expectCleanStop()

        let uninstalled = try Self.install(["--prefix", prefix.path, "--uninstall"])
        #expect(uninstalled.status == 0, "\(uninstalled.standardError)")
        #expect(try Self.snapshot(prefix) == before)
        let again = try Self.install(["--prefix", prefix.path, "--uninstall"])
        #expect(again.status == 1)
        #expect(again.standardError.contains("nothing to uninstall under \(prefix.path)"), "\(again.standardError)")
    }

    @Test func aFileOfAnothersInTheWayStopsTheInstallBeforeItChangesAnything() throws {
        let prefix = try Self.prefixWithOthersFiles()
        let theirs = prefix.appendingPathComponent("share/man/man1/scribble.1")
        try Data(".TH SCRIBBLE 1\n".utf8).write(to: theirs)
        let before = try Self.snapshot(prefix)
        let result = try Self.install(["--prefix", prefix.path, "--binaries", Self.binaries.path])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("install: \(theirs.path) exists and was not installed by tools/install"),
            "\(result.standardError)")
        #expect(try Self.snapshot(prefix) == before)
    }

    @Test func installingAgainReplacesTheEarlierInstallsFiles() throws {
        let prefix = try Self.prefixWithOthersFiles()
        let before = try Self.snapshot(prefix)
        for _ in 0..<2 {
            let result = try Self.install(["--prefix", prefix.path, "--binaries", Self.binaries.path])
            #expect(result.status == 0, "\(result.standardError)")
        }
        let manifest = try String(
            contentsOf: prefix.appendingPathComponent("share/scribble/installed-files"), encoding: .utf8)
        #expect(manifest.split(separator: "\n").contains("bin/scribble-serve"))
        #expect(manifest.split(separator: "\n").contains("share/man/man1/scribble-card.1"))
        #expect(try Self.install(["--prefix", prefix.path, "--uninstall"]).status == 0)
        #expect(try Self.snapshot(prefix) == before)
    }
}
