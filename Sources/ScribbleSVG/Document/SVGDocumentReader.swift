import ScribbleKit
import ScribbleSyntax

/// Reads SVG files into drawings: each subpath of each drawn shape becomes a stroke.
///
/// What it reads: `path` (the whole SVG 2 path grammar), `rect` (rounded too), `circle`, `ellipse`,
/// `line`, `polyline` and `polygon`; `g`, `a`, `switch`, nested `svg` and `use` (of an element, a
/// `symbol` or an `svg`, by `href` or `xlink:href`); `transform` on all of them; the root's `viewBox`,
/// `preserveAspectRatio`, `width` and `height` (px, mm, cm, in, pt, pc); and `stroke`, `stroke-width`,
/// `stroke-opacity`, `stroke-linecap`, `fill`, `fill-opacity`, `opacity`, `color`, `display`,
/// `visibility` and `vector-effect`, from attributes and from `style="…"`, inherited as CSS inherits.
/// The contents of `defs`, `symbol`, `clipPath`, `mask`, `marker` and `pattern` are drawn only through
/// `use`. Text and images cannot become strokes; they are left out and counted.
///
/// How shapes become strokes:
/// - Points are in canvas coordinates: every transform, the viewBox's included, is applied to them,
///   and curves and arcs are flattened after it within ``SVGReadOptions/tolerance`` canvas units.
///   The strokes' own transforms are the identity.
/// - The ink is the stroke paint: ``SVGReadOptions/tool`` (monoline by default), the colour with
///   `stroke-opacity` × `opacity` (of the element and its groups) as alpha, and `stroke-width` times
///   the transform's average scale (the square root of its determinant; exact for uniform scales).
///   The device is `.pen`, and points have no pressure.
/// - A shape that is filled but has no stroke is drawn as its outline, one canvas unit wide in the fill
///   colour (``SVGReadOptions/FilledShapes``), since a filled signature or icon would otherwise vanish.
/// - Closed subpaths end back at their start point. A subpath that never leaves its start is kept
///   only with round or square caps, which draw it as a dot.
/// - Times are made up at ``SVGReadOptions/penSpeed`` with ``SVGReadOptions/pauseBetweenStrokes``
///   between strokes, in document order, so that the drawing can be replayed.
/// - The canvas is the root's `width` × `height`; a side it leaves out follows the viewBox's aspect
///   ratio, or is the viewBox's size; with neither, the drawing's extent from the origin.
///
/// Problems are handled as browsers handle them (bad path data is drawn up to its last complete
/// segment, an invalid attribute is ignored) and reported in ``SVGReadResult/diagnostics``;
/// ``SVGReadOptions/strict`` throws them instead. Documents that cannot be read at all throw.
///
/// It is safe on hostile files: it never reads other files or the network, refuses DOCTYPEs that
/// declare entities (no XXE, no "billion laughs"), and bounds size, nesting, elements (after `use`)
/// and points by ``SVGReadOptions``.
public struct SVGDocumentReader: Sendable {
    /// How documents are read.
    public var options: SVGReadOptions

    /// Creates a reader.
    public init(options: SVGReadOptions = .default) {
        self.options = options
    }

    /// Reads an SVG document from its bytes (UTF-8).
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: The file name to put in errors and diagnostics, if any.
    /// - Returns: The drawing, the problems recovered from, and the counts.
    /// - Throws: `FormatError` with the line and column when the document is not well-formed XML, is not
    ///   an SVG, declares entities, shows nothing (a zero-size viewBox or size), passes a limit, or,
    ///   when reading strictly, has any problem at all.
    public func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(FormatError) -> SVGReadResult {
        guard bytes.count <= options.maximumBytes else {
            throw FormatError(
                file: file,
                message: "the document is \(bytes.count) bytes, more than the limit of \(options.maximumBytes)"
            )
            .exceeding(.bytes)
        }
        let options = self.options
        let read = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<SVGReadResult, FormatError> in
            Result { () throws(FormatError) -> SVGReadResult in
                let limits = MarkupReader.Limits(
                    maximumDepth: options.maximumDepth, maximumElements: options.maximumElements)
                let document = try MarkupReader.parse(
                    buffer, file: file, limits: limits, conventionalPrefixes: SVGNames.conventionalPrefixes)
                var converter = SVGConverter(document: document, bytes: buffer, file: file, options: options)
                return try converter.convert()
            }
        }
        if let result = bytes.withContiguousStorageIfAvailable(read) { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer(read).get()
    }

    /// Reads an SVG document from text.
    /// - Parameters:
    ///   - text: The document.
    ///   - file: The file name to put in errors and diagnostics, if any.
    /// - Returns: The drawing, the problems recovered from, and the counts.
    /// - Throws: `FormatError`, as the byte version does.
    public func read(_ text: String, file: String? = nil) throws(FormatError) -> SVGReadResult {
        try read(Array(text.utf8), file: file)
    }
}
