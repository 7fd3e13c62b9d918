import Foundation
import ScribbleFiles
import ScribbleJSON
import ScribbleKit

/// Writes one drawing session's files off the server's thread, one write at a time, on the
/// ``SaveThreads``, so that neither the page's ink nor other pages wait for the disk.
///
/// A save asked for while one is being written is kept, and only the latest kept is written when
/// that one ends: the files are never more than one write behind the session, and a page drawing
/// faster than the disk takes costs fewer writes rather than a growing queue. Each write is
/// atomic (a temporary file, flushed and renamed), so the files are always a whole earlier state or
/// the new one. A save encodes only what changed (``RecordingFileEncoder``,
/// ``DrawingFileEncoder``) and copies the rest from the files it wrote last, which it holds open
/// (``ScribbleFiles/HeldFile``): neither the recording's text nor the drawing's is also kept in
/// memory.
///
/// ``flush()`` waits until everything asked for is written (the session's end).
final class RecordingSaver: @unchecked Sendable {
    /// What to write: what the session's recording gained since the last snapshot, and its
    /// drawing when that changed.
    struct Snapshot: Sendable {
        /// The canvas the recording covers.
        var canvas: Size
        /// The ink options the recording began with.
        var inkOptions: InkOptions?
        /// The entries after those of the snapshots before (the first snapshot of a continued
        /// recording brings the earlier sessions' entries too). The session hands over only
        /// these, so that its thread never copies the whole recording.
        var added: [SessionEntry]
        var drawing: Drawing?
        /// How many strokes the drawing written so far has, for the page.
        var strokes: Int
    }

    /// What a write ended with, for the page: the `saved` message or an error.
    typealias Report = @Sendable (Result<(events: Int, strokes: Int), FileError>) -> Void

    private let folder: RecordingFolder
    private let id: DrawingID
    private let report: Report
    /// Guards what follows, and is signalled when a run of writes ends.
    private let lock = NSCondition()
    private var pending: Snapshot?
    private var silent = false
    private var writing = false
    /// A drawing whose write failed, written again with the next snapshot that brings none.
    private var unwrittenDrawing: Drawing?
    /// The encoders, used by the write in progress only: each makes the text of what changed.
    private var recordingEncoder = RecordingFileEncoder()
    private var drawingEncoder = DrawingFileEncoder()
    /// The recording as last written, held open, and where its entries' text lies in it: the
    /// next write copies that text from there, so that the recording is not also held in memory.
    private var recordingFile: HeldFile?
    private var recordingEntries = 0..<0
    /// The text of the entries not yet in `recordingFile` (a write that failed keeps it for the next).
    private var unwrittenEntries: [UInt8] = []
    /// The drawing as last written, held open: its strokes unchanged since are copied from there.
    private var drawingFile: HeldFile?

    init(folder: RecordingFolder, id: DrawingID, report: @escaping Report) {
        self.folder = folder
        self.id = id
        self.report = report
    }

    /// Asks for `snapshot` to be written; returns at once.
    func save(_ snapshot: Snapshot) {
        let start: Bool = lock.withLock {
            var next = snapshot
            if let waiting = pending {
                // The entries of a snapshot still waiting come first; a drawing not yet
                // written stays to be written, unless a newer one replaces it.
                next.added = waiting.added + next.added
                if next.drawing == nil { next.drawing = waiting.drawing }
            }
            pending = next
            guard !writing else { return false }
            writing = true
            return true
        }
        if start { SaveThreads.shared.run { self.drain() } }
    }

    /// Waits until every save asked for so far is written. Once the page is gone (`reporting`
    /// false), what is written is no longer told, so that nothing is handed to a connection that
    /// is closing.
    func flush(reporting: Bool = true) {
        lock.lock()
        defer { lock.unlock() }
        if !reporting { silent = true }
        while writing || pending != nil { lock.wait() }
    }

    private func drain() {
        while let snapshot = next() {
            write(snapshot)
        }
    }

    private func next() -> Snapshot? {
        lock.withLock {
            guard var snapshot = pending else {
                writing = false
                lock.broadcast()
                return nil
            }
            pending = nil
            if snapshot.drawing == nil { snapshot.drawing = unwrittenDrawing }
            unwrittenDrawing = nil
            return snapshot
        }
    }

    /// Writes the recording: its header, the entries' text written before (copied from the file
    /// written last), the text of those added since, and its end.
    private func writeRecording(canvas: Size, inkOptions: InkOptions?) throws(FileError) {
        let (head, end) = recordingEncoder.frame(canvas: canvas, inkOptions: inkOptions)
        let stream = try folder.stream(name: id.recordingName)
        try stream.write(head)
        let start = stream.offset
        if let recordingFile { try stream.copy(recordingEntries, of: recordingFile) }
        try stream.write(unwrittenEntries)
        let entries = start..<stream.offset
        try stream.write(end)
        recordingFile = try stream.commitHoldingOpen()
        recordingEntries = entries
        unwrittenEntries = []
    }

    /// Writes the drawing: its strokes' text made for those new since the last write, copied from
    /// the file written last for the others.
    private func writeDrawing(_ drawing: Drawing) throws(FileError) {
        let stream = try folder.stream(name: id.drawingName)
        let held = drawingFile
        let ranges = try drawingEncoder.write(
            drawing, write: { (bytes) throws(FileError) in try stream.write(bytes) },
            copy: { (range) throws(FileError) in
                guard let held else {
                    throw FileError(path: stream.path, reason: "cannot copy into it: no drawing was written before")
                }
                try stream.copy(range, of: held)
            },
            offset: { stream.offset })
        drawingFile = try stream.commitHoldingOpen()
        drawingEncoder.written(at: ranges)
    }

    private func write(_ snapshot: Snapshot) {
        // The entries' text is made first and kept until it is written, so that a write that
        // fails does not take the snapshot's entries with it.
        unwrittenEntries += recordingEncoder.text(appending: snapshot.added)
        do throws(FileError) {
            // The recording, the source of truth, first: a drawing file is never ahead of the
            // recording it is made from, and one that fails waits for the next write.
            do {
                try writeRecording(canvas: snapshot.canvas, inkOptions: snapshot.inkOptions)
                if let drawing = snapshot.drawing { try writeDrawing(drawing) }
            } catch {
                if let drawing = snapshot.drawing {
                    lock.withLock { if unwrittenDrawing == nil { unwrittenDrawing = drawing } }
                }
                throw error
            }
            if !lock.withLock({ silent }) { report(.success((recordingEncoder.eventCount, snapshot.strokes))) }
        } catch {
            if !lock.withLock({ silent }) { report(.failure(error)) }
        }
    }
}
