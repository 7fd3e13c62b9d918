import Foundation

/// What a batch did, gathered from its workers: how many drawings got their output, how many
/// failed, and the first few failures' messages (the first by the order of the inputs, whatever
/// order the workers finished in), in memory that does not grow with the batch.
final class BatchReport: @unchecked Sendable {
    /// How many failure messages the summary repeats.
    let messageLimit: Int

    private let lock = NSLock()
    private var succeeded = 0
    private var failed = 0
    /// The failures with the lowest sequence numbers, sorted by them; at most `messageLimit`.
    private var firstFailures: [(sequence: Int, message: String)] = []

    /// Creates an empty report.
    /// - Parameter messageLimit: How many failure messages the summary repeats.
    init(messageLimit: Int = 5) {
        self.messageLimit = messageLimit
    }

    /// Counts a drawing that got its output.
    func recordSuccess() {
        lock.lock()
        succeeded += 1
        lock.unlock()
    }

    /// Counts a failure and keeps its message if it is among the first.
    /// - Parameters:
    ///   - sequence: Its place in the batch, in the order the inputs were read.
    ///   - message: What went wrong, with the file and place.
    func recordFailure(sequence: Int, message: String) {
        lock.lock()
        defer { lock.unlock() }
        failed += 1
        let index = firstFailures.firstIndex { $0.sequence > sequence } ?? firstFailures.count
        guard index < messageLimit else { return }
        firstFailures.insert((sequence, message), at: index)
        if firstFailures.count > messageLimit { firstFailures.removeLast() }
    }

    /// How many drawings got their output and how many failed.
    var counts: (succeeded: Int, failed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (succeeded, failed)
    }

    /// The closing lines: `rendered 197 of 200 drawings; 3 failed:`, the first failures' messages,
    /// and how many more there were; empty when nothing failed.
    /// - Parameters:
    ///   - verb: What was done to each: `rendered`.
    ///   - unit: What was counted, plural: `drawings`.
    func summary(verb: String, unit: String) -> [String] {
        let (succeeded, failed) = counts
        guard failed > 0 else { return [] }
        lock.lock()
        let messages = firstFailures.map(\.message)
        lock.unlock()
        var lines = ["\(verb) \(succeeded) of \(succeeded + failed) \(unit); \(failed) failed" + (failed > 1 ? ":" : "")]
        if failed > 1 {
            lines += messages.map { "  " + $0 }
            if failed > messages.count { lines.append("  … and \(failed - messages.count) more") }
        }
        return lines
    }
}
