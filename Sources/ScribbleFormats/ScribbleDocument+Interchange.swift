import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

extension ScribbleDocument {
    /// Reads a file of any format Scribble knows as a Scribble document, for a tool that takes one
    /// drawing (or recording) per input: event recordings stay recordings, every other format becomes
    /// its drawing.
    ///
    /// ```swift
    /// switch try ScribbleDocument(reading: bytes, file: path, format: InterchangeFormat(name: from)) {
    /// case .events(let recording): render(recording.recorded(policy: policy).drawing)
    /// case .drawing(let drawing): render(drawing)
    /// }
    /// ```
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name or path, for errors and for telling the format.
    ///   - format: The format, or `nil` to tell it from the contents and the name.
    ///   - options: Limits and per-format options.
    /// - Throws: ``FormatError`` as ``InterchangeDocument/init(reading:file:format:options:)`` does,
    ///   and when the file holds more than one drawing (a library, a tldraw file with several pages,
    ///   Quick, Draw! records), which ``InterchangeDocument`` reads one by one.
    public init(
        reading bytes: some Collection<UInt8>, file: String? = nil, format: InterchangeFormat? = nil,
        options: InterchangeDocument.Options = .default
    ) throws(FormatError) {
        let document = try InterchangeDocument(reading: bytes, file: file, format: format, options: options)
        if let recording = document.items.first?.recording, document.items.count == 1 {
            self = .events(recording)
            return
        }
        guard document.items.count == 1, let item = document.items.first else {
            throw FormatError(
                file: file,
                message:
                    "the \(document.format.rawValue) file holds \(document.items.count) drawings; read it as an InterchangeDocument to get each"
            )
        }
        self = .drawing(item.drawing)
    }
}
