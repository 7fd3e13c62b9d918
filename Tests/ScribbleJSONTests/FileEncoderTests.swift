import ScribbleJSON
import ScribbleKit
import ScribbleTestSupport
import Testing

/// The encoders that make each piece of a file once: the same bytes as encoding whole, however the
/// recording grew and the drawing changed between two encodings.
@Suite struct FileEncoderTests {
    /// A recording given whole at once, or nothing at all, gives the bytes of encoding it whole.
    @Test(arguments: 1...3 as ClosedRange<UInt64>)
    func aRecordingGivenAtOnceIsEncodedAsWhole(seed: UInt64) {
        let session = SessionScripts.random(seed: seed)
        let whole = EventRecording(canvas: session.drawing.canvas, entries: session.entries, inkOptions: .raw)
        var encoder = RecordingFileEncoder()
        let text = encoder.text(appending: session.entries)
        let (head, end) = encoder.frame(canvas: whole.canvas, inkOptions: .raw)
        #expect(head + text + end == whole.encoded())
        let empty = EventRecording(canvas: Size(width: 10, height: 20))
        let fresh = RecordingFileEncoder()
        let frame = fresh.frame(canvas: empty.canvas, inkOptions: nil)
        #expect(frame.head + frame.end == empty.encoded())
        #expect(fresh.eventCount == 0)
    }

    /// Entries handed over as they are added give the bytes of the whole recording, through the
    /// change from events only (version 1) to a session (version 2) and a canvas that grows.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func entriesAppendedAreEncodedAsTheWholeRecording(seed: UInt64) throws {
        let session = SessionScripts.random(seed: seed)
        let events = session.entries.filter { if case .event = $0 { true } else { false } }
        let entries = events.prefix(30) + session.entries
        try #require(session.entries.count > events.count, "the session has tools or commands")
        var encoder = RecordingFileEncoder()
        var generator = SeededGenerator(seed: seed)
        var count = 0
        var canvas = session.drawing.canvas
        var text: [UInt8] = []
        while count < entries.count {
            let next = min(entries.count, count + Int(generator.next() % 40))
            canvas.width += Double(generator.next() % 3)
            let whole = EventRecording(canvas: canvas, entries: entries.prefix(next), inkOptions: nil)
            text += encoder.text(appending: entries[count..<next])
            let (head, end) = encoder.frame(canvas: canvas, inkOptions: nil)
            #expect(head + text + end == whole.encoded(), "after \(next) of \(entries.count) entries")
            #expect(encoder.eventCount == whole.events.count)
            count = next
        }
        let withOptions = EventRecording(canvas: canvas, entries: entries, inkOptions: .smooth)
        let (head, end) = encoder.frame(canvas: canvas, inkOptions: .smooth)
        #expect(head + text + end == withOptions.encoded())
    }

    @Test func aDrawingDrawnAndEditedIsEncodedAsWhole() throws {
        let session = SessionScripts.random(seed: 3)
        var drawing = session.drawing
        try #require(drawing.strokes.count >= 4)
        var encoder = DrawingFileEncoder()
        #expect(encoder.encode(drawing) == drawing.jsonEncoded())
        drawing.strokes.remove(at: 1)
        #expect(encoder.encode(drawing) == drawing.jsonEncoded())
        drawing.strokes.removeAll()
        #expect(encoder.encode(drawing) == drawing.jsonEncoded())
    }

    /// Each file written copies what it can from the one before and is the whole drawing's bytes,
    /// however the drawing changed: strokes added, removed, moved, copied, the header changed.
    /// A stroke added at the end costs its own text and one copy of the rest.
    @Test func aDrawingWrittenFromTheFileBeforeIsWrittenAsWhole() throws {
        let session = SessionScripts.random(seed: 3)
        var drawing = session.drawing
        try #require(drawing.strokes.count >= 4)
        var encoder = DrawingFileEncoder()
        var file: [UInt8] = []
        var copies = 0
        var written = 0
        func save(_ drawing: Drawing) -> [UInt8] {
            var bytes: [UInt8] = []
            let before = file
            copies = 0
            written = 0
            let ranges = encoder.write(
                drawing,
                write: {
                    bytes += $0
                    written += $0.count
                },
                copy: {
                    bytes += before[$0]
                    copies += 1
                },
                offset: { bytes.count })
            file = bytes
            encoder.written(at: ranges)
            for (stroke, range) in zip(drawing.strokes, ranges) {
                #expect(
                    Array(bytes[range]) == Drawing(canvas: drawing.canvas, strokes: [stroke]).strokeText,
                    "a stroke's place")
            }
            return bytes
        }
        let last = drawing.strokes.removeLast()
        #expect(save(drawing) == drawing.jsonEncoded())
        drawing.strokes.append(last)
        #expect(save(drawing) == drawing.jsonEncoded())
        #expect(copies == 1, "the strokes before the new one are one stretch of the file before")
        #expect(written < drawing.jsonEncoded().count / 2)
        let removed = drawing.strokes.remove(at: 1)
        #expect(save(drawing) == drawing.jsonEncoded())
        drawing.strokes.append(removed)
        drawing.strokes[0].transform = .translation(x: 3, y: 4)
        #expect(save(drawing) == drawing.jsonEncoded())
        drawing.strokes.insert(contentsOf: drawing.strokes.prefix(2), at: 0)
        drawing.inkOptions = .smooth
        drawing.canvas = Size(width: 2000, height: 1000)
        #expect(save(drawing) == drawing.jsonEncoded())
        #expect(save(drawing) == drawing.jsonEncoded())
        drawing.strokes.removeAll()
        #expect(save(drawing) == drawing.jsonEncoded())
        #expect(copies == 0)
    }
}

extension Drawing {
    /// The text of the only stroke, as a drawing's file spells it.
    fileprivate var strokeText: [UInt8] {
        let text = jsonEncoded()
        let marker = Array("\"strokes\": [\n    ".utf8)
        guard
            let start = (0...(text.count - marker.count)).first(where: { Array(text[$0..<$0 + marker.count]) == marker }
            )
        else { return [] }
        return Array(text[(start + marker.count)..<(text.count - " ]\n}\n".utf8.count)])
    }
}
