import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// Walks a parsed InkML document in order, resolving contexts and decoding traces, then turns the
/// traces into strokes (see ``InkMLReader`` for what maps to what).
struct InkMLDocumentReader {
    /// What a trace is read with: its format, and the elements that describe its source, ink and time.
    struct Context {
        var format: InkMLTraceFormat = .standard
        var inkSource: Int?
        var brush: Int?
        var timestamp: Int?
    }

    /// A decoded trace, before its values become points.
    struct Trace {
        var values: [Double?]
        var pointCount: Int
        var format: InkMLTraceFormat
        var context: Context
        var brush: Int?
        /// The first trace of the chain this one continues, if it continues one.
        var continues: Int?
        var index: Int
        var offset: Int
        var timeOffset: Double?
        var duration: Double?
        var finalStates: [InkMLTraceDecoder.ChannelState]
        /// The stroke's range and transform, from Scribble's annotation of the trace.
        var visibleRange: ClosedRange<Double>?
        var transform: Transform?
        /// The ink's width before the transform, which the brush has applied.
        var inkWidth: Double?
        /// The stroke's exact curves, which its points were flattened from.
        var path: CurvePath?
    }

    let document: MarkupDocument
    let reader: InkMLReader
    var definitions: InkMLDefinitions
    var traces: [Trace] = []
    var traceIDs: [String: Int] = [:]
    var traceCount = 0
    var pointCount = 0
    var canvas: Size?
    /// The drawing's ink options and paper, from Scribble's annotation of the document.
    var inkOptions: InkOptions?
    var paper: Paper?
    var log = InterchangeLog()

    init(document: MarkupDocument, reader: InkMLReader) {
        self.document = document
        self.reader = reader
        definitions = InkMLDefinitions(document: document)
    }

    mutating func read() throws(FormatError) -> InkMLReadResult {
        let root = document.root
        guard root.localName == "ink", Self.isInkML(root) else {
            let name = root.namespace.map { "<\(root.localName)> in the namespace \($0)" } ?? "<\(root.localName)>"
            throw document.failure(at: root.offset, "the root element is \(name), not an InkML <ink>")
        }
        try walk(root.children, context: Context(), brush: nil)
        let mapper = InkMLTraceMapper(document: document, reader: reader, definitions: definitions)
        var result = try mapper.strokes(from: traces, log: &log)
        if let canvas {
            result.drawing.canvas = canvas
        } else {
            result.drawing.canvas = InterchangeCanvas.enclosing(result.drawing.strokes)
        }
        result.drawing.inkOptions = inkOptions
        result.drawing.paper = paper
        result.notes = log.notes
        result.skipped = log.skipped
        return result
    }

    static func isInkML(_ element: MarkupElement) -> Bool {
        element.namespace == nil || element.namespace == InkMLReader.namespace
    }

    /// Reads the children of `<ink>` in order, and those of each `<traceGroup>` where it stands; a
    /// `<context>` among them changes the context of the traces after it. The walk keeps its own
    /// stack, so that deeply nested groups cost memory, never the thread's stack.
    private mutating func walk(_ children: [Int], context: Context, brush: Int?) throws(FormatError) {
        /// The children of `<ink>` or of one group, how far the walk has gone through them, and
        /// the context and brush of the traces among them.
        struct Level {
            var children: [Int]
            var next = 0
            var context: Context
            var brush: Int?
        }
        var levels = [Level(children: children, context: context, brush: brush)]
        while let top = levels.indices.last {
            guard levels[top].next < levels[top].children.count else {
                levels.removeLast()
                continue
            }
            let index = levels[top].children[levels[top].next]
            levels[top].next += 1
            let element = document.elements[index]
            guard Self.isInkML(element) else {
                log.skip("element in another namespace")
                continue
            }
            switch element.localName {
            case "definitions", "brush", "traceFormat", "inkSource", "timestamp", "canvas", "mapping":
                continue  // Found by their ids when referred to.
            case "canvasTransform":
                log.note("a <canvasTransform> was not applied; coordinates are used as written")
            case "context":
                levels[top].context = try definitions.context(index, base: levels[top].context, log: &log)
            case "trace":
                try readTrace(index, context: levels[top].context, brush: levels[top].brush)
            case "traceGroup":
                var groupContext = levels[top].context
                if let reference = element["contextRef"] {
                    groupContext = try definitions.context(referencedBy: reference, at: element, log: &log)
                }
                let groupBrush = element["brushRef"].map { _ in index } ?? levels[top].brush
                levels.append(Level(children: element.children, context: groupContext, brush: groupBrush))
            case "annotationXML":
                try readAnnotationXML(element)
            case "annotation":
                if element["type"] == InkMLWriter.canvasAnnotation,
                    let size = try? parseCanvas(document.text(of: element))
                {
                    canvas = size
                } else {
                    log.skip("annotation")
                }
            default:
                log.skip(element.localName)
            }
        }
    }

    /// A time attribute of a trace, in milliseconds; one that is not a finite number is noted and
    /// left out.
    private mutating func milliseconds(_ name: String, of element: MarkupElement) -> Double? {
        guard let text = element[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            log.note("the \(name) \(FormatError.quoted(text)) of a trace is not a number; it was left out")
            return nil
        }
        return value
    }

    private func parseCanvas(_ text: String) -> Size? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, width.isFinite, height.isFinite
        else { return nil }
        return Size(width: width, height: height)
    }

    private mutating func readTrace(_ index: Int, context: Context, brush groupBrush: Int?) throws(FormatError) {
        let element = document.elements[index]
        let traceIndex = traceCount
        traceCount += 1
        if element["type"] == "penUp" {
            log.skip("penUp trace")
            return
        }
        var context = context
        if let reference = element["contextRef"] {
            context = try definitions.context(referencedBy: reference, at: element, log: &log)
        }
        // The brush: the trace's own, else its group's, else its context's.
        var brush = context.brush
        if let groupBrush, let reference = document.elements[groupBrush]["brushRef"] {
            brush =
                try definitions.element(
                    referencedBy: reference, at: document.elements[groupBrush], kind: "brush", log: &log) ?? brush
        }
        if let reference = element["brushRef"] {
            brush = try definitions.element(referencedBy: reference, at: element, kind: "brush", log: &log) ?? brush
        }
        let format = context.format
        for name in ["X", "Y"] where format.index(of: name) == nil {
            throw document.failure(
                at: element.offset, path: "trace[\(traceIndex)]",
                "the trace format (\(format.names)) has no \(name) channel, so its points have no place")
        }
        var decoder = InkMLTraceDecoder(format: format)
        var continues: Int?
        if let continuation = element["continuation"], continuation == "middle" || continuation == "end" {
            if let prior = element["priorRef"].map(InkMLDefinitions.localID), let priorIndex = traceIDs[prior] {
                continues = traces[priorIndex].continues ?? priorIndex
                if traces[priorIndex].format.names == format.names { decoder.states = traces[priorIndex].finalStates }
            } else {
                log.note("a continuing trace whose priorRef names no earlier trace was read as a stroke of its own")
            }
        }
        var values: [Double?] = []
        let limit = reader.limits.maximumPoints - pointCount
        let outcome: Result<Int, InkMLTraceDecoder.Problem>
        if let range = document.plainTextRange(of: element) {
            outcome = Result { () throws(InkMLTraceDecoder.Problem) -> Int in
                try decoder.decode(document.bytes, range: range, into: &values, pointLimit: limit)
            }
        } else {
            let (text, offset) = try document.textBytes(of: element)
            outcome = text.withUnsafeBufferPointer { buffer in
                Result { () throws(InkMLTraceDecoder.Problem) -> Int in
                    try decoder.decode(buffer, range: 0..<buffer.count, into: &values, pointLimit: limit)
                }
            }.mapError { error in
                // Decoded text has no offsets of its own; point at where the text begins.
                InkMLTraceDecoder.Problem(
                    offset: offset, point: error.point, channel: error.channel, message: error.message)
            }
        }
        let count: Int
        switch outcome {
        case .success(let decoded):
            count = decoded
        case .failure(let error):
            var path = "trace[\(traceIndex)].points[\(error.point)]"
            if let channel = error.channel { path += "." + channel }
            if error.message.hasSuffix("the limit") {
                throw document.failure(
                    at: error.offset, path: path,
                    "the document has more than \(reader.limits.maximumPoints) points, the limit"
                ).exceeding(.points)
            }
            throw document.failure(at: error.offset, path: path, error.message)
        }
        for name in decoder.implicitDefaults.sorted() {
            log.note(
                "points that leave out the channel \(name), which has no default, took 0 for it, the default the recommendation gives every channel"
            )
        }
        guard count > 0 else {
            log.skip("empty trace")
            return
        }
        pointCount += count
        traces.append(
            Trace(
                values: values, pointCount: count, format: format, context: context, brush: brush, continues: continues,
                index: traceIndex, offset: element.offset,
                timeOffset: milliseconds("timeOffset", of: element), duration: milliseconds("duration", of: element),
                finalStates: decoder.states))
        if continues == nil, traces.count > reader.limits.maximumStrokes {
            throw document.failure(
                at: element.offset, path: "trace[\(traceIndex)]",
                "the document has more than \(reader.limits.maximumStrokes) strokes, the limit"
            ).exceeding(.strokes)
        }
        if let id = element["xml:id"] ?? element["id"] { traceIDs[id] = traces.count - 1 }
    }

    // MARK: - Scribble's annotations

    /// Reads an `<annotationXML>` of `<ink>` or a group: Scribble's own (see ``InkMLScribbleData``)
    /// is applied, anything else skipped. Scribble's data that does not read is noted and left
    /// out, the InkML it annotates still read as written.
    private mutating func readAnnotationXML(_ element: MarkupElement) throws(FormatError) {
        var applied = false
        for child in element.children {
            let data = document.elements[child]
            guard data.namespace == InkMLScribbleData.namespace else { continue }
            switch data.localName {
            case "drawing":
                applied = true
                do throws(FormatError) {
                    let header = try Drawing(
                        decodingJSON: Array(try document.text(of: data).utf8), file: document.file,
                        limits: reader.limits)
                    inkOptions = header.inkOptions
                    paper = header.paper
                } catch {
                    log.note("Scribble's ink options and paper were left out: \(error.message)")
                }
            case "stroke":
                applied = true
                try readScribbleStroke(data)
            default:
                continue
            }
        }
        if !applied { log.skip("annotationXML") }
    }

    /// Reads a `<scribble:stroke>`: the stroke's own points, range and transform, which replace
    /// what its trace holds for other readers.
    private mutating func readScribbleStroke(_ element: MarkupElement) throws(FormatError) {
        guard let reference = element["trace"], let index = traceIDs[InkMLDefinitions.localID(reference)] else {
            log.note("a Scribble stroke annotation names no trace before it; it was left out")
            return
        }
        var range: ClosedRange<Double>?
        if let text = element["range"] {
            guard let bounds = InkMLScribbleData.numbers(text, count: 2), bounds[0] <= bounds[1], bounds[0] >= 0 else {
                log.note(
                    "a Scribble stroke range \(FormatError.quoted(text)) is not two numbers in order; the trace was read as written"
                )
                return
            }
            range = bounds[0]...bounds[1]
        }
        var transform: Transform?
        if let text = element["transform"] {
            guard let values = InkMLScribbleData.numbers(text, count: 6) else {
                log.note(
                    "a Scribble stroke transform \(FormatError.quoted(text)) is not six numbers; the trace was read as written"
                )
                return
            }
            transform = Transform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
        }
        var inkWidth: Double?
        if let text = element["width"] {
            guard let width = InkMLScribbleData.numbers(text, count: 1)?.first, width > 0,
                width <= ModelLimits.maximumInkWidth
            else {
                log.note(
                    "a Scribble stroke width \(FormatError.quoted(text)) is not a width; the trace was read as written")
                return
            }
            inkWidth = width
        }
        var path: CurvePath?
        if let text = element["path"] {
            switch CurvePathData.parse(text) {
            case .success(let parsed): path = parsed
            case .failure(let failure):
                log.note("a Scribble stroke path does not read (\(failure.message)); the trace was read as written")
                return
            }
        }
        var decoder = InkMLTraceDecoder(format: traces[index].format)
        var values: [Double?] = []
        let (text, _) = try document.textBytes(of: element)
        let outcome = text.withUnsafeBufferPointer { buffer in
            Result { () throws(InkMLTraceDecoder.Problem) -> Int in
                try decoder.decode(
                    buffer, range: 0..<buffer.count, into: &values, pointLimit: reader.limits.maximumPoints - pointCount
                )
            }
        }
        switch outcome {
        case .success(let count) where count > 0:
            if let range, range.upperBound > Double(count - 1) {
                log.note(
                    "a Scribble stroke range \(FormatError.quoted(element["range"] ?? "")) passes its last point; the trace was read as written"
                )
                return
            }
            pointCount += count
            traces[index].values = values
            traces[index].pointCount = count
            traces[index].visibleRange = range
            traces[index].transform = transform
            traces[index].inkWidth = inkWidth
            traces[index].path = path
        case .success:
            log.note("a Scribble stroke annotation has no points; the trace was read as written")
        case .failure(let problem):
            if problem.message.hasSuffix("the limit") {
                throw document.failure(
                    at: element.offset, path: "trace[\(traces[index].index)]",
                    "the document has more than \(reader.limits.maximumPoints) points, the limit"
                ).exceeding(.points)
            }
            log.note("a Scribble stroke annotation does not read (\(problem.message)); the trace was read as written")
        }
    }
}
