import Foundation

/// Standard input, which can be read only once: the first bytes read to tell its format are kept
/// here and handed to whoever reads it next, so that a stream of records is read a record at a time
/// from standard input exactly as from a file.
enum StandardInput {
    private static let kept = KeptBytes()

    /// The first `count` bytes of standard input (fewer when it ends before), read once and kept
    /// for ``takeHead()``.
    /// - Throws: `FormatError` when standard input cannot be read.
    static func head(_ count: Int) throws -> [UInt8] {
        try kept.withLock { bytes in
            if let bytes { return bytes }
            var head: [UInt8] = []
            while head.count < count, let chunk = try FileHandle.standardInput.read(upToCount: count - head.count),
                !chunk.isEmpty
            {
                head += chunk
            }
            bytes = head
            return head
        }
    }

    /// The bytes ``head(_:)`` read and no reader has taken yet (none when it was not asked), given
    /// once: the reader goes on from the descriptor after them.
    static func takeHead() -> [UInt8] {
        kept.withLock { bytes in
            defer { bytes = [] }
            return bytes ?? []
        }
    }

    /// The kept bytes behind a lock: `nil` until standard input's head is read.
    private final class KeptBytes: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8]?

        func withLock<T>(_ body: (inout [UInt8]?) throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body(&bytes)
        }
    }
}
