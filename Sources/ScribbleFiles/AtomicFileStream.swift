#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written piece by piece that appears whole or not at all: the pieces go to a temporary
/// file in the destination's folder, and ``commit()`` flushes it and gives it the destination's
/// name in one step, as ``AtomicFile/write(_:to:syncingFolder:flushing:)`` does for bytes held at
/// once. On Linux the temporary file has no name (`O_TMPFILE`), so that a stream whose process is
/// killed leaves nothing at all, however much it wrote (a shard archive of a data set is
/// hundreds of megabytes); where the file system has no unnamed files it is a hidden
/// `.NAME.tmp-PID-RANDOM`, which a killed process leaves behind, never the destination
/// half-written. A stream given up (``discard()``, or let go uncommitted) takes its temporary
/// file away.
public final class AtomicFileStream {
    /// The file it becomes.
    public let path: String
    /// The temporary file's path when it has a name; `nil` while the stream writes to a file
    /// without one.
    private let temporary: String?
    private var descriptor: Int32
    /// How many bytes were written so far: where the next goes.
    public private(set) var offset = 0

    /// Opens the temporary file.
    /// - Throws: `FileError` when the folder is missing or not writable.
    public convenience init(path: String) throws(FileError) {
        try self.init(path: path, unnamed: true)
    }

    /// Opens the temporary file: one without a name when `unnamed` and the system can.
    init(path: String, unnamed: Bool) throws(FileError) {
        self.path = path
        let (folder, name) = AtomicFile.split(path)
        // Readable too, so that the file committed can be held open and copied from (``commitHoldingOpen()``).
        let unnamedDescriptor = unnamed ? AtomicFile.openUnnamed(in: folder, readable: true) : -1
        if unnamedDescriptor >= 0 {
            temporary = nil
            descriptor = unnamedDescriptor
            return
        }
        let temporary = folder + "/" + AtomicFile.temporaryName(for: name)
        self.temporary = temporary
        descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .fromErrno(path, doing: "create a file there") }
    }

    deinit {
        discard()
    }

    /// Appends bytes.
    /// - Throws: `FileError` when the disk is full or the stream is closed.
    public func write(_ bytes: [UInt8]) throws(FileError) {
        guard descriptor >= 0 else { throw FileError(path: path, reason: "cannot write it: it is already closed") }
        try AtomicFile.writeAll(bytes, to: descriptor, path: path)
        offset += bytes.count
    }

    /// Appends the bytes in `range` of `source`, read and written a stretch at a time rather than
    /// through a copy of the whole range in memory.
    /// - Throws: `FileError` when the disk is full, or when `source` no longer holds `range`
    ///   (something cut it short); the stream is then still open, to be discarded.
    public func copy(_ range: Range<Int>, of source: HeldFile) throws(FileError) {
        guard descriptor >= 0 else { throw FileError(path: path, reason: "cannot write it: it is already closed") }
        var buffer = [UInt8](repeating: 0, count: Swift.min(range.count, Self.copyBufferBytes))
        var from = range.lowerBound
        while from < range.upperBound {
            let wanted = Swift.min(buffer.count, range.upperBound - from)
            let read = buffer.withUnsafeMutableBytes { pread(source.descriptor, $0.baseAddress, wanted, off_t(from)) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw .fromErrno(source.path, doing: "read it") }
            guard read > 0 else {
                throw FileError(
                    path: path,
                    reason: "cannot copy into it from \(source.path): that file is shorter than it was written")
            }
            try AtomicFile.writeAll(buffer[..<read], to: descriptor, path: path)
            from += read
        }
        offset += range.count
    }

    /// How much of a copied range is read at a time.
    static let copyBufferBytes = 1 << 16

    /// Flushes the file to disk, renames it over the destination and flushes the folder.
    /// - Throws: `FileError` when it cannot be flushed or renamed; the temporary file is then gone
    ///   and the destination untouched.
    public func commit() throws(FileError) {
        close(try commitKeepingDescriptor())
    }

    /// Commits the file as ``commit()`` does and holds it open: the file written, to copy
    /// stretches of into the next version (``copy(_:of:)``) whatever becomes of its name.
    public func commitHoldingOpen() throws(FileError) -> HeldFile {
        HeldFile(descriptor: try commitKeepingDescriptor(), path: path, size: offset)
    }

    /// Flushes, names and flushes the folder; returns the file's descriptor, still open.
    private func commitKeepingDescriptor() throws(FileError) -> Int32 {
        guard descriptor >= 0 else { throw FileError(path: path, reason: "cannot replace it: it is already closed") }
        let flushed = fsync(descriptor) == 0
        let reason = flushed ? nil : FileError.fromErrno(path, doing: "flush it to disk")
        let written = descriptor
        descriptor = -1
        let (folder, name) = AtomicFile.split(path)
        do throws(FileError) {
            if let reason { throw reason }
            if let temporary {
                guard rename(temporary, path) == 0 else { throw FileError.fromErrno(path, doing: "replace it") }
            } else if try !AtomicFile.link(unnamed: written, to: path, in: folder, named: name) {
                try commitThroughNamedCopy(of: written)
            }
        } catch {
            close(written)
            if let temporary { unlink(temporary) }
            throw error
        }
        AtomicFile.syncFolder(folder)
        return written
    }

    /// Commits the file without a name open at `written` where it cannot be linked in: through a
    /// copy into a named temporary, renamed over the destination.
    func commitThroughNamedCopy(of written: Int32) throws(FileError) {
        let named = try AtomicFileStream(path: path, unnamed: false)
        let duplicate = dup(written)
        guard duplicate >= 0 else { throw .fromErrno(path, doing: "copy it") }
        try named.copy(0..<offset, of: HeldFile(descriptor: duplicate, path: path, size: offset))
        try named.commit()
    }

    /// Gives the file up: the temporary file is taken away and the destination left as it was.
    public func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        if let temporary { unlink(temporary) }
    }
}

/// A file this process wrote and renamed into place (``AtomicFileStream/commitHoldingOpen()``),
/// held open so that its next version can copy stretches of it: the copy comes from the file as
/// it was written, even after another writer has replaced its name. Closed when let go.
public final class HeldFile: @unchecked Sendable {
    let descriptor: Int32
    /// Where it was written.
    public let path: String
    /// How many bytes it holds.
    public let size: Int

    init(descriptor: Int32, path: String, size: Int) {
        self.descriptor = descriptor
        self.path = path
        self.size = size
    }

    deinit {
        close(descriptor)
    }
}
