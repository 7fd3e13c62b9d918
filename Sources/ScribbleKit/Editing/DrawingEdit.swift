/// One change to a drawing's strokes, kept so that it can be applied, undone and redone exactly:
/// the strokes it takes out, each with its place before the change, and the strokes it puts in,
/// each with its place after it.
///
/// Every edit is of this one form. Adding strokes puts some in; deleting takes some out; erasing
/// part of a stroke takes it out and puts its pieces in at its place; moving, scaling, rotating
/// and recolouring take each selected stroke out and put its changed self in at the same place;
/// copying puts the copies in after the last stroke. Undoing is applying the ``inverse``, which
/// swaps the two lists: the strokes put in come out again, and the very strokes taken out, kept
/// here, go back to the very places they had. Nothing is computed again, so nothing can round
/// differently: a move is undone by restoring the old transform, not by moving back.
///
/// An edit is made for one state of a drawing and fits only that: applying it checks that each
/// stroke it takes out is at its place, bit for bit, and throws otherwise (see
/// ``IndexedDrawing/apply(_:)``). ``DrawingEditor`` keeps the edits it applies in order, so that
/// each fits when it is undone or redone.
///
/// **How it is carried out.** A stroke taken out and one put in at the same place (with as many
/// strokes kept before each) are a replacement: the index moves that one entry, and the drawing's
/// other strokes stay where they are. What is left is taken out, then put in, each in one pass
/// over the drawing and its index however many strokes go. So a move or a recolour of a
/// selection costs what the selection does, and erasing a stroke into pieces replaces it by the
/// first and inserts the rest.
///
/// **Memory.** An edit holds a ``Placement`` per stroke taken out and per stroke put in, 128 bytes
/// each. The strokes' samples and curves are not copied: a recoloured or moved stroke shares its
/// samples with the stroke it was (arrays are copied on write), and both share them with the
/// drawing. A move or recolour of 10,000 strokes therefore records 2 × 10,000 placements, 2.6 MB,
/// however long the strokes; only strokes that have left the drawing (deleted, erased, or replaced
/// and not restored) keep their samples alive through the history. See ``byteCount``; the
/// `history` stage of `scribble-bench` measures it: on 10,000 scribbles of 35 samples on average
/// (a drawing of 18 MB), a recolour of them all records 2.6 MB and the resident set grows by 3.1 MB.
public struct DrawingEdit: Hashable, Sendable {
    /// A stroke and its place in a drawing.
    public struct Placement: Hashable, Sendable {
        /// The stroke's index in the drawing.
        public let index: Int
        /// The stroke.
        public let stroke: Stroke

        /// Creates a placement.
        /// - Parameters:
        ///   - index: the stroke's index in the drawing.
        ///   - stroke: the stroke.
        public init(index: Int, stroke: Stroke) {
            self.index = index
            self.stroke = stroke
        }
    }

    /// The strokes the edit takes out, by their indices in the drawing before it, ascending.
    public let removed: [Placement]
    /// The strokes the edit puts in, by their indices in the drawing after it, ascending.
    public let inserted: [Placement]

    /// An edit that changes nothing.
    public init() {
        removed = []
        inserted = []
    }

    /// Creates an edit from the strokes it takes out and puts in.
    ///
    /// A stroke taken out and put back at the same place bit for bit is left out of both lists
    /// (see ``removed`` and ``inserted``), so that an edit that changes nothing is empty.
    /// - Parameters:
    ///   - removed: the strokes taken out, by their indices in the drawing before the edit.
    ///   - inserted: the strokes put in, by their indices in the drawing after the edit.
    /// - Throws: ``DrawingEditError/Kind/indicesOutOfOrder`` unless the indices of each list are
    ///   at least 0 and each above the one before.
    public init(removing removed: [Placement], inserting inserted: [Placement]) throws(DrawingEditError) {
        for (name, list) in [("taken out", removed), ("put in", inserted)] {
            if let first = list.first, first.index < 0 {
                throw DrawingEditError(
                    .indicesOutOfOrder, problem: "a stroke \(name) has the negative index \(first.index)")
            }
            for (previous, next) in zip(list, list.dropFirst()) where next.index <= previous.index {
                throw DrawingEditError(
                    .indicesOutOfOrder,
                    problem:
                        "the strokes \(name) must be in ascending order of index, once each; \(next.index) follows \(previous.index)"
                )
            }
        }
        self.init(normalizing: removed, inserted)
    }

    /// An edit from lists already known to be in ascending order, with the strokes put back
    /// unchanged left out.
    init(normalizing removed: [Placement], _ inserted: [Placement]) {
        let unchanged = Self.replacements(removed, inserted).filter { pair in
            removed[pair.removed].stroke.isIdentical(to: inserted[pair.inserted].stroke)
        }
        guard !unchanged.isEmpty else {
            self.init(unchecked: removed, inserted)
            return
        }
        // Leaving out a replacement keeps every other index right: the stroke kept stands where
        // the one put in would have, with as many strokes before it.
        var keptRemoved = [Bool](repeating: true, count: removed.count)
        var keptInserted = [Bool](repeating: true, count: inserted.count)
        for pair in unchanged {
            keptRemoved[pair.removed] = false
            keptInserted[pair.inserted] = false
        }
        self.init(
            unchecked: removed.indices.filter { keptRemoved[$0] }.map { removed[$0] },
            inserted.indices.filter { keptInserted[$0] }.map { inserted[$0] })
    }

    /// An edit from lists known to be in ascending order and to leave nothing unchanged.
    init(unchecked removed: [Placement], _ inserted: [Placement]) {
        self.removed = removed
        self.inserted = inserted
    }

    /// The edit that undoes this one: it takes out what this one put in and puts back what this
    /// one took out, at the same places.
    public var inverse: DrawingEdit {
        DrawingEdit(unchecked: inserted, removed)
    }

    /// Whether the edit changes nothing.
    public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

    /// The part of the canvas the edit changes, for a canvas to redraw after applying or undoing
    /// it: the box around the ink of every stroke it takes out or puts in (their ``Stroke/bounds``
    /// together), or `nil` when none has a point.
    public var bounds: Rect? {
        var box: Rect?
        for placement in removed + inserted {
            guard let stroke = placement.stroke.bounds else { continue }
            box = box?.union(stroke) ?? stroke
        }
        return box
    }

    /// The bytes the edit holds on the heap by itself: its two lists of placements (their
    /// reserved storage and headers). The strokes' samples and curves are not counted, as they are
    /// shared with the strokes they were made from; see the type's notes on memory.
    public var byteCount: Int {
        func bytes(_ list: [Placement]) -> Int {
            // An array's storage starts with a 32-byte header (its count, capacity and object header).
            list.capacity == 0 ? 0 : 32 + list.capacity * MemoryLayout<Placement>.stride
        }
        return bytes(removed) + bytes(inserted)
    }

    /// The number of strokes a drawing of `count` strokes has after the edit.
    func count(after count: Int) -> Int {
        count - removed.count + inserted.count
    }

    /// The strokes taken out and put in that take each other's place: the places before and
    /// after them hold the same kept strokes (as many kept strokes precede each, and as many
    /// others taken out as put in precede each among those between the same two kept strokes).
    ///
    /// A stroke kept stands between two runs: the strokes taken out between it and the kept one
    /// before, and the strokes put in there. The number of kept strokes before a stroke taken out
    /// is its index less the strokes taken out before it, and likewise for one put in; the runs
    /// of equal numbers are paired first with first.
    /// - Returns: offsets into `removed` and `inserted`, ascending.
    static func replacements(_ removed: [Placement], _ inserted: [Placement]) -> [(removed: Int, inserted: Int)] {
        var pairs: [(removed: Int, inserted: Int)] = []
        var out = 0
        var into = 0
        while out < removed.count, into < inserted.count {
            let keptBeforeOut = removed[out].index - out
            let keptBeforeInto = inserted[into].index - into
            if keptBeforeOut == keptBeforeInto {
                pairs.append((out, into))
                out += 1
                into += 1
            } else if keptBeforeOut < keptBeforeInto {
                out += 1
            } else {
                into += 1
            }
        }
        return pairs
    }

    /// Checks that the edit fits a drawing holding `strokes`: every stroke it takes out is there,
    /// bit for bit, and every place it puts a stroke will exist.
    /// - Throws: ``DrawingEditError/Kind/indexOutOfRange`` or ``DrawingEditError/Kind/strokeMismatch``.
    func check(against strokes: [Stroke]) throws(DrawingEditError) {
        if let last = removed.last, last.index >= strokes.count {
            throw DrawingEditError(
                .indexOutOfRange,
                problem: "the edit takes out stroke \(last.index), but the drawing has \(strokes.count) strokes")
        }
        let after = count(after: strokes.count)
        if let last = inserted.last, last.index >= after {
            throw DrawingEditError(
                .indexOutOfRange,
                problem: "the edit puts a stroke at \(last.index), but the drawing will have \(after) strokes")
        }
        for placement in removed where !strokes[placement.index].isIdentical(to: placement.stroke) {
            throw DrawingEditError(
                .strokeMismatch,
                problem:
                    "stroke \(placement.index) is not the one the edit takes out; the edit was made for another drawing"
            )
        }
    }

    /// Checks that every stroke the edit puts in holds finite numbers only.
    /// - Throws: ``DrawingEditError/Kind/unusableNumber``.
    func checkInsertedStrokesAreFinite() throws(DrawingEditError) {
        for placement in inserted {
            if let problem = placement.stroke.firstNumberThatIsNotFinite {
                throw DrawingEditError(.unusableNumber, problem: "the stroke put at \(placement.index): \(problem)")
            }
        }
    }
}
