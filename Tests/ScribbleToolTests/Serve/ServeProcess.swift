import Foundation
import Testing

/// `scribble serve` running in the background for a test: started with a store of its own,
/// its printed address read, stopped with SIGTERM.
final class ServeProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let process = Process()
    let folder: URL
    let store: URL
    /// The address the tool printed, token and all.
    let address: String
    private let outputFile: URL
    private let errorFile: URL

    /// Starts `scribble serve --store STORE ARGUMENTS` and waits for its address line; `tool` is
    /// the built tool unless a test gives another (an installed copy).
    init(_ arguments: [String] = [], environment: [String: String] = [:], tool: URL = ToolRunner.executable) throws {
        folder = try ToolRunner.temporaryFolder()
        store = folder.appendingPathComponent("store")
        outputFile = folder.appendingPathComponent("stdout")
        errorFile = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = tool
        process.arguments = ["serve", "--store", store.path] + arguments
        process.environment = ToolRunner.isolatedEnvironment(
            home: folder.appendingPathComponent("home").path, environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        var line = ""
        while Date() < deadline, process.isRunning {
            let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            if let end = text.firstIndex(of: "\n") {
                line = String(text[..<end])
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        guard !line.isEmpty else {
            if process.isRunning { process.terminate() }
            throw Failure(
                description:
                    "scribble serve printed no address; it said: \((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")"
            )
        }
        address = line
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The port in the address.
    var port: Int {
        let afterHost = address.split(separator: ":").last ?? ""
        return Int(afterHost.prefix { $0.isNumber }) ?? 0
    }

    /// What the tool wrote to standard output so far.
    var standardOutput: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

    /// What the tool wrote to standard error so far.
    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// Sends SIGTERM and waits (up to ten seconds) for the tool to exit.
    /// - Returns: Its exit status (a signal's number when a signal ended it).
    private func stop() throws -> Int32 {
        process.terminate()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            throw Failure(description: "scribble serve did not stop within ten seconds of SIGTERM")
        }
        return process.terminationStatus
    }

    /// Stops the tool with SIGTERM and expects it to exit with status 0; when it does not, the
    /// issue says how it ended (a status, or the signal that ended it) and what it wrote to
    /// standard error.
    func expectCleanStop(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let wasRunning = process.isRunning
        let status = try stop()
        let signalled = process.terminationReason == .uncaughtSignal
        #expect(
            status == 0 && !signalled,
            """
            scribble serve \(wasRunning ? "" : "had already ended before SIGTERM and ")ended \
            \(signalled ? "by signal \(status)" : "with status \(status)"); it said: \(standardError)
            """,
            sourceLocation: sourceLocation)
    }

    /// The recordings in the store's recordings folder.
    func recordings() -> [URL] {
        let folder = store.appendingPathComponent("recordings")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.map { folder.appendingPathComponent($0) }
    }
}
