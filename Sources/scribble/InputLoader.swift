import ScribbleFormats
import ScribbleKit

/// One input file, read and turned into a drawing.
struct LoadedInput {
    /// The path as the user gave it (`-` for standard input).
    var path: String
    /// The strokes to draw.
    var drawing: Drawing
    /// For an event recording, the recorder that drew it: its rejections and anomalies.
    var recorder: StrokeRecorder?
    /// For an event recording, the events themselves, to record again under another policy.
    var recording: EventRecording?
    /// What kind of document it was, for `info`.
    var formatName: String
    /// Problems the reader worked around (an SVG path drawn up to a bad command, say).
    var warnings: [String] = []

    /// The name diagnostics use for it.
    var displayName: String { path == "-" ? "<stdin>" : path }
}

/// Reads the inputs every command takes: event recordings, drawings and SVG files. JSON documents
/// are told apart by their `format` key rather than their names, so a misnamed file still reads.
enum InputLoader {
    /// Reads a file (or standard input for `-`) and records it under `policy` when it is a recording.
    /// - Throws: `FileError` when it cannot be read, `FormatError` when it is not a valid document.
    static func load(_ path: String, policy: InputPolicy) throws -> LoadedInput {
        let bytes = try AtomicFile.read(path)
        let name = path == "-" ? "<stdin>" : path
        if looksLikeXML(bytes) || path.lowercased().hasSuffix(".svg") {
            let result = try SVGDocumentReader().read(bytes, file: name)
            return LoadedInput(
                path: path, drawing: result.drawing, recorder: nil, recording: nil, formatName: "svg",
                warnings: result.diagnostics.map(String.init(describing:)))
        }
        switch try ScribbleDocument(decoding: bytes, file: name) {
        case .drawing(let drawing):
            return LoadedInput(path: path, drawing: drawing, recorder: nil, recording: nil, formatName: "scribble-drawing")
        case .events(let recording):
            let recorder = recording.recorded(policy: policy)
            return LoadedInput(
                path: path, drawing: recorder.drawing, recorder: recorder, recording: recording, formatName: "scribble-events")
        }
    }

    /// Whether a document starts like XML (after a byte-order mark and white space) rather than JSON.
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        return start < bytes.count && bytes[start] == UInt8(ascii: "<")
    }

    /// The policy option every reading command shares.
    static let policyOption = OptionSpec(
        name: "--policy", value: "pen|finger|any|auto",
        help: "Which devices ink when reading a recording (default any; auto: fingers until a pen is seen).")

    /// The input policy a command line asks for.
    static func policy(from arguments: ParsedArguments) throws(UsageError) -> InputPolicy {
        try arguments.choice("--policy", of: InputPolicy.self) ?? .any
    }

    /// An input's name without its folder and its format suffix: `Strokes/tap.events.json` → `tap`.
    static func stem(of path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".events.json", ".drawing.json", ".json", ".svg"] where base.hasSuffix(suffix) && base.count > suffix.count {
            return String(base.dropLast(suffix.count))
        }
        return base
    }
}
