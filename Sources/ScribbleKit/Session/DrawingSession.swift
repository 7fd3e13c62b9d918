/// A drawing being made, as a canvas makes it: input events come in, each contact draws, erases or
/// lassos with the tool chosen when its pointer went down, commands edit the selection or undo and
/// redo, and every step says what part of the canvas changed.
///
/// - **Ink.** A contact with ``SessionTool/ink(_:)`` draws a stroke, kept up to date as it grows
///   (``inkInProgress``, through a ``LiveInkRecorder``) and added to the drawing when it lifts.
/// - **Erasers.** A contact with ``SessionTool/eraser(_:)`` erases along each new segment of its
///   path as it moves, so that a canvas shows the ink going as it happens; all of one contact's
///   passes are one step of the history (see ``DrawingEditor/beginStep()``), which one undo takes
///   back. A contact cancelled keeps what it erased, as it was shown.
/// - **Lasso.** A contact with ``SessionTool/lasso(coverage:)`` selects, when it lifts, the strokes
///   whose centre lines lie inside its path by more than the coverage (a tap selects nothing).
///   The selection follows its strokes through erasing; undo and redo clear it.
/// - **Commands.** ``perform(_:at:)`` applies a ``SessionCommand``: an edit of the selection, undo
///   or redo, or a stroke snapped to its shape.
///
/// The input policy decides, for every tool alike, which contacts count: a contact it turns away
/// draws, erases and selects nothing. The session records itself as it goes (``entries``): every
/// event, every choice of tool, every command that was carried out, with their times. Replaying
/// those entries through a new session made with the same canvas, policy and ink options
/// (``init(replaying:canvas:policy:tool:options:)``) ends with the same drawing, bit for bit.
///
/// ```swift
/// let session = DrawingSession(canvas: Size(width: 800, height: 600), policy: .auto)
/// session.setTool(.eraser(Eraser(.area, width: 16)), at: t)
/// let change = session.handle(event)          // erases as it moves
/// if let region = change.region { canvas.redraw(region) }
/// try session.perform(.undo, at: t)           // the whole contact's erasing comes back
/// ```
public final class DrawingSession {
    /// What one event or command changed, for a canvas to redraw.
    public struct Change: Sendable {
        /// The part of the canvas that changed (strokes added, erased, edited, undone; the stroke
        /// in progress; the lasso), or `nil` when nothing visible did.
        public var region: Rect?
        /// The stroke in progress that changed, with its outline, for a contact with ink.
        public var ink: LiveInkRecorder.Change?
        /// The changes made to the drawing, in the order made.
        public var edits: [DrawingEdit] = []
        /// The selection, when it changed.
        public var selection: [Int]?
        /// The path of a lasso contact so far, while it is drawn.
        public var lasso: [Point]?

        /// Whether the drawing changed.
        public var changesDrawing: Bool { edits.contains { !$0.isEmpty } }

        /// Nothing changed.
        public init() {}

        mutating func include(_ box: Rect?) {
            guard let box else { return }
            region = region?.union(box) ?? box
        }

        mutating func include(_ edit: DrawingEdit) {
            guard !edit.isEmpty else { return }
            edits.append(edit)
            include(edit.bounds)
        }
    }

    /// A contact that counts, with the tool it began with.
    private struct Contact {
        var tool: SessionTool
        /// When it began among the contacts, to end those never lifted in that order.
        var order: Int
        /// How many of its samples have been erased along or drawn so far.
        var used = 0
    }

    /// The drawing with its index and history.
    public private(set) var editor: DrawingEditor
    /// The tool for contacts that begin from now on.
    public private(set) var tool: SessionTool
    /// The selected strokes, by index, ascending.
    public private(set) var selection: [Int] = []
    /// What happened, in order, as a recording keeps it: empty when the session does not record;
    /// since the last ``takeEntries()``, when they are being taken.
    public private(set) var entries: [SessionEntry] = []
    /// How many entries the session has recorded, those handed over by ``takeEntries()`` too.
    public var recordedCount: Int { takenCount + entries.count }
    /// The time of the latest entry recorded, handed over or not; `nil` before the first.
    public var latestEntryTime: Double? { entries.last?.t ?? latestTakenTime }
    private var takenCount = 0
    private var latestTakenTime: Double?
    /// Whether the session keeps ``entries``.
    public let records: Bool
    /// The ink options the session began with, which its recording keeps in its header; a change
    /// later is an entry (``SessionSetting/inkOptions(_:)``).
    public let initialInkOptions: InkOptions?

    private let live: LiveInkRecorder
    private var contacts: [Int: Contact] = [:]
    private var contactsBegun = 0

    /// Starts a session on an empty canvas.
    /// - Parameters:
    ///   - canvas: the canvas's size.
    ///   - policy: which devices' contacts count.
    ///   - tool: the tool for the first contacts, recorded as the first entry at `t`.
    ///   - options: the ink options the drawing keeps (``Drawing/inkOptions``), which shape the ink
    ///     in progress and where the area eraser cuts; `nil` for the defaults.
    ///   - resolution: output pixels per canvas unit of the screen, for the ink in progress.
    ///   - predictor: a predictor for each stroke's provisional tail, or `nil` for none.
    ///   - historyLimit: how many steps undo keeps (see ``DrawingEditor/historyLimit``).
    ///   - records: whether to keep ``entries``.
    ///   - t: the time of the first entry, seconds.
    public convenience init(
        canvas: Size, policy: InputPolicy = .any, tool: SessionTool = .ink(.default), options: InkOptions? = nil,
        resolution: Double = 1, predictor: InkPredictor? = nil, historyLimit: Int? = nil,
        records: Bool = true, at t: Double = 0
    ) {
        self.init(
            continuing: Drawing(canvas: canvas, inkOptions: options), policy: policy, tool: tool,
            resolution: resolution,
            predictor: predictor, historyLimit: historyLimit, records: records, at: t)
    }

    /// Starts a session that goes on drawing on a drawing made before, with its canvas and ink
    /// options; its strokes are there to erase and select, and undo stops where this session began.
    /// - Parameters:
    ///   - drawing: the drawing to go on with.
    ///   - policy: which devices' contacts count.
    ///   - tool: the tool for the first contacts, recorded as the first entry at `t`.
    ///   - resolution: output pixels per canvas unit of the screen, for the ink in progress.
    ///   - predictor: a predictor for each stroke's provisional tail, or `nil` for none.
    ///   - historyLimit: how many steps undo keeps (see ``DrawingEditor/historyLimit``).
    ///   - records: whether to keep ``entries``.
    ///   - t: the time of the first entry, seconds.
    public init(
        continuing drawing: Drawing, policy: InputPolicy = .any, tool: SessionTool = .ink(.default),
        resolution: Double = 1, predictor: InkPredictor? = nil, historyLimit: Int? = nil,
        records: Bool = true, at t: Double = 0
    ) {
        let tool = tool.normalized
        editor = DrawingEditor(drawing, historyLimit: historyLimit)
        initialInkOptions = drawing.inkOptions
        live = LiveInkRecorder(
            recorder: StrokeRecorder(canvas: drawing.canvas, policy: policy), options: drawing.inkOptions ?? .default,
            resolution: resolution, predictor: predictor)
        self.tool = tool
        self.records = records
        if case .ink(let ink) = tool { live.ink = ink }
        if records { entries.append(.tool(tool, t: t)) }
    }

    /// Replays a session's entries through a new session and ends it (see ``finish()``).
    /// - Parameters:
    ///   - entries: what the session recorded, in order.
    ///   - canvas: the canvas's size.
    ///   - policy: which devices' contacts count, as the session recorded had it.
    ///   - tool: the tool before the entries choose one.
    ///   - options: the ink options of the session recorded.
    public convenience init(
        replaying entries: some Sequence<SessionEntry>, canvas: Size, policy: InputPolicy = .any,
        tool: SessionTool = .ink(.default), options: InkOptions? = nil
    ) {
        self.init(canvas: canvas, policy: policy, tool: tool, options: options, records: false)
        for entry in entries { apply(entry) }
        finish()
    }

    /// The drawing as it stands.
    public var drawing: Drawing { editor.drawing }

    /// The canvas's size. Growing it (a window made larger) is not recorded: a recording keeps the
    /// largest canvas the session had.
    public var canvas: Size {
        get { editor.canvas }
        set {
            editor.canvas = newValue
            live.canvas = newValue
        }
    }

    /// The input policy for contacts that begin from now on.
    public var policy: InputPolicy { live.policy }

    /// Output pixels per canvas unit of the screen, which the ink of strokes that begin from now
    /// on is outlined for. Not recorded: it changes the screen, not the drawing.
    public var resolution: Double {
        get { live.resolution }
        set { live.resolution = newValue }
    }

    /// The strokes of contacts with ink still down, by pointer, their outlines kept up to date.
    public var inkInProgress: [Int: InProgressStroke] {
        live.inProgress.filter { pointer, _ in
            if case .ink? = contacts[pointer]?.tool { true } else { false }
        }
    }

    /// The strokes of contacts with ink still down, in the order they began.
    public var strokesInProgress: [Stroke] {
        contacts.filter { _, contact in
            if case .ink = contact.tool { true } else { false }
        }
        .sorted { $0.value.order < $1.value.order }
        .compactMap { live.recorder.activeStroke(pointer: $0.key) }
    }

    /// Contacts the policy turned away.
    public var rejections: [InputRejection] { live.recorder.rejections }
    /// Events that made no sense where they came.
    public var anomalies: [InputAnomaly] { live.recorder.anomalies }

    // MARK: - Entries

    /// Chooses the tool for contacts that begin from now on; contacts already down keep theirs.
    /// - Parameters:
    ///   - tool: the tool; its numbers are brought into what a recording holds (see
    ///     ``SessionTool/normalized``).
    ///   - t: when, in seconds since the recording began.
    public func setTool(_ tool: SessionTool, at t: Double) {
        let tool = tool.normalized
        self.tool = tool
        if case .ink(let ink) = tool { live.ink = ink }
        if records { entries.append(.tool(tool, t: recordable(t))) }
    }

    /// `t`, or the time of the latest entry when `t` is not a number a recording can hold.
    private func recordable(_ t: Double) -> Double {
        t.isFinite ? t : latestEntryTime ?? 0
    }

    /// Hands over the entries recorded since the last call, and lets go of them: for a session
    /// whose recording is written out as it goes (a server saving after every stroke), so that it
    /// does not also hold in memory everything written. ``recordedCount`` and
    /// ``latestEntryTime`` still count them.
    public func takeEntries() -> [SessionEntry] {
        let taken = entries
        takenCount += taken.count
        if let last = taken.last { latestTakenTime = last.t }
        entries = []
        return taken
    }

    /// Changes a setting and records it.
    /// - Parameters:
    ///   - setting: the input policy for contacts that begin from now on, or the drawing's ink
    ///     options, which every finished stroke is drawn with from now on.
    ///   - t: when, in seconds since the recording began.
    /// - Returns: what changed: the whole canvas when the ink options did, as every stroke's ink may.
    @discardableResult
    public func change(_ setting: SessionSetting, at t: Double) -> Change {
        var change = Change()
        switch setting {
        case .policy(let policy):
            live.policy = policy
        case .inkOptions(let options):
            if options != editor.inkOptions {
                editor.inkOptions = options
                live.options = options ?? .default
                change.include(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            }
        }
        if records { entries.append(.setting(setting, t: recordable(t))) }
        return change
    }

    /// Carries out one entry of a recording: handles its event, chooses its tool, changes its
    /// setting or performs its command (a command that cannot be carried out changes nothing, as it did when recorded).
    /// - Returns: what changed.
    @discardableResult
    public func apply(_ entry: SessionEntry) -> Change {
        switch entry {
        case .event(let event): return handle(event)
        case .tool(let tool, let t):
            setTool(tool, at: t)
            return Change()
        case .command(let command, let t):
            return (try? perform(command, at: t)) ?? Change()
        case .setting(let setting, let t):
            return change(setting, at: t)
        }
    }

    /// Ends every contact still down as if it lifted where it last was (the recorder reports
    /// each as never lifted). A session's drawing is complete once it is finished.
    /// - Returns: what changed.
    @discardableResult
    public func finish() -> Change {
        var change = Change()
        for (pointer, contact) in contacts.sorted(by: { $0.value.order < $1.value.order }) {
            guard let stroke = live.recorder.activeStroke(pointer: pointer) else { continue }
            contacts[pointer] = nil
            end(contact, stroke: stroke, change: &change)
        }
        contacts.removeAll()
        _ = live.finishRecording()
        return change
    }

    // MARK: - Input

    /// Handles the next input event: the contact it belongs to draws, erases or lassos.
    /// - Parameters:
    ///   - event: the event.
    ///   - predicted: the samples the device predicts beyond it, for the ink in progress only;
    ///     they are never recorded.
    /// - Returns: what changed.
    @discardableResult
    public func handle(_ event: InputEvent, predicted: [InputEvent] = []) -> Change {
        if records { entries.append(.event(event)) }
        let pointer = event.pointer
        var change = Change()
        if event.phase == .down {
            // A down while the pointer is down ends the contact it had, as the recorder ends its stroke.
            let previous = contacts.removeValue(forKey: pointer)
            let inking: Bool = if case .ink = tool { true } else { false }
            let inkChange = live.handle(event, predicted: inking ? predicted : [], outlining: inking)
            if let previous, let finished = inkChange?.finished {
                end(previous, stroke: finished, change: &change)
                if case .ink = previous.tool {
                    change.ink = inkChange
                    change.include(inkChange?.region)
                }
            } else if inking, let inkChange {
                change.ink = inkChange
                change.include(inkChange.region)
            }
            guard let active = live.recorder.activeStroke(pointer: pointer) else { return change }
            contacts[pointer] = Contact(tool: tool, order: contactsBegun)
            contactsBegun += 1
            if case .eraser = tool { editor.beginStep() }
            progress(pointer, samples: active.points, change: &change)
            return change
        }
        guard let contact = contacts[pointer] else {
            live.handle(event)
            return change
        }
        let inking: Bool = if case .ink = contact.tool { true } else { false }
        let inkChange = live.handle(event, predicted: inking ? predicted : [], outlining: inking)
        if inking, let inkChange {
            change.ink = inkChange
            change.include(inkChange.region)
        }
        if let finished = inkChange?.finished {
            contacts[pointer] = nil
            end(contact, stroke: finished, change: &change)
        } else if let active = live.recorder.activeStroke(pointer: pointer) {
            progress(pointer, samples: active.points, change: &change)
        } else {
            // Cancelled: ink goes, erasing stays as shown, a lasso selects nothing.
            contacts[pointer] = nil
            if case .eraser = contact.tool { endStepUnlessErasing() }
            if case .lasso = contact.tool { change.lasso = [] }
        }
        return change
    }

    /// Takes a contact's new samples: an eraser erases along them, a lasso shows its path.
    private func progress(_ pointer: Int, samples: [StrokePoint], change: inout Change) {
        guard var contact = contacts[pointer], samples.count > contact.used else { return }
        defer { contacts[pointer] = contact }
        switch contact.tool {
        case .ink: break
        case .eraser(let eraser):
            // Each pass starts where the last ended, so that the segments join.
            let path = samples[Swift.max(contact.used - 1, 0)...].map(\.location)
            erase(along: path, with: eraser, change: &change)
        case .lasso:
            let path = samples.map(\.location)
            change.lasso = path
            change.include(Self.box(around: path))
        }
        contact.used = samples.count
    }

    /// Ends a contact whose last sample has come.
    private func end(_ contact: Contact, stroke: Stroke, change: inout Change) {
        switch contact.tool {
        case .ink:
            if let edit = try? DrawingEdit(appending: [stroke], to: editor.drawing), (try? editor.apply(edit)) != nil {
                change.include(edit)
            }
        case .eraser(let eraser):
            if stroke.points.count > contact.used {
                erase(
                    along: stroke.points[Swift.max(contact.used - 1, 0)...].map(\.location), with: eraser,
                    change: &change)
            }
            endStepUnlessErasing()
        case .lasso(let coverage):
            let path = stroke.points.map(\.location)
            change.include(Self.box(around: path))
            change.lasso = []
            select(editor.indexedDrawing.strokes(inside: Lasso(path), byMoreThan: coverage), change: &change)
        }
    }

    /// One pass of an eraser, as one edit of the contact's step.
    private func erase(along path: [Point], with eraser: Eraser, change: inout Change) {
        let replacements = editor.indexedDrawing.erasure(by: eraser, along: path)
        guard !replacements.isEmpty else { return }
        let before = editor.drawing
        guard let edit = try? DrawingEdit(replacing: replacements, in: before), (try? editor.apply(edit)) != nil else {
            return
        }
        change.include(edit)
        guard !selection.isEmpty else { return }
        let selected = Set(selection)
        let origins = Eraser.origins(after: replacements, strokeCount: before.strokes.count)
        select(origins.indices.filter { selected.contains(origins[$0]) }, change: &change)
    }

    /// Closes the history's step once no eraser contact is down.
    private func endStepUnlessErasing() {
        let erasing = contacts.values.contains { if case .eraser = $0.tool { true } else { false } }
        if !erasing { editor.endStep() }
    }

    // MARK: - Commands

    /// Carries out a command and records it.
    /// - Parameters:
    ///   - command: what to do: an edit of the selection (nothing when none is selected), undo or redo.
    ///   - t: when, in seconds since the recording began.
    /// - Returns: what changed.
    /// - Throws: ``DrawingEditError`` for an edit whose numbers cannot make one (an offset, factor,
    ///   angle or colour that is not finite, a scale of 0); then nothing changes and nothing is recorded.
    @discardableResult
    public func perform(_ command: SessionCommand, at t: Double) throws(DrawingEditError) -> Change {
        var change = Change()
        // A command is a step of its own, even while an eraser is down; the eraser's later passes
        // gather into a new step.
        let erasing = editor.isStepOpen
        if erasing { editor.endStep() }
        defer { if erasing { editor.beginStep() } }
        switch command {
        case .edit(let edit):
            let drawingEdit = try DrawingEdit(edit, to: selection, in: editor.drawing)
            try editor.apply(drawingEdit)
            change.include(drawingEdit)
            switch edit {
            case .move, .scale, .rotate, .recolor: break
            case .delete: select([], change: &change)
            case .copy: select(drawingEdit.inserted.map(\.index), change: &change)
            }
        case .undo:
            for edit in editor.undoStep() { change.include(edit) }
            select([], change: &change)
        case .redo:
            for edit in editor.redoStep() { change.include(edit) }
            select([], change: &change)
        case .snapShape(let index):
            guard editor.drawing.strokes.indices.contains(index) else { break }
            let shape = ShapeRecognizer().recognize(editor.drawing.strokes[index])
            guard shape.kind != .none, !shape.cleanStrokes.isEmpty else { break }
            let strokeCount = editor.drawing.strokes.count
            let edit = try DrawingEdit(replacing: [index: shape.cleanStrokes], in: editor.drawing)
            try editor.apply(edit)
            change.include(edit)
            // A selected stroke snapped stays selected, as its clean strokes.
            if !selection.isEmpty {
                let selected = Set(selection)
                let origins = Eraser.origins(after: [index: shape.cleanStrokes], strokeCount: strokeCount)
                select(origins.indices.filter { selected.contains(origins[$0]) }, change: &change)
            }
        case .place(let stroke):
            let edit = try DrawingEdit(
                removing: [], inserting: [.init(index: editor.drawing.strokes.count, stroke: stroke)])
            try editor.apply(edit)
            change.include(edit)
        }
        if records { entries.append(.command(command, t: recordable(t))) }
        return change
    }

    private func select(_ strokes: [Int], change: inout Change) {
        guard strokes != selection else { return }
        selection = strokes
        change.selection = strokes
    }

    private static func box(around path: [Point]) -> Rect? {
        Rect(enclosing: path)
    }
}
