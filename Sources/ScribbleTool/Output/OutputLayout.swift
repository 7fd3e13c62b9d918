import Foundation
import Scribble

/// Where the outputs of a batch go, laid out before any input is read: one destination per
/// input, the folders to make for them, and what a single input's -o means.
///
/// Outputs are named after their inputs' stems (`signature.events.json` → `signature.png`); where
/// two inputs would give one name (`signature.events.json` and `signature.svg`), each of them
/// adds its kind (`signature.events.png`, `signature.svg.png`), and any name still shared is
/// numbered (`-2`), so that inputs never overwrite each other's outputs. Standard input's stem is
/// `stdin`.
struct OutputLayout {
    /// One per input: a file path, or `-` for standard output. A file of several drawings names
    /// its outputs after its destination (see ``OutputLayout/destination(_:forItem:fileExtension:)``).
    var destinations: [String]
    /// The folders the destinations need that are missing; made only once the layout stands.
    var foldersToMake: [String] = []
    /// Whether -o names the single output itself (a file or `-`), rather than a folder.
    var outputIsNamed = false
    /// For standard input with -o NAME (no extension, no folder of that name): the folder NAME
    /// becomes if standard input turns out to hold several drawings, as it would for a file.
    var standardInputFolder: String?

    /// Lays out the outputs of a batch.
    /// - Parameters:
    ///   - inputs: The inputs, folders expanded.
    ///   - output: The -o value, if given: a file, `-`, or a folder (always when it ends in `/`).
    ///   - fileExtension: The outputs' ending without the dot: `png`.
    ///   - holdsManyDrawings: Whether the only input is known, before it is read, to hold several
    ///     drawings, so that -o without an extension names a folder.
    /// - Throws: `UsageError` when the outputs cannot be laid out as asked: an extension Scribble
    ///   does not write, several outputs to standard output or into one file, a folder that is a
    ///   file, an output that would replace its input.
    init(for inputs: [BatchInput], output: String?, fileExtension: String, holdsManyDrawings: Bool) throws(UsageError) {
        let paths = inputs.map(\.path)
        let several = inputs.count > 1 || inputs.contains(where: \.isFromFolder)
        var folder: String?
        if let output {
            if output == OutputPlan.standardOutput {
                if several {
                    throw UsageError(
                        message: "several inputs cannot all be written to standard output; give -o a folder (-o DIR/)")
                }
                if holdsManyDrawings {
                    let name = paths[0] == BatchInput.standardInput ? "standard input" : paths[0]
                    throw UsageError(
                        message:
                            "\(name) holds several drawings, which cannot all go to standard output; give -o a folder (-o DIR/) or pick one with --item N|NAME"
                    )
                }
                destinations = [output]
                outputIsNamed = true
                return
            }
            if OutputPlan.namesFolder(output) {
                folder = output
            } else {
                try OutputPlan.checkExtension(
                    of: output, others: [String(fileExtension.split(separator: ".").last ?? "")])
                let ending = OutputPlan.fileExtension(of: output)
                if several {
                    guard ending.isEmpty else {
                        throw UsageError(
                            message:
                                "several inputs cannot go into one .\(ending) file, \(output), which holds one drawing; give -o a folder (-o DIR/), or name a .pdf, which holds a page each"
                        )
                    }
                    guard !FileManager.default.fileExists(atPath: output) else {
                        throw UsageError(message: "with several inputs, -o names a folder, and \(output) is a file")
                    }
                    folder = output
                } else if holdsManyDrawings, ending.isEmpty {
                    folder = output
                } else {
                    destinations = [output]
                    outputIsNamed = true
                    if paths == [BatchInput.standardInput], ending.isEmpty { standardInputFolder = output }
                    return
                }
            }
        }
        if paths == [BatchInput.standardInput], folder == nil {
            if holdsManyDrawings {
                throw UsageError(
                    message:
                        "standard input holds several drawings here, which cannot all go to standard output; give -o a folder (-o DIR/)"
                )
            }
            destinations = [OutputPlan.standardOutput]
            return
        }
        let named = inputs.map { OutputName(input: $0, folder: folder) }
        destinations = OutputName.unique(named, fileExtension: fileExtension)
        try Self.refuseReplacing(paths, with: destinations)
        if let folder {
            foldersToMake = Array(Set(named.map(\.folder) + [folder])).sorted()
        }
    }

    /// Refuses a layout in which an output is an input's own file (an SVG rendered to SVG beside
    /// itself), which would be replaced without being asked for by name.
    private static func refuseReplacing(_ inputs: [String], with paths: [String]) throws(UsageError) {
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        for (input, path) in zip(inputs, paths)
        where input != BatchInput.standardInput && standardized(input) == standardized(path) {
            throw UsageError(
                message: "the output for \(input) would be named \(path) and replace it; give -o another name")
        }
    }

    /// Where a drawing of a file that holds several goes: its destination with the drawing's name
    /// added to the name (`out/lib.png` → `out/lib-Heart.png`); the destination itself for a file
    /// of one drawing; `nil` when the destination is standard output, which takes only one.
    static func destination(_ destination: String, forItem name: String?, fileExtension: String) -> String? {
        guard let name else { return destination }
        guard destination != OutputPlan.standardOutput else { return nil }
        let folder = (destination as NSString).deletingLastPathComponent
        var file = (destination as NSString).lastPathComponent
        if file.lowercased().hasSuffix("." + fileExtension), file.count > fileExtension.count + 1 {
            file = String(file.dropLast(fileExtension.count + 1))
        }
        return OutputPlan.joined(folder, file + "-" + name + "." + fileExtension)
    }
}
