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

    /// The closing line, `rendered 197 of 200 drawings; 3 failed`, or `nil` when nothing failed.
    /// - Parameters:
    ///   - verb: What was done to each: `rendered`.
    ///   - unit: What was counted, plural: `drawings`.
    func summary(verb: String, unit: String) -> String? {
        let (succeeded, failed) = counts
        guard failed > 0 else { return nil }
        return "\(verb) \(succeeded) of \(succeeded + failed) \(unit); \(failed) failed"
    }
}
