import Foundation
import ScribbleCairo
import ScribbleJSON
import ScribbleKit

/// Cards on disk: a folder per card, named after its id, holding its `card.json`, each
/// element's image as `<element-id>.png` and, beside a drawn element's image, the drawing it came
/// from as `<element-id>.drawing.json`.
///
/// ```
/// <store>/<card-id>/card.json
/// <store>/<card-id>/<element-id>.png
/// <store>/<card-id>/<element-id>.drawing.json
/// ```
///
/// **Every change is all or nothing.** Each file is written atomically (a temporary file, flushed,
/// renamed into place), and in an order that keeps the card whole at every instant: an element's
/// new files first, then `card.json`, which is what makes the change, then the files the card no
/// longer references are deleted. A process killed at any point leaves the card as it was before
/// or as it is after; what it may leave besides is a *leftover* — a temporary file, or the files
/// of an element that `card.json` never came to reference, or still references no more — which
/// nothing reads. Leftovers are harmless: ``check(_:repair:)`` reports them as such, a repair
/// removes them, and so does the next change to the card, so that after any completed operation
/// the folder holds no file the card doesn't reference. Changes to one card are serialised by a
/// lock on its folder; readers need none, as every file they read is whole.
///
/// **Nothing leads outside the store.** Ids are UUIDs; a `card.json` may only name an element's
/// own files; links and anything but plain files and folders are refused; files and cards are
/// held to ``Limits``.
public struct CardStore: Sendable {
    /// How big the things in a store may be; anything bigger is refused before it is read.
    public struct Limits: Hashable, Sendable {
        /// The largest `card.json`, in bytes. Default 4 MB.
        public var cardFileBytes = 4 << 20
        /// The most elements a card may have. Default 1000.
        public var elements = 1000
        /// The largest element PNG, in bytes. Default 64 MB.
        public var imageFileBytes = 64 << 20
        /// The most pixels an element's image may have. Default 50 megapixels.
        public var imagePixels = 50_000_000
        /// The largest `<element-id>.drawing.json`, in bytes. Default 64 MB.
        public var drawingFileBytes = 64 << 20

        /// Creates the default limits.
        public init() {}

        /// The limits above.
        public static let `default` = Limits()
    }

    /// The store's folder.
    public let folder: String
    /// How big things may be.
    public var limits: Limits

    /// A store in `folder`, which ``create(size:background:)`` makes if it is missing.
    public init(folder: String, limits: Limits = .default) {
        self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        self.limits = limits
    }

    // MARK: Paths

    /// The folder of a card.
    public func path(of cardID: UUID) -> String { folder + "/" + CardID.string(cardID) }

    /// The path of a file in a card's folder.
    public func path(of fileName: String, in cardID: UUID) -> String { path(of: cardID) + "/" + fileName }

    /// The path of a card's `card.json`.
    func cardFilePath(_ cardID: UUID) -> String { path(of: CardFolder.cardFileName, in: cardID) }

    // MARK: Finding cards

    /// The ids of the cards in the store, in the order of their names; none when the store does
    /// not exist yet. Only folders named by an id count; links are never followed.
    /// - Throws: ``CardError`` when the store is not a folder or cannot be listed.
    public func cardIDs() throws(CardError) -> [UUID] {
        guard try storeExists() else { return [] }
        return try CardFolder.entries(of: folder).compactMap { entry in
            entry.type == .folder ? CardID.parseCanonical(entry.name) : nil
        }
    }

    /// The card a user means by its id, the start of its id, its title or the start of its title
    /// (in any case).
    ///
    /// A whole id names its card. Otherwise the text is matched against the start of every
    /// card's id and title; a title that is the whole text wins over titles it only starts, so
    /// that `Trip` names the card "Trip" beside "Trip 2". A name is only ever compared with the
    /// ids and titles there are, so it never becomes a path.
    /// - Throws: ``CardError``: ``CardError/Kind/invalidID`` for empty text or text with control
    ///   characters, ``CardError/Kind/notFound``, or ``CardError/Kind/ambiguousID`` (naming the
    ///   cards it could be).
    public func resolveCard(_ text: String) throws(CardError) -> UUID {
        if case .full(let id)? = try? CardID.parseReference(text, noun: "card") {
            // A whole id needs no listing; whether the card is there is for `load` to say.
            guard CardFolder.entryType(at: path(of: id)) != nil else {
                throw CardError(.notFound, "no card \(CardID.string(id)) in \(folder)")
            }
            return id
        }
        let wanted = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !wanted.isEmpty, !wanted.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw CardError(
                .invalidID,
                "\(CardID.quoted(text)) names no card: a card is named by its id, the start of its id (such as 6f1c), or the start of its title"
            )
        }
        var byID: [UUID] = []
        let ids = try cardIDs()
        if case .prefix(let prefix)? = try? CardID.parseReference(text, noun: "card") {
            let digits = prefix.filter { $0 != "-" }
            byID = ids.filter { CardID.string($0).filter { $0 != "-" }.hasPrefix(digits) }
        }
        var titles: [UUID: String] = [:]
        var exact: [UUID] = []
        var started: [UUID] = []
        for id in ids {
            guard let title = (try? load(id))?.title else { continue }
            titles[id] = title
            let lowered = title.lowercased()
            if lowered == wanted { exact.append(id) } else if lowered.hasPrefix(wanted) { started.append(id) }
        }
        var matches = byID
        for id in exact.isEmpty ? started : exact where !matches.contains(id) { matches.append(id) }
        guard let first = matches.first else {
            throw CardError(.notFound, "no card whose id or title starts with \(CardID.quoted(text)) in \(folder)")
        }
        guard matches.count == 1 else {
            let list = matches.map { id in CardID.string(id) + (titles[id].map { " \(CardID.quoted($0))" } ?? "") }
                .sorted()
            throw CardError(
                .ambiguousID,
                "\(CardID.quoted(text)) could be any of \(matches.count) cards in \(folder): \(list.joined(separator: ", ")); give more of the id or the title"
            )
        }
        return first
    }

    /// The element of a card a user means by an id or the start of one.
    public func resolveElement(_ text: String, in card: Card) throws(CardError) -> UUID {
        try CardID.resolve(
            CardID.parseReference(text, noun: "element"), among: card.elements.map(\.id), noun: "element",
            place: "on card \(CardID.string(card.id))")
    }

    // MARK: Reading

    /// Reads a card.
    /// - Throws: ``CardError``: ``CardError/Kind/notFound`` when there is no such card,
    ///   ``CardError/Kind/unsafe`` when its folder or `card.json` is a link or not a plain
    ///   folder or file, ``CardError/Kind/unreadable`` with the line and column of the problem
    ///   when `card.json` is damaged, of an unknown version, or names files that are not its own.
    public func load(_ cardID: UUID) throws(CardError) -> Card {
        let folderPath = path(of: cardID)
        switch CardFolder.entryType(at: folderPath) {
        case nil: throw CardError(.notFound, "no card \(CardID.string(cardID)) in \(folder)")
        case .symbolicLink?: throw CardFolder.unsafeLink(folderPath)
        case .file?, .other?: throw CardError(.unsafe, "\(folderPath): is not a folder; a card is a folder")
        case .folder?: break
        }
        let file = cardFilePath(cardID)
        let bytes = try CardFolder.read(file, limit: limits.cardFileBytes, what: "card.json")
        let card: Card
        do {
            // A version 1 card recorded no times; its card.json's own is the best there is.
            let fileTime = CardFolder.modificationTime(of: file) ?? Date(timeIntervalSince1970: 0)
            card = try Card(
                decodingJSON: bytes, file: file, maximumElements: limits.elements, undatedCardTime: fileTime)
        } catch {
            throw CardError(.unreadable, error.description)
        }
        guard card.id == cardID else {
            throw CardError(
                .unreadable,
                "\(file): the card's id is \(CardID.string(card.id)), but its folder is named \(CardID.string(cardID))")
        }
        return card
    }

    /// The bytes of an element's PNG.
    public func imageData(of element: CardElement, in cardID: UUID) throws(CardError) -> [UInt8] {
        try CardFolder.read(path(of: element.imageFileName, in: cardID), limit: limits.imageFileBytes, what: "image")
    }

    /// An element's image, decoded and checked against the pixel limit.
    public func image(of element: CardElement, in cardID: UUID) throws(CardError) -> RasterImage {
        let file = path(of: element.imageFileName, in: cardID)
        let bytes = try CardFolder.read(file, limit: limits.imageFileBytes, what: "image")
        do {
            return try RasterImage(png: bytes, maximumPixels: limits.imagePixels)
        } catch {
            if case .imageTooLarge = error.kind { throw CardError(.tooLarge, "\(file): \(error)", cause: error) }
            throw CardError(.unreadable, "\(file): \(error)", cause: error)
        }
    }

    /// The drawing a drawn element came from; `nil` for a picture.
    public func drawing(of element: CardElement, in cardID: UUID) throws(CardError) -> Drawing? {
        guard let name = element.drawingFileName else { return nil }
        let file = path(of: name, in: cardID)
        let bytes = try CardFolder.read(file, limit: limits.drawingFileBytes, what: "drawing")
        do {
            return try Drawing(decodingJSON: bytes, file: file)
        } catch {
            throw CardError(.unreadable, error.description)
        }
    }

    // MARK: Changing

    /// Makes a new, empty card, created and modified now, creating the store's folder if it is
    /// missing.
    ///
    /// The card's folder is made under a temporary name and renamed into place once its
    /// `card.json` is written, so that a card folder never lacks one.
    /// - Parameter title: What the user calls it (``Card/rename(to:)`` says what a title may be).
    /// - Throws: ``CardError`` when a value is out of range or the folder cannot be written.
    public func create(title: String? = nil, size: Size = Card.defaultSize, background: Color = .white)
        throws(CardError) -> Card
    {
        let card = try Card(title: title, size: size, background: background, created: Date())
        if !(try storeExists()) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CardError(.fileSystem, "\(folder): cannot make the store's folder: \(error.localizedDescription)")
            }
        }
        let lock = try CardFolder.Lock(folder, exclusive: true, followingLink: true)
        let staging = folder + "/" + CardFolder.newCardPrefix + CardID.string(card.id)
        try CardFolder.makeFolder(staging)
        do {
            try CardFolder.write(card.jsonEncoded(), to: staging + "/" + CardFolder.cardFileName)
            try CardFolder.rename(staging, to: path(of: card.id))
        } catch {
            try? CardFolder.removeTree(staging)
            throw error
        }
        CardFolder.sync(folder)
        withExtendedLifetime(lock) {}
        return card
    }

    /// Adds an element to a card, in front of the others.
    ///
    /// The element's files are written first and `card.json` last, so that the card never names
    /// a file that is not there; killed before `card.json` is written, the card is as it was and
    /// the new files are leftovers.
    /// - Parameters:
    ///   - attachment: The image (and drawing) to add.
    ///   - cardID: The card.
    ///   - transform: Where the element goes; ``ImageAttachment/transform(width:offset:rotation:)``
    ///     makes one that keeps the image's proportions.
    /// - Returns: The new element.
    public func add(_ attachment: ImageAttachment, to cardID: UUID, transform: ElementTransform) throws(CardError)
        -> CardElement
    {
        let lock = try CardFolder.Lock(path(of: cardID), exclusive: true)
        defer { withExtendedLifetime(lock) {} }
        var card = try load(cardID)
        guard card.elements.count < limits.elements else {
            throw CardError(
                .tooLarge, "card \(CardID.string(cardID)) has \(card.elements.count) elements, the most a card may have"
            )
        }
        let element = CardElement(transform: transform, image: attachment.image, source: attachment.source)
        try card.add(element)
        try CardFolder.write(attachment.png, to: path(of: element.imageFileName, in: cardID))
        if let photo = attachment.photo, let name = element.photoFileName {
            try CardFolder.write(photo, to: path(of: name, in: cardID))
        }
        if let drawing = attachment.drawing, let name = element.drawingFileName {
            try CardFolder.write(drawing.jsonEncoded(), to: path(of: name, in: cardID))
        }
        try commit(&card)
        return element
    }

    /// Changes a card: moves, resizes, turns, reorders or removes elements, or changes the card's
    /// title, size or background. `card.json` is replaced in one step, with the card's
    /// ``Card/modified`` time set to now, and then the files of removed elements are deleted.
    ///
    /// Elements are added only through ``add(_:to:transform:)``, which writes their files; a
    /// change that adds one, or swaps an element's image, is refused.
    /// - Parameters:
    ///   - cardID: The card.
    ///   - change: Applies the change to the card, as it is on disk now.
    /// - Returns: The card as changed.
    @discardableResult
    public func update(_ cardID: UUID, _ change: (inout Card) throws(CardError) -> Void) throws(CardError) -> Card {
        let lock = try CardFolder.Lock(path(of: cardID), exclusive: true)
        defer { withExtendedLifetime(lock) {} }
        let before = try load(cardID)
        var card = before
        try change(&card)
        let previous = Dictionary(before.elements.map { ($0.id, $0.image) }, uniquingKeysWith: { first, _ in first })
        guard card.id == before.id, card.elements.allSatisfy({ previous[$0.id] == $0.image }) else {
            throw CardError(
                .invalidValue,
                "a change can move, resize, turn, reorder and remove elements; add them with add(_:to:transform:)")
        }
        try commit(&card)
        return card
    }

    /// Removes an element from a card, and then its files.
    public func removeElement(_ elementID: UUID, from cardID: UUID) throws(CardError) {
        try update(cardID) { card throws(CardError) in try card.removeElement(elementID) }
    }

    /// Deletes a card and its files.
    ///
    /// The folder is first renamed out of place in one step, so the card is there whole or
    /// gone; a process killed while deleting the files leaves a `.trash-` folder, a leftover
    /// that a repair removes.
    public func removeCard(_ cardID: UUID) throws(CardError) {
        let cardPath = path(of: cardID)
        guard CardFolder.entryType(at: cardPath) == .folder else {
            if CardFolder.entryType(at: cardPath) == .symbolicLink { throw CardFolder.unsafeLink(cardPath) }
            throw CardError(.notFound, "no card \(CardID.string(cardID)) in \(folder)")
        }
        let trash = folder + "/" + CardFolder.trashPrefix + CardID.string(cardID) + "-" + CardID.string(UUID())
        do {
            let lock = try CardFolder.Lock(cardPath, exclusive: true)
            try CardFolder.rename(cardPath, to: trash)
            CardFolder.sync(folder)
            withExtendedLifetime(lock) {}
        }
        try CardFolder.removeTree(trash)
    }

    /// Writes `card.json`, modified now, and then deletes every leftover in the card's folder.
    /// The caller holds the card's lock.
    func commit(_ card: inout Card) throws(CardError) {
        card.modified = Card.milliseconds(Date())
        try CardFolder.write(card.jsonEncoded(), to: cardFilePath(card.id))
        try sweep(card)
    }

    /// Deletes what an interrupted or completed change left in a card's folder: temporary files,
    /// and element files (or links in their place) that the card does not reference. Files that
    /// Scribble did not make are left alone. The caller holds the card's lock.
    func sweep(_ card: Card) throws(CardError) {
        let referenced = Set(card.elements.flatMap(\.fileNames))
        for entry in try CardFolder.entries(of: path(of: card.id)) where Self.isLeftover(entry, referenced: referenced)
        {
            try CardFolder.remove(path(of: entry.name, in: card.id))
        }
    }

    /// Whether an entry of a card's folder is a leftover: a temporary file of an atomic write,
    /// or an element file (or a link with such a name) that the card does not reference.
    static func isLeftover(_ entry: CardFolder.Entry, referenced: Set<String>) -> Bool {
        guard entry.type == .file || entry.type == .symbolicLink, !referenced.contains(entry.name) else { return false }
        return CardFolder.isTemporaryName(entry.name) || CardFolder.elementID(ofFileName: entry.name) != nil
    }

    /// Whether the store's folder is there; a link to a folder counts, since the user named it.
    private func storeExists() throws(CardError) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return false }
        guard isFolder.boolValue else {
            throw CardError(.fileSystem, "\(folder): is not a folder, so it cannot be a card store")
        }
        return true
    }
}
