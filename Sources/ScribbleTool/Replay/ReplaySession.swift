import Scribble

/// One replay of one input, from before its first event to the finished drawing, making the
/// frames, the contact sheet's cells and the progress display as it goes.
final class ReplaySession {
    private var replay: Replay
    /// The replay of a session's recording (tools, erasing, edits), which plays instead of `replay`.
    private let sessionReplay: SessionReplay?
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
        if let recording = loaded.recording, recording.isSession, !plan.ink.changesStrokes {
            // A session erases and rearranges what it drew: its frames show the drawing as it was at each moment.
            let session = SessionReplay(
                entries: recording.entries, canvas: recording.canvas, policy: plan.reading.options.policy,
                options: recording.inkOptions)
            sessionReplay = session
            timeline = FrameTimeline(
                start: session.startTime, end: session.endTime, framesPerSecond: plan.framesPerSecond)
        } else {
            sessionReplay = nil
            timeline = FrameTimeline(replay: replay, framesPerSecond: plan.framesPerSecond)
        }
        guard plan.drawsFrames else {
            frames = nil
            folder = nil
            return
        }
        guard timeline.frameCount <= ReplayCommand.maximumFrames else {
            throw InputFailure(
                description:
                    "\(inputName): \(timeline.frameCount) frames at \(plan.framesPerSecond.shortDescription) a second is more than \(ReplayCommand.maximumFrames); give a lower --fps"
            )
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
        if let sessionReplay {
            guard frames != nil else { return sessionReplay.finish() }
            for moment in timeline.times.dropLast() { try show(sessionReplay.advance(to: moment), at: moment) }
            // The last frame is the finished drawing, as `render` makes it.
            if let last = timeline.times.last { try show(sessionReplay.finishedStep(), at: last) }
            return try finished(sessionReplay.finish())
        }
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
        if let sessionReplay {
            // A session is paced frame by frame (at 30 a second when no frames are asked for).
            let paced =
                frames == nil ? FrameTimeline(start: timeline.start, end: timeline.end, framesPerSecond: 30) : timeline
            let begun = clock.now
            for moment in paced.times {
                try await clock.sleep(until: begun.advanced(by: .seconds((moment - paced.start) / pacing.speed)))
                let step = sessionReplay.advance(to: moment)
                if frames != nil {
                    try show(step, at: moment)
                } else {
                    progress.show(
                        seconds: moment - paced.start, of: paced.end - paced.start,
                        strokes: sessionReplay.session.drawing.strokes.count)
                }
            }
            let drawing = sessionReplay.finish()
            return frames == nil ? drawing : try finished(drawing)
        }
        guard frames != nil else {
            var strokes = 0
            let end = replay.endTime
            let start = replay.startTime
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
        progress.show(
            seconds: moment - timeline.start, of: timeline.end - timeline.start, strokes: frames.finishedStrokeCount)
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
