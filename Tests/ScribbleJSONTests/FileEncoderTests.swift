import ScribbleJSON
import ScribbleKit
import ScribbleTestSupport
import Testing

/// The encoders that keep what they wrote before: the same bytes as encoding whole, however the
/// recording grew and the drawing changed between two encodings.
@Suite struct FileEncoderTests {
    /// A recording given whole at once, or nothing at all, gives the bytes of encoding it whole.
    @Test(arguments: 1...3 as ClosedRange<UInt64>)
    func aRecordingGivenAtOnceIsEncodedAsWhole(seed: UInt64) {
        let session = SessionScripts.random(seed: seed)
        let whole = EventRecording(canvas: session.drawing.canvas, entries: session.entries, inkOptions: .raw)
        var encoder = RecordingFileEncoder()
        #expect(encoder.encode(canvas: whole.canvas, inkOptions: .raw, appending: session.entries) == whole.encoded())
        let empty = EventRecording(canvas: Size(width: 10, height: 20))
        var fresh = RecordingFileEncoder()
        #expect(fresh.encode(canvas: empty.canvas, inkOptions: nil, appending: []) == empty.encoded())
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
        var generator = SplitMix(seed: seed)
        var count = 0
        var canvas = session.drawing.canvas
        while count < entries.count {
            let next = min(entries.count, count + Int(generator.next() % 40))
            canvas.width += Double(generator.next() % 3)
            let whole = EventRecording(canvas: canvas, entries: entries.prefix(next), inkOptions: nil)
            let bytes = encoder.encode(canvas: canvas, inkOptions: nil, appending: entries[count..<next])
            #expect(bytes == whole.encoded(), "after \(next) of \(entries.count) entries")
            #expect(encoder.eventCount == whole.events.count)
            count = next
        }
        let withOptions = EventRecording(canvas: canvas, entries: entries, inkOptions: .smooth)
        #expect(encoder.encode(canvas: canvas, inkOptions: .smooth, appending: []) == withOptions.encoded())
    }

    @Test func aDrawingDrawnAndEditedIsEncodedAsWhole() throws {
        let session = SessionScripts.random(seed: 3)
        var drawing = session.drawing
        try #require(drawing.strokes.count >= 4)
        var encoder = DrawingFileEncoder()
        #expect(encoder.encode(drawing) == drawing.jsonEncoded())
        let removed = drawing.strokes.remove(at: 1)
        #expect(encoder.encode(drawing) == drawing.jsonEncoded())
        drawing.strokes.append(removed)
        drawing.strokes[0].transform = .translation(x: 3, y: 4)
        #expect(encoder.encode(drawing) == drawing.jsonEncoded())
        drawing.strokes.insert(contentsOf: drawing.strokes.prefix(2), at: 0)
        drawing.inkOptions = .smooth
        drawing.canvas = Size(width: 2000, height: 1000)
        #expect(encoder.encode(drawing) == drawing.jsonEncoded())
        drawing.strokes.removeAll()
        #expect(encoder.encode(drawing) == drawing.jsonEncoded())
    }
}

/// SplitMix64, for the lengths the recording grows by.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
