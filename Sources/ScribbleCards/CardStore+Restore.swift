import Foundation

/// A card as it was at one moment, with the files of its elements that may no longer be in the
/// store: what undoing a change, or the removal of the whole card, puts back.
public struct CardSnapshot: Sendable {
    /// The card, elements and all.
    public var card: Card
    /// Element files by name (`ID.png`, `ID.drawing.json`, `ID.jpg`): those the store may have
    /// deleted since. Files the card names that are not here must still be in its folder.
    public var files: [String: [UInt8]]

    /// Creates a snapshot.
    public init(card: Card, files: [String: [UInt8]] = [:]) {
        self.card = card
        self.files = files
    }

    /// The bytes the snapshot holds in files.
    public var fileBytes: Int { files.values.reduce(0) { $0 + $1.count } }
}

extension CardStore {
    /// The files of some of a card's elements, read whole: what a snapshot needs to bring
    /// those elements back after they are removed.
    /// - Parameters:
    ///   - elements: The elements, of `cardID`.
    ///   - cardID: Their card.
    /// - Throws: ``CardError`` when a file is missing, a link, or over its limit.
    public func files(of elements: [CardElement], in cardID: UUID) throws(CardError) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for element in elements {
            files[element.imageFileName] = try imageData(of: element, in: cardID)
            if let name = element.drawingFileName {
                files[name] = try CardFolder.read(
                    path(of: name, in: cardID), limit: limits.drawingFileBytes, what: "drawing")
            }
            if let name = element.photoFileName {
                files[name] = try CardFolder.read(
                    path(of: name, in: cardID), limit: limits.imageFileBytes, what: "photo")
            }
        }
        return files
    }

    /// A snapshot of a card with every element's files: what ``recreate(_:)`` needs once the card
    /// is removed.
    public func snapshot(of cardID: UUID) throws(CardError) -> CardSnapshot {
        let card = try load(cardID)
        return CardSnapshot(card: card, files: try files(of: card.elements, in: cardID))
    }

    /// Puts a card back as a snapshot has it: the element files it needs that are missing are
    /// written first, then `card.json` (modified now) in one step, and then the files no element
    /// names any more are deleted, as every change does. Undo and redo are this.
    /// - Returns: The card as restored.
    /// - Throws: ``CardError``: ``CardError/Kind/notFound`` when the card is gone,
    ///   ``CardError/Kind/invalidValue`` when the snapshot is of another card or lacks a file
    ///   that the folder lacks too.
    @discardableResult
    public func restore(_ snapshot: CardSnapshot) throws(CardError) -> Card {
        let cardID = snapshot.card.id
        let lock = try CardFolder.Lock(path(of: cardID), exclusive: true)
        defer { withExtendedLifetime(lock) {} }
        _ = try load(cardID)
        try writeMissingFiles(of: snapshot, into: path(of: cardID))
        var card = snapshot.card
        try commit(&card)
        return card
    }

    /// Makes a removed card again from its snapshot, under its own id, with the same safety as
    /// ``create(title:size:background:)``: the folder is filled under a temporary name and renamed
    /// into place once its `card.json` is written.
    /// - Throws: ``CardError``: ``CardError/Kind/invalidValue`` when a card with that id is in the
    ///   store, or the snapshot lacks one of its files.
    public func recreate(_ snapshot: CardSnapshot) throws(CardError) {
        let cardID = snapshot.card.id
        guard CardFolder.entryType(at: path(of: cardID)) == nil else {
            throw CardError(.invalidValue, "the store has a card \(CardID.string(cardID)) already")
        }
        let lock = try CardFolder.Lock(folder, exclusive: true, followingLink: true)
        defer { withExtendedLifetime(lock) {} }
        let staging = folder + "/" + CardFolder.newCardPrefix + CardID.string(cardID)
        try CardFolder.makeFolder(staging)
        do {
            try writeMissingFiles(of: snapshot, into: staging)
            try CardFolder.write(snapshot.card.jsonEncoded(), to: staging + "/" + CardFolder.cardFileName)
            try CardFolder.rename(staging, to: path(of: cardID))
        } catch {
            try? CardFolder.removeTree(staging)
            throw error
        }
        CardFolder.sync(folder)
    }

    /// Writes the files the snapshot's elements name that `folderPath` lacks, from the snapshot.
    private func writeMissingFiles(of snapshot: CardSnapshot, into folderPath: String) throws(CardError) {
        for name in snapshot.card.elements.flatMap(\.fileNames)
        where CardFolder.entryType(at: folderPath + "/" + name) == nil {
            guard let bytes = snapshot.files[name] else {
                throw CardError(
                    .invalidValue,
                    "card \(CardID.string(snapshot.card.id)) cannot be put back: its file \(name) is gone")
            }
            try CardFolder.write(bytes, to: folderPath + "/" + name)
        }
    }
}
