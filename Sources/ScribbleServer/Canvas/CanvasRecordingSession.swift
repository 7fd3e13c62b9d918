import ScribbleJSON
import ScribbleKit

/// What the drawing page's WebSocket talks to, for now: every sample it sends is recorded, and
/// the recording is saved in the store after every finished stroke and when the page goes.
///
/// A pointer still down when the connection ends gets a `cancel`, so that a page that vanishes
/// mid-stroke leaves that stroke cancelled rather than a broken recording.
public final class CanvasRecordingSession: WebSocketSession {
    /// The most events one recording holds; the page is told, naming it, when it is reached.
    public static let maximumEvents = 1_000_000

    private let connection: WebSocketConnection
    private let folder: RecordingFolder
    /// The recording's file name in the folder.
    public let name: String
    private var recording: EventRecording?
    private var origin: Double?
    /// The pointers that are down, with their last sample.
    private var down: [Int: PointerSample] = [:]
    private var savedCount = 0

    /// Starts a session that records into a new file of `folder`, and tells the page its name.
    public init(connection: WebSocketConnection, folder: RecordingFolder) {
        self.connection = connection
        self.folder = folder
        name = folder.newName()
        connection.send(CanvasReply.ready(recording: name).text)
    }

    public func received(_ text: String) {
        let message: CanvasMessage
        do {
            message = try CanvasMessage(decoding: text)
        } catch {
            connection.send(CanvasReply.error(message: String(describing: error), limit: nil).text)
            return
        }
        switch message {
        case .hello(let canvas, _):
            if recording == nil { recording = EventRecording(canvas: canvas) } else { recording?.canvas = canvas }
        case .resize(let canvas):
            recording?.canvas = canvas
        case .pointer(let phase, let samples, _):
            record(phase: phase, samples: samples)
        }
    }

    public func closed(code: Int, reason: String?) {
        for sample in down.values.sorted(by: { $0.pointer < $1.pointer }) { append(sample, phase: .cancel) }
        down = [:]
        save()
    }

    private func record(phase: InputPhase, samples: [PointerSample]) {
        guard recording != nil else {
            connection.send(CanvasReply.error(message: "send a hello message with the canvas's size before pointer samples", limit: nil).text)
            return
        }
        guard let count = recording?.events.count, count + samples.count <= Self.maximumEvents else {
            let message = "the recording holds \(Self.maximumEvents) events, its limit (maximumEvents); reload the page for a new one"
            connection.send(CanvasReply.error(message: message, limit: "maximumEvents").text)
            return
        }
        for sample in samples {
            // A move before its down (the page opened mid-stroke) starts the stroke.
            let samplePhase: InputPhase = phase == .move && down[sample.pointer] == nil ? .down : phase
            append(sample, phase: samplePhase)
            if samplePhase == .up || samplePhase == .cancel { down[sample.pointer] = nil } else { down[sample.pointer] = sample }
        }
        if phase == .up || phase == .cancel { save() }
    }

    private func append(_ sample: PointerSample, phase: InputPhase) {
        let origin = self.origin ?? sample.timeStamp
        self.origin = origin
        recording?.events.append(sample.inputEvent(phase: phase, origin: origin))
    }

    private func save() {
        guard let recording, recording.events.count != savedCount else { return }
        do {
            try folder.write(recording.encoded(), name: name)
            savedCount = recording.events.count
            connection.send(CanvasReply.saved(recording: name, events: savedCount).text)
        } catch {
            connection.send(CanvasReply.error(message: "the recording could not be saved: \(error)", limit: nil).text)
        }
    }
}
