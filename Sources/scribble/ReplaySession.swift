import Scribble

/// One replay of one input, from before its first event to the finished drawing, making the
/// frames, the contact sheet's cells and the progress display as it goes.
final class ReplaySession {
    private var replay: Replay
    private let plan: ReplayPlan
    private let inputName: String
    private let timeline: FrameTimeline
    private let frames: FrameRenderer?
    private let folder: FrameFolder?
    private var sheet: ContactSheet?
    private let progress = ReplayProgress()
    /// How many frames have been drawn.
    private var frameCount = 0

    /// Prepares the replay of a loaded input: a recording replays its events under the policy, a
    /// drawing its strokes by their points' times.
    /// - Throws: `InputFailure` when the replay would make too many frames or the frames would be
    ///   too large.
    init(loaded: ReadDrawing, plan: ReplayPlan) throws {
        self.plan = plan
        inputName = loaded.displayName
        if let recording = loaded.recording, !plan.ink.changesStrokes {
            replay = Replay(events: recording.events, canvas: recording.canvas, policy: plan.reading.options.policy)
        } else {
            // A colour or a width for every stroke is drawn from the first frame: the recording
            // replays as the strokes it recorded, so inked.
            replay = Replay(drawing: plan.ink.apply(to: loaded.drawing))
        }
        timeline = FrameTimeline(replay: replay, framesPerSecond: plan.framesPerSecond)
        guard plan.drawsFrames else {
            frames = nil
            folder = nil
            return
        }
        guard timeline.frameCount <= ReplayCommand.maximumFrames else {
            throw InputFailure(description: "\(inputName): \(timeline.frameCount) frames at \(plan.framesPerSecond.shortDescription) a second is more than \(ReplayCommand.maximumFrames); give a lower --fps")
        }
        // The frames are drawn as `render` draws the finished drawing: its ink options, its tool.
        var options = plan.renderOptions
        options.ink = plan.ink.options(over: loaded.drawing.inkOptions)
        options.tool = plan.ink.tool
        do {
            frames = try FrameRenderer(framing: loaded.drawing, options: options)
        } catch {
            throw InputFailure(description: "\(inputName): \(ErrorExplanation.message(error))")
        }
        let frameCount = timeline.frameCount
        folder = plan.framesFolder.map { FrameFolder(path: $0, frameCount: frameCount) }
        sheet = plan.contactSheet == nil ? nil : ContactSheet(frameCount: timeline.frameCount)
    }

    /// Plays the whole replay as fast as it can and writes the frames and the contact sheet.
    /// - Returns: the finished drawing.
    func play() throws -> Drawing {
        defer { progress.clear() }
        guard frames != nil else { return replay.finish() }
        for moment in timeline.times { try show(replay.advance(to: moment), at: moment) }
        return try finished(replay.finish())
    }

    /// Plays the replay in real time at the pacing's speed, frame by frame when there are frames
    /// and event by event otherwise, and writes the frames and the contact sheet.
    /// - Returns: the finished drawing.
    func play(pacing: ReplayPacing) async throws -> Drawing {
        defer { progress.clear() }
        let clock = ContinuousClock()
        guard frames != nil else {
            var strokes = 0
            let end = replay.endTime, start = replay.startTime
            return try await pacing.play(&replay, clock: clock) { step, moment in
                strokes += step.newlyFinished.count
                progress.show(seconds: moment - start, of: end - start, strokes: strokes)
            }
        }
        let drawing = try await pacing.play(&replay, through: timeline.times, clock: clock) { step, moment in
            try show(step, at: moment)
        }
        return try finished(drawing)
    }

    /// Draws the frame of one moment and hands it to the folder and the contact sheet.
    private func show(_ step: Replay.Step, at moment: Double) throws {
        guard let frames else { return }
        let index = frameCount
        frameCount += 1
        try frames.draw(step)
        if let folder { try folder.write(try frames.pngData(), frame: index) }
        if sheet?.wants(frame: index) == true { sheet?.add(try frames.image(), seconds: moment - timeline.start) }
        progress.show(seconds: moment - timeline.start, of: timeline.end - timeline.start, strokes: frames.finishedStrokeCount)
    }

    /// Finishes the frames' outputs once the replay has ended.
    private func finished(_ drawing: Drawing) throws -> Drawing {
        progress.clear()
        try folder?.removeLeftovers()
        if let sheet, let path = plan.contactSheet {
            try OutputPlan.write(try sheet.pngData(), to: path)
        }
        return drawing
    }
}
