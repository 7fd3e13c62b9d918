#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written piece by piece that appears whole or not at all: the pieces go to a temporary
/// file in the destination's folder, and ``commit()`` flushes it and renames it over the
/// destination in one step, as ``AtomicFile/write(_:to:syncingFolder:flushing:)`` does for bytes
/// held at once. A stream given up (``discard()``, or let go uncommitted) takes its temporary
/// file away; one whose process is killed leaves only a hidden `.NAME.tmp-PID-RANDOM`, never the
/// destination half-written.
public final class AtomicFileStream {
    /// The file it becomes.
    public let path: String
    private let temporary: String
    private var descriptor: Int32

    /// Opens the temporary file.
    /// - Throws: `FileError` when the folder is missing or not writable.
    public init(path: String) throws(FileError) {
        self.path = path
        let (folder, name) = AtomicFile.split(path)
        temporary = folder + "/" + AtomicFile.temporaryName(for: name)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
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
    }

    /// Flushes the file to disk, renames it over the destination and flushes the folder.
    /// - Throws: `FileError` when it cannot be flushed or renamed; the temporary file is then gone
    ///   and the destination untouched.
    public func commit() throws(FileError) {
        guard descriptor >= 0 else { throw FileError(path: path, reason: "cannot replace it: it is already closed") }
        let flushed = fsync(descriptor) == 0
        let reason = flushed ? nil : FileError.fromErrno(path, doing: "flush it to disk")
        close(descriptor)
        descriptor = -1
        if let reason {
            unlink(temporary)
            throw reason
        }
        guard rename(temporary, path) == 0 else {
            let error = FileError.fromErrno(path, doing: "replace it")
            unlink(temporary)
            throw error
        }
        AtomicFile.syncFolder(AtomicFile.split(path).folder)
    }

    /// Gives the file up: the temporary file is taken away and the destination left as it was.
    public func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
    }
}
