import Scribble
import Foundation

extension OutputPlan {
    /// One destination per input of a batch, as ``destinations(for:output:fileExtension:)`` lays
    /// them out for files named on the command line, and for files found in folders: beside each
    /// one without -o, else in the -o folder under the same subfolders (made as needed).
    ///
    /// A file that holds several drawings writes one output per drawing, named after its
    /// destination: see ``destination(_:forItem:fileExtension:)``. So when the only input is known
    /// to hold several (`--from quickdraw-ndjson`, a `*.ndjson` name), -o names a folder unless it
    /// names a file of the output's format.
    /// - Parameters:
    ///   - inputs: The inputs, folders expanded.
    ///   - output: The -o value, if given.
    ///   - fileExtension: The outputs' ending without the dot: `png`.
    ///   - holdsManyDrawings: Whether the only input is known, before it is read, to hold several
    ///     drawings.
    /// - Throws: `UsageError` when the outputs cannot be laid out as asked: several to standard
    ///   output, a folder that is a file, two outputs with one name, an output that would replace
    ///   an input.
    static func destinations(
        for inputs: [BatchInput], output: String?, fileExtension: String, holdsManyDrawings: Bool
    ) throws(UsageError) -> [String] {
        let paths = inputs.map(\.path)
        var layout: [String]
        if !inputs.contains(where: \.isFromFolder) {
            var output = output
            if inputs.count == 1, holdsManyDrawings {
                if output == nil, paths == ["-"] {
                    throw UsageError(message: "standard input holds several drawings here, which cannot all go to standard output; give -o a folder")
                }
                if output == standardOutput {
                    throw UsageError(message: "\(paths[0]) holds several drawings, which cannot all go to standard output; give -o a folder")
                }
                if let folder = output, !BatchInput.isFolder(folder), Renderer.Format(fileName: folder)?.rawValue != fileExtension {
                    try makeFolder(folder)
                    output = folder
                }
            }
            layout = try destinations(for: paths, output: output, fileExtension: fileExtension)
        } else {
            guard output != standardOutput else {
                throw UsageError(message: "the files of a folder cannot all be written to standard output; give -o a folder")
            }
            if let output, !BatchInput.isFolder(output) {
                guard !FileManager.default.fileExists(atPath: output) else {
                    throw UsageError(message: "with a folder of inputs, -o names a folder, and \(output) is a file")
                }
                try makeFolder(output)
            }
            layout = try inputs.map { input throws(UsageError) in
                let file = InputFile.stem(of: input.path == "-" ? "stdin" : input.path) + "." + fileExtension
                guard let output else {
                    let parent = (input.path as NSString).deletingLastPathComponent
                    return input.path == "-" || parent.isEmpty ? file : parent + "/" + file
                }
                let folder = input.subfolder.isEmpty ? output : output + "/" + input.subfolder
                try makeFolder(folder)
                return folder + "/" + file
            }
            layout = try checkedAgainstInputs(paths, layout)
        }
        var seen: [String: String] = [:]
        for (input, destination) in zip(paths, layout) where destination != standardOutput {
            if let other = seen.updateValue(input, forKey: destination) {
                throw UsageError(message: "\(other) and \(input) would both be written to \(destination); give -o a folder or rename one")
            }
        }
        return layout
    }

    /// Where a drawing of a file that holds several goes: its destination with the drawing's name
    /// added to the name (`out/lib.png` → `out/lib-Heart.png`); the destination itself for a file
    /// of one drawing; `nil` when the destination is standard output, which takes only one.
    static func destination(_ destination: String, forItem name: String?, fileExtension: String) -> String? {
        guard let name else { return destination }
        guard destination != standardOutput else { return nil }
        let folder = (destination as NSString).deletingLastPathComponent
        var file = (destination as NSString).lastPathComponent
        if file.lowercased().hasSuffix("." + fileExtension), file.count > fileExtension.count + 1 {
            file = String(file.dropLast(fileExtension.count + 1))
        }
        let named = file + "-" + name + "." + fileExtension
        return folder.isEmpty ? named : folder + "/" + named
    }

    /// The destinations, unless one of them is an input's own file.
    private static func checkedAgainstInputs(_ inputs: [String], _ paths: [String]) throws(UsageError) -> [String] {
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        for (input, path) in zip(inputs, paths) where input != "-" && standardized(input) == standardized(path) {
            throw UsageError(message: "the output for \(input) would be named \(path) and replace it; give -o another name")
        }
        return paths
    }

    private static func makeFolder(_ path: String) throws(UsageError) {
        guard !BatchInput.isFolder(path) else { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw UsageError(message: "cannot make the output folder \(path): \(error.localizedDescription)")
        }
    }
}
