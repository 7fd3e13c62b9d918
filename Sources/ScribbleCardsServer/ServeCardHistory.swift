import Foundation
import Scribble
import ScribbleTool

/// What the cards pages of `scribble serve` remember while the server runs: each card's undo
/// and redo steps, the cards removed (so that a removal can be undone), and the thumbnails
/// rendered, kept until their card changes.
///
/// Every change goes through the card store's own operations; a step is a ``CardSnapshot`` of
/// the card before it, with the files of any element the change removed, so that undoing puts
/// the very element back. The history is bounded in steps and in bytes held; the oldest steps
/// go first.
final class ServeCardHistory: @unchecked Sendable {
    /// The most undo steps kept per card.
    static let maximumSteps = 100
    /// The most bytes of element files the undo steps of all cards may hold.
    static let maximumHeldBytes = 256 << 20

    let store: CardStore
    private let lock = NSLock()
    private var undoSteps: [UUID: [CardSnapshot]] = [:]
    private var redoSteps: [UUID: [CardSnapshot]] = [:]
    private var removedCards: [UUID: CardSnapshot] = [:]
    private var thumbnails: [UUID: (modified: Date, png: [UInt8])] = [:]

    init(store: CardStore) {
        self.store = store
    }

    /// Changes a card through ``CardStore/update(_:_:)`` as one undo step, and forgets the steps
    /// that were undone.
    @discardableResult
    func change(_ cardID: UUID, _ change: (inout Card) throws(CardError) -> Void) throws(CardError) -> Card {
        let before = try store.load(cardID)
        var preview = before
        try change(&preview)
        let kept = Set(preview.elements.map(\.id))
        let removed = before.elements.filter { !kept.contains($0.id) }
        let files = try store.files(of: removed, in: cardID)
        let changed = try store.update(cardID, change)
        record(CardSnapshot(card: before, files: files), for: cardID)
        return changed
    }

    /// Adds an element through ``CardStore/add(_:to:transform:)`` as one undo step.
    func add(_ attachment: ImageAttachment, to cardID: UUID, transform: ElementTransform) throws(CardError)
        -> CardElement
    {
        let before = try store.load(cardID)
        let element = try store.add(attachment, to: cardID, transform: transform)
        record(CardSnapshot(card: before), for: cardID)
        return element
    }

    /// Undoes a card's last step; `nil` when there is none.
    func undo(_ cardID: UUID) throws(CardError) -> Card? {
        try step(cardID, from: \.undoSteps, to: \.redoSteps)
    }

    /// Redoes a card's last undone step; `nil` when there is none.
    func redo(_ cardID: UUID) throws(CardError) -> Card? {
        try step(cardID, from: \.redoSteps, to: \.undoSteps)
    }

    /// How many steps a card can undo and redo.
    func depth(of cardID: UUID) -> (undo: Int, redo: Int) {
        lock.withLock { (undoSteps[cardID]?.count ?? 0, redoSteps[cardID]?.count ?? 0) }
    }

    /// Removes a card, keeping it whole in memory so that ``restoreRemoved(_:)`` can bring it
    /// back while the server runs.
    func remove(_ cardID: UUID) throws(CardError) {
        let snapshot = try store.snapshot(of: cardID)
        try store.removeCard(cardID)
        lock.withLock {
            removedCards[cardID] = snapshot
            undoSteps[cardID] = nil
            redoSteps[cardID] = nil
            thumbnails[cardID] = nil
        }
        trimHeldBytes()
    }

    /// Brings back a card removed by ``remove(_:)``; `nil` when it was not removed here.
    func restoreRemoved(_ cardID: UUID) throws(CardError) -> Card? {
        guard let snapshot = lock.withLock({ removedCards[cardID] }) else { return nil }
        try store.recreate(snapshot)
        lock.withLock { removedCards[cardID] = nil }
        return snapshot.card
    }

    /// The ids of the cards removed that can be brought back.
    var removedCardIDs: [UUID] { lock.withLock { Array(removedCards.keys) } }

    /// A card's thumbnail, rendered once per change of the card.
    func thumbnail(of card: Card, render: () throws(CardError) -> [UInt8]) throws(CardError) -> [UInt8] {
        if let kept = lock.withLock({ thumbnails[card.id] }), kept.modified == card.modified { return kept.png }
        let png = try render()
        lock.withLock { thumbnails[card.id] = (card.modified, png) }
        return png
    }

    private func record(_ snapshot: CardSnapshot, for cardID: UUID) {
        lock.withLock {
            undoSteps[cardID, default: []].append(snapshot)
            if undoSteps[cardID, default: []].count > Self.maximumSteps { undoSteps[cardID]?.removeFirst() }
            redoSteps[cardID] = nil
        }
        trimHeldBytes()
    }

    /// Takes the last step of one stack, restores it, and puts the card as it was onto the other,
    /// with the files of the elements the restore removes.
    private func step(
        _ cardID: UUID, from source: ReferenceWritableKeyPath<ServeCardHistory, [UUID: [CardSnapshot]]>,
        to destination: ReferenceWritableKeyPath<ServeCardHistory, [UUID: [CardSnapshot]]>
    ) throws(CardError) -> Card? {
        guard let target = lock.withLock({ self[keyPath: source][cardID]?.last }) else { return nil }
        let current = try store.load(cardID)
        let kept = Set(target.card.elements.map(\.id))
        let files = try store.files(of: current.elements.filter { !kept.contains($0.id) }, in: cardID)
        let restored = try store.restore(target)
        lock.withLock {
            self[keyPath: source][cardID]?.removeLast()
            self[keyPath: destination][cardID, default: []].append(CardSnapshot(card: current, files: files))
        }
        trimHeldBytes()
        return restored
    }

    /// Drops the oldest undo steps, of any card, while the steps hold more than the limit.
    private func trimHeldBytes() {
        lock.withLock {
            func held() -> Int {
                (undoSteps.values.joined().map(\.fileBytes) + redoSteps.values.joined().map(\.fileBytes)
                    + removedCards.values.map(\.fileBytes)).reduce(0, +)
            }
            while held() > Self.maximumHeldBytes {
                guard let (cardID, _) = undoSteps.first(where: { !$0.value.isEmpty }) else {
                    redoSteps.removeAll()
                    if held() > Self.maximumHeldBytes { removedCards.removeAll() }
                    return
                }
                undoSteps[cardID]?.removeFirst()
            }
        }
    }
}
