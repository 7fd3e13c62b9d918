import ScribbleCompression
import ScribbleKit
import ScribbleSyntax

/// Reads Xournal++ notebooks (`.xopp`) and Xournal's (`.xoj`): every page a drawing.
///
/// The file may be gzip-compressed XML (what both write), Xournal++'s ZIP package (its
/// `content.xml`), or the XML itself. Inflating stops at ``InterchangeLimits/maximumBytes``, so a
/// small file that inflates without bound is refused with a message, not read.
///
/// Each `<page>` is a drawing of its `width` × `height`, in Xournal++'s units (points), so that
/// a page renders and prints at its size. Its `<background type="solid">` becomes its
/// ``ScribbleKit/Drawing/paper`` (colour and ruling: `plain`, `ruled`, `lined`, `graph`, `dotted`;
/// other rulings are kept plain and noted; PDF and image backgrounds are noted and left out). The
/// strokes of all its layers, in order, become its strokes (see ``XournalInk`` for how tools,
/// widths, fills and the highlighter map), timed as if drawn at a steady pen speed, since the
/// file keeps no time. Dashed strokes (`style="dash"`, `"dot"`, `"dashdot"`, `"cust: …"`) are cut
/// into their dashes as Xournal++ draws them (see ``XournalDashes``). Eraser strokes, text, images
/// and LaTeX images are not ink: they are counted in ``XournalReadResult/skipped`` and noted.
///
/// Widths Xournal++ repairs as it loads a notebook are repaired alike, each repair noted once (see
/// ``XournalSegmentWidths``): a missing width is 1; a stroke with too few widths per segment is cut
/// after its last, widths past its last segment are dropped, and segments whose width is 0 or
/// less, or `nan`, are left out, splitting the stroke there.
///
/// Everything else is checked as it is read, with the line, column and place
/// (`page[2].layer[0].stroke[5].points[3].y`) of the first problem: coordinates within ±10⁷, widths
/// at most 10⁴, page sides positive and at most 10⁷, numbers that are numbers and finite, colours
/// Xournal++ knows, two points or more a stroke, and the limits on bytes, points, strokes, pages,
/// elements and nesting.
public struct XournalReader: Sendable {
    /// Bounds on the document: ``InterchangeLimits/maximumBytes`` holds for the file and for the
    /// XML it inflates to; a dash counts as a stroke.
    public var limits: InterchangeLimits

    /// Creates a reader.
    public init(limits: InterchangeLimits = .default) {
        self.limits = limits
    }

    /// Reads a notebook.
    /// - Parameters:
    ///   - bytes: The file's contents: gzip, ZIP or XML.
    ///   - file: The file name to show in errors.
    /// - Returns: The pages, and what was noted and skipped.
    /// - Throws: ``FormatError``: compressed data that is corrupt, truncated or inflates past the
    ///   limit; XML that is not well formed; a root that is not `<xournal>`; the first value that
    ///   is not what the format allows, with its line, column and place; a limit passed.
    public func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(FormatError) -> XournalReadResult {
        guard bytes.count <= limits.maximumBytes else {
            throw FormatError(
                file: file, message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)"
            )
            .exceeding(.bytes)
        }
        let (xml, container) = try unpack(Array(bytes), file: file)
        let reader = self
        let result = xml.withUnsafeBufferPointer { buffer in
            Result { () throws(FormatError) -> XournalReadResult in
                let document = try MarkupReader.parse(
                    buffer, file: file,
                    limits: MarkupReader.Limits(
                        maximumDepth: reader.limits.maximumDepth, maximumElements: reader.limits.maximumElements,
                        maximumAttributes: 256))
                var walker = XournalPageReader(document: document, limits: reader.limits)
                return try walker.read(container: container)
            }
        }
        return try result.get()
    }

    /// The name of the ZIP package's entry that holds the notebook.
    static let contentEntry = "content.xml"
    /// What the package's `mimetype` entry says.
    static let mimeType = "application/xournal++"

    /// The XML of a file: inflated from gzip, taken out of a ZIP package, or the bytes as they are.
    private func unpack(_ bytes: [UInt8], file: String?) throws(FormatError) -> ([UInt8], XournalReadResult.Container) {
        do throws(CompressionError) {
            if Gzip.isCompressed(bytes) {
                return (try Gzip.decompress(bytes, maximumBytes: limits.maximumBytes), .gzip)
            }
            guard ZipArchive.isArchive(bytes) else { return (bytes, .xml) }
            let archive = try ZipArchive(bytes)
            if let mimetype = archive.entry(named: "mimetype") {
                let text = String(decoding: try archive.contents(of: mimetype, maximumBytes: 256), as: UTF8.self)
                let trimmed = text.trimmingCharacters(in: [" ", "\n", "\r", "\t"])
                guard trimmed == Self.mimeType else {
                    throw CompressionError(
                        "the ZIP archive's mimetype is \(FormatError.quoted(trimmed)), not \(Self.mimeType): it is not a Xournal++ notebook"
                    )
                }
            }
            guard let content = archive.entry(named: Self.contentEntry) else {
                throw CompressionError(
                    "the ZIP archive has no \(Self.contentEntry), where a Xournal++ notebook keeps its pages")
            }
            return (try archive.contents(of: content, maximumBytes: limits.maximumBytes), .zip)
        } catch {
            let failure = FormatError(file: file, message: error.message)
            throw error.isOverLimit ? failure.exceeding(.bytes) : failure
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
