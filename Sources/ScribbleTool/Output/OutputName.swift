import Foundation
import Scribble

/// The name an input's output gets, in parts: the folder it goes in, the input's stem and its
/// kind (the ending its format gives it, `events` for `signature.events.json`), so that names
/// can be made apart where two inputs share a stem.
struct OutputName {
    /// The folder: the -o folder (and the input's subfolder), else the input's own; empty for
    /// the current one.
    var folder: String
    /// The input's name without its folder and ending: `signature`; `stdin` for standard input.
    var stem: String
    /// The first part of the ending its stem was taken from: `events`, `svg`, `ndjson`; empty
    /// when there was none.
    var kind: String

    /// The name of an input's output.
    /// - Parameter folder: The -o folder, or `nil` for beside the input.
    init(input: BatchInput, folder: String?) {
        let path = input.path == BatchInput.standardInput ? "stdin" : input.path
        stem = InputFile.stem(of: path)
        let file = (path as NSString).lastPathComponent
        let ending = file.count > stem.count ? file.dropFirst(stem.count).drop { $0 == "." } : ""
        kind = ending.split(separator: ".").first.map(String.init) ?? ""
        if let folder {
            self.folder = input.subfolder.isEmpty ? folder : OutputPlan.joined(folder, input.subfolder)
        } else {
            self.folder =
                input.path == BatchInput.standardInput ? "" : (input.path as NSString).deletingLastPathComponent
        }
    }

    /// The path, with the kind added or not, numbered from 2 or not.
    func path(withKind: Bool, number: Int? = nil, fileExtension: String) -> String {
        var name = stem
        if withKind, !kind.isEmpty { name += "." + kind }
        if let number { name += "-\(number)" }
        return OutputPlan.joined(folder, name + "." + fileExtension)
    }

    /// One path per name, all different: the stem where no other name gives the same path, the
    /// stem and kind where one does, numbered in input order where even that is shared.
    static func unique(_ names: [OutputName], fileExtension: String) -> [String] {
        var paths = names.map { $0.path(withKind: false, fileExtension: fileExtension) }
        let shared = Dictionary(grouping: paths.indices, by: { paths[$0] }).values.filter { $0.count > 1 }
        for group in shared {
            for index in group { paths[index] = names[index].path(withKind: true, fileExtension: fileExtension) }
        }
        let wanted = Set(paths)
        var taken: Set<String> = []
        for index in paths.indices where !taken.insert(paths[index]).inserted {
            var number = 2
            var candidate: String
            repeat {
                candidate = names[index].path(withKind: true, number: number, fileExtension: fileExtension)
                number += 1
            } while taken.contains(candidate) || wanted.contains(candidate)
            taken.insert(candidate)
            paths[index] = candidate
        }
        return paths
    }
}
