import ScribbleFiles
import ScribbleHTTP
import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// What the drawing page's WebSocket talks to: every sample the page sends goes through the
/// engine's drawing session (``CanvasInk``) under the page's input policy, drawing, erasing or
/// lassoing with the tool chosen; the outline of each stroke is sent back as it changes, and each
/// change to the finished strokes as an edit, for the page to fill. Every finished contact and
/// command is saved at once: the session's recording (`ID.events.json`, events version 2: tools,
/// commands and settings among the events) and the drawing it replays to (`ID.drawing.json`, as
/// `scribble convert` writes it) side by side in the store's recordings folder.
///
/// The recording is the one source of truth. The session's drawing is what its entries make, one
/// by one, through the engine: a drawing continued is its recording played again (history and
/// all, so that undo and redo act on the real history), never its drawing file, which is only
/// written from the session. Nothing is written until something is drawn: a page opened and left
/// leaves no file.
///
/// The page's address names the drawing (`drawing=ID`); an id with a recording in the store
/// continues it, one without starts it, and none starts a new one. A pointer still down when the
/// connection ends gets a `cancel`, so that a page that vanishes mid-stroke leaves that stroke
/// cancelled rather than a broken recording.
public final class CanvasDrawingSession: WebSocketSession {
    /// The most events one recording holds; the page is told, naming it, when it is reached.
    public static let maximumEvents = 1_000_000
    /// The most samples a page may send a second, on average over a second: ten fingers and a pen
    /// at 240 Hz are under a third of it. A message that would go over it is refused, naming it.
    public static let maximumSamplesPerSecond = 8_000
    /// The pause put between a continued recording's last event and the first of this session, in seconds.
    static let pauseBetweenSessions = 1.0

    private let connection: WebSocketConnection
    private let folder: RecordingFolder
    /// The drawing's id: its files are `ID.drawing.json` and `ID.events.json`.
    public let id: DrawingID
    /// The recording's file name in the folder.
    public var name: String { id.recordingName }
    /// The recording this session continues, until the page's `hello` plays it into the session.
    private var continued: EventRecording?
    /// The entries of the recording continued, until the first save writes them (the file
    /// is written anew from them then).
    private var earlierEntries: [SessionEntry] = []
    /// How many entries the recording this session continues holds.
    private var earlierEntryCount = 0
    /// The time stamp (ms) that is `t = 0` of the recording.
    private var origin: Double?
    /// Where this session's times start in a continued recording, in seconds.
    private let timeOffset: Double
    private var ink: CanvasInk?
    /// The input policy chosen, by the address or the page.
    private var policy: InputPolicy
    /// The pointers that are down, with their last sample.
    private var down: [Int: PointerSample] = [:]
    /// The outlines of the strokes in progress as the page has them.
    private var sentOutlines = SentOutlines()
    /// How many samples may come now: refilled at ``maximumSamplesPerSecond``, up to one second's worth.
    private var sampleAllowance = Double(maximumSamplesPerSecond)
    private var allowanceTime = ContinuousClock.now
    private let saver: RecordingSaver
    /// The drawing's change count and ink options when the session began (a recording played),
    /// to tell whether anything was drawn since.
    private var startChanges = 0
    private var startOptions: InkOptions?
    /// Whether this session has written its files: from then on every save writes.
    private var written = false
    /// The drawing's change count and ink options when it was last handed to the saver; `nil`
    /// before the first, which writes it whatever it is (a continued drawing's file is written
    /// anew from the recording).
    private var savedChanges: Int?
    private var savedOptions: InkOptions?
    private var savedStrokes = 0
    /// The undo and redo steps the page was last told of.
    private var toldHistory: (undo: Int, redo: Int)?

    /// Starts a session on the drawing the connection's query names (`drawing`), else a new one,
    /// under the query's `policy` (default `auto`), and tells the page the names.
    public init(connection: WebSocketConnection, folder: RecordingFolder) {
        self.connection = connection
        self.folder = folder
        var problems: [String] = []
        policy = .auto
        if let text = connection.query["policy"] {
            if let chosen = InputPolicy(rawValue: text) {
                policy = chosen
            } else {
                problems.append(
                    "unknown input policy \(JSONReader.quoted(text)) in the address; known policies: pen, finger, any, auto; drawing under auto"
                )
            }
        }
        var id = DrawingID.new()
        var offset = 0.0
        if let text = connection.query["drawing"] {
            if let asked = DrawingID(text) {
                do {
                    let recording = try Self.load(asked, from: folder)
                    id = asked
                    continued = recording
                    earlierEntries = recording?.entries ?? []
                    earlierEntryCount = earlierEntries.count
                    offset = earlierEntries.last.map { $0.t + Self.pauseBetweenSessions } ?? 0
                } catch {
                    problems.append(
                        "the drawing \(asked) could not be read, so a new one was started and it was left as it is: \(error)"
                    )
                }
            } else {
                problems.append(
                    "\(JSONReader.quoted(text)) is not a drawing id (such as 2026-03-01-102000-3fa2c1); a new drawing was started"
                )
            }
        }
        self.id = id
        timeOffset = offset
        saver = RecordingSaver(folder: folder, id: id) { [connection, id] result in
            switch result {
            case .success(let written):
                connection.send(
                    CanvasReply.saved(
                        recording: id.recordingName, events: written.events, drawing: id.text,
                        strokes: written.strokes
                    ).text)
            case .failure(let error):
                connection.send(CanvasReply.error(message: "the drawing could not be saved: \(error)", limit: nil).text)
            }
        }
        connection.send(CanvasReply.ready(recording: id.recordingName, drawing: id.text).text)
        for problem in problems { reply(error: problem) }
    }

    /// The recording saved under `id`, `nil` when the drawing has no files yet.
    /// - Throws: when the recording cannot be read, or there is a drawing file without one: the
    ///   drawing is what its recording replays to, and cannot go on without it.
    private static func load(_ id: DrawingID, from folder: RecordingFolder) throws -> EventRecording? {
        guard let bytes = try folder.read(name: id.recordingName) else {
            if try folder.read(name: id.drawingName) != nil {
                throw FileError(
                    path: folder.path + "/" + id.drawingName,
                    reason: "there is no recording (\(id.recordingName)) beside it to go on with")
            }
            return nil
        }
        return try EventRecording(decoding: bytes, file: id.recordingName)
    }

    public func received(_ text: String) {
        let message: CanvasMessage
        do {
            message = try CanvasMessage(decoding: text)
        } catch {
            reply(error: String(describing: error))
            return
        }
        switch message {
        case .hello(let canvas, let scale, let policy, let ink, let smoothing):
            hello(canvas: canvas, scale: scale, policy: policy, ink: ink, smoothing: smoothing)
        case .resize(let canvas, let scale):
            cover(canvas)
            if let scale, let ink, scale != ink.resolution {
                ink.change(resolution: scale)
                sendDrawing()
            }
        case .pointer(let phase, let samples, let predicted, let seq):
            record(phase: phase, samples: samples, predicted: predicted, seq: seq)
        case .ink(let chosen):
            guard let ink else { return reply(error: "send a hello message before choosing the ink") }
            ink.change(ink: chosen, at: now(nil))
        case .tool(let tool, let t):
            guard let ink else { return reply(error: "send a hello message before choosing a tool") }
            ink.choose(tool, at: now(t))
        case .policy(let policy):
            self.policy = policy
            ink?.change(policy: policy, at: now(nil))
        case .smoothing(let preset):
            guard let ink else { return reply(error: "send a hello message before choosing the smoothing") }
            guard let options = InkOptions.preset(named: preset), options != ink.options else { return }
            ink.change(options: options, at: now(nil))
            save()
            if !ink.optionsWaiting { sendDrawing() }
        case .undo(let t):
            perform(.undo, at: t)
        case .redo(let t):
            perform(.redo, at: t)
        case .selection(let edit, let t):
            perform(.edit(edit), at: t)
        case .ping:
            connection.send(CanvasReply.pong.text)
        }
    }

    public func closed(code: Int, reason: String?) {
        for sample in down.values.sorted(by: { $0.pointer < $1.pointer }) {
            _ = ink?.handle(inputEvent(sample, phase: .cancel), predicted: [])
        }
        down = [:]
        save()
        saver.flush(reporting: false)
    }

    private func hello(canvas: Size, scale: Double?, policy asked: InputPolicy?, ink chosen: Ink?, smoothing: String?) {
        if let asked { policy = asked }
        if let ink {
            ink.change(policy: policy, at: now(nil))
            if let chosen { ink.change(ink: chosen, at: now(nil)) }
            if let scale { ink.change(resolution: scale) }
        } else {
            let started: CanvasInk
            if let continued {
                started = CanvasInk(
                    replaying: continued, policy: policy, ink: chosen, resolution: scale ?? 1, at: timeOffset)
                self.continued = nil
            } else {
                var drawing = Drawing(canvas: canvas)
                if let smoothing, let options = InkOptions.preset(named: smoothing) {
                    drawing.inkOptions = options == .default ? nil : options
                }
                started = CanvasInk(
                    drawing: drawing, policy: policy, ink: chosen ?? .default, resolution: scale ?? 1, at: timeOffset)
            }
            ink = started
            startChanges = started.session.editor.changeCount
            startOptions = started.drawing.inkOptions
            savedStrokes = started.drawing.strokes.count
        }
        cover(canvas)
        sendDrawing()
    }

    /// Grows the drawing's canvas, which the recording keeps, to cover the page's.
    private func cover(_ canvas: Size) {
        ink?.cover(canvas)
    }

    private func sendDrawing() {
        guard let ink else { return }
        sentOutlines.forgetAll()
        let state = CanvasDrawingState(
            id: id.text, canvas: ink.drawing.canvas, policy: ink.policy, smoothing: ink.smoothing, ink: ink.ink,
            strokes: ink.finishedOutlines(),
            penSeen: ink.penSeen)
        connection.send(CanvasReply.drawing(state).text)
        toldHistory = nil
        sendHistory()
    }

    /// Tells the page how many steps undo and redo can take, when that changed since it was told.
    private func sendHistory() {
        guard let editor = ink?.session.editor else { return }
        let history = (undo: editor.undoCount, redo: editor.redoCount)
        guard toldHistory.map({ $0 != history }) ?? true else { return }
        toldHistory = history
        connection.send(CanvasReply.history(undo: history.undo, redo: history.redo).text)
    }

    private func record(phase: InputPhase, samples: [PointerSample], predicted: [PointerSample], seq: Int?) {
        guard let ink else {
            reply(error: "send a hello message with the canvas's size before pointer samples")
            return
        }
        guard entryCount + samples.count <= Self.maximumEvents else {
            reply(
                error:
                    "the recording holds \(Self.maximumEvents) events, its limit (maximumEvents); open the page without a drawing for a new one",
                limit: "maximumEvents")
            return
        }
        let now = ContinuousClock.now
        let elapsed = allowanceTime.duration(to: now)
        allowanceTime = now
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        sampleAllowance = min(
            Double(Self.maximumSamplesPerSecond), sampleAllowance + seconds * Double(Self.maximumSamplesPerSecond))
        guard Double(samples.count) <= sampleAllowance else {
            reply(
                error:
                    "\(samples.count) samples now would go over \(Self.maximumSamplesPerSecond) samples a second (maximumSamplesPerSecond); they were not recorded",
                limit: "maximumSamplesPerSecond")
            return
        }
        sampleAllowance -= Double(samples.count)
        var updates: [CanvasStrokeUpdate] = []
        var edits: [CanvasEdit] = []
        var selection: [Int]?
        var lasso: [Point]?
        for (index, sample) in samples.enumerated() {
            // A move before its down (the page opened mid-stroke) starts the stroke.
            let samplePhase: InputPhase = phase == .move && down[sample.pointer] == nil ? .down : phase
            let event = inputEvent(sample, phase: samplePhase)
            if samplePhase == .up || samplePhase == .cancel {
                down[sample.pointer] = nil
            } else {
                down[sample.pointer] = sample
            }
            let guesses =
                index == samples.count - 1 && samplePhase == .move
                ? predicted.filter { $0.pointer == sample.pointer }.map { inputEvent($0, phase: .move) } : []
            let step = ink.handle(event, predicted: guesses)
            for update in step.strokes { Self.add(update, to: &updates) }
            edits += step.edits
            selection = step.selection ?? selection
            lasso = step.lasso ?? lasso
        }
        for var update in updates {
            update.seq = seq
            connection.send(sentOutlines.reply(for: update).text)
        }
        for edit in edits { connection.send(CanvasReply.edit(edit).text) }
        if let lasso { connection.send(CanvasReply.lasso(points: lasso).text) }
        sendSelection(selection, after: edits)
        sendHistory()
        if phase == .up || phase == .cancel { save() }
    }

    private func perform(_ command: SessionCommand, at t: Double?) {
        guard let ink else { return reply(error: "send a hello message before \(command.name)") }
        do {
            let step = try ink.perform(command, at: now(t))
            for edit in step.edits { connection.send(CanvasReply.edit(edit).text) }
            sendSelection(step.selection, after: step.edits)
            sendHistory()
            save()
        } catch {
            reply(error: "\(command.name) could not be carried out: \(error)")
        }
    }

    /// Tells the page the selection when it changed, or when edits may have moved its strokes
    /// (its box with them).
    private func sendSelection(_ changed: [Int]?, after edits: [CanvasEdit]) {
        guard let ink else { return }
        let strokes = changed ?? ink.session.selection
        guard changed != nil || (!edits.isEmpty && !strokes.isEmpty) else { return }
        connection.send(CanvasReply.selection(strokes: strokes, bounds: ink.drawing.bounds(ofStrokes: strokes)).text)
    }

    /// The recording's time of a message stamped `t` (ms, the samples' clock), or of the latest
    /// entry when it has none.
    private func now(_ t: Double?) -> Double {
        guard let t else { return ink?.session.latestEntryTime ?? timeOffset }
        let origin = self.origin ?? t
        self.origin = origin
        return max((t - origin) / 1000 + timeOffset, ink?.session.latestEntryTime ?? timeOffset)
    }

    /// How many entries the recording holds: the earlier sessions' and this one's.
    private var entryCount: Int { earlierEntryCount + (ink?.recordedCount ?? 0) }

    /// Adds an update, merged into the one before it when that is of the same pointer and still drawing.
    private static func add(_ update: CanvasStrokeUpdate, to updates: inout [CanvasStrokeUpdate]) {
        if let last = updates.last, last.pointer == update.pointer, last.state == .drawing {
            updates[updates.count - 1] = last.merged(with: update)
        } else {
            updates.append(update)
        }
    }

    private func inputEvent(_ sample: PointerSample, phase: InputPhase) -> InputEvent {
        let origin = self.origin ?? sample.timeStamp
        self.origin = origin
        return sample.inputEvent(phase: phase, origin: origin - timeOffset * 1000)
    }

    /// Hands what changed since the last save to the saver, which writes it off the server's
    /// thread and then tells the page (`saved`). Only the entries added since go with it, taken
    /// from the session: the saver encodes them and copies the rest from the file it wrote last, so
    /// a save costs what changed, not the whole session, and nothing holds the recording twice.
    ///
    /// Nothing is written until something is drawn (a stroke finished, erased, edited, undone or
    /// redone; other ink options for strokes there are): until then the entries wait in the
    /// session, and a session that draws nothing writes nothing. The drawing written is the
    /// session's, which is what the recording written with it replays to.
    private func save() {
        guard let ink else { return }
        let changes = ink.session.editor.changeCount
        if !written {
            let drawn =
                changes != startChanges || (ink.drawing.inkOptions != startOptions && !ink.drawing.strokes.isEmpty)
            guard drawn else { return }
            written = true
        }
        let drawingChanged = changes != savedChanges || ink.drawing.inkOptions != savedOptions
        guard !ink.session.entries.isEmpty || drawingChanged else { return }
        var added = ink.session.takeEntries()
        // The earlier sessions' entries go with the first save, and are let go of then.
        if !earlierEntries.isEmpty {
            added = earlierEntries + added
            earlierEntries = []
        }
        if drawingChanged {
            savedChanges = changes
            savedOptions = ink.drawing.inkOptions
            savedStrokes = ink.drawing.strokes.count
        }
        saver.save(
            .init(
                canvas: ink.drawing.canvas, inkOptions: ink.session.initialInkOptions, added: added,
                drawing: drawingChanged ? ink.drawing : nil, strokes: savedStrokes))
    }

    private func reply(error message: String, limit: String? = nil) {
        connection.send(CanvasReply.error(message: message, limit: limit).text)
    }
}
