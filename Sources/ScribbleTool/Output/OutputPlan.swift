import Foundation
import Scribble

/// Where a command's outputs go, decided before any input is read so that a usage mistake
/// costs nothing, and how they are written.
enum OutputPlan {
    /// Standard output's name in paths.
    static let standardOutput = "-"

    /// The extensions of the files `render` and `replay` write pictures to, as messages list them.
    static let pictureExtensions = Renderer.Format.allCases.map { "." + $0.rawValue }

    /// Whether an -o value names a folder: it ends in `/`, which always means a folder, or it is one.
    static func namesFolder(_ output: String) -> Bool {
        output.hasSuffix("/") || BatchInput.isFolder(output)
    }

    /// Whether an -o value names a shard archive: a file ending in `.tar`.
    static func namesArchive(_ output: String) -> Bool {
        !namesFolder(output) && fileExtension(of: output) == "tar"
    }

    /// A file name's extension, lowercased, without the dot; empty when it has none
    /// (`out/a.PNG` → `png`, `out/notes` → ``, `.hidden` → ``).
    static func fileExtension(of path: String) -> String {
        (path as NSString).pathExtension.lowercased()
    }

    /// Refuses an output file whose extension names a format Scribble does not write (`a.jpg`),
    /// saying what it writes. A name without an extension is taken as it is.
    /// - Parameter others: Further extensions the command writes, such as `json` for a drawing.
    /// - Throws: `UsageError` naming the output and the extensions written.
    static func checkExtension(of output: String, others: [String] = []) throws(UsageError) {
        let ending = fileExtension(of: output)
        guard !ending.isEmpty, Renderer.Format(rawValue: ending) == nil, !others.contains(ending) else { return }
        let all = pictureExtensions + others.map { "." + $0 }
        let written = all.dropLast().joined(separator: ", ") + " and " + (all.last ?? "")
        throw UsageError(message: "\(output): Scribble does not write .\(ending) files; it writes \(written)")
    }

    /// Refuses to write a binary picture to a terminal, where it would be garbage, as gzip does;
    /// an SVG is text and goes.
    /// - Throws: `UsageError` saying to give -o or to redirect standard output.
    static func refuseBinaryOnTerminal(_ format: Renderer.Format) throws(UsageError) {
        guard format != .svg, isatty(STDOUT_FILENO) == 1 else { return }
        let name = format == .png ? "a PNG image" : "a PDF document"
        throw UsageError(
            message:
                "will not write \(name) to a terminal; give -o FILE, or redirect standard output (> drawing.\(format.rawValue))"
        )
    }

    /// A path in a folder, with one `/` between them whatever the folder ends with.
    static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Makes the folders that are missing, parents first.
    /// - Returns: Those it made, so that they can be taken away again if nothing is written in them.
    /// - Throws: `FileError` when one cannot be made, naming it and the system's reason
    ///   (`out/: cannot make the folder: Read-only file system`), the folders made before it taken
    ///   away again.
    static func makeFolders(_ folders: [String]) throws(FileError) -> [String] {
        var made: [String] = []
        for folder in folders.sorted(by: { $0.count < $1.count }) where !BatchInput.isFolder(folder) {
            // The folders above it that are missing are made too, and are as much this run's.
            var missing: [String] = []
            var above = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
            // A file where the folder should be: one error here, rather than one per output later.
            if FileManager.default.fileExists(atPath: above) {
                removeEmptyFolders(made)
                throw FileError(path: folder, reason: "cannot make the folder: a file of that name is in the way")
            }
            while !above.isEmpty, above != "/", !FileManager.default.fileExists(atPath: above) {
                missing.append(above)
                above = above.lastIndex(of: "/").map { String(above[..<$0]) } ?? ""
            }
            for path in missing.reversed() {
                if mkdir(path, 0o777) == 0 {
                    made.append(path)
                    continue
                }
                guard errno == EEXIST else {
                    let error = FileError.fromErrno(folder, doing: "make the folder")
                    removeEmptyFolders(made)
                    throw error
                }
            }
        }
        return made
    }

    /// Takes away the folders that were made for outputs and are still empty, deepest first, so
    /// that a run that wrote nothing leaves nothing behind. A folder that holds anything stays.
    static func removeEmptyFolders(_ made: [String]) {
        for folder in made.sorted(by: { $0.count > $1.count }) {
            _ = rmdir(folder)
        }
    }

    /// Writes a finished output whole: atomically to a file, or to standard output.
    /// - Parameters:
    ///   - syncingFolder: Whether to flush the file's folder at once (see ``AtomicFile``); a batch
    ///     flushes its folders once at its end instead.
    ///   - flushing: Whether to flush the file itself before it is renamed into place; a batch
    ///     flushes its file systems once at its end instead.
    static func write(_ bytes: [UInt8], to destination: String, syncingFolder: Bool = true, flushing: Bool = true)
        throws(FileError)
    {
        if destination == standardOutput {
            Console.outputBytes(bytes)
        } else {
            try AtomicFile.write(bytes, to: destination, syncingFolder: syncingFolder, flushing: flushing)
        }
    }
}
