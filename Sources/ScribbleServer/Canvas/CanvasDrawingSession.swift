import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// What the drawing page's WebSocket talks to: every sample the page sends is recorded, and goes
/// through the engine's recorder (``CanvasInk``) under the page's input policy; the outline of
/// each stroke is sent back as it changes, for the page to fill. Every finished stroke is saved at
/// once: the drawing (`ID.drawing.json`, as `scribble convert` writes it) and the recording
/// (`ID.events.json`) side by side in the store's recordings folder.
///
/// The page's address names the drawing (`drawing=ID`); an id with files in the store continues
/// that drawing and its recording, one without starts it, and none starts a new one. A pointer
/// still down when the connection ends gets a `cancel`, so that a page that vanishes mid-stroke
/// leaves that stroke cancelled rather than a broken recording.
public final class CanvasDrawingSession: WebSocketSession {
    /// The most events one recording holds; the page is told, naming it, when it is reached.
    public static let maximumEvents = 1_000_000
    /// The pause put between a continued recording's last event and the first of this session, in seconds.
    static let pauseBetweenSessions = 1.0

    private let connection: WebSocketConnection
    private let folder: RecordingFolder
    /// The drawing's id: its files are `ID.drawing.json` and `ID.events.json`.
    public let id: DrawingID
    /// The recording's file name in the folder.
    public var name: String { id.recordingName }
    private var recording: EventRecording?
    /// The time stamp (ms) that is `t = 0` of the recording.
    private var origin: Double?
    /// Where this session's times start in a continued recording, in seconds.
    private let timeOffset: Double
    private var ink: CanvasInk?
    /// The input policy chosen, by the address or the page.
    private var policy: InputPolicy
    /// The pointers that are down, with their last sample.
    private var down: [Int: PointerSample] = [:]
    private var savedEvents = 0
    private var savedStrokes = 0
    private var loaded: Drawing?

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
                problems.append("unknown input policy \(JSONReader.quoted(text)) in the address; known policies: pen, finger, any, auto; drawing under auto")
            }
        }
        var id = DrawingID.new()
        var offset = 0.0
        if let text = connection.query["drawing"] {
            if let asked = DrawingID(text) {
                do {
                    let (drawing, recording) = try Self.load(asked, from: folder)
                    id = asked
                    loaded = drawing
                    self.recording = recording
                    savedEvents = recording?.events.count ?? 0
                    savedStrokes = drawing?.strokes.count ?? 0
                    offset = recording?.events.last.map { $0.t + Self.pauseBetweenSessions } ?? 0
                } catch {
                    problems.append("the drawing \(asked) could not be read, so a new one was started and it was left as it is: \(error)")
                }
            } else {
                problems.append("\(JSONReader.quoted(text)) is not a drawing id (such as 2026-03-01-102000-3fa2c1); a new drawing was started")
            }
        }
        self.id = id
        timeOffset = offset
        connection.send(CanvasReply.ready(recording: id.recordingName, drawing: id.text).text)
        for problem in problems { reply(error: problem) }
    }

    /// The drawing and recording saved under `id`, each `nil` when it has no file yet.
    private static func load(_ id: DrawingID, from folder: RecordingFolder) throws -> (Drawing?, EventRecording?) {
        let drawing = try folder.read(name: id.drawingName).map { try Drawing(decodingJSON: $0, file: id.drawingName) }
        let recording = try folder.read(name: id.recordingName).map { try EventRecording(decoding: $0, file: id.recordingName) }
        return (drawing, recording)
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
            if let scale, scale != self.ink?.resolution {
                self.ink?.change(resolution: scale)
                sendDrawing()
            }
        case .pointer(let phase, let samples, let predicted):
            record(phase: phase, samples: samples, predicted: predicted)
        case .ink(let chosen):
            guard let ink else { return reply(error: "send a hello message before choosing the ink") }
            ink.change(ink: chosen)
        case .policy(let policy):
            self.policy = policy
            ink?.change(policy: policy)
        case .smoothing(let preset):
            guard let ink else { return reply(error: "send a hello message before choosing the smoothing") }
            guard let options = InkOptions.preset(named: preset), options != ink.options else { return }
            ink.change(options: options)
            if ink.drawing.strokes.isEmpty { return sendDrawing() }
            saveDrawing()
            sendDrawing()
        }
    }

    public func closed(code: Int, reason: String?) {
        for sample in down.values.sorted(by: { $0.pointer < $1.pointer }) {
            let event = append(sample, phase: .cancel)
            _ = ink?.handle(event, predicted: [])
        }
        down = [:]
        save()
    }

    private func hello(canvas: Size, scale: Double?, policy asked: InputPolicy?, ink chosen: Ink?, smoothing: String?) {
        if let asked { policy = asked }
        if let ink {
            ink.change(policy: policy, ink: chosen, resolution: scale)
        } else {
            var drawing = loaded ?? Drawing(canvas: canvas)
            if let smoothing, drawing.strokes.isEmpty, let options = InkOptions.preset(named: smoothing) {
                drawing.inkOptions = options == .default ? nil : options
            }
            ink = CanvasInk(drawing: drawing, policy: policy, ink: chosen ?? loaded?.strokes.last?.ink ?? .default, resolution: scale ?? 1)
            loaded = nil
        }
        cover(canvas)
        if recording == nil { recording = EventRecording(canvas: canvas) }
        sendDrawing()
    }

    /// Grows the drawing's and the recording's canvas to cover the page's.
    private func cover(_ canvas: Size) {
        ink?.cover(canvas)
        if let current = recording?.canvas {
            recording?.canvas = Size(width: max(current.width, canvas.width), height: max(current.height, canvas.height))
        }
    }

    private func sendDrawing() {
        guard let ink else { return }
        let state = CanvasDrawingState(
            id: id.text, canvas: ink.drawing.canvas, policy: ink.policy, smoothing: ink.smoothing, ink: ink.ink, strokes: ink.finishedOutlines())
        connection.send(CanvasReply.drawing(state).text)
    }

    private func record(phase: InputPhase, samples: [PointerSample], predicted: [PointerSample]) {
        guard let ink, recording != nil else {
            reply(error: "send a hello message with the canvas's size before pointer samples")
            return
        }
        guard let count = recording?.events.count, count + samples.count <= Self.maximumEvents else {
            reply(error: "the recording holds \(Self.maximumEvents) events, its limit (maximumEvents); open the page without a drawing for a new one",
                  limit: "maximumEvents")
            return
        }
        var updates: [CanvasStrokeUpdate] = []
        for (index, sample) in samples.enumerated() {
            // A move before its down (the page opened mid-stroke) starts the stroke.
            let samplePhase: InputPhase = phase == .move && down[sample.pointer] == nil ? .down : phase
            let event = append(sample, phase: samplePhase)
            if samplePhase == .up || samplePhase == .cancel { down[sample.pointer] = nil } else { down[sample.pointer] = sample }
            let guesses = index == samples.count - 1 && samplePhase == .move
                ? predicted.filter { $0.pointer == sample.pointer }.map { inputEvent($0, phase: .move) } : []
            if let update = ink.handle(event, predicted: guesses) { Self.add(update, to: &updates) }
        }
        for update in updates { connection.send(CanvasReply.stroke(update).text) }
        if phase == .up || phase == .cancel { save() }
    }

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

    private func append(_ sample: PointerSample, phase: InputPhase) -> InputEvent {
        let event = inputEvent(sample, phase: phase)
        recording?.events.append(event)
        return event
    }

    private func save() {
        let strokes = ink?.drawing.strokes.count ?? savedStrokes
        guard let recording, recording.events.count != savedEvents || strokes != savedStrokes else { return }
        do {
            if strokes != savedStrokes { saveDrawing() }
            try folder.write(recording.encoded(), name: id.recordingName)
            savedEvents = recording.events.count
            connection.send(CanvasReply.saved(recording: id.recordingName, events: savedEvents, drawing: id.text, strokes: savedStrokes).text)
        } catch {
            reply(error: "the recording could not be saved: \(error)")
        }
    }

    private func saveDrawing() {
        guard let drawing = ink?.drawing else { return }
        do {
            try folder.write(drawing.jsonEncoded(), name: id.drawingName)
            savedStrokes = drawing.strokes.count
        } catch {
            reply(error: "the drawing could not be saved: \(error)")
        }
    }

    private func reply(error message: String, limit: String? = nil) {
        connection.send(CanvasReply.error(message: message, limit: limit).text)
    }
}
