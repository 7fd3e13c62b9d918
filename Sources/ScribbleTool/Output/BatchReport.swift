import Foundation

/// What a batch did, gathered from its workers: how many drawings got their output and how many
/// failed. Each failure is printed once, as it happens; the summary counts them.
final class BatchReport: @unchecked Sendable {
    private let lock = NSLock()
    private var succeeded = 0
    private var failed = 0

    /// Creates an empty report.
    init() {}

    /// Counts a drawing that got its output.
    func recordSuccess() {
        lock.lock()
        succeeded += 1
        lock.unlock()
    }

    /// Counts a failure, whose message was printed when it happened.
    func recordFailure() {
        lock.lock()
        failed += 1
        lock.unlock()
    }

    /// How many drawings got their output and how many failed.
    var counts: (succeeded: Int, failed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (succeeded, failed)
    }

    /// The closing line: what was done, to how many, where, how long it took and how many
    /// failed: `rendered 35,000 drawings into cats.tar in 41.2 s`, or with failures
    /// `rendered 197 of 200 drawings into out/ in 4.1 s; 3 failed`.
    /// - Parameters:
    ///   - verb: What was done to each: `rendered`.
    ///   - unit: What was counted, plural (`drawings`); the singular is said for one.
    ///   - destination: Where the outputs went, as -o names it; `nil` says nothing of where.
    ///   - seconds: How long the batch took.
    func summary(verb: String, unit: String, destination: String?, seconds: Double) -> String {
        let (succeeded, failed) = counts
        let done =
            failed > 0
            ? "\(BatchProgress.grouped(succeeded)) of \(BatchProgress.grouped(succeeded + failed))"
            : BatchProgress.grouped(succeeded)
        let place = destination.map { " into \($0 == "-" ? "standard output" : $0)" } ?? ""
        let time = String(format: "in %.1f s", seconds)
        // One is said in the singular: `rendered 1 drawing`.
        let noun = succeeded + failed == 1 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit
        return "\(verb) \(done) \(noun)\(place) \(time)\(failed > 0 ? "; \(BatchProgress.grouped(failed)) failed" : "")"
    }

    /// Whether a batch ends with its summary: always when something failed, so that a log says
    /// how many; otherwise on a terminal, or with `--verbose`, so that a pipeline's standard
    /// error carries nothing but problems.
    func showsSummary(verbose: Bool) -> Bool {
        counts.failed > 0 || verbose || BatchProgress.standardErrorIsTerminal
    }

    /// The option that asks for the summary in a pipe too.
    static let verboseOption = OptionSpec(
        name: "--verbose",
        help:
            "End a batch with its summary line (drawings, where, how long, how many failed) even when standard error is not a terminal."
    )
}
