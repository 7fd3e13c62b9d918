import ScribbleKit
import ScribbleSyntax

/// Reads W3C InkML (Ink Markup Language, the 2011 recommendation) into a drawing: every pen-down
/// `<trace>`, in document order, inside `<traceGroup>`s too, becomes a stroke.
///
/// Channels map onto the fields of ``ScribbleKit/StrokePoint``:
///
/// | channel | field | how |
/// |---|---|---|
/// | `X`, `Y` | location | in canvas units: lengths in `units` (`cm`, `mm`, `in`, `pt`, `himetric`…) become CSS pixels at 96 per inch; an `<inkSource>` `resolution` (`1/cm`) turns device units into lengths first |
/// | `T` | `t` | in `ms` unless `units` says `s` or `us`; relative to the `respectTo` timestamp or the trace's start (its context's `<timestamp>` plus `timeOffset`); times are seconds from the earliest timestamp used |
/// | `F` | `pressure` | `(F − min) / (max − min)` with the channel's `min` (default 0) and `max`; without a `max`, values above 1 are divided by the document's largest |
/// | `OTx`, `OTy` | `altitude`, `azimuth` | tilt in the x and y planes (degrees unless `units="rad"`), converted as Pointer Events convert `tiltX`/`tiltY` |
/// | `OE`, `OA` | `altitude`, `azimuth` | elevation and azimuth, taken as they are (degrees unless `units="rad"`) |
///
/// Other channels (`W`, `OR`, `BTN`…) are kept, per stroke, in ``InkMLReadResult/otherChannels``
/// and named in the notes. A channel with `orientation="-ve"` is negated. Traces without a `T`
/// channel are spread over their `duration` when they have one, and otherwise timed as if drawn
/// at a steady pen speed.
///
/// A point may leave out the values of its last channels: a regular channel then takes its
/// `default`, or 0 when it has none (the default the recommendation's schema gives every channel),
/// and the notes say so; `T` and `F` are 1 and 0 in any channel.
///
/// `<brush>` properties give the ink: `width` (with `units`), `color`, `transparency` (0–255),
/// `rasterOp="maskPen"` (a highlighter: `marker`), `ignorePressure` (`monoline`), and
/// `tip="rectangle"` (OneNote's highlighter), read as a marker as wide as the rectangle's longer
/// side, its alpha raised so that it shows at the brush's transparency (an opaque one as a
/// monoline), with a note. Scribble's own `<annotationXML>` (see ``InkMLScribbleData``) gives
/// the tool, device and fill, the drawing's ink options and paper, and the own points, range and
/// transform of a stroke whose trace holds what other programs draw. Contexts
/// (`<context>` in `<definitions>` or between traces, `contextRef`, `traceFormatRef`,
/// `inkSourceRef`, `brushRef`, `timestampRef`, and contexts built on other contexts) are resolved as
/// the recommendation says. `continuation` traces join the trace they continue (`priorRef`).
/// `penUp` traces (hovering), `<traceView>`s and other programs' annotations are skipped and counted; `<mapping>`s
/// and `<canvasTransform>`s are not applied, and the notes say so.
///
/// Scribble's own files (``ScribbleKit/Drawing/inkMLEncoded(losses:)``) read back as the drawing
/// that was written, its numbers to the 15 significant digits the file holds.
public struct InkMLReader: Sendable {
    /// Bounds on the document.
    public var limits: InterchangeLimits
    /// The device of strokes whose file does not say which (InkML describes pens, so `.pen`).
    public var device: InputDevice

    /// Creates a reader.
    public init(limits: InterchangeLimits = .default, device: InputDevice = .pen) {
        self.limits = limits
        self.device = device
    }

    /// The InkML namespace, `http://www.w3.org/2003/InkML`.
    public static let namespace = "http://www.w3.org/2003/InkML"

    /// Reads an InkML document.
    /// - Parameters:
    ///   - bytes: The document as UTF-8.
    ///   - file: The file name to show in errors.
    /// - Returns: The drawing, with what was skipped and what could not be kept.
    /// - Throws: ``FormatError`` with the line, column and place (`trace[3].points[12].X`) of the
    ///   first problem: XML that is not well formed, a root that is not `<ink>`, a trace that does
    ///   not fit its trace format, a reference to nothing, a limit passed.
    public func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(FormatError) -> InkMLReadResult {
        guard bytes.count <= limits.maximumBytes else {
            throw FormatError(
                file: file,
                message: "the document is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)"
            )
            .exceeding(.bytes)
        }
        let reader = self
        let body = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<InkMLReadResult, FormatError> in
            Result { () throws(FormatError) -> InkMLReadResult in
                let document = try MarkupReader.parse(
                    buffer, file: file,
                    limits: MarkupReader.Limits(
                        maximumDepth: reader.limits.maximumDepth, maximumElements: reader.limits.maximumElements,
                        maximumAttributes: 256))
                var walker = InkMLDocumentReader(document: document, reader: reader)
                return try walker.read()
            }
        }
        if let result = bytes.withContiguousStorageIfAvailable(body) { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer(body).get()
    }

    /// Reads an InkML document from text.
    public func read(_ text: String, file: String? = nil) throws(FormatError) -> InkMLReadResult {
        try read(Array(text.utf8), file: file)
    }
}
