#if canImport(Glibc)
    import Glibc
#endif

/// A one-line display of how far a replay has got, shown only when standard error is a terminal,
/// and at most ten times a second.
final class ReplayProgress {
    private let isTerminal = isatty(2) == 1
    private var lastShown = -Double.infinity
    private var shown = false

    /// Shows the moment reached and how many strokes are finished.
    func show(seconds: Double, of total: Double, strokes: Int) {
        guard isTerminal else { return }
        let now = Self.now()
        guard now - lastShown >= 0.1 || seconds >= total else { return }
        lastShown = now
        shown = true
        let strokesText = strokes == 1 ? "1 stroke" : "\(strokes) strokes"
        Console.noteInline("\r\u{1B}[2Kreplay \(Self.format(seconds)) / \(Self.format(total)) s, \(strokesText)")
    }

    /// Clears the line, if anything was shown.
    func clear() {
        guard isTerminal, shown else { return }
        shown = false
        Console.noteInline("\r\u{1B}[2K")
    }

    /// Seconds with one decimal.
    private static func format(_ seconds: Double) -> String {
        let tenths = (max(0, seconds) * 10).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
