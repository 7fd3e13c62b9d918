/// A file format Scribble reads (and perhaps writes), by the name `--from` and `--to` take: the
/// identity of a ``DrawingFileFormat`` in the ``FormatRegistry``, which says everything else
/// about it.
///
/// ```swift
/// let format = InterchangeFormat.detect(fileName: path, head: bytes.prefix(65_536))
/// let document = try InterchangeDocument(reading: bytes, file: path, format: format)
/// for item in document.items { render(item.drawing) }
/// let inkML = try InterchangeFormat.inkml.encode(document.items[0].drawing)
/// ```
public struct InterchangeFormat: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The format's name: `inkml`, `scribble-events`.
    public let rawValue: String

    /// The format of that name (registered or not).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A Scribble event recording, `*.events.json`.
    public static let scribbleEvents = InterchangeFormat(rawValue: "scribble-events")
    /// A Scribble drawing, `*.drawing.json`.
    public static let scribbleDrawing = InterchangeFormat(rawValue: "scribble-drawing")
    /// An SVG document, `*.svg` (read only here; SVG is written by the renderer).
    public static let svg = InterchangeFormat(rawValue: "svg")
    /// W3C InkML, `*.inkml`.
    public static let inkml = InterchangeFormat(rawValue: "inkml")
    /// An Excalidraw scene, `*.excalidraw`.
    public static let excalidraw = InterchangeFormat(rawValue: "excalidraw")
    /// An Excalidraw library, `*.excalidrawlib` (read only): a drawing per item.
    public static let excalidrawLibrary = InterchangeFormat(rawValue: "excalidrawlib")
    /// A tldraw file, `*.tldr` (read only): a drawing per page.
    public static let tldraw = InterchangeFormat(rawValue: "tldraw")
    /// Quick, Draw! records, one JSON object a line, `*.ndjson` (read only): a drawing per record.
    public static let quickDrawNDJSON = InterchangeFormat(rawValue: "quickdraw-ndjson")
    /// Quick, Draw! records in a JSON array (read only): a drawing per record.
    public static let quickDrawJSONArray = InterchangeFormat(rawValue: "quickdraw-json-array")
    /// A Xournal++ notebook, `*.xopp`, or a Xournal one, `*.xoj`: a drawing per page.
    public static let xournal = InterchangeFormat(rawValue: "xopp")

    /// Every format in the registry, in its order.
    public static var allCases: [InterchangeFormat] { FormatRegistry.formats.map(\.format) }

    /// The format a `--from` or `--to` name means: its name (`inkml`, `quickdraw-ndjson`) or one
    /// of its aliases (`events`, `drawing`, `ink`, `excalidraw-library`, `tldr`, `quickdraw`,
    /// `ndjson`, `xoj`, `xournal`, `xournalpp`), in any case; `nil` for a name no registered
    /// format has.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard
            let type = FormatRegistry.formats.first(where: {
                $0.format.rawValue == lowered || $0.aliases.contains(lowered)
            })
        else {
            return nil
        }
        self = type.format
    }

    /// The registered format of this identity.
    var fileFormat: (any DrawingFileFormat)? { FormatRegistry.format(self) }

    public var description: String { rawValue }

    /// Every name, for messages: `scribble-events, scribble-drawing, svg, …`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The names of the formats ``encode(_:)`` writes, for messages.
    public static var writableNames: String { allCases.filter(\.canWrite).map(\.rawValue).joined(separator: ", ") }

    /// The endings of file names in this format, the usual one first.
    public var fileExtensions: [String] { fileFormat?.fileExtensions ?? [] }

    /// Whether ``encode(_:)`` writes this format.
    public var canWrite: Bool { fileFormat?.canWrite ?? false }

    /// Whether a file of this format may hold several drawings (library items, tldraw pages,
    /// Quick, Draw! records, notebook pages).
    public var holdsManyDrawings: Bool { fileFormat?.holdsManyDrawings ?? false }

    /// What a file of this format carries of a drawing; for a format Scribble only reads, what its
    /// reader takes from it.
    public var capabilities: FormatCapabilities { fileFormat?.capabilities ?? [] }

    /// The format a file name says, by its ending; `nil` for a name that does not tell (`.json` is
    /// taken as a Scribble drawing only when nothing else is known: see ``detect(fileName:head:)``).
    public static func forFileName(_ name: String) -> InterchangeFormat? {
        let lowered = name.lowercased()
        for type in FormatRegistry.formats {
            for ending in type.fileExtensions where ending != ".json" && lowered.hasSuffix(ending) {
                return type.format
            }
        }
        return nil
    }
}
