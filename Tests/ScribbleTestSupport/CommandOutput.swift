import Foundation

/// Runs a program the tests need beside the tool (git, cp, a shell) and gives what it printed.
public enum CommandOutput {
    /// A command that exited with a status other than 0.
    public struct Failed: Error, CustomStringConvertible {
        /// The command and its arguments.
        public var arguments: [String]
        /// Its exit status.
        public var status: Int32

        public var description: String { "\(arguments.joined(separator: " ")) exited with status \(status)" }
    }

    /// Runs `arguments` (found on `PATH`) in `folder` and gives its standard output; its standard
    /// error is dropped.
    /// - Throws: ``Failed`` when it exits with a status other than 0, or what starting it threw.
    public static func of(_ arguments: [String], in folder: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
