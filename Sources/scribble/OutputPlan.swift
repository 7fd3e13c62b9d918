import Foundation
import ScribbleFiles
import ScribbleFormats

/// Where a command's outputs go, decided before any input is read so that a usage mistake
/// costs nothing.
enum OutputPlan {
    /// Standard output's name in paths.
    static let standardOutput = "-"

    /// One destination per input: a file path, or `-` for standard output.
    /// - Throws: `UsageError` when the outputs cannot be laid out as asked.
    static func destinations(for inputs: [String], output: String?, fileExtension: String) throws(UsageError) -> [String] {
        func named(_ input: String, in folder: String?) -> String {
            let file = InputLoader.stem(of: input == "-" ? "stdin" : input) + "." + fileExtension
            if let folder { return folder + "/" + file }
            let parent = (input as NSString).deletingLastPathComponent
            return input == "-" || parent.isEmpty ? file : parent + "/" + file
        }
        guard let output else {
            if inputs == ["-"] { return [standardOutput] }
            return try refusingToOverwrite(inputs, with: inputs.map { named($0, in: nil) })
        }
        if inputs.count == 1 {
            if output == standardOutput { return [standardOutput] }
            return isFolder(output) ? try refusingToOverwrite(inputs, with: [named(inputs[0], in: output)]) : [output]
        }
        guard output != standardOutput else {
            throw UsageError(message: "several inputs cannot all be written to standard output; give -o a folder")
        }
        if !isFolder(output) {
            if FileManager.default.fileExists(atPath: output) {
                throw UsageError(message: "with several inputs, -o names a folder, and \(output) is a file")
            }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw UsageError(message: "cannot make the output folder \(output): \(error.localizedDescription)")
            }
        }
        let paths = inputs.map { named($0, in: output) }
        if Set(paths).count < paths.count {
            throw UsageError(message: "two inputs have the same name and would overwrite each other's output in \(output)")
        }
        return try refusingToOverwrite(inputs, with: paths)
    }

    /// The paths, unless one of the names made for the outputs is an input's own file (an SVG
    /// rendered to SVG beside itself), which would be replaced without being asked for by name.
    private static func refusingToOverwrite(_ inputs: [String], with paths: [String]) throws(UsageError) -> [String] {
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        for (input, path) in zip(inputs, paths) where input != "-" && standardized(input) == standardized(path) {
            throw UsageError(message: "the output for \(input) would be named \(path) and replace it; give -o another name")
        }
        return paths
    }

    /// Writes a finished output whole: atomically to a file, or to standard output.
    /// - Parameter syncingFolder: Whether to flush the file's folder at once (see ``AtomicFile``);
    ///   a batch flushes its folders once at its end instead.
    static func write(_ bytes: [UInt8], to destination: String, syncingFolder: Bool = true) throws(FileError) {
        if destination == standardOutput {
            Console.outputBytes(bytes)
        } else {
            try AtomicFile.write(bytes, to: destination, syncingFolder: syncingFolder)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
