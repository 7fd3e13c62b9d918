import Foundation
import ScribbleHTTP
import ScribbleJSON
import ScribbleKit

/// What the drawing page's WebSocket talks to when its address asks for a replay
/// (`/socket?replay=ID[&speed=S]`): the drawing's saved recording played back at its own pace
/// (or `speed` times it), through the same engine and as the same messages a live session sends
/// (`stroke`, `edit`, `lasso`, `selection`), so the page shows the drawing being made again,
/// erasing and rearranging included, and then `replayed`. Nothing is written; the page's pointer
/// messages are ignored.
///
/// The playing runs on a thread of its own once the page's `hello` has said the scale to outline
/// for; it stops when the connection closes.
public final class CanvasReplaySession: WebSocketSession {
    /// The speeds a replay may be asked for, times the recording's own.
    public static let speeds: ClosedRange<Double> = 0.25...16

    private let connection: WebSocketConnection
    private let id: DrawingID?
    private let recording: EventRecording?
    private let policy: InputPolicy
    private let speed: Double
    private let stopped = StopFlag()
    private var started = false

    /// Reads the recording the connection's query names (`replay`), and tells the page its names,
    /// or what is wrong.
    public init(connection: WebSocketConnection, folder: RecordingFolder) {
        self.connection = connection
        let text = connection.query["replay"] ?? ""
        id = DrawingID(text)
        policy = connection.query["policy"].flatMap(InputPolicy.init(rawValue:)) ?? CanvasInk.replayPolicy
        speed =
            connection.query["speed"].flatMap(Double.init).map {
                min(max($0, Self.speeds.lowerBound), Self.speeds.upperBound)
            } ?? 1
        var problem: String?
        var recording: EventRecording?
        if let id {
            do {
                recording = try folder.read(name: id.recordingName).map {
                    try EventRecording(decoding: $0, file: id.recordingName)
                }
                if recording == nil { problem = "there is no recording of the drawing \(id) in the store" }
            } catch {
                problem = "the recording of \(id) could not be read: \(error)"
            }
        } else {
            problem = "\(JSONReader.quoted(text)) is not a drawing id (such as 2026-03-01-102000-3fa2c1)"
        }
        self.recording = recording
        if let id, recording != nil {
            connection.send(CanvasReply.ready(recording: id.recordingName, drawing: id.text).text)
        }
        if let problem { connection.send(CanvasReply.error(message: problem, limit: nil).text) }
    }

    public func received(_ text: String) {
        guard !started, let recording, let id,
            case .hello(_, let scale, _, _, _)? = try? CanvasMessage(decoding: text)
        else { return }
        started = true
        let connection = connection
        let stopped = stopped
        let policy = policy
        let speed = speed
        let thread = Thread {
            Self.play(
                recording, id: id, policy: policy, scale: scale ?? 1, speed: speed, to: connection, until: stopped)
        }
        thread.name = "replay \(id)"
        thread.start()
    }

    public func closed(code: Int, reason: String?) {
        stopped.stop()
    }

    /// Plays every entry at its time, sending what it changes, then `replayed`.
    private static func play(
        _ recording: EventRecording, id: DrawingID, policy: InputPolicy, scale: Double, speed: Double,
        to connection: WebSocketConnection, until stopped: StopFlag
    ) {
        let entries = recording.entries
        let ink = CanvasInk(
            drawing: Drawing(canvas: recording.canvas, inkOptions: recording.inkOptions), policy: policy,
            ink: .default, resolution: scale, at: entries.first?.t ?? 0)
        var sentOutlines = SentOutlines()
        func sendDrawing() {
            sentOutlines.forgetAll()
            let state = CanvasDrawingState(
                id: id.text, canvas: ink.drawing.canvas, policy: ink.policy, smoothing: ink.smoothing,
                ink: ink.ink, strokes: ink.finishedOutlines())
            connection.send(CanvasReply.drawing(state).text)
        }
        sendDrawing()
        let start = Date()
        let first = entries.first?.t ?? 0
        for entry in entries {
            // Waits in short naps, so that a page gone is noticed at once and nothing more is sent.
            while case let due = (entry.t - first) / speed - Date().timeIntervalSince(start), due > 0 {
                if stopped.isStopped { return }
                Thread.sleep(forTimeInterval: min(due, 0.05))
            }
            if stopped.isStopped { return }
            let step = ink.apply(entry)
            if step.redrawsAll { sendDrawing() }
            for update in step.strokes { connection.send(sentOutlines.reply(for: update).text) }
            for edit in step.edits { connection.send(CanvasReply.edit(edit).text) }
            if let lasso = step.lasso { connection.send(CanvasReply.lasso(points: lasso).text) }
            if let selection = step.selection {
                connection.send(
                    CanvasReply.selection(strokes: selection, bounds: ink.drawing.bounds(ofStrokes: selection)).text)
            }
        }
        if !stopped.isStopped {
            connection.send(CanvasReply.replayed(drawing: id.text, strokes: ink.drawing.strokes.count).text)
        }
    }
}

/// A flag one thread sets and another reads.
private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isStopped: Bool { lock.withLock { value } }

    func stop() { lock.withLock { value = true } }
}
