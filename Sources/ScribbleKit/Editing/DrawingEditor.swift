/// A drawing being edited, with its history: every change is a ``DrawingEdit`` that can be undone
/// and redone, and undoing every edit gives back the drawing it began with, bit for bit.
///
/// The drawing is kept with its index (``indexedDrawing``), which every edit, undo and redo
/// updates for the strokes it changes only, so that queries stay fast while the history grows.
/// Only the editor changes it, so each edit in the history fits the drawing when it is undone or
/// redone.
///
/// **History.** Applying an edit that changes something records it and forgets what had been
/// undone (nothing to redo any more); an edit that changes nothing records nothing and keeps the
/// redo steps. Each edit is a step of its own, except between ``beginStep()`` and ``endStep()``,
/// where every edit joins one step that one undo takes back whole (an eraser's passes along one
/// contact). ``historyLimit`` bounds how many steps the history keeps, the oldest being
/// forgotten first. Each edit holds the strokes it took out and put in (see ``DrawingEdit`` for its memory).
///
/// **What is refused.** A method either makes its whole change or none, throwing
/// ``DrawingEditError`` when its input cannot describe an edit:
/// - a stroke index named on its own (`replaceStroke(at:with:)`) must exist, and an edit given
///   whole must fit the drawing;
/// - numbers must be usable: offsets, factors, angles and colours finite, a scale not 0, strokes
///   added holding finite numbers only (as every reader and the recorder make them), and no change
///   may carry a stroke's transform beyond what a double holds.
///
/// A selection, by contrast, is taken as everywhere in editing: repeats and stroke indices the
/// drawing does not have are ignored, as a selection may have been found before strokes were
/// deleted. The drawing given at the start may hold anything; what the editor refuses is only what
/// would come in through it.
public struct DrawingEditor: Sendable {
    /// The drawing with its index, to query.
    public private(set) var indexedDrawing: IndexedDrawing
    /// Steps that can be undone, the latest last; each holds its edits in the order applied.
    private var undoStack: [[DrawingEdit]] = []
    /// Steps undone that can be redone, the next to redo last.
    private var redoStack: [[DrawingEdit]] = []
    /// Whether edits recorded now join the latest step (see ``beginStep()``).
    public private(set) var isStepOpen = false
    /// Whether the latest step in `undoStack` is the open one, to which the next edit is added.
    private var openStepStarted = false
    /// How many times the drawing has changed since editing began: each edit applied, undone or
    /// redone adds one. Whoever shows or saves the drawing compares it with the count it last saw
    /// to know whether there is anything new (an edit that changes nothing adds nothing).
    public private(set) var changeCount = 0

    /// How many steps the history keeps at most, to undo and to redo together; `nil` (the
    /// default) for no limit, and 0 to keep none. A number below 0 counts as 0. An edit recorded
    /// beyond it forgets the oldest; lowering it forgets the oldest edits at once, then the undone
    /// ones farthest from being redone. Undoing and redoing move edits between the two and forget
    /// none.
    public var historyLimit: Int? {
        didSet { trimHistory() }
    }

    /// Starts editing a drawing, with no history.
    /// - Parameters:
    ///   - drawing: the drawing; it is indexed, in O(n log n) in its strokes.
    ///   - historyLimit: how many edits the history keeps at most (see ``historyLimit``).
    public init(_ drawing: Drawing, historyLimit: Int? = nil) {
        self.init(IndexedDrawing(drawing), historyLimit: historyLimit)
    }

    /// Starts editing a drawing already indexed, with no history.
    /// - Parameters:
    ///   - indexedDrawing: the drawing with its index.
    ///   - historyLimit: how many edits the history keeps at most (see ``historyLimit``).
    public init(_ indexedDrawing: IndexedDrawing, historyLimit: Int? = nil) {
        self.indexedDrawing = indexedDrawing
        self.historyLimit = historyLimit
    }

    /// The canvas's size. Changing it is not an edit: the history does not keep it.
    public var canvas: Size {
        get { indexedDrawing.canvas }
        set { indexedDrawing.canvas = newValue }
    }

    /// The ink options the drawing is rendered with (`nil` for the defaults). Changing them is
    /// not an edit: the history does not keep them, as they belong to every stroke alike.
    public var inkOptions: InkOptions? {
        get { indexedDrawing.inkOptions }
        set { indexedDrawing.inkOptions = newValue }
    }

    /// The drawing as it stands.
    public var drawing: Drawing { indexedDrawing.drawing }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// How many steps can be undone.
    public var undoCount: Int { undoStack.count }
    /// How many undone steps can be redone.
    public var redoCount: Int { redoStack.count }

    /// The bytes the history's edits hold by themselves (see ``DrawingEdit/byteCount``).
    public var historyByteCount: Int {
        (undoStack + redoStack).reduce(0) { total, step in step.reduce(total) { $0 + $1.byteCount } }
    }

    // MARK: - Edits and history

    /// Applies an edit and records it.
    /// - Parameter edit: an edit made for the drawing as it stands.
    /// - Throws: ``DrawingEditError`` when the edit does not fit the drawing (a stroke it takes out
    ///   is not at its place bit for bit, or a place it puts one will not exist), or a stroke it
    ///   puts in holds a number that is not finite.
    public mutating func apply(_ edit: DrawingEdit) throws(DrawingEditError) {
        try edit.check(against: indexedDrawing.strokes)
        try edit.checkInsertedStrokesAreFinite()
        record(edit)
    }

    /// Undoes the latest step not undone.
    /// - Returns: the last change made to the drawing (the inverse of the step's first edit, the
    ///   step's only one unless it was grouped; ``undoStep()`` gives every change); `nil` when there
    ///   was nothing to undo.
    @discardableResult
    public mutating func undo() -> DrawingEdit? {
        undoStep().last
    }

    /// Redoes the step undone last.
    /// - Returns: the last change made to the drawing (the step's last edit; ``redoStep()`` gives
    ///   every change); `nil` when there was nothing to redo.
    @discardableResult
    public mutating func redo() -> DrawingEdit? {
        redoStep().last
    }

    /// Undoes the latest step not undone, closing the open step first (see ``beginStep()``).
    /// - Returns: the changes made to the drawing, in the order made (the inverses of the step's
    ///   edits, the latest first), for a canvas to redraw where their strokes are; empty when there
    ///   was nothing to undo.
    @discardableResult
    public mutating func undoStep() -> [DrawingEdit] {
        openStepStarted = false
        guard let step = undoStack.popLast() else { return [] }
        let changes = step.reversed().map(\.inverse)
        for change in changes { applyFromHistory(change) }
        changeCount += 1
        redoStack.append(step)
        return changes
    }

    /// Redoes the step undone last, closing the open step first (see ``beginStep()``).
    /// - Returns: the changes made to the drawing, in the order made (the step's edits); empty
    ///   when there was nothing to redo.
    @discardableResult
    public mutating func redoStep() -> [DrawingEdit] {
        openStepStarted = false
        guard let step = redoStack.popLast() else { return [] }
        for edit in step { applyFromHistory(edit) }
        changeCount += 1
        undoStack.append(step)
        return step
    }

    /// Starts a step that every edit recorded until ``endStep()`` joins, so that one undo takes
    /// them all back, latest first, and one redo makes them again: an eraser's passes along one
    /// contact, for instance. A step already open stays the one open. Undoing or redoing while a
    /// step is open closes what it gathered so far; later edits gather into a new step.
    public mutating func beginStep() {
        guard !isStepOpen else { return }
        isStepOpen = true
        openStepStarted = false
    }

    /// Ends the step ``beginStep()`` began; edits are steps of their own again.
    public mutating func endStep() {
        isStepOpen = false
        openStepStarted = false
    }

    /// Forgets every step, leaving the drawing as it stands.
    public mutating func clearHistory() {
        undoStack.removeAll()
        redoStack.removeAll()
        openStepStarted = false
    }

    // MARK: - Conveniences

    /// Adds a stroke after the last, as drawing one does.
    /// - Parameter stroke: the new stroke.
    /// - Returns: its index.
    /// - Throws: ``DrawingEditError/Kind/unusableNumber`` when the stroke holds a number that is not finite.
    @discardableResult
    public mutating func add(_ stroke: Stroke) throws(DrawingEditError) -> Int {
        record(try DrawingEdit(appending: [stroke], to: drawing))
        return indexedDrawing.strokes.count - 1
    }

    /// Applies a selection edit (see ``DrawingEdit/init(_:to:in:)``) and records it.
    /// - Parameters:
    ///   - edit: what to do to the selected strokes.
    ///   - selection: stroke indices, in any order; repeats and indices out of range are ignored.
    /// - Returns: the selection afterwards, as ``Drawing/apply(_:to:)`` gives it: the same strokes
    ///   (ascending) after a move, scale, turn or recolouring, none after a deletion, the copies
    ///   after a copy.
    /// - Throws: ``DrawingEditError/Kind/unusableNumber`` for an offset, factor, angle or colour
    ///   that is not finite, a scale of 0, or a change that would carry a stroke's transform
    ///   beyond what a double holds.
    @discardableResult
    public mutating func apply(_ edit: SelectionEdit, to selection: some Sequence<Int>) throws(DrawingEditError)
        -> [Int]
    {
        let chosen = drawing.validSelection(selection)
        let change = try DrawingEdit(edit, to: chosen, in: drawing)
        record(change)
        switch edit {
        case .move, .scale, .rotate, .recolor: return chosen
        case .delete: return []
        case .copy: return change.inserted.map(\.index)
        }
    }

    /// Deletes the selected strokes.
    /// - Parameter selection: stroke indices, in any order; repeats and indices out of range are ignored.
    public mutating func deleteStrokes(_ selection: some Sequence<Int>) {
        record(DrawingEdit(deleting: selection, in: drawing))
    }

    /// Puts pieces in the place of a stroke, as an eraser that cuts it does (none for a stroke
    /// erased whole).
    /// - Parameters:
    ///   - index: the stroke to replace.
    ///   - pieces: the strokes to put in its place, in order.
    /// - Throws: ``DrawingEditError/Kind/indexOutOfRange`` when there is no such stroke,
    ///   ``DrawingEditError/Kind/unusableNumber`` when a piece holds a number that is not finite.
    public mutating func replaceStroke(at index: Int, with pieces: [Stroke]) throws(DrawingEditError) {
        try replaceStrokes([index: pieces])
    }

    /// Puts pieces in the place of several strokes as one edit, as one pass of an eraser does, so
    /// that one undo restores them all (see ``DrawingEdit/init(replacing:in:)``).
    /// - Parameter pieces: for each stroke index to replace, the strokes to put in its place.
    /// - Throws: ``DrawingEditError/Kind/indexOutOfRange`` for an index the drawing does not have,
    ///   ``DrawingEditError/Kind/unusableNumber`` for a piece holding a number that is not finite.
    public mutating func replaceStrokes(_ pieces: [Int: [Stroke]]) throws(DrawingEditError) {
        record(try DrawingEdit(replacing: pieces, in: drawing))
    }

    // MARK: - Recording

    /// Applies an edit known to fit and records it; an empty one changes nothing and is not recorded.
    private mutating func record(_ edit: DrawingEdit) {
        guard !edit.isEmpty else { return }
        indexedDrawing.applyChecked(edit)
        changeCount += 1
        redoStack.removeAll()
        if openStepStarted, !undoStack.isEmpty {
            undoStack[undoStack.count - 1].append(edit)
        } else {
            undoStack.append([edit])
            openStepStarted = isStepOpen
        }
        trimHistory()
    }

    /// Applies an edit from the history, which fits by construction: each was applied to, or
    /// undone from, the very state the drawing is in now.
    private mutating func applyFromHistory(_ edit: DrawingEdit) {
        assert(
            (try? edit.check(against: indexedDrawing.strokes)) != nil, "an edit in the history does not fit the drawing"
        )
        indexedDrawing.applyChecked(edit)
    }

    /// Forgets steps beyond the limit: the oldest first, then the undone ones farthest from being
    /// redone. Undoing and redoing only move edits between the stacks, so redoing never loses a
    /// step that could still be redone.
    private mutating func trimHistory() {
        guard let historyLimit else { return }
        var excess = undoStack.count + redoStack.count - Swift.max(0, historyLimit)
        guard excess > 0 else { return }
        let oldest = Swift.min(excess, undoStack.count)
        undoStack.removeFirst(oldest)
        if undoStack.isEmpty { openStepStarted = false }
        excess -= oldest
        redoStack.removeFirst(excess)
    }
}
