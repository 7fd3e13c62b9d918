import Foundation
import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// A card's `card.json`:
///
/// ```json
/// { "format": "scribble-card", "version": 2,
///   "id": "6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10",
///   "title": "Trip to the sea",
///   "created": "2025-03-01T10:20:30.123Z", "modified": "2025-03-02T08:00:00.000Z",
///   "size": { "width": 1300, "height": 2000 },
///   "background": "#ffffff",
///   "elements": [
///     { "id": "0d9b5c3e-…", "kind": "image",
///       "transform": { "offset": { "x": -120, "y": 40 }, "size": { "width": 250, "height": 94 }, "rotation": 15 },
///       "image": { "file": "0d9b5c3e-….png", "width": 1332, "height": 500 },
///       "drawing": { "file": "0d9b5c3e-….drawing.json", "area": { "x": 40, "y": 12, "width": 666, "height": 250 } },
///       "source": { "file": "trains.ndjson", "item": "3" } } ] }
/// ```
///
/// Elements are listed back to front. `drawing` is there only for an element that was drawn.
/// `title` only for a card that has one; `source`, the name of the file an element was attached
/// from (and, for a file of several drawings, which), only where it is known, and its `item` only
/// for a file of several. Times are UTC, to the millisecond.
///
/// Version 1, the first, had no `title`, `created`, `modified` or `source`; it still reads, its
/// card dated as the reader is told (``CardStore`` dates it by its `card.json`'s time), and is
/// written back as version 2.
/// An element's files are always named after its id, and the reader refuses any other name, so
/// that a `card.json` can never point outside its folder.
extension Card {
    /// The value of a card's `"format"` key.
    public static let formatName = "scribble-card"
    /// The version of `card.json` its writer writes; the reader reads it and every earlier one.
    public static let formatVersion = 2
    /// The versions the reader reads.
    public static let readableVersions = 1...formatVersion

    /// Reads a card from its `card.json`.
    ///
    /// Everything is checked as it is read: the format and version first, ids that are UUIDs in
    /// the store's lowercase form and unique, sizes and offsets in range, file names that are the
    /// element's own, at most `maximumElements` elements. Keys the reader does not know are
    /// ignored; a key given twice in one object is an error.
    /// - Parameters:
    ///   - bytes: The document as UTF-8.
    ///   - file: The file name to show in errors.
    ///   - maximumElements: The most elements a card may have.
    ///   - undatedCardTime: When a version 1 card, which records no times, was made and changed.
    /// - Throws: A ``ScribbleFormats/FormatError`` with the line, column and path of the first problem.
    public init(
        decodingJSON bytes: some Collection<UInt8>, file: String? = nil,
        maximumElements: Int = CardStore.Limits.default.elements,
        undatedCardTime: Date = Date(timeIntervalSince1970: 0)
    ) throws(FormatError) {
        let reader = JSONReader(bytes, file: file)
        let version = try Self.readHeader(reader)
        reader.rewind()
        self = try Self.readCard(
            reader, maximumElements: maximumElements, isDated: version >= 2, undatedCardTime: undatedCardTime)
    }

    /// The card as the JSON of its `card.json`.
    public func jsonEncoded() -> [UInt8] {
        var writer = JSONWriter(capacity: 512 + elements.count * 400)
        writer.object { card in
            card.field("format", Self.formatName)
            card.field("version", Self.formatVersion)
            card.breakLine(indent: 2)
            card.field("id", CardID.string(id))
            if let title {
                card.breakLine(indent: 2)
                card.field("title", title)
            }
            card.breakLine(indent: 2)
            card.field("created", CardTime.string(created))
            card.field("modified", CardTime.string(modified))
            card.breakLine(indent: 2)
            card.field("size", size)
            card.breakLine(indent: 2)
            card.field("background", background.hexString)
            card.breakLine(indent: 2)
            card.field("elements", lines: elements, indent: 4) { Self.write($0, to: &$1) }
        }
        writer.raw("\n")
        return writer.bytes
    }

    // MARK: Reading

    private static let headerKeys = JSONKeySet<HeaderKey>()
    private static let cardKeys = JSONKeySet<CardKey>()
    private static let elementKeys = JSONKeySet<ElementKey>()
    private static let transformKeys = JSONKeySet<TransformKey>()
    private static let imageKeys = JSONKeySet<ImageKey>()
    private static let drawingKeys = JSONKeySet<DrawingKey>()
    private static let sourceKeys = JSONKeySet<SourceKey>()
    private static let pointKeys = JSONKeySet<PointKey>()
    private static let sizeKeys = JSONKeySet<SizeKey>()
    private static let rectKeys = JSONKeySet<RectKey>()
    private static let kinds = JSONKeySet<ElementKind>()

    /// Reads the format and the version, and returns the version.
    private static func readHeader(_ reader: JSONReader) throws(FormatError) -> Int {
        let start = try reader.beginObject()
        var hasFormat = false
        var version: Int?
        while let key = try reader.nextKey(in: headerKeys) {
            switch key {
            case .format:
                let format = try reader.readString()
                guard format == formatName else {
                    throw reader.error(
                        "expected \(JSONReader.quoted(formatName)), found \(JSONReader.quoted(format)); this is not a card"
                    )
                }
                hasFormat = true
            case .version:
                let found = try reader.readInteger()
                guard readableVersions.contains(found) else {
                    throw reader.error(
                        "version \(found) is not supported; this reader knows versions \(readableVersions.lowerBound) to \(formatVersion)"
                    )
                }
                version = found
            }
            if hasFormat, let version { return version }
        }
        guard hasFormat else {
            throw reader.error(at: start, "missing key \"format\", which must be \"\(formatName)\"")
        }
        throw reader.error(
            at: start,
            "missing key \"version\" (this reader knows versions \(readableVersions.lowerBound) to \(formatVersion))")
    }

    private static func readCard(_ reader: JSONReader, maximumElements: Int, isDated: Bool, undatedCardTime: Date)
        throws(FormatError) -> Card
    {
        let start = try reader.beginObject()
        var id: UUID?
        var size: Size?
        var background = Color.white
        var title: String?
        var created: Date?
        var modified: Date?
        var elements: [(element: CardElement, mark: JSONReader.Mark)]?
        while let key = try reader.nextKey(in: cardKeys) {
            switch key {
            case .format, .version: try reader.skipValue()
            case .id: id = try readID(reader)
            case .title:
                let text = try reader.readString()
                do {
                    title = try Card.checkedTitle(text)
                } catch {
                    throw reader.error(error.message)
                }
            case .created: created = try readTime(reader)
            case .modified: modified = try readTime(reader)
            case .size: size = try readSize(reader, noun: "a card's")
            case .background: background = try reader.readColor()
            case .elements: elements = try readElements(reader, maximumElements: maximumElements)
            }
        }
        try reader.finish()
        if !isDated {
            created = created ?? undatedCardTime
            modified = modified ?? created
        }
        guard let id, let size, let elements, let created, let modified else {
            let names = missing(
                ("id", id == nil), ("created", created == nil), ("modified", modified == nil), ("size", size == nil),
                ("elements", elements == nil))
            throw reader.missingKeys(names, inObjectAt: start)
        }
        var card: Card
        do {
            card = try Card(id: id, size: size, background: background, created: created, modified: modified)
        } catch {
            throw reader.error(at: start, error.message)
        }
        do {
            try card.rename(to: title)
        } catch {
            throw reader.error(at: start, error.message)
        }
        for (element, mark) in elements {
            do {
                try card.add(element)
            } catch {
                throw reader.error(at: mark, error.message)
            }
        }
        return card
    }

    private static func readElements(_ reader: JSONReader, maximumElements: Int) throws(FormatError) -> [(
        CardElement, JSONReader.Mark
    )] {
        try reader.beginArray()
        var elements: [(CardElement, JSONReader.Mark)] = []
        var ids: Set<UUID> = []
        while try reader.nextElement() {
            let mark = try reader.beginObject()
            guard elements.count < maximumElements else {
                throw reader.error(at: mark, "a card holds at most \(maximumElements) elements")
            }
            let element = try readElement(reader, startingAt: mark)
            guard ids.insert(element.id).inserted else {
                throw reader.error(at: mark, "the card already has an element \(CardID.string(element.id))")
            }
            elements.append((element, mark))
        }
        return elements
    }

    /// Reads an element whose `{` has been read.
    private static func readElement(_ reader: JSONReader, startingAt start: JSONReader.Mark) throws(FormatError)
        -> CardElement
    {
        var id: UUID?
        var kind: ElementKind?
        var transform: ElementTransform?
        var image: (file: String, width: Int, height: Int, original: String?)?
        var drawing: (file: String, area: Rect)?
        var source: ElementSource?
        while let key = try reader.nextKey(in: elementKeys) {
            switch key {
            case .id: id = try readID(reader)
            case .kind: kind = try reader.readName(in: kinds, noun: "element kind")
            case .transform: transform = try readTransform(reader)
            case .image: image = try readImage(reader)
            case .drawing: drawing = try reader.readNullIfPresent() ? nil : readDrawing(reader)
            case .source: source = try reader.readNullIfPresent() ? nil : readSource(reader)
            }
        }
        guard let id, kind != nil, let transform, let image else {
            let names = missing(
                ("id", id == nil), ("kind", kind == nil), ("transform", transform == nil), ("image", image == nil))
            throw reader.missingKeys(names, inObjectAt: start)
        }
        let expectedImage = CardElement.imageFileName(for: id)
        guard image.file == expectedImage else {
            throw reader.error(
                at: start,
                "the image file \(JSONReader.quoted(image.file)) is not named after the element's id; it must be \(JSONReader.quoted(expectedImage))"
            )
        }
        if let original = image.original {
            let expected = CardElement.photoFileName(for: id)
            guard original == expected else {
                throw reader.error(
                    at: start,
                    "the photo file \(JSONReader.quoted(original)) is not named after the element's id; it must be \(JSONReader.quoted(expected))"
                )
            }
            guard drawing == nil else {
                throw reader.error(at: start, "an element has a photo or a drawing beside its image, not both")
            }
        }
        if let drawing {
            let expected = CardElement.drawingFileName(for: id)
            guard drawing.file == expected else {
                throw reader.error(
                    at: start,
                    "the drawing file \(JSONReader.quoted(drawing.file)) is not named after the element's id; it must be \(JSONReader.quoted(expected))"
                )
            }
        }
        let imageSource: ElementImage.Source =
            drawing.map { .drawing(area: $0.area) } ?? (image.original != nil ? .photo : .picture)
        let picture = ElementImage(pixelWidth: image.width, pixelHeight: image.height, source: imageSource)
        return CardElement(id: id, transform: transform, image: picture, source: source)
    }

    private static func readSource(_ reader: JSONReader) throws(FormatError) -> ElementSource {
        let start = try reader.beginObject()
        var file: String?
        var item: String?
        while let key = try reader.nextKey(in: sourceKeys) {
            let text = try reader.readString()
            if let problem = ElementSource.problem(with: text, "a source's \(key.rawValue) name") {
                throw reader.error(problem)
            }
            switch key {
            case .file:
                guard !text.contains("/") else {
                    throw reader.error(
                        "a source's file is a name, without its folder; found \(JSONReader.quoted(text))")
                }
                file = text
            case .item: item = text
            }
        }
        guard let file else { throw reader.missingKeys(["file"], inObjectAt: start) }
        return ElementSource(file: file, item: item)
    }

    private static func readTime(_ reader: JSONReader) throws(FormatError) -> Date {
        let text = try reader.readString()
        guard let date = CardTime.parse(text) else {
            throw reader.error(
                "\(JSONReader.quoted(text)) is not a time: times are UTC in ISO 8601, such as \"2025-03-01T10:20:30.123Z\""
            )
        }
        return date
    }

    private static func readID(_ reader: JSONReader) throws(FormatError) -> UUID {
        let text = try reader.readString()
        guard let id = CardID.parseCanonical(text) else {
            throw reader.error(
                "\(JSONReader.quoted(text)) is not an id: ids are UUIDs in lowercase, such as \"6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10\""
            )
        }
        return id
    }

    private static func readTransform(_ reader: JSONReader) throws(FormatError) -> ElementTransform {
        let start = try reader.beginObject()
        var offset: Vector?
        var size: Size?
        var rotation = 0.0
        while let key = try reader.nextKey(in: transformKeys) {
            switch key {
            case .offset: offset = try readOffset(reader)
            case .size: size = try readSize(reader, noun: "an element's")
            case .rotation:
                rotation = try reader.readNumber()
                guard abs(rotation) <= 1_000_000 else {
                    throw reader.error("a rotation must be within ±1000000 degrees, found \(reader.valueText)")
                }
            }
        }
        guard let offset, let size else {
            throw reader.missingKeys(missing(("offset", offset == nil), ("size", size == nil)), inObjectAt: start)
        }
        return ElementTransform(offset: offset, size: size, rotation: rotation)
    }

    private static func readOffset(_ reader: JSONReader) throws(FormatError) -> Vector {
        let start = try reader.beginObject()
        var x: Double?
        var y: Double?
        while let key = try reader.nextKey(in: pointKeys) {
            let value = try reader.readNumber()
            guard abs(value) <= maximumLength else {
                throw reader.error("an offset must be within ±\(Int(maximumLength)), found \(reader.valueText)")
            }
            switch key {
            case .x: x = value
            case .y: y = value
            }
        }
        guard let x, let y else {
            throw reader.missingKeys(missing(("x", x == nil), ("y", y == nil)), inObjectAt: start)
        }
        return Vector(dx: x, dy: y)
    }

    private static func readSize(_ reader: JSONReader, noun: String) throws(FormatError) -> Size {
        let start = try reader.beginObject()
        var width: Double?
        var height: Double?
        while let key = try reader.nextKey(in: sizeKeys) {
            let value = try reader.readNumber()
            guard value > 0, value <= maximumLength else {
                throw reader.error(
                    "\(noun) \(key.rawValue) must be above 0 and at most \(Int(maximumLength)), found \(reader.valueText)"
                )
            }
            switch key {
            case .width: width = value
            case .height: height = value
            }
        }
        guard let width, let height else {
            throw reader.missingKeys(missing(("width", width == nil), ("height", height == nil)), inObjectAt: start)
        }
        return Size(width: width, height: height)
    }

    private static func readImage(
        _ reader: JSONReader
    ) throws(FormatError) -> (file: String, width: Int, height: Int, original: String?) {
        let start = try reader.beginObject()
        var file: String?
        var width: Int?
        var height: Int?
        var original: String?
        while let key = try reader.nextKey(in: imageKeys) {
            switch key {
            case .file: file = try readFileName(reader, suffix: ".png")
            case .original: original = try reader.readNullIfPresent() ? nil : readFileName(reader, suffix: ".jpg")
            case .width, .height:
                let value = try reader.readInteger()
                guard (1...32767).contains(value) else {
                    throw reader.error(
                        "an image's \(key.rawValue) must be 1 to 32767 pixels, found \(reader.valueText)")
                }
                if key == .width { width = value } else { height = value }
            }
        }
        guard let file, let width, let height else {
            throw reader.missingKeys(
                missing(("file", file == nil), ("width", width == nil), ("height", height == nil)), inObjectAt: start)
        }
        return (file, width, height, original)
    }

    private static func readDrawing(_ reader: JSONReader) throws(FormatError) -> (file: String, area: Rect) {
        let start = try reader.beginObject()
        var file: String?
        var area: Rect?
        while let key = try reader.nextKey(in: drawingKeys) {
            switch key {
            case .file: file = try readFileName(reader, suffix: ".drawing.json")
            case .area: area = try readArea(reader)
            }
        }
        guard let file, let area else {
            throw reader.missingKeys(missing(("file", file == nil), ("area", area == nil)), inObjectAt: start)
        }
        return (file, area)
    }

    private static func readArea(_ reader: JSONReader) throws(FormatError) -> Rect {
        let start = try reader.beginObject()
        var values: [RectKey: Double] = [:]
        while let key = try reader.nextKey(in: rectKeys) {
            let value = try reader.readNumber()
            let isSide = key == .width || key == .height
            guard abs(value) <= 10_000_000, !isSide || value > 0 else {
                throw reader.error(
                    isSide
                        ? "an area's \(key.rawValue) must be above 0 and at most 10000000, found \(reader.valueText)"
                        : "an area's \(key.rawValue) must be within ±10000000, found \(reader.valueText)")
            }
            values[key] = value
        }
        guard let x = values[.x], let y = values[.y], let width = values[.width], let height = values[.height] else {
            throw reader.missingKeys(RectKey.allCases.filter { values[$0] == nil }.map(\.rawValue), inObjectAt: start)
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Reads a file name, which must be a plain name in the card's own folder.
    private static func readFileName(_ reader: JSONReader, suffix: String) throws(FormatError) -> String {
        let name = try reader.readString()
        if let problem = CardFolder.problem(withFileName: name) { throw reader.error(problem) }
        guard name.hasSuffix(suffix) else {
            throw reader.error("\(JSONReader.quoted(name)) does not end in \(JSONReader.quoted(suffix))")
        }
        return name
    }

    /// The names whose flag is set: the keys an object is missing.
    private static func missing(_ keys: (name: String, isMissing: Bool)...) -> [String] {
        keys.filter(\.isMissing).map(\.name)
    }

    // MARK: Writing

    private static func write(_ element: CardElement, to writer: inout JSONWriter) {
        writer.object { object in
            object.field("id", CardID.string(element.id))
            object.field("kind", "image")
            object.breakLine(indent: 6)
            object.field("transform") { transform in
                transform.field("offset") { offset in
                    offset.field("x", element.transform.offset.dx)
                    offset.field("y", element.transform.offset.dy)
                }
                transform.field("size", element.transform.size)
                transform.field("rotation", element.transform.rotation)
            }
            object.breakLine(indent: 6)
            object.field("image") { image in
                image.field("file", element.imageFileName)
                image.field("width", element.image.pixelWidth)
                image.field("height", element.image.pixelHeight)
                if let original = element.photoFileName { image.field("original", original) }
            }
            if let area = element.image.drawingArea, let file = element.drawingFileName {
                object.breakLine(indent: 6)
                object.field("drawing") { drawing in
                    drawing.field("file", file)
                    drawing.field("area") { rect in
                        rect.field("x", area.minX)
                        rect.field("y", area.minY)
                        rect.field("width", area.width)
                        rect.field("height", area.height)
                    }
                }
            }
            if let source = element.source {
                object.breakLine(indent: 6)
                object.field("source") { written in
                    written.field("file", source.file)
                    if let item = source.item { written.field("item", item) }
                }
            }
        }
    }
}

private enum HeaderKey: String, CaseIterable, Sendable { case format, version }
private enum CardKey: String, CaseIterable, Sendable {
    case format, version, id, title, created, modified, size, background, elements
}
private enum ElementKey: String, CaseIterable, Sendable { case id, kind, transform, image, drawing, source }
private enum SourceKey: String, CaseIterable, Sendable { case file, item }
private enum TransformKey: String, CaseIterable, Sendable { case offset, size, rotation }
private enum ImageKey: String, CaseIterable, Sendable { case file, width, height, original }
private enum DrawingKey: String, CaseIterable, Sendable { case file, area }
private enum PointKey: String, CaseIterable, Sendable { case x, y }
private enum SizeKey: String, CaseIterable, Sendable { case width, height }
private enum RectKey: String, CaseIterable, Sendable { case x, y, width, height }
/// The kinds of element a card holds; a newer app's kinds are refused by name.
private enum ElementKind: String, CaseIterable, Sendable { case image }
