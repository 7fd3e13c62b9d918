import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The progress bar of a batch on standard error: how many drawings are done of how many, the
/// rate, and the time left, redrawn at most ten times a second. It shows only when standard error
/// is a terminal; in a pipe or a log the batch stays quiet but for its errors and summary.
///
/// ```
/// [##########··············]  41,200/100,000  1,210/s  ETA 0:48  3 failed
/// ```
///
/// Workers report to it from their threads; messages printed through ``printing(_:)`` clear the
/// bar first and draw it again after, so they never land in the middle of it.
final class BatchProgress: @unchecked Sendable {
    /// Whether the bar is drawn at all.
    let isShown: Bool

    private let lock = NSLock()
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastDrawn: UInt64 = 0
    private var done = 0
    private var failed = 0
    /// How many drawings the batch is expected to have, or `nil` when some input's count is unknown.
    private var expected: Int?
    private var lineIsShown = false

    /// The width of the bar in characters.
    private static let barWidth = 24

    /// Whether standard error is a terminal, where a progress bar belongs.
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Creates a progress display.
    /// - Parameters:
    ///   - expected: How many drawings are expected so far, if known.
    ///   - isShown: Whether to draw it; by default, when standard error is a terminal.
    init(expected: Int?, isShown: Bool = standardErrorIsTerminal) {
        self.expected = expected
        self.isShown = isShown
    }

    /// Changes how many drawings are expected, once an input is read and holds more or fewer than
    /// was guessed.
    func expect(_ change: Int) {
        lock.lock()
        expected = expected.map { $0 + change }
        lock.unlock()
    }

    /// Says the total cannot be known (an input streamed from a pipe).
    func forgetTotal() {
        lock.lock()
        expected = nil
        lock.unlock()
    }

    /// Counts a drawing that is done, and redraws the bar if it is time.
    func complete(failed didFail: Bool) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if didFail { failed += 1 }
        drawIfDue()
    }

    /// Prints through `body` (to standard error) with the bar out of the way.
    func printing(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        clearLine()
        body()
        lastDrawn = 0
        drawIfDue()
    }

    /// Takes the bar away for good.
    func finish() {
        lock.lock()
        clearLine()
        lock.unlock()
    }

    /// The bar's text for a moment of the batch.
    /// - Parameters:
    ///   - done: How many drawings are done.
    ///   - expected: How many there are in all, if known.
    ///   - failed: How many of those done failed.
    ///   - seconds: How long the batch has run.
    static func line(done: Int, expected: Int?, failed: Int, seconds: Double) -> String {
        let rate = seconds > 0 ? Double(done) / seconds : 0
        var parts: [String] = []
        if let expected, expected > 0 {
            let total = max(expected, done)
            let filled = min(barWidth, barWidth * done / total)
            parts.append(
                "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: barWidth - filled) + "]")
            parts.append("\(grouped(done))/\(grouped(total))")
        } else {
            parts.append("\(grouped(done)) drawings")
        }
        parts.append("\(grouped(Int(rate.rounded())))/s")
        if let expected, expected > done, rate > 0 {
            parts.append("ETA " + clock(Double(expected - done) / rate))
        }
        if failed > 0 { parts.append("\(grouped(failed)) failed") }
        return parts.joined(separator: "  ")
    }

    /// How many lines (records) a file has, counted fast without reading them, for the total of a
    /// Quick, Draw! NDJSON file; `nil` when it cannot be read.
    static func countLines(_ path: String) -> Int? {
        guard path != "-" else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var lines = 0
        var last: UInt8 = 0x0A
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in chunk[0..<count] where byte == 0x0A { lines += 1 }
            last = chunk[count - 1]
        }
        return lines + (last == 0x0A ? 0 : 1)
    }

    // MARK: - Drawing, under the lock

    private func drawIfDue() {
        guard isShown else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard lastDrawn == 0 || now - lastDrawn >= 100_000_000 else { return }
        lastDrawn = now
        let text = Self.line(done: done, expected: expected, failed: failed, seconds: Double(now - start) / 1e9)
        Console.noteInline("\r\u{1B}[2K" + text)
        lineIsShown = true
    }

    private func clearLine() {
        guard isShown, lineIsShown else { return }
        Console.noteInline("\r\u{1B}[2K")
        lineIsShown = false
    }

    /// A count with its thousands grouped, as messages write counts: `35,000`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }

    private static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 360_000 else { return "--:--" }
        let total = Int(seconds.rounded(.up))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
