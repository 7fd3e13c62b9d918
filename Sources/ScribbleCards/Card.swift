import Foundation
import ScribbleJSON
import ScribbleKit

/// A card: a canvas with a background colour and elements, as in the card app Scribble grew out
/// of. Elements are in z-order, the first at the back; each is placed by an offset from the
/// card's centre, a size and a rotation (``ElementTransform``).
///
/// The operations are the app's: add, move, resize, rotate, bring forward, send backward, remove.
/// Each checks its values where they enter, so a card always holds sizes and places that render.
/// A card is a value; ``CardStore`` keeps cards and their elements' files on disk.
public struct Card: Hashable, Sendable, Identifiable {
    /// The size of a new card: 1300 × 2000 units, the app's default.
    public static let defaultSize = Size(width: 1300, height: 2000)
    /// The width of a new element when none is asked for: 250 units, the app's default.
    public static let defaultElementWidth = 250.0
    /// The largest card side, element side or offset, in units.
    public static let maximumLength = 100_000.0

    /// The longest title, in characters.
    public static let maximumTitleLength = 200

    /// The card's id, a UUID, which also names its folder in a store.
    public let id: UUID
    /// What the user calls the card, so that it can be found again by name; `nil` for none.
    /// Set it with ``rename(to:)``, which checks it.
    public private(set) var title: String?
    /// When the card was made.
    public let created: Date
    /// When the card was last changed; ``CardStore`` sets it at every change it writes.
    public var modified: Date
    /// The canvas's size in card units; change it with ``resize(to:)``.
    public private(set) var size: Size
    /// The colour behind the elements.
    public var background: Color
    /// The elements, back to front.
    public private(set) var elements: [CardElement]

    /// Creates a card.
    /// - Parameters:
    ///   - title: What the user calls it; see ``rename(to:)`` for what a title may be.
    ///   - created: When it was made; the times are kept to the millisecond, as `card.json` keeps them.
    ///   - modified: When it was last changed; `nil` is `created`.
    /// - Throws: ``CardError`` (``CardError/Kind/invalidValue``) when a side is not a positive
    ///   number up to ``maximumLength``, the title is not one, or when two elements share an id
    ///   or one is out of range.
    public init(
        id: UUID = UUID(), title: String? = nil, size: Size = Card.defaultSize, background: Color = .white,
        elements: [CardElement] = [], created: Date = Date(), modified: Date? = nil
    ) throws(CardError) {
        try Self.checkSide(size.width, "a card's width")
        try Self.checkSide(size.height, "a card's height")
        self.id = id
        self.size = size
        self.background = background
        self.created = Self.milliseconds(created)
        self.modified = Self.milliseconds(modified ?? created)
        self.elements = []
        if let title { try rename(to: title) }
        for element in elements { try add(element) }
    }

    /// A time cut to the millisecond, as `card.json` keeps it, so that a card reads back equal.
    public static func milliseconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: Double(CardTime.milliseconds(date)) / 1000)
    }

    /// The card's centre, in card coordinates (origin top-left, y down).
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// The offset from the card's centre of a point on the card, as the app turns a drop location
    /// into an element's offset.
    public func offset(ofDropPoint point: Point) -> Vector { point - center }

    /// The element with an id.
    public func element(_ id: UUID) -> CardElement? { elements.first { $0.id == id } }

    // MARK: Operations

    /// Gives the card a title, or takes it away with `nil`. Spaces at either end are dropped.
    /// - Throws: ``CardError`` (``CardError/Kind/invalidValue``) for a title that is empty, longer
    ///   than ``maximumTitleLength`` characters, or has control characters (a line break, a tab)
    ///   in it.
    public mutating func rename(to title: String?) throws(CardError) {
        self.title = try title.map(Self.checkedTitle)
    }

    /// A title without spaces at either end, checked as ``rename(to:)`` says.
    static func checkedTitle(_ title: String) throws(CardError) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw CardError(.invalidValue, "a card's title must have something in it besides spaces")
        }
        guard trimmed.count <= Self.maximumTitleLength else {
            throw CardError(
                .invalidValue,
                "a card's title may have at most \(Self.maximumTitleLength) characters, not \(trimmed.count)")
        }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw CardError(.invalidValue, "a card's title may not have control characters (line breaks, tabs) in it")
        }
        return trimmed
    }

    /// Gives the card a new size; elements keep their offsets from the centre.
    public mutating func resize(to size: Size) throws(CardError) {
        try Self.checkSide(size.width, "a card's width")
        try Self.checkSide(size.height, "a card's height")
        self.size = size
    }

    /// Adds an element at the front.
    /// - Throws: ``CardError`` when an element with its id is already on the card, or its
    ///   transform or image is out of range.
    public mutating func add(_ element: CardElement) throws(CardError) {
        guard self.element(element.id) == nil else {
            throw CardError(.invalidValue, "the card already has an element \(CardID.string(element.id))")
        }
        try Self.check(element.transform)
        try Self.check(element.image)
        if let source = element.source {
            for (name, noun) in [
                (source.file, "an element's source file name"), (source.item ?? "x", "an element's source item"),
            ] {
                if let problem = ElementSource.problem(with: name, noun) { throw CardError(.invalidValue, problem) }
            }
        }
        elements.append(element)
    }

    /// Moves an element so that its centre is `offset` from the card's centre.
    public mutating func moveElement(_ id: UUID, to offset: Vector) throws(CardError) {
        try Self.checkOffset(offset)
        try modify(id) { $0.transform.offset = offset }
    }

    /// Moves an element by `delta`.
    public mutating func moveElement(_ id: UUID, by delta: Vector) throws(CardError) {
        let index = try self.index(of: id)
        let offset = elements[index].transform.offset + delta
        try Self.checkOffset(offset)
        elements[index].transform.offset = offset
    }

    /// Gives an element a new size, about its centre.
    public mutating func resizeElement(_ id: UUID, to size: Size) throws(CardError) {
        try Self.checkSide(size.width, "an element's width")
        try Self.checkSide(size.height, "an element's height")
        try modify(id) { $0.transform.size = size }
    }

    /// Turns an element to `degrees` (clockwise), about its centre.
    public mutating func rotateElement(_ id: UUID, to degrees: Double) throws(CardError) {
        guard degrees.isFinite, abs(degrees) <= 1_000_000 else {
            throw CardError(.invalidValue, "a rotation must be a number of degrees, not \(degrees)")
        }
        try modify(id) { $0.transform.rotation = ElementTransform.normalized(degrees) }
    }

    /// Turns an element by `degrees` more (clockwise).
    public mutating func rotateElement(_ id: UUID, by degrees: Double) throws(CardError) {
        let current = try elements[index(of: id)].transform.rotation
        try rotateElement(id, to: current + degrees)
    }

    /// Brings an element one step towards the front, over the element that was in front of it.
    public mutating func bringForward(_ id: UUID) throws(CardError) {
        let index = try self.index(of: id)
        if index + 1 < elements.count { elements.swapAt(index, index + 1) }
    }

    /// Sends an element one step towards the back, behind the element that was behind it.
    public mutating func sendBackward(_ id: UUID) throws(CardError) {
        let index = try self.index(of: id)
        if index > 0 { elements.swapAt(index, index - 1) }
    }

    /// Brings an element to the front.
    public mutating func bringToFront(_ id: UUID) throws(CardError) {
        let index = try self.index(of: id)
        elements.append(elements.remove(at: index))
    }

    /// Sends an element to the back.
    public mutating func sendToBack(_ id: UUID) throws(CardError) {
        let index = try self.index(of: id)
        elements.insert(elements.remove(at: index), at: 0)
    }

    /// Takes an element off the card.
    /// - Returns: The element.
    @discardableResult
    public mutating func removeElement(_ id: UUID) throws(CardError) -> CardElement {
        elements.remove(at: try index(of: id))
    }

    /// Records that an element's image has another pixel size or source (a repair).
    mutating func replaceImage(of id: UUID, with image: ElementImage) throws(CardError) {
        try Self.check(image)
        try modify(id) { $0.image = image }
    }

    // MARK: Checks

    private func index(of id: UUID) throws(CardError) -> Int {
        guard let index = elements.firstIndex(where: { $0.id == id }) else {
            throw CardError(.notFound, "card \(CardID.string(self.id)) has no element \(CardID.string(id))")
        }
        return index
    }

    private mutating func modify(_ id: UUID, _ change: (inout CardElement) -> Void) throws(CardError) {
        change(&elements[try index(of: id)])
    }

    static func checkSide(_ value: Double, _ name: String) throws(CardError) {
        guard value.isFinite, value > 0, value <= maximumLength else {
            throw CardError(
                .invalidValue, "\(name) must be a number above 0 and at most \(Int(maximumLength)), not \(value)")
        }
    }

    static func checkOffset(_ offset: Vector) throws(CardError) {
        guard offset.dx.isFinite, offset.dy.isFinite, abs(offset.dx) <= maximumLength, abs(offset.dy) <= maximumLength
        else {
            throw CardError(
                .invalidValue,
                "an element's offset must be within ±\(Int(maximumLength)) units of the card's centre, not (\(offset.dx), \(offset.dy))"
            )
        }
    }

    static func check(_ transform: ElementTransform) throws(CardError) {
        try checkOffset(transform.offset)
        try checkSide(transform.size.width, "an element's width")
        try checkSide(transform.size.height, "an element's height")
        guard transform.rotation.isFinite else {
            throw CardError(.invalidValue, "an element's rotation must be a number of degrees")
        }
    }

    static func check(_ image: ElementImage) throws(CardError) {
        let sides = 1...32767
        guard sides.contains(image.pixelWidth), sides.contains(image.pixelHeight) else {
            throw CardError(
                .invalidValue,
                "an element's image must be 1 to 32767 pixels a side, not \(image.pixelWidth)×\(image.pixelHeight)")
        }
        if let area = image.drawingArea {
            let values = [area.minX, area.minY, area.width, area.height]
            guard values.allSatisfy({ $0.isFinite && abs($0) <= 10_000_000 }), area.width > 0, area.height > 0 else {
                throw CardError(.invalidValue, "a drawn element's area must have a positive, finite size")
            }
        }
    }
}
