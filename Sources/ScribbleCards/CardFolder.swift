import Foundation
import ScribbleFiles
import ScribbleJSON

#if canImport(Glibc)
    import Glibc
#endif

/// The file-system side of a store: listing folders without following links, reading files that
/// must be plain files inside the store, writing atomically, locking a folder.
///
/// Nothing here follows a symbolic link: a link anywhere inside the store is refused, so that a
/// store (or whoever wrote it) cannot make the tool read or write outside it.
enum CardFolder {
    /// What a folder entry is, as `lstat` sees it (a link is a link, whatever it points at).
    enum EntryType: Equatable {
        case file, folder, symbolicLink, other
    }

    /// One entry of a folder.
    struct Entry: Equatable {
        var name: String
        var type: EntryType
    }

    /// The name of a card's document in its folder.
    static let cardFileName = "card.json"
    /// The start of the name of a card folder being made by `create`, before it is renamed into place.
    static let newCardPrefix = ".new-"
    /// The start of the name of a card folder being deleted, after it was renamed out of place.
    static let trashPrefix = ".trash-"

    /// What is wrong with a file name from a `card.json`, or `nil` when it is a plain name in the
    /// card's own folder.
    static func problem(withFileName name: String) -> String? {
        let quoted = JSONReader.quoted(name)
        let rule = "an element's files are in the card's own folder, named after the element's id"
        if name.isEmpty { return "a file name cannot be empty; \(rule)" }
        if name.hasPrefix("/") { return "\(quoted) is an absolute path; \(rule)" }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return "\(quoted) leads out of the card's folder; \(rule)" }
        if parts.count > 1 || name.contains("\\") { return "\(quoted) is a path into another folder; \(rule)" }
        if name == "." || name.hasPrefix(".") { return "\(quoted) is a hidden name; \(rule)" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "\(quoted) has control characters in it; \(rule)"
        }
        return nil
    }

    /// Whether a name is one of `AtomicFile`'s temporary files, `.NAME.tmp-PID-RANDOM`, which an
    /// interrupted write leaves behind.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards) else { return false }
        let tail = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        return tail.count == 2
            && tail.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// The element a file is named after: `<id>.png`, `<id>.drawing.json` or `<id>.jpg`, the id in
    /// the store's form.
    static func elementID(ofFileName name: String) -> UUID? {
        for suffix in [".png", ".drawing.json", ".jpg"] where name.hasSuffix(suffix) {
            return CardID.parseCanonical(String(name.dropLast(suffix.count)))
        }
        return nil
    }

    /// When the entry at a path was last changed, without following a link; `nil` when nothing is there.
    static func modificationTime(of path: String) -> Date? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
    }

    /// What is at a path, without following a link; `nil` when nothing is.
    static func entryType(at path: String) -> EntryType? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return entryType(status.st_mode)
    }

    private static func entryType(_ mode: mode_t) -> EntryType {
        switch mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }

    /// The entries of a folder, sorted by name, `.` and `..` left out.
    /// - Throws: ``CardError`` when the folder cannot be listed.
    static func entries(of folder: String) throws(CardError) -> [Entry] {
        guard let directory = opendir(folder) else {
            throw fileError(folder, doing: "list it")
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            guard name != ".", name != ".." else { continue }
            var status = stat()
            let type = lstat(folder + "/" + name, &status) == 0 ? entryType(status.st_mode) : .other
            entries.append(Entry(name: name, type: type))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// Reads a whole file that must be a plain file (not a link, a folder or a device) of at most
    /// `limit` bytes.
    /// - Parameter what: What the file is, for messages: `card.json`, `image`.
    /// - Throws: ``CardError``: ``CardError/Kind/notFound`` when it is missing,
    ///   ``CardError/Kind/unsafe`` for a link or anything but a file, ``CardError/Kind/tooLarge``.
    static func read(_ path: String, limit: Int, what: String) throws(CardError) -> [UInt8] {
        // No following links; no waiting on a FIFO someone put there.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw CardError(.notFound, "\(path): missing")
            case ELOOP: throw unsafeLink(path)
            default: throw fileError(path, doing: "read it")
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw fileError(path, doing: "read it") }
        guard entryType(status.st_mode) == .file else {
            throw CardError(
                .unsafe,
                "\(path): is \(entryType(status.st_mode) == .folder ? "a folder" : "not a plain file"); a card store holds only plain files"
            )
        }
        guard status.st_size <= limit else {
            throw CardError(
                .tooLarge,
                "\(path): the \(what) is \(byteCount(Int(status.st_size))), over the limit of \(byteCount(limit))")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 { break }
                throw fileError(path, doing: "read it")
            }
            offset += count
        }
        // A file that shrank while it was read is whatever was read of it.
        return Array(bytes[0..<offset])
    }

    /// Writes a file atomically (temporary file, flush, rename, flush the folder).
    static func write(_ bytes: [UInt8], to path: String) throws(CardError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw CardError(.fileSystem, error.description)
        }
    }

    /// Removes a file or link (never what a link points at); a missing one is not an error.
    static func remove(_ path: String) throws(CardError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw fileError(path, doing: "remove it") }
    }

    /// Makes a folder (its parent must exist).
    static func makeFolder(_ path: String) throws(CardError) {
        guard mkdir(path, 0o755) == 0 else { throw fileError(path, doing: "make the folder") }
    }

    /// Renames an entry in place, atomically.
    static func rename(_ path: String, to destination: String) throws(CardError) {
        guard Glibc.rename(path, destination) == 0 else { throw fileError(path, doing: "rename it") }
    }

    /// Removes a folder and everything in it, never following a link out of it.
    static func removeTree(_ path: String) throws(CardError) {
        if entryType(at: path) == .folder {
            for entry in try entries(of: path) {
                try removeTree(path + "/" + entry.name)
            }
            guard rmdir(path) == 0 || errno == ENOENT else { throw fileError(path, doing: "remove the folder") }
        } else {
            try remove(path)
        }
    }

    /// Flushes a folder's entries (a rename or a new name in it) to disk.
    static func sync(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Holds a lock on a folder until it goes away: exclusive for a change, shared for a look.
    ///
    /// The lock is the kernel's (`flock`) on the folder itself, so it needs no lock file, and
    /// it is let go when the process ends, however it ends.
    final class Lock {
        private let descriptor: Int32

        /// Locks a folder, waiting for whoever holds it.
        /// - Parameter followingLink: Whether the folder may be a link: only the store's own
        ///   folder, which the user named, may be.
        init(_ folder: String, exclusive: Bool, followingLink: Bool = false) throws(CardError) {
            descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW))
            guard descriptor >= 0 else {
                throw errno == ENOENT
                    ? CardError(.notFound, "\(folder): missing") : CardFolder.fileError(folder, doing: "lock it")
            }
            while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
                guard errno == EINTR else {
                    close(descriptor)
                    throw CardFolder.fileError(folder, doing: "lock it")
                }
            }
        }

        deinit {
            close(descriptor)
        }
    }

    static func unsafeLink(_ path: String) -> CardError {
        CardError(
            .unsafe,
            "\(path): is a symbolic link; a card store refuses links, so that nothing outside it is read or written")
    }

    static func fileError(_ path: String, doing action: String) -> CardError {
        CardError(.fileSystem, "\(path): cannot \(action): " + String(cString: strerror(errno)))
    }

    /// A byte count for messages: `512 bytes`, `3.2 MB`.
    static func byteCount(_ count: Int) -> String {
        if count < 10_000 { return "\(count) bytes" }
        if count < 10_000_000 { return String(format: "%.1f kB", Double(count) / 1000) }
        return String(format: "%.1f MB", Double(count) / 1_000_000)
    }
}
