import Foundation
import ScribbleKit
import ScribbleSyntax

/// Walks an SVG's element tree and turns what it draws into strokes on the canvas.
///
/// The walk keeps its own stack instead of recursing, so that neither deep nesting nor long chains of
/// `<use>` can exhaust the thread's stack; both are bounded by the options (depth, drawn elements,
/// points), and `<use>` that would draw an element inside itself is caught as a cycle.
struct SVGConverter {
    /// What an element inherits from where it is drawn.
    struct Context {
        /// From the element's user space to the canvas.
        var transform: Transform
        var style: SVGStyle
        /// The size percentages are taken of.
        var viewport: Size
        var depth: Int
    }

    /// The size a `<use>` gives the `svg` or `symbol` it draws, where it says.
    struct UseSize {
        var width: Double?
        var height: Double?
    }

    enum Frame {
        case enter(Int, Context, UseSize?)
        case leave(Int)
    }

    /// Problems kept before the rest are only counted.
    static let maximumDiagnostics = 1000

    let document: MarkupDocument
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String?
    let options: SVGReadOptions
    var ids: [String: Int] = [:]
    var strokes: [Stroke] = []
    var diagnostics: [FormatError] = []
    var uncountedDiagnostics = 0
    var summary = SVGReadSummary()
    var clock: StrokeClock
    /// Elements being drawn (open containers and `<use>`), to catch `<use>` cycles.
    var active: [Bool]
    var drawnElements = 0
    var pointCount = 0
    /// The elements of the curves kept on strokes, held to the point limit as points are.
    var curveElementCount = 0
    /// Notes given once per document.
    var notes: Set<String> = []

    init(document: MarkupDocument, bytes: UnsafeBufferPointer<UInt8>, file: String?, options: SVGReadOptions) {
        self.document = document
        self.bytes = bytes
        self.file = file
        self.options = options
        clock = StrokeClock(speed: options.penSpeed, pause: options.pauseBetweenStrokes)
        active = Array(repeating: false, count: document.elements.count)
    }

    /// Converts the whole document.
    /// - Throws: `FormatError` when the document is not an SVG, shows nothing (a zero-size viewBox or
    ///   size), goes past a limit, or (strict) has any problem.
    mutating func convert() throws(FormatError) -> SVGReadResult {
        let root = document.root
        guard root.localName == "svg", isSVG(root) else {
            throw failure(root, nil, "the root element is <\(root.localName)>, not <svg>: this is not an SVG document")
        }
        for (index, element) in document.elements.enumerated() {
            if let id = element["id"] ?? element["xml:id"], ids[id] == nil { ids[id] = index }
        }
        let (declaredSize, rootContext) = try rootViewport(root)
        var frames: [Frame] = []
        push(children: 0, rootContext, &frames)
        while let frame = frames.popLast() {
            switch frame {
            case .leave(let index):
                active[index] = false
            case .enter(let index, let context, let useSize):
                try enter(index, context, useSize, &frames)
            }
        }
        if uncountedDiagnostics > 0 {
            diagnostics.append(
                FormatError(file: file, message: "\(uncountedDiagnostics) more problems like the ones above"))
        }
        // An SVG's geometry is exact, not a jittery recording: it is drawn as it is, unsteadied.
        var drawing = Drawing(canvas: .zero, strokes: strokes, inkOptions: .raw)
        drawing.canvas = canvasSize(declaredSize, drawing)
        let side = ModelLimits.maximumCanvasSide
        guard drawing.canvas.width <= side, drawing.canvas.height <= side else {
            throw failure(
                root, nil,
                "the SVG is \(drawing.canvas.width) × \(drawing.canvas.height) units, and a canvas is at most \(Int(side)) units on a side"
            )
        }
        return SVGReadResult(drawing: drawing, diagnostics: diagnostics, summary: summary)
    }

    // MARK: - Viewports

    /// The canvas size the root declares (either side `nil` when it declares none) and the context its
    /// children are drawn in.
    private mutating func rootViewport(_ root: MarkupElement) throws(FormatError) -> (
        (width: Double?, height: Double?), Context
    ) {
        let viewBox = try viewBox(of: root, refusingEmpty: true)
        var width = try rootLength(root, "width", hasViewBox: viewBox != nil)
        var height = try rootLength(root, "height", hasViewBox: viewBox != nil)
        var transform = Transform.identity
        var viewport = Size(width: width ?? 300, height: height ?? 150)
        if let viewBox {
            // A side the file leaves out follows the viewBox's aspect ratio, as in a browser's <img>.
            switch (width, height) {
            case (nil, nil):
                width = viewBox.box.width
                height = viewBox.box.height
            case (let known?, nil):
                height = known * viewBox.box.height / viewBox.box.width
            case (nil, let known?):
                width = known * viewBox.box.width / viewBox.box.height
            default:
                break
            }
            let canvas = Rect(x: 0, y: 0, width: width ?? viewBox.box.width, height: height ?? viewBox.box.height)
            transform = viewBox.transform(into: canvas)
            viewport = viewBox.box.size
        }
        if let own = try ownTransform(root) { transform = transform.concatenating(own) }
        let style = try computeStyle(root, parent: SVGStyle(), viewport: viewport)
        return ((width, height), Context(transform: transform, style: style, viewport: viewport, depth: 1))
    }

    /// A root `width` or `height` in user units: `nil` when missing, `auto`, a percentage (refused, with
    /// a note: a file has no container to take it of) or invalid.
    private mutating func rootLength(_ root: MarkupElement, _ name: String, hasViewBox: Bool) throws(FormatError)
        -> Double?
    {
        guard let text = root[name], text.trimmingSVGWhitespace() != "auto" else { return nil }
        guard let length = SVGLength.parse(text) else {
            try report(
                root, name,
                "\(FormatError.quoted(text)) is not a length (a number with px, mm, cm, in, pt or pc); ignored")
            return nil
        }
        if length.isPercentage {
            let instead = hasViewBox ? "the size follows the viewBox instead" : "the drawing's extent is used instead"
            try report(
                root, name,
                "\(name)=\(FormatError.quoted(text)) is a percentage of a container, which a file does not have; \(instead)"
            )
            return nil
        }
        guard length.value > 0 else {
            throw failure(root, name, "the SVG's \(name) is \(text): it shows nothing")
        }
        return length.value
    }

    private mutating func viewBox(of element: MarkupElement, refusingEmpty: Bool) throws(FormatError) -> SVGViewBox? {
        guard let text = element["viewBox"] else { return nil }
        guard let box = SVGViewBox.parseBox(text) else {
            try report(
                element, "viewBox",
                "\(FormatError.quoted(text)) is not four numbers (min-x, min-y, width, height); ignored")
            return nil
        }
        guard box.width > 0, box.height > 0 else {
            let side = box.width <= 0 ? "width" : "height"
            let message =
                "the viewBox \(FormatError.quoted(text)) has a \(box.width < 0 || box.height < 0 ? "negative" : "zero") \(side): it shows nothing"
            if refusingEmpty { throw failure(element, "viewBox", message) }
            try report(element, "viewBox", message + "; the element is left out")
            return SVGViewBox(box: box, aspectRatio: .default)
        }
        var aspectRatio = SVGViewBox.AspectRatio.default
        if let text = element["preserveAspectRatio"] {
            if let parsed = SVGViewBox.AspectRatio.parse(text) {
                aspectRatio = parsed
            } else {
                try report(
                    element, "preserveAspectRatio",
                    "\(FormatError.quoted(text)) is not an alignment such as \"xMidYMid meet\"; the default is used")
            }
        }
        return SVGViewBox(box: box, aspectRatio: aspectRatio)
    }

    /// The canvas: the declared size, with any side left undeclared taken from the drawing's extent.
    private func canvasSize(_ declared: (width: Double?, height: Double?), _ drawing: Drawing) -> Size {
        if let width = declared.width, let height = declared.height { return Size(width: width, height: height) }
        let bounds = drawing.bounds
        let width = declared.width ?? bounds.map { Swift.max(1, $0.maxX.rounded(.up)) } ?? 300
        let height = declared.height ?? bounds.map { Swift.max(1, $0.maxY.rounded(.up)) } ?? 150
        return Size(width: width.isFinite ? width : 300, height: height.isFinite ? height : 150)
    }

    // MARK: - The walk

    private mutating func enter(_ index: Int, _ context: Context, _ useSize: UseSize?, _ frames: inout [Frame])
        throws(FormatError)
    {
        let element = document.elements[index]
        guard isSVG(element) else { return }
        let name = element.localName
        if SVGNames.unsupported.contains(name) {
            summary.unsupportedElementCount += 1
            return
        }
        if name == "style" {
            try note(
                "style", element,
                "CSS style sheets in <style> are not applied; only presentation attributes and style=\"…\" are")
        }
        let isShape = SVGNames.shapes.contains(name)
        let drawsThroughUse = name == "symbol" && useSize != nil
        guard isShape || drawsThroughUse || SVGNames.groups.contains(name) || SVGNames.structure.contains(name) else {
            return
        }
        guard context.depth < options.maximumDepth else {
            throw failure(
                element, nil, "elements nest more than \(options.maximumDepth) deep, counting <use> references"
            ).exceeding(.depth)
        }
        drawnElements += 1
        guard drawnElements <= options.maximumElements else {
            throw failure(
                element, nil,
                "the document draws more than \(options.maximumElements) elements once <use> references are followed"
            )
            .exceeding(.elements)
        }
        let style = try computeStyle(element, parent: context.style, viewport: context.viewport)
        guard style.displayed else { return }
        var child = Context(
            transform: context.transform, style: style, viewport: context.viewport, depth: context.depth + 1)
        if let own = try ownTransform(element) { child.transform = own.concatenating(context.transform) }
        switch name {
        case _ where isShape:
            summary.shapeCount += 1
            try draw(element, child)
        case "svg", "symbol":
            try enterViewport(index, child, parentViewport: context.viewport, useSize, &frames)
        case "use":
            try enterUse(index, child, &frames)
        case "switch":
            // Drawn as its first child that is a drawable SVG element (no conditions are evaluated).
            if let first = element.children.first(where: { isDrawable(document.elements[$0]) }) {
                frames.append(.enter(first, child, nil))
            }
        default:
            push(children: index, child, &frames)
        }
    }

    private func isSVG(_ element: MarkupElement) -> Bool {
        element.namespace == nil || element.namespace == SVGNames.namespace
    }

    private func isDrawable(_ element: MarkupElement) -> Bool {
        isSVG(element)
            && (SVGNames.shapes.contains(element.localName) || SVGNames.groups.contains(element.localName)
                || SVGNames.structure.contains(element.localName))
    }

    private mutating func push(children index: Int, _ context: Context, _ frames: inout [Frame]) {
        active[index] = true
        frames.append(.leave(index))
        for child in document.elements[index].children.reversed() {
            frames.append(.enter(child, context, nil))
        }
    }

    /// A nested `svg`, or a `symbol` drawn by `<use>`: a new viewport, mapped by its viewBox.
    private mutating func enterViewport(
        _ index: Int, _ context: Context, parentViewport: Size, _ useSize: UseSize?,
        _ frames: inout [Frame]
    ) throws(FormatError) {
        let element = document.elements[index]
        var reader = SVGShapeGeometry.AttributeReader(element: element, viewport: parentViewport)
        let isSymbol = element.localName == "symbol"
        let x = isSymbol ? 0 : reader.length("x", .width) ?? 0
        let y = isSymbol ? 0 : reader.length("y", .height) ?? 0
        let width = useSize?.width ?? reader.length("width", .width) ?? parentViewport.width
        let height = useSize?.height ?? reader.length("height", .height) ?? parentViewport.height
        for issue in reader.issues { try report(element, issue.attribute, issue.message + "; ignored") }
        guard width > 0, height > 0 else { return }
        var inner = context
        if let viewBox = try viewBox(of: element, refusingEmpty: false) {
            guard viewBox.box.width > 0, viewBox.box.height > 0 else { return }
            inner.transform = viewBox.transform(into: Rect(x: x, y: y, width: width, height: height)).concatenating(
                context.transform)
            inner.viewport = viewBox.box.size
        } else {
            inner.transform = Transform.translation(x: x, y: y).concatenating(context.transform)
            inner.viewport = Size(width: width, height: height)
        }
        push(children: index, inner, &frames)
    }

    private mutating func enterUse(_ index: Int, _ context: Context, _ frames: inout [Frame]) throws(FormatError) {
        let element = document.elements[index]
        let hrefAttribute = element.attributes.first {
            $0.localName == "href" && ($0.namespace == nil || $0.namespace == SVGNames.xlinkNamespace)
        }
        guard let hrefAttribute else {
            try report(element, nil, "<use> has no href; nothing is drawn")
            return
        }
        let reference = String(hrefAttribute.value.trimmingSVGWhitespace())
        guard reference.hasPrefix("#") else {
            try report(
                element, hrefAttribute.name,
                "\(FormatError.quoted(reference)) is not a reference inside this document (#id); other files are never read, so nothing is drawn"
            )
            return
        }
        guard let target = ids[String(reference.dropFirst())] else {
            try report(
                element, hrefAttribute.name,
                "no element has the id \(FormatError.quoted(reference.dropFirst())); nothing is drawn")
            return
        }
        guard !active[target], target != index else {
            try report(
                element, hrefAttribute.name,
                "\(reference) contains this <use>, so drawing it would never end; it is left out")
            return
        }
        var reader = SVGShapeGeometry.AttributeReader(element: element, viewport: context.viewport)
        let x = reader.length("x", .width) ?? 0
        let y = reader.length("y", .height) ?? 0
        let size = UseSize(width: reader.length("width", .width), height: reader.length("height", .height))
        for issue in reader.issues { try report(element, issue.attribute, issue.message + "; ignored") }
        var inner = context
        inner.transform = Transform.translation(x: x, y: y).concatenating(context.transform)
        active[index] = true
        frames.append(.leave(index))
        frames.append(.enter(target, inner, size))
    }

    // MARK: - Style and transforms

    private mutating func computeStyle(_ element: MarkupElement, parent: SVGStyle, viewport: Size) throws(FormatError)
        -> SVGStyle
    {
        var style = parent.inherited()
        var ownOpacity = 1.0
        let diagonal = SVGShapeGeometry.reference(.diagonal, viewport)
        for attribute in element.attributes
        where attribute.namespace == nil && SVGStyle.propertyNames.contains(attribute.name) {
            if let problem = style.apply(
                attribute.name, attribute.value, parent: parent, viewportDiagonal: diagonal, ownOpacity: &ownOpacity)
            {
                try report(element, attribute.name, problem + "; ignored")
            }
        }
        if let declarations = element["style"] {
            for (name, value) in SVGStyle.declarations(inStyleAttribute: declarations)
            where SVGStyle.propertyNames.contains(name) {
                if let problem = style.apply(
                    name, value, parent: parent, viewportDiagonal: diagonal, ownOpacity: &ownOpacity)
                {
                    try report(element, "style", "\(name): " + problem + "; ignored")
                }
            }
        }
        style.opacity = parent.opacity * ownOpacity
        return style
    }

    private mutating func ownTransform(_ element: MarkupElement) throws(FormatError) -> Transform? {
        guard let text = element["transform"] else { return nil }
        guard let transform = SVGTransformList.parse(text) else {
            try report(
                element, "transform",
                "\(FormatError.quoted(text)) is not a transform list (matrix, translate, scale, rotate, skewX, skewY); ignored"
            )
            return nil
        }
        return transform
    }

    // MARK: - Problems

    /// Records a problem the reader recovers from, or throws it when reading strictly.
    mutating func report(_ element: MarkupElement, _ attribute: String?, _ message: String, offset: Int? = nil)
        throws(FormatError)
    {
        let problem = failure(element, attribute, message, offset: offset)
        if options.strict { throw problem }
        if diagnostics.count < Self.maximumDiagnostics {
            diagnostics.append(problem)
        } else {
            uncountedDiagnostics += 1
        }
    }

    /// Reports a problem once per document.
    mutating func note(_ key: String, _ element: MarkupElement, _ message: String) throws(FormatError) {
        guard notes.insert(key).inserted else { return }
        try report(element, nil, message)
    }

    /// An error at an element, or at a byte of one of its attributes: `FILE:LINE:COLUMN: path#id[d]: MESSAGE`.
    func failure(_ element: MarkupElement, _ attribute: String?, _ message: String, offset: Int? = nil) -> FormatError {
        var place = element.offset
        var path = element.localName
        if let id = element["id"] { path += "#" + id }
        if let attribute {
            path += "[" + attribute + "]"
            if let found = element.attribute(attribute) {
                place = found.valueOffset + (found.isVerbatim ? Swift.min(offset ?? 0, found.value.utf8.count) : 0)
            }
        }
        let (line, column) = MarkupSourceLocation.lineAndColumn(of: place, in: bytes)
        return FormatError(file: file, line: line, column: column, path: path, message: message)
    }
}
