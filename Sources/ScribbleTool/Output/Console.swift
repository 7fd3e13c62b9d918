import Foundation

/// Where the tool's words go: results to standard output, diagnostics to standard error.
package enum Console {
    /// Writes a line of results to standard output.
    package static func output(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes raw bytes, such as a PNG, to standard output.
    static func outputBytes(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    /// Writes `scribble: error: MESSAGE` to standard error.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("scribble: error: \(message)\n".utf8))
    }

    /// Writes `scribble: warning: MESSAGE` to standard error.
    package static func warning(_ message: String) {
        FileHandle.standardError.write(Data("scribble: warning: \(message)\n".utf8))
    }

    /// Writes a line of progress or help to standard error.
    package static func note(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

extension Console {
    /// Writes text to standard error without ending the line (for progress).
    static func noteInline(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
