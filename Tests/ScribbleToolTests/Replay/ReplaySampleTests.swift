import Foundation
import Scribble
import ScribbleFiles
import ScribbleKit
import Testing

/// Every sample in Strokes/ replays to the drawing it holds: recordings under every policy, and
/// drawings and SVG files by their points' times.
@Suite struct ReplaySampleTests {
    /// Every sample's file name.
    static let samples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: ToolRunner.strokes.path)) ?? []
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".svg") }.sorted()
    }()

    /// A sample as what it holds: a recording's events, or a drawing.
    static func read(_ name: String) throws -> ScribbleDocument {
        let path = ToolRunner.strokes.appendingPathComponent(name).path
        let bytes = try AtomicFile.read(path)
        if name.hasSuffix(".svg") { return .drawing(try SVGDocumentReader().read(bytes, file: name).drawing) }
        return try ScribbleDocument(decoding: bytes, file: name)
    }

    @Test func thereAreSamplesOfEveryKind() {
        #expect(Self.samples.contains { $0.hasSuffix(".events.json") })
        #expect(Self.samples.contains { $0.hasSuffix(".drawing.json") })
        #expect(Self.samples.contains { $0.hasSuffix(".svg") })
    }

    @Test(arguments: samples)
    func drawingToEventsToReplayGivesTheDrawingBack(name: String) throws {
        let drawings: [Drawing]
        switch try Self.read(name) {
        case .events(let recording): drawings = InputPolicy.allCases.map { recording.recorded(policy: $0).drawing }
        case .drawing(let drawing): drawings = [drawing]
        }
        for drawing in drawings {
            // Events carry no ink and no curves: the strokes come back in the recorder's ink,
            // sample for sample.
            var replay = Replay(events: drawing.inputEvents, canvas: drawing.canvas)
            var plain = drawing
            plain.inkOptions = nil
            for index in plain.strokes.indices {
                plain.strokes[index].ink = .default
                plain.strokes[index].path = nil
            }
            #expect(replay.finish() == plain, "\(name)")
            // A drawing's own replay keeps everything.
            var own = Replay(drawing: drawing)
            #expect(own.finish() == drawing, "\(name)")
        }
    }

    @Test(arguments: samples.filter { $0.hasSuffix(".events.json") })
    func aRecordingReplayedFrameByFrameIsTheRecordedDrawing(name: String) throws {
        guard case .events(let recording) = try Self.read(name) else { return }
        for policy in InputPolicy.allCases {
            var replay = Replay(events: recording.events, canvas: recording.canvas, policy: policy)
            let timeline = FrameTimeline(replay: replay, framesPerSecond: 30)
            var finished: [Stroke] = []
            for moment in timeline.times { finished += replay.advance(to: moment).newlyFinished }
            let drawing = replay.finish()
            #expect(drawing == recording.recorded(policy: policy).drawing, "\(name) under \(policy)")
            #expect(finished == Array(drawing.strokes.prefix(finished.count)))
        }
    }
}
