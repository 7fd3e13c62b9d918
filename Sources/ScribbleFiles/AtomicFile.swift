import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation that failed, with the path and the system's reason.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file concerned.
    public var path: String
    /// What went wrong, e.g. "No such file or directory".
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }

    package static func fromErrno(_ path: String, doing action: String) -> FileError {
        FileError(path: path, reason: "cannot \(action): " + String(cString: strerror(errno)))
    }
}

/// Reads and writes whole files so that a reader never sees half of one.
///
/// A write goes to a temporary file in the same folder, is flushed to disk, and only then is
/// given the destination's name, and the folder is flushed too: after a crash the destination
/// holds either the old contents or the new, never a mixture, and a failed write leaves nothing
/// behind.
///
/// On Linux the temporary file has no name while it is written (`O_TMPFILE`): a new file is
/// linked in under its name once whole, and an existing one is replaced by a link under a
/// temporary name renamed over it. A process killed mid-write so leaves nothing at all, and a
/// new file costs the folder one change instead of two (a create and a rename), which is what
/// several writers into one folder wait on each other for. Where the file system or the system
/// cannot (no `O_TMPFILE`, no `/proc`), the temporary is a hidden file named after the
/// destination (`.NAME.tmp-PID-RANDOM`), renamed over it.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing any file there in one step.
    /// - Parameter syncingFolder: Whether to flush the folder too, which makes the replacement
    ///   itself survive a power cut. A batch writing many files to one folder passes `false` and
    ///   calls ``syncFolder(_:)`` once at the end: each file is still whole, old or new, at
    ///   every moment, and only the last renames might be undone by a crash.
    /// - Parameter flushing: Whether to flush the file's contents to disk before the rename. A
    ///   batch of many files passes `false` and calls ``syncFileSystem(of:)`` once at its end
    ///   instead of paying a flush per file: readers still see each file old or new, never half,
    ///   and the whole batch is on disk when it ends.
    /// - Throws: `FileError` when the folder is missing or not writable, or the disk is full;
    ///   the destination is then untouched and no temporary file is left.
    public static func write(
        _ bytes: some Collection<UInt8>, to path: String, syncingFolder: Bool = true, flushing: Bool = true
    ) throws(FileError) {
        let (folder, name) = split(path)
        if try writeUnnamed(bytes, to: path, in: folder, named: name, flushing: flushing) {
            if syncingFolder { syncFolder(folder) }
            return
        }
        try writeThroughNamedTemporary(bytes, to: path, in: folder, named: name, flushing: flushing)
        if syncingFolder { syncFolder(folder) }
    }

    /// Writes `bytes` to a file without a name in `folder` and links it in as `path` (through a
    /// temporary name renamed over `path` when a file is there).
    /// - Returns: `false`, with nothing left behind, where the system cannot: the file system has
    ///   no unnamed files, or the file cannot be linked in through `/proc`. The caller then writes
    ///   the bytes again, through a named temporary.
    /// - Throws: `FileError` when the bytes cannot be written or flushed, or the link under the
    ///   temporary name cannot replace the destination; nothing is left behind.
    static func writeUnnamed(
        _ bytes: some Collection<UInt8>, to path: String, in folder: String, named name: String, flushing: Bool
    ) throws(FileError) -> Bool {
        let descriptor = openUnnamed(in: folder, readable: false)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
        guard !flushing || fsync(descriptor) == 0 else { throw .fromErrno(path, doing: "flush it to disk") }
        return try link(unnamed: descriptor, to: path, in: folder, named: name)
    }

    /// Opens a new file without a name in `folder`, to write (and read, when `readable`).
    /// - Returns: its descriptor, or -1 where the system or the file system has no such files
    ///   (or the folder cannot take one: the named temporary's open then says why).
    static func openUnnamed(in folder: String, readable: Bool) -> Int32 {
        #if os(Linux)
            return open(folder, (readable ? O_RDWR : O_WRONLY) | unnamedFileFlags, 0o644)
        #else
            return -1
        #endif
    }

    /// Gives the file without a name open at `descriptor`, written whole, the name `path`: links it
    /// in, or, when a file is there, links it under a temporary name and renames that over it.
    /// - Returns: `false`, with nothing changed, when it cannot be linked (no `/proc`).
    /// - Throws: `FileError` when the link under the temporary name cannot replace the
    ///   destination; the temporary name is then gone.
    static func link(unnamed descriptor: Int32, to path: String, in folder: String, named name: String)
        throws(FileError) -> Bool
    {
        #if os(Linux)
            // The file, as /proc shows it; linking through it needs no privilege.
            let handle = "/proc/self/fd/\(descriptor)"
            if linkat(AT_FDCWD, handle, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return true }
            guard errno == EEXIST else { return false }
            let temporary = folder + "/" + temporaryName(for: name)
            guard linkat(AT_FDCWD, handle, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else { return false }
            guard rename(temporary, path) == 0 else {
                let error = FileError.fromErrno(path, doing: "replace it")
                unlink(temporary)
                throw error
            }
            return true
        #else
            return false
        #endif
    }

    /// Writes `bytes` to a hidden file named after `path` in `folder`, then renames it over `path`.
    static func writeThroughNamedTemporary(
        _ bytes: some Collection<UInt8>, to path: String, in folder: String, named name: String, flushing: Bool
    ) throws(FileError) {
        let temporary = folder + "/" + temporaryName(for: name)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .fromErrno(path, doing: "create a file there") }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            guard !flushing || fsync(descriptor) == 0 else {
                throw FileError.fromErrno(path, doing: "flush it to disk")
            }
        }
        guard rename(temporary, path) == 0 else { throw .fromErrno(path, doing: "replace it") }
        succeeded = true
    }

    /// The folder a path is in (`.` for a bare name) and the file's name.
    public static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = path[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(path[path.index(after: slash)...]))
    }

    /// The size in bytes of the file at `path` (a link's target's), or `nil` when it cannot be
    /// told: a plain `stat`, with none of the attribute dictionary a file manager builds.
    public static func size(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// Reads the whole file at `path`, or standard input when `path` is `-`.
    /// - Throws: `FileError` naming the path and the reason.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fromErrno(path, doing: "read it") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .fromErrno(path, doing: "read it") }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw FileError(
                path: path,
                reason: (status.st_mode & S_IFMT) == S_IFDIR ? "is a folder, not a file" : "is not a regular file")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .fromErrno(path, doing: "read it")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// The longest file name most file systems take (`NAME_MAX`), in bytes.
    private static let maximumNameBytes = 255

    /// A fresh name for the temporary file of a write to `name`: hidden, and named after its
    /// destination, `.NAME.tmp-PID-RANDOM`, so that one a killed process leaves behind says what it
    /// is. A name too long to take the additions is cut short (at a character) in the temporary's.
    static func temporaryName(for name: String) -> String {
        let suffix = ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var stem = Substring(name)
        while 1 + stem.utf8.count + suffix.utf8.count > maximumNameBytes, !stem.isEmpty {
            stem = stem.dropLast()
        }
        return "." + stem + suffix
    }

    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, path: String) throws(FileError) {
        let contiguous = Array(bytes)
        var offset = 0
        while offset < contiguous.count {
            let written = contiguous.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .fromErrno(path, doing: "write it")
            }
            offset += written
        }
    }

    /// Flushes a folder's entries to disk, so that files renamed into it stay renamed after a
    /// power cut. Best effort: a folder that cannot be opened is left as it is.
    public static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Flushes everything written to the file system that holds `folder` to disk, once for any
    /// number of files: what a batch that wrote without ``write(_:to:syncingFolder:flushing:)``'s
    /// flushing calls at its end. Best effort, as ``syncFolder(_:)``.
    public static func syncFileSystem(of folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        if syncFileSystemContaining(descriptor) != 0 { fsync(descriptor) }
        close(descriptor)
    }
}

#if os(Linux)
    /// `open(2)`'s flags, besides the access, for a file without a name in a folder: `O_TMPFILE`, which glibc
    /// declares only for `_GNU_SOURCE`. Its own bit is the same on x86-64 and ARM64 (`020000000`);
    /// `O_DIRECTORY`, which it includes, differs between them and comes from Glibc.
    private let unnamedFileFlags = O_CLOEXEC | O_DIRECTORY | 0o20000000
#endif

/// Linux's `syncfs(2)`, which glibc declares only for `_GNU_SOURCE`, and so Swift's Glibc module
/// does not show.
#if os(Linux)
    @_silgen_name("syncfs")
    private func syncFileSystemContaining(_ descriptor: Int32) -> Int32
#else
    /// Elsewhere the folder alone is flushed.
    private func syncFileSystemContaining(_ descriptor: Int32) -> Int32 { -1 }
#endif
