/// The file formats Scribble reads and writes, by the names `--from` and `--to` take.
///
/// ```swift
/// let format = InterchangeFormat.detect(fileName: path, head: bytes.prefix(65_536))
/// let document = try InterchangeDocument(reading: bytes, file: path, format: format)
/// for item in document.items { render(item.drawing) }
/// let inkML = try InterchangeFormat.inkml.encode(document.items[0].drawing)
/// ```
public enum InterchangeFormat: String, CaseIterable, Hashable, Sendable {
    /// A Scribble event recording, `*.events.json`.
    case scribbleEvents = "scribble-events"
    /// A Scribble drawing, `*.drawing.json`.
    case scribbleDrawing = "scribble-drawing"
    /// An SVG document, `*.svg` (read only here; SVG is written by the renderer).
    case svg
    /// W3C InkML, `*.inkml`.
    case inkml
    /// An Excalidraw scene, `*.excalidraw`.
    case excalidraw
    /// An Excalidraw library, `*.excalidrawlib` (read only): a drawing per item.
    case excalidrawLibrary = "excalidrawlib"
    /// A tldraw file, `*.tldr` (read only): a drawing per page.
    case tldraw
    /// Quick, Draw! records, one JSON object a line, `*.ndjson` (read only): a drawing per record.
    case quickDrawNDJSON = "quickdraw-ndjson"
    /// Quick, Draw! records in a JSON array (read only): a drawing per record.
    case quickDrawJSONArray = "quickdraw-json-array"
    /// A Xournal++ notebook, `*.xopp`, or a Xournal one, `*.xoj`: a drawing per page.
    case xournal = "xopp"

    /// The format a `--from` or `--to` name means: its name (`inkml`, `quickdraw-ndjson`) or a
    /// short one (`events`, `drawing`, `ink`, `excalidraw-library`, `tldr`, `quickdraw`, `ndjson`,
    /// `xoj`, `xournal`, `xournalpp`),
    /// in any case; `nil` for a name it does not know.
    public init?(name: String) {
        let lowered = name.lowercased()
        if let format = InterchangeFormat(rawValue: lowered) {
            self = format
            return
        }
        switch lowered {
        case "events", "events.json": self = .scribbleEvents
        case "drawing", "drawing.json", "scribble": self = .scribbleDrawing
        case "ink": self = .inkml
        case "excalidraw-library", "excalidraw-lib": self = .excalidrawLibrary
        case "tldr": self = .tldraw
        case "quickdraw", "ndjson", "quick-draw": self = .quickDrawNDJSON
        case "quickdraw-json", "quickdraw-array": self = .quickDrawJSONArray
        case "xoj", "xournal", "xournalpp", "xournal++": self = .xournal
        default: return nil
        }
    }

    /// Every name, for messages: `scribble-events, scribble-drawing, svg, …`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The names of the formats ``encode(_:)`` writes, for messages.
    public static var writableNames: String { allCases.filter(\.canWrite).map(\.rawValue).joined(separator: ", ") }

    /// The endings of file names in this format, the usual one first.
    public var fileExtensions: [String] {
        switch self {
        case .scribbleEvents: [".events.json"]
        case .scribbleDrawing: [".drawing.json", ".json"]
        case .svg: [".svg"]
        case .inkml: [".inkml", ".ink"]
        case .excalidraw: [".excalidraw"]
        case .excalidrawLibrary: [".excalidrawlib"]
        case .tldraw: [".tldr"]
        case .quickDrawNDJSON: [".ndjson", ".jsonl"]
        case .quickDrawJSONArray: [".json"]
        case .xournal: [".xopp", ".xoj"]
        }
    }

    /// Whether ``encode(_:)`` writes this format.
    public var canWrite: Bool {
        switch self {
        case .scribbleEvents, .scribbleDrawing, .inkml, .excalidraw, .xournal: true
        case .svg, .excalidrawLibrary, .tldraw, .quickDrawNDJSON, .quickDrawJSONArray: false
        }
    }

    /// Whether a file of this format may hold several drawings (library items, tldraw pages,
    /// Quick, Draw! records, notebook pages).
    public var holdsManyDrawings: Bool {
        switch self {
        case .excalidrawLibrary, .tldraw, .quickDrawNDJSON, .quickDrawJSONArray, .xournal: true
        case .scribbleEvents, .scribbleDrawing, .svg, .inkml, .excalidraw: false
        }
    }

    /// The format a file name says, by its ending; `nil` for a name that does not tell (`.json` is
    /// taken as a Scribble drawing only when nothing else is known: see ``detect(fileName:head:)``).
    public static func forFileName(_ name: String) -> InterchangeFormat? {
        let lowered = name.lowercased()
        let ordered: [InterchangeFormat] = [.scribbleEvents, .scribbleDrawing, .svg, .inkml, .excalidrawLibrary, .excalidraw, .tldraw, .quickDrawNDJSON, .xournal]
        for format in ordered {
            for ending in format.fileExtensions where ending != ".json" && lowered.hasSuffix(ending) {
                return format
            }
        }
        return nil
    }
}
