import Foundation
import Scribble

/// One input file of a batch: named on the command line, or found in a folder that was.
struct BatchInput: Equatable {
    /// Standard input's name on the command line.
    static let standardInput = "-"

    /// The file (or `-` for standard input).
    var path: String
    /// For a file found in a folder, the folders between that folder and the file (`cats/2017`),
    /// so that outputs can mirror them; empty for a file named directly or at the folder's top.
    var subfolder: String = ""
    /// Whether it was found in a folder rather than named.
    var isFromFolder = false

    /// The inputs a command line names: files as they are, and in place of each folder the files
    /// in it that Scribble reads (told by their names: `*.drawing.json`, `*.svg`, `*.ndjson`…; see
    /// ``InterchangeFormat/forFileName(_:)``), sorted by name, hidden files left out, and with
    /// `recursive` those of its subfolders too.
    /// - Throws: `InputFailure` when a folder cannot be listed or no file at all is left to read.
    static func expand(_ paths: [String], recursive: Bool) throws -> [BatchInput] {
        var inputs: [BatchInput] = []
        for path in paths {
            guard path != "-", isFolder(path) else {
                inputs.append(BatchInput(path: path))
                continue
            }
            let root = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            var visited: Set<String> = []
            let found = try files(in: root, subfolder: "", recursive: recursive, visited: &visited)
            if found.isEmpty {
                Console.warning("\(path): holds no files that Scribble reads (\(knownEndings))")
            }
            inputs += found
        }
        guard !inputs.isEmpty else {
            throw InputFailure(description: "no input files to read: the folders given hold none that Scribble reads")
        }
        return inputs
    }

    /// The files of a folder that Scribble reads, sorted, then those of its subfolders.
    private static func files(in folder: String, subfolder: String, recursive: Bool, visited: inout Set<String>) throws
        -> [BatchInput]
    {
        // A folder reached twice through links is read once, so a loop of links ends.
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw InputFailure(description: "\(folder): cannot list the folder: \(error.localizedDescription)")
        }
        var found: [BatchInput] = []
        var subfolders: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if isFolder(path) {
                if recursive { subfolders.append(name) }
            } else if isReadableName(name) {
                found.append(BatchInput(path: path, subfolder: subfolder, isFromFolder: true))
            }
        }
        for name in subfolders {
            found += try files(
                in: folder + "/" + name, subfolder: subfolder.isEmpty ? name : subfolder + "/" + name, recursive: true,
                visited: &visited)
        }
        return found
    }

    /// Whether a file's name says it holds a format Scribble reads.
    static func isReadableName(_ name: String) -> Bool {
        InterchangeFormat.forFileName(name) != nil || name.lowercased().hasSuffix(".json")
    }

    private static var knownEndings: String {
        var endings: [String] = []
        for format in InterchangeFormat.allCases {
            for ending in format.fileExtensions where !endings.contains(ending) { endings.append(ending) }
        }
        return endings.joined(separator: ", ")
    }

    /// Whether a path is a folder (following links).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
