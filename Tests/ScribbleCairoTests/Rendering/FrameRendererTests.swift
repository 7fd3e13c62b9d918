import Foundation
import ScribbleFiles
import ScribbleJSON
import ScribbleKit
import Testing

@testable import ScribbleCairo

/// Reads a sample from Strokes/ as a replay and the drawing it finishes with.
private func sample(_ name: String, policy: InputPolicy = .any) throws -> (replay: Replay, drawing: Drawing) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    let bytes = try AtomicFile.read(folder.appendingPathComponent("Strokes").appendingPathComponent(name).path)
    switch try ScribbleDocument(decoding: bytes, file: name) {
    case .events(let recording):
        return (
            Replay(events: recording.events, canvas: recording.canvas, policy: policy),
            recording.recorded(policy: policy).drawing
        )
    case .drawing(let drawing):
        return (Replay(drawing: drawing), drawing)
    }
}

/// How many pixels differ from the background (or are not transparent, without one).
private func inkPixels(_ image: RasterImage, background: RGBA8?) -> Int {
    let clear = background == nil
    let expected: (UInt8, UInt8, UInt8, UInt8) =
        background.map { ($0.red, $0.green, $0.blue, $0.alpha) } ?? (0, 0, 0, 0)
    return image.pixels.withUnsafeBufferPointer { bytes in
        var count = 0
        var offset = 0
        while offset < bytes.count {
            if clear {
                if bytes[offset + 3] > 0 { count += 1 }
            } else if bytes[offset] != expected.0 || bytes[offset + 1] != expected.1 || bytes[offset + 2] != expected.2
                || bytes[offset + 3] != expected.3
            {
                count += 1
            }
            offset += 4
        }
        return count
    }
}

@Suite("Frames of a replay")
struct FrameRendererTests {
    /// Option mixes the last frame must match the finished render under.
    static let optionMixes: [(String, RenderOptions)] = [
        ("default", .default),
        ("cropped, half size, clear", RenderOptions(scale: 0.5, background: nil, fit: .bounds, padding: 8)),
        ("raw ink, pencil", RenderOptions(scale: 1.5, ink: .raw, tool: .pencil)),
        ("marker", RenderOptions(background: Color(red: 1, green: 1, blue: 0.9), tool: .marker)),
    ]

    @Test(arguments: [
        "signature.events.json", "shapes-compact.drawing.json", "cancelled-stroke.events.json",
        "two-fingers.events.json", "tap.events.json",
    ])
    func theLastFrameIsTheFinishedRenderPixelForPixel(name: String) throws {
        for (label, options) in Self.optionMixes {
            var (replay, drawing) = try sample(name)
            let frames = try FrameRenderer(framing: drawing, options: options)
            var last: RasterImage?
            let timeline = FrameTimeline(replay: replay, framesPerSecond: 3)
            for (index, moment) in timeline.times.enumerated() {
                let step = replay.advance(to: moment)
                if index == timeline.frameCount - 1 {
                    last = try frames.renderImage(step)
                } else {
                    // Drawn but not read back, to keep the test quick.
                    try frames.draw(step)
                }
            }
            let finished = replay.finish()
            #expect(finished == drawing)
            let expected = try DrawingRenderer(options: options).renderImage(finished)
            #expect(last == expected, "\(name), \(label)")
            #expect(frames.pixelWidth == expected.width && frames.pixelHeight == expected.height)
        }
    }

    @Test(arguments: ["two-fingers.events.json", "cancelled-stroke.events.json", "shapes-compact.drawing.json"])
    func everyFrameIsTheFinishedInkWithTheStrokesInProgressOnTop(name: String) throws {
        var (replay, drawing) = try sample(name)
        let options = RenderOptions(scale: 0.5, tool: .pencil)
        let frames = try FrameRenderer(framing: drawing, options: options)
        var finished: [Stroke] = []
        for moment in FrameTimeline(replay: replay, framesPerSecond: 4).times {
            let step = replay.advance(to: moment)
            finished += step.newlyFinished
            // Only what changed is copied from the cache; a fresh renderer copies it all.
            let fresh = try FrameRenderer(framing: drawing, options: options)
            try fresh.addFinished(finished)
            try fresh.draw(inProgress: step.inProgress)
            #expect(try frames.renderImage(step) == fresh.image(), "\(name) at \(moment)")
        }
    }

    @Test func theFrameBeforeAnyIsTheFinishedInkAndReadsTheSameTwice() throws {
        let (_, drawing) = try sample("signature.events.json")
        let frames = try FrameRenderer(framing: drawing, options: RenderOptions(scale: 0.25))
        try frames.addFinished(drawing.strokes)
        let image = try frames.image()
        #expect(image == (try DrawingRenderer(options: RenderOptions(scale: 0.25)).renderImage(drawing)))
        #expect(try RasterImage(png: frames.pngData()) == image)
        try frames.draw(inProgress: [])
        #expect(try frames.image() == image)
    }

    @Test func theLastFramesPNGIsTheRenderersPNG() throws {
        var (replay, drawing) = try sample("signature.events.json")
        let frames = try FrameRenderer(framing: drawing)
        var png: [UInt8] = []
        for moment in FrameTimeline(replay: replay, framesPerSecond: 5).times {
            png = try frames.renderPNG(replay.advance(to: moment))
        }
        #expect(png == (try DrawingRenderer().renderPNG(replay.finish())))
    }

    @Test func inkNeverDecreasesWithoutCancels() throws {
        for name in ["signature.events.json", "two-fingers.events.json", "hello.drawing.json"] {
            var (replay, drawing) = try sample(name)
            let frames = try FrameRenderer(framing: drawing)
            var previous = 0
            var counts: [Int] = []
            for moment in FrameTimeline(replay: replay, framesPerSecond: 6).times {
                let ink = inkPixels(try frames.renderImage(replay.advance(to: moment)), background: .white)
                #expect(ink >= previous, "\(name) at \(moment)")
                previous = ink
                counts.append(ink)
            }
            #expect((counts.first ?? 0) < (counts.last ?? 0))
        }
    }

    @Test func aCancelledStrokeShowsWhileDrawnAndThenGoes() throws {
        var (replay, drawing) = try sample("cancelled-stroke.events.json")
        let frames = try FrameRenderer(framing: drawing)
        var counts: [Int] = []
        for moment in FrameTimeline(replay: replay, framesPerSecond: 6).times {
            counts.append(inkPixels(try frames.renderImage(replay.advance(to: moment)), background: .white))
        }
        // Somewhere the ink shrinks: the stray line vanishes when it is cancelled.
        #expect(zip(counts, counts.dropFirst()).contains { $1 < $0 })
        #expect(frames.finishedStrokeCount == drawing.strokes.count)
    }

    @Test func eachFinishedStrokeIsPaintedOnceIntoTheCache() throws {
        var (replay, drawing) = try sample("long-scribble.events.json")
        let frames = try FrameRenderer(framing: drawing)
        var inProgress = 0
        var frameCount = 0
        for moment in FrameTimeline(replay: replay, framesPerSecond: 5).times {
            let step = replay.advance(to: moment)
            inProgress += step.inProgress.count
            frameCount += 1
            _ = try frames.renderPNG(step)
        }
        #expect(frameCount > 50)
        #expect(frames.finishedStrokeCount == drawing.strokes.count)
        // Finished strokes: painted once each, however many frames came after them.
        #expect(frames.finishedStrokePaints == drawing.strokes.count)
        // Each frame painted only the strokes in progress in it, over the cache.
        #expect(frames.inProgressStrokePaints == inProgress)
        #expect(inProgress <= frameCount)
    }

    @Test func framesAreTheSizeTheRendererGivesTheFinishedDrawing() throws {
        let (_, drawing) = try sample("signature.events.json")
        let options = RenderOptions(scale: 2, fit: .bounds)
        let frames = try FrameRenderer(framing: drawing, options: options)
        let size = try DrawingRenderer(options: options).pixelSize(of: drawing)
        #expect(frames.pixelWidth == size.width && frames.pixelHeight == size.height)
        #expect(throws: CairoError.self) {
            try FrameRenderer(framing: drawing, options: RenderOptions(scale: 100, maximumPixels: 1_000_000))
        }
    }

    @Test func anEmptyReplayHasOneBlankFrame() throws {
        var replay = Replay(events: [], canvas: Size(width: 20, height: 10))
        let frames = try FrameRenderer(framing: Drawing(canvas: Size(width: 20, height: 10)))
        let timeline = FrameTimeline(replay: replay, framesPerSecond: 30)
        #expect(timeline.frameCount == 1)
        let image = try frames.renderImage(replay.advance(to: timeline.start))
        #expect(image == (try RasterImage(width: 20, height: 10, filledWith: .white)))
    }
}
