import ScribbleKit
import ScribbleSyntax

/// Walks a parsed Xournal++ document: the root, its pages, each page's background and layers,
/// each layer's strokes (read by ``XournalStrokeReader``) and what is not ink.
struct XournalPageReader {
    let document: MarkupDocument
    let limits: InterchangeLimits
    var strokes: XournalStrokeReader
    var log = InterchangeLog()

    init(document: MarkupDocument, limits: InterchangeLimits) {
        self.document = document
        self.limits = limits
        strokes = XournalStrokeReader(document: document, budget: InterchangeBudget(limits))
    }

    mutating func read(container: XournalReadResult.Container) throws(FormatError) -> XournalReadResult {
        let root = document.root
        guard root.localName == "xournal" || root.localName == "MrWriter" else {
            throw document.failure(
                at: root.offset, "the root element is <\(root.localName)>, not a Xournal++ <xournal>")
        }
        var pages: [Drawing] = []
        var skippedByPage: [[String: Int]] = []
        for child in root.children {
            let element = document.elements[child]
            switch element.localName {
            case "page":
                guard pages.count < limits.maximumDrawings else {
                    throw document.failure(
                        at: element.offset, path: "page[\(pages.count)]",
                        "the notebook has more than \(limits.maximumDrawings) pages, the limit"
                    )
                    .exceeding(.drawings)
                }
                let before = log.skipped
                pages.append(try readPage(child, number: pages.count))
                skippedByPage.append(log.skipped(since: before))
            case "title", "preview":
                continue
            default:
                log.skip(element.localName)
            }
        }
        if log.skipped.keys.contains(where: Self.notInk.contains) {
            log.note("text, images and LaTeX are not ink; they were left out")
        }
        return XournalReadResult(
            pages: pages, container: container, notes: log.notes, skipped: log.skipped, skippedByPage: skippedByPage)
    }

    /// The kinds of element a layer holds that are not ink.
    static let notInk: Set<String> = ["text", "image", "teximage"]

    private mutating func readPage(_ index: Int, number: Int) throws(FormatError) -> Drawing {
        let element = document.elements[index]
        let path = "page[\(number)]"
        let width = try side("width", of: element, path: path)
        let height = try side("height", of: element, path: path)
        var drawing = Drawing(canvas: Size(width: width, height: height), inkOptions: XournalInk.options, paper: .plain)
        var layerCount = 0
        strokes.startPage()
        for child in element.children {
            let part = document.elements[child]
            switch part.localName {
            case "background":
                drawing.paper = try paper(of: part, path: path + ".background")
            case "layer":
                try readLayer(child, path: path + ".layer[\(layerCount)]", into: &drawing)
                layerCount += 1
            default:
                log.skip(part.localName)
            }
        }
        return drawing
    }

    private mutating func readLayer(_ index: Int, path: String, into drawing: inout Drawing) throws(FormatError) {
        var strokeCount = 0
        for child in document.elements[index].children {
            let element = document.elements[child]
            switch element.localName {
            case "stroke":
                drawing.strokes += try strokes.read(child, path: path + ".stroke[\(strokeCount)]", log: &log)
                strokeCount += 1
            case "timestamp", "audio":
                continue  // Recordings of sound, which Scribble does not play.
            default:
                log.skip(element.localName)
            }
        }
    }

    /// A page's side: a number, positive, finite and at most ``ModelLimits/maximumCanvasSide``.
    private func side(_ name: String, of element: MarkupElement, path: String) throws(FormatError) -> Double {
        guard let attribute = element.attribute(name) else {
            throw document.failure(at: element.offset, path: path, "a <page> needs a \(name)")
        }
        let value = try strokes.number(attribute, path: path + "." + name)
        guard value > 0, value <= ModelLimits.maximumCanvasSide else {
            throw document.failure(
                at: attribute.valueOffset, path: path + "." + name,
                "\(name) must be positive and at most 10000000, found \(DecimalText.format(value))")
        }
        return value
    }

    /// The paper of a `<background>`: a solid one's colour and ruling; plain white for a PDF or an
    /// image, which are noted and left out.
    private mutating func paper(of element: MarkupElement, path: String) throws(FormatError) -> Paper {
        switch element["type"] {
        case "solid"?:
            var paper = Paper.plain
            if let attribute = element.attribute("color") {
                paper.color = try XournalColor.background(attribute, in: document, path: path + ".color")
            }
            if let style = element["style"] {
                if let ruling = Paper.Ruling(rawValue: style) {
                    paper.ruling = ruling
                } else {
                    log.note(
                        "the page ruling \(FormatError.quoted(style)) is not one Scribble draws; those pages are plain")
                }
            }
            return paper
        case "pdf"?:
            log.skip("PDF background")
            log.note("pages on a PDF background are drawn on plain white; the PDF is not drawn")
            return .plain
        case "pixmap"?:
            log.skip("image background")
            log.note("pages on an image background are drawn on plain white; the image is not drawn")
            return .plain
        case let other:
            throw document.failure(
                at: element.attribute("type")?.valueOffset ?? element.offset, path: path + ".type",
                other.map { "the background type \(FormatError.quoted($0)) is not solid, pdf or pixmap" }
                    ?? "a <background> needs a type")
        }
    }
}
