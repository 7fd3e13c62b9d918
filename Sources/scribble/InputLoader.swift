import Foundation
import ScribbleFiles
import ScribbleFormats
import ScribbleKit
import ScribbleSyntax

/// Reads the inputs every command takes, in any format ``InterchangeFormat`` knows: the format is
/// told by the file's contents, then its name, unless `--from` names it; a misnamed file still reads.
/// Every input is held to the limits of the command's ``ReadSettings``, and an error about a limit
/// says which option raises it.
///
/// Recordings are recorded under the command's input policy. Excalidraw drawings get the ink
/// options Excalidraw renders with (perfect-freehand's), so they look as they do there unless the
/// command line asks for other ink (`--smoothing`).
enum InputLoader {
    /// Reads a file that holds one drawing (or standard input for `-`).
    /// - Parameters:
    ///   - path: The file, or `-`.
    ///   - policy: The input policy a recording is recorded under.
    ///   - reading: The format `--from` gave (or `nil` to tell it from the file) and the limits.
    /// - Throws: `FileError` when it cannot be read, `FormatError` when it is not a valid document
    ///   or passes a limit, `InputFailure` when it holds no drawing or several.
    static func load(_ path: String, policy: InputPolicy, reading: ReadSettings) throws -> LoadedInput {
        let document = try loadDocument(path, policy: policy, reading: reading)
        if let failure = document.failedRecords.first { throw failure }
        guard document.inputs.count == 1, var input = document.inputs.first else {
            let count = document.inputs.count
            throw InputFailure(description: "\(document.displayName): holds \(count == 0 ? "no drawings" : "\(count) drawings"); "
                + "this command takes one (scribble render and convert write one file per drawing)")
        }
        input.warnings = document.warnings + input.warnings
        return input
    }

    /// Reads a whole file (or standard input for `-`) and every drawing in it.
    /// - Parameters:
    ///   - path: The file, or `-`.
    ///   - policy: The input policy recordings are recorded under.
    ///   - reading: The format `--from` gave (or `nil` to tell it from the contents and the name)
    ///     and the limits.
    /// - Throws: `FileError` when it cannot be read, `FormatError` when it is not a valid document
    ///   (for Quick, Draw! records, when none can be read) or passes a limit.
    static func loadDocument(_ path: String, policy: InputPolicy, reading: ReadSettings) throws -> LoadedDocument {
        let name = path == "-" ? "<stdin>" : path
        let document: InterchangeDocument
        do {
            let bytes = try readWhole(path, maximumBytes: reading.maximumFileBytes)
            document = try InterchangeDocument(reading: bytes, file: name, format: reading.format, options: reading.document)
        } catch {
            throw ReadSettings.explained(error)
        }
        let isQuickDraw = document.format == .quickDrawNDJSON || document.format == .quickDrawJSONArray
        return LoadedDocument(
            path: path, format: document.format,
            inputs: document.items.map { loadedInput($0, path: path, format: document.format, policy: policy) },
            notes: document.notes, skipped: document.skipped,
            warnings: isQuickDraw ? [] : document.diagnostics.map(String.init(describing:)),
            failedRecords: isQuickDraw ? document.diagnostics : [])
    }

    /// One drawing of a document as the commands use it: a recording recorded under `policy`, an
    /// Excalidraw drawing given Excalidraw's ink.
    static func loadedInput(_ item: InterchangeDocument.Item, path: String, format: InterchangeFormat, policy: InputPolicy) -> LoadedInput {
        var input = LoadedInput(path: path, drawing: item.drawing, formatName: format.rawValue, itemName: item.name, line: item.line)
        if let recording = item.recording {
            let recorder = recording.recorded(policy: policy)
            input.drawing = recorder.drawing
            input.recorder = recorder
            input.recording = recording
        }
        if let perfectFreehand = item.perfectFreehand, input.drawing.inkOptions == nil {
            let (options, mixed) = excalidrawInkOptions(item, perfectFreehand: perfectFreehand)
            input.drawing.inkOptions = options
            if mixed {
                let name = item.name.map { " (\($0))" } ?? ""
                input.warnings.append("\(input.displayName)\(name): its strokes are drawn with different pressure settings in Excalidraw; every stroke is drawn with those most of them use")
            }
        }
        return input
    }

    /// The ink options that draw an Excalidraw drawing as Excalidraw does: the one set of
    /// perfect-freehand options its strokes share, or when they differ (some with simulated
    /// pressure, some without) the set most of them use.
    /// - Returns: The options, and whether the strokes differed.
    private static func excalidrawInkOptions(_ item: InterchangeDocument.Item, perfectFreehand: [PerfectFreehandOptions]) -> (InkOptions?, Bool) {
        if let shared = item.inkOptions { return (shared, false) }
        var counts: [PerfectFreehandOptions: Int] = [:]
        var order: [PerfectFreehandOptions] = []
        for var options in perfectFreehand {
            // Each stroke's size is its ink's width already.
            options.size = 0
            if counts[options] == nil { order.append(options) }
            counts[options, default: 0] += 1
        }
        var best: PerfectFreehandOptions?
        for options in order where best.map({ counts[options, default: 0] > counts[$0, default: 0] }) ?? true {
            best = options
        }
        return (best.map { InkOptions(perfectFreehand: $0) }, true)
    }

    /// The bytes of a file, or of standard input for `-`, refused before they are read when there are
    /// more than `maximumBytes` of them.
    /// - Throws: `FileError` when it cannot be read, `FormatError` when it is too big.
    static func readWhole(_ path: String, maximumBytes: Int) throws -> [UInt8] {
        guard path == "-" else {
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
                throw FormatError(file: path, message: "the file is \(size) bytes, more than the limit of \(maximumBytes)").exceeding(.bytes)
            }
            return try AtomicFile.read(path)
        }
        var bytes: [UInt8] = []
        while let chunk = try FileHandle.standardInput.read(upToCount: 1 << 16), !chunk.isEmpty {
            bytes += chunk
            guard bytes.count <= maximumBytes else {
                throw FormatError(file: "<stdin>", message: "standard input holds more than \(maximumBytes) bytes, the limit").exceeding(.bytes)
            }
        }
        return bytes
    }

    /// The format of a file told by its first bytes and then its name, without reading it whole;
    /// `nil` for standard input (which can be read only once) and for files that do not tell.
    static func peekFormat(_ path: String) -> InterchangeFormat? {
        guard path != "-", let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1 << 16)) ?? Data()
        return InterchangeFormat.detect(fileName: path, head: [UInt8](head))
    }

    /// The policy option every reading command shares.
    static let policyOption = OptionSpec(
        name: "--policy", value: "pen|finger|any|auto",
        help: "Which devices ink when reading a recording (default any; auto: fingers until a pen is seen).")

    /// The option that names the inputs' format when their contents and names do not tell.
    static let formatOption = OptionSpec(
        name: "--from", value: "FORMAT",
        help: "The inputs' format: \(InterchangeFormat.names) (default: told by contents, then name).")

    /// The input policy a command line asks for.
    static func policy(from arguments: ParsedArguments) throws(UsageError) -> InputPolicy {
        try arguments.choice("--policy", of: InputPolicy.self) ?? .any
    }

    /// The input format `--from` names, or `nil` when it is not given.
    /// - Throws: `UsageError` for a name no format has, listing the names.
    static func format(from arguments: ParsedArguments) throws(UsageError) -> InterchangeFormat? {
        guard let name = arguments.value("--from") else { return nil }
        guard let format = InterchangeFormat(name: name) else {
            throw UsageError(message: "--from must be one of \(InterchangeFormat.names), got \"\(name)\"")
        }
        return format
    }

    /// The endings `stem(of:)` takes off, longest first so that `.events.json` goes before `.json`.
    private static let knownEndings: [String] = {
        let endings = Set(InterchangeFormat.allCases.flatMap(\.fileExtensions))
        return endings.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }()

    /// An input's name without its folder and its format suffix: `Strokes/tap.events.json` → `tap`,
    /// `cats.ndjson` → `cats`, and for a name no format has, without its last extension:
    /// `records.txt` → `records`.
    static func stem(of path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let lowered = base.lowercased()
        for suffix in knownEndings where lowered.hasSuffix(suffix) && base.count > suffix.count {
            return String(base.dropLast(suffix.count))
        }
        if let dot = base.lastIndex(of: "."), dot != base.startIndex {
            return String(base[..<dot])
        }
        return base
    }
}
