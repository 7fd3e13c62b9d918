#if canImport(Glibc)
import Glibc
#endif

/// A one-line progress display for long batches, shown only when standard error is a terminal.
enum Progress {
    private static let isTerminal = isatty(2) == 1

    /// Shows which input is being worked on.
    static func show(_ index: Int, of total: Int, _ name: String) {
        guard isTerminal else { return }
        let shortName = name.count > 50 ? "…" + name.suffix(49) : name
        Console.noteInline("\r\u{1B}[2K[\(index + 1)/\(total)] \(shortName)")
    }

    /// Clears the progress line.
    static func clear() {
        guard isTerminal else { return }
        Console.noteInline("\r\u{1B}[2K")
    }
}
