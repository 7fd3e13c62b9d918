/// Where drawings are read from: a file, standard input, or a file's bytes already in memory (a
/// file a page uploads). ``DrawingReader`` and ``ReadDocument`` read each alike: the same formats,
/// told the same way, held to the same limits, with the same messages.
///
/// ```swift
/// let upload = DrawingInput.bytes(body, name: "library.excalidrawlib")
/// for case .success(let item) in try DrawingReader(input: upload) { print(item.name ?? "-") }
/// ```
public enum DrawingInput: Sendable, Equatable {
    /// A file, by its path.
    case file(String)
    /// Standard input: read once, and streamed where the format allows (Quick, Draw!).
    case standardInput
    /// A file's contents, with the file's name, which tells formats apart where the contents do
    /// not and names the file in messages.
    case bytes([UInt8], name: String)

    /// The input a command line names: `-` for standard input, else a file.
    public init(path: String) {
        self = path == "-" ? .standardInput : .file(path)
    }

    /// The path as a command line gives it (`-` for standard input), or the bytes' name.
    public var path: String {
        switch self {
        case .file(let path): path
        case .standardInput: "-"
        case .bytes(_, let name): name
        }
    }

    /// The name messages give it: the path, `<stdin>`, or the bytes' name.
    public var displayName: String {
        self == .standardInput ? "<stdin>" : path
    }
}
