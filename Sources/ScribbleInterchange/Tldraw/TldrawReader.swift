import ScribbleKit
import ScribbleSyntax

/// Reads the draw shapes of a tldraw file (`.tldr`, tldraw 2 and later: `tldrawFileFormatVersion`,
/// `records`): each record with `typeName: "shape"` and `type: "draw"` becomes a stroke, on a
/// drawing per page.
///
/// A shape's segments (`free` and `straight`, joined in order) give its points in every encoding
/// tldraw has used (see `TldrawPathDecoder`): `points` as objects or as base64 Float16s, and the
/// current delta-encoded `path`, with `dim` 2 or 3. The points are scaled by the shape's `scaleX` and
/// `scaleY`, as tldraw draws them, and placed by its `x`, `y` and `rotation` (radians, about the
/// shape's origin), and those of the groups and frames it is in. With `isPen` the points' `z` is
/// their pressure and the device a pen; otherwise `z` (always 0.5) is dropped and the device is a
/// mouse. `color` names map onto tldraw's light-theme colours; `size` (`s`, `m`, `l`, `xl`) gives
/// tldraw's stroke width (2, 3.5, 5, 10) times the shape's `scale`; `dash: draw` is a pen and the
/// other dashes a monoline (their dashes are not drawn); the shape's `opacity` is the ink's alpha.
///
/// Shapes are drawn in tldraw's order (by parent, then `index`). Other shapes are skipped and
/// counted; tldraw keeps no time, so points are timed as if drawn at a steady speed; and each
/// page is moved to start 16 units from the origin, on a canvas that holds it.
public struct TldrawReader: Sendable {
    /// Bounds on the document.
    public var limits: InterchangeLimits

    /// Creates a reader.
    public init(limits: InterchangeLimits = .default) {
        self.limits = limits
    }

    /// Reads a `.tldr` file.
    /// - Parameters:
    ///   - bytes: The file as UTF-8.
    ///   - file: The file name to show in errors.
    /// - Returns: A drawing for each page, and what was skipped.
    /// - Throws: ``FormatError`` with the line, column and path (`records[12].props.segments[0].path`)
    ///   of the first problem: JSON that is not well formed, a tldraw 1 file, a path that is not
    ///   base64 of whole points, a limit passed.
    public func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(FormatError) -> TldrawReadResult {
        guard bytes.count <= limits.maximumBytes else {
            throw FormatError(
                file: file, message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)"
            )
            .exceeding(.bytes)
        }
        let limits = self.limits
        let records = try JSONScanner.withScanner(over: bytes, file: file, maximumDepth: limits.maximumDepth) {
            scanner throws(FormatError) in
            var parser = TldrawRecordParser(limits: limits)
            return try parser.read(&scanner)
        }
        return TldrawScene(records: records, limits: limits).result()
    }
}
