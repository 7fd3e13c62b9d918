import Foundation
import Scribble

/// A shard archive that a batch is writing: one tar file of `KEY.png` and `KEY.json` per drawing,
/// in the order the drawings were read whatever order the workers finish them in, and last a
/// `__summary__` member that counts the drawings and lists the records that failed.
///
/// The archive goes to a temporary file beside its destination and is renamed over it once it is
/// whole (``finish(sources:)``), so that a shard is either whole or absent. Its bytes depend only
/// on the drawings and the render options: members carry no time, owner or path of the machine.
///
/// The summary is a member rather than only a message, so that it travels with the shard: a
/// pipeline that finds a shard short of records reads why from the shard itself. It is named
/// `__summary__`, without an extension, because WebDataset's readers skip members whose names
/// begin and end with `__` as metadata instead of taking them for a sample.
final class ShardArchive: @unchecked Sendable {
    /// The name of the member that sums the shard up.
    static let summaryName = "__summary__"
    /// How many failures the summary lists one by one; it counts them all.
    static let listedFailureLimit = 1000
    /// How many bytes build up before they are written.
    private static let writeThreshold = 1 << 20

    /// A drawing that got no sample.
    struct Failure {
        /// The line of its record, when it has one.
        var line: Int?
        /// What went wrong, as it was reported.
        var message: String
    }

    private enum Slot {
        case sample(key: String, png: [UInt8], metadata: [UInt8])
        case failure(Failure)
    }

    /// The archive's path.
    var path: String { stream.path }

    private let stream: AtomicFileStream
    private let lock = NSLock()
    /// Finished drawings waiting for those read before them, by their place in the batch.
    private var waiting: [Int: Slot] = [:]
    private var nextSequence = 0
    private var tar = TarWriter()
    private var sampleCount = 0
    private var failureCount = 0
    private var listedFailures: [Failure] = []
    private var writeError: (any Error)?

    /// Starts an archive at `path`.
    /// - Throws: `FileError` when its folder is missing or cannot be written in.
    init(path: String) throws(FileError) {
        stream = try AtomicFileStream(path: path)
    }

    /// Adds a drawing's sample in its place.
    /// - Parameter sequence: Its place in the batch, in reading order; every place from 0 on is
    ///   either added or skipped exactly once.
    func add(sequence: Int, key: String, png: [UInt8], metadata: [UInt8]) {
        place(.sample(key: key, png: png, metadata: metadata), at: sequence)
    }

    /// Records a drawing that failed, in its place, for the summary.
    func skip(sequence: Int, line: Int?, message: String) {
        place(.failure(Failure(line: line, message: message)), at: sequence)
    }

    /// Writes the summary and the end of the archive, and renames it into place.
    /// - Parameter sources: The inputs' names, as the summary lists them.
    /// - Throws: `FileError` (or a member the format cannot hold) when the archive could not be
    ///   written whole; nothing is left at its path then.
    func finish(sources: [String]) throws {
        lock.lock()
        defer { lock.unlock() }
        if let writeError {
            stream.discard()
            throw writeError
        }
        if !waiting.isEmpty {
            stream.discard()
            throw FileError(
                path: path, reason: "cannot finish it: drawings \(waiting.keys.sorted().prefix(3)) came after a gap")
        }
        do {
            try tar.append(named: Self.summaryName, contents: summary(sources: sources))
            tar.finish()
            try stream.write(tar.takeBytes())
            try stream.commit()
        } catch {
            stream.discard()
            throw error
        }
    }

    /// Gives the archive up, leaving nothing at its path.
    func discard() {
        lock.lock()
        stream.discard()
        lock.unlock()
    }

    private func place(_ slot: Slot, at sequence: Int) {
        lock.lock()
        defer { lock.unlock() }
        waiting[sequence] = slot
        while let next = waiting.removeValue(forKey: nextSequence) {
            nextSequence += 1
            append(next)
        }
        guard writeError == nil, tar.pendingByteCount >= Self.writeThreshold else { return }
        do {
            try stream.write(tar.takeBytes())
        } catch {
            writeError = error
        }
    }

    private func append(_ slot: Slot) {
        switch slot {
        case .sample(let key, let png, let metadata):
            do {
                try tar.append(named: key + ".png", contents: png)
                try tar.append(named: key + ".json", contents: metadata)
                sampleCount += 1
            } catch {
                if writeError == nil { writeError = error }
            }
        case .failure(let failure):
            failureCount += 1
            if listedFailures.count < Self.listedFailureLimit { listedFailures.append(failure) }
        }
    }

    /// The summary's JSON: how many samples, how many failures, and the first failures.
    private func summary(sources: [String]) -> [UInt8] {
        var json = JSONWriter()
        json.object { json in
            json.breakLine(indent: 2)
            json.field("format", "scribble-shard-summary")
            json.field("version", 1)
            json.breakLine(indent: 2)
            json.field("sources", lines: sources, indent: 4) { source, json in json.string(source) }
            json.breakLine(indent: 2)
            json.field("samples", sampleCount)
            json.field("failed", failureCount)
            json.breakLine(indent: 2)
            json.field("failures", lines: listedFailures, indent: 4) { failure, json in
                json.object { json in
                    if let line = failure.line { json.field("line", line) }
                    json.field("message", failure.message)
                }
            }
        }
        json.raw("\n")
        return json.bytes
    }
}
