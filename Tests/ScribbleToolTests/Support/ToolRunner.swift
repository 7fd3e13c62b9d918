import Foundation

/// Runs the built `scribble` executable and captures what it says.
struct ToolRunner {
    /// What one run of the tool did.
    struct Result {
        var status: Int32
        var standardOutput: Data
        var standardError: String
        var output: String { String(decoding: standardOutput, as: UTF8.self) }
    }

    /// The repository's root folder (this file is in `Tests/ScribbleToolTests/Support/`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of sample recordings.
    static let strokes = repositoryRoot.appendingPathComponent("Strokes")

    /// The built tool: beside the test bundle in the build folder.
    static let executable: URL = {
        if let override = ProcessInfo.processInfo.environment["SCRIBBLE_BIN"] {
            return URL(fileURLWithPath: override)
        }
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("scribble")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("scribble")
    }()

    /// Runs `scribble ARGUMENTS` in `directory`, feeding `input` to standard input; `tool` is
    /// the built tool unless a test gives a copy of its own.
    ///
    /// The tool never sees the real home folder: `HOME` is a fresh folder of the run's own, the
    /// card store variables are unset, and `environment` is laid over that (an empty value unsets
    /// a variable).
    static func run(
        _ arguments: [String], in directory: URL? = nil, input: Data = Data(), environment: [String: String] = [:],
        tool: URL = executable
    ) throws -> Result {
        // Files rather than pipes: a big output can never fill a pipe and stall the tool.
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputFile = scratch.appendingPathComponent("stdin")
        let outputFile = scratch.appendingPathComponent("stdout")
        let errorFile = scratch.appendingPathComponent("stderr")
        try input.write(to: inputFile)
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        func start() throws -> Process {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            process.environment = isolatedEnvironment(home: scratch.appendingPathComponent("home").path, environment)
            if let directory { process.currentDirectoryURL = directory }
            process.standardInput = try FileHandle(forReadingFrom: inputFile)
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
            process.standardError = try FileHandle(forWritingTo: errorFile)
            try process.run()
            return process
        }
        // A tool written just before (a test's copy of it) cannot be started while a process that
        // another test started meanwhile still holds the copy's descriptor, inherited while it
        // was being written: Linux says "Text file busy" until that process has gone.
        var process: Process
        var attempts = 0
        while true {
            do {
                process = try start()
                break
            } catch let error as NSError where isTextFileBusy(error) && attempts < 200 {
                attempts += 1
                usleep(50_000)
            }
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: try Data(contentsOf: outputFile),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

    /// Whether starting a process failed because its executable is open for writing somewhere.
    private static func isTextFileBusy(_ error: NSError) -> Bool {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        return (error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY))
            || (underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY))
    }

    /// The process's environment with `HOME` in `home`, no card store variables, and `extra` over it.
    static func isolatedEnvironment(home: String, _ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = nil
        environment["SCRIBBLE_STORE"] = nil
        for (name, value) in extra { environment[name] = value.isEmpty ? nil : value }
        return environment
    }

    /// A fresh empty folder for one test, inside ``scratchRoot``.
    static func temporaryFolder() throws -> URL {
        let folder = scratchRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The one folder every test's folder goes in, removed with all it holds when the test
    /// process exits, so that a run leaves nothing in the system's temporary folder.
    static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scribble-tests-\(UUID().uuidString)")
        removedAtExit = root.path
        atexit { if let path = removedAtExit { try? FileManager.default.removeItem(atPath: path) } }
        return root
    }()
}

/// The folder ``ToolRunner/scratchRoot`` removes when the process exits (a C exit handler can
/// reach only globals); set once, before the handler is registered.
nonisolated(unsafe) private var removedAtExit: String?

extension ToolRunner {

    /// The names in a folder, sorted; hidden files included, so a left-over temporary file shows.
    static func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
