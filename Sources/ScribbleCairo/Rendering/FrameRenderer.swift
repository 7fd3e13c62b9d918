import ScribbleKit

/// Draws the frames of a replay: at each moment, the strokes finished so far and, over them, the
/// strokes still being drawn, each painted as ``DrawingRenderer`` paints it.
///
/// Finished strokes are painted once, into a cached image of the background and the finished ink,
/// and never again: a frame is that image with the strokes in progress painted on top, so a frame
/// costs the same after a thousand strokes as after one. Only the parts of the frame that changed
/// (where strokes were in progress, where strokes have finished) are copied again from the cache.
/// Every frame is, pixel for pixel, the cache with the strokes in progress painted over it, and
/// once every stroke is finished it is what ``DrawingRenderer`` makes of the finished drawing (the
/// strokes handed in the drawing's order, as ``ScribbleKit/Replay`` hands them).
///
/// ```swift
/// var replay = Replay(events: recording.events, canvas: recording.canvas)
/// let frames = try FrameRenderer(framing: finalDrawing, options: options)
/// for moment in FrameTimeline(replay: replay, framesPerSecond: 30).times {
///     try frames.draw(replay.advance(to: moment))
///     try AtomicFile.write(try frames.pngData(), to: nextFrameName())
/// }
/// ```
///
/// A frame renderer keeps its images from frame to frame and is meant for one replay on one thread.
public final class FrameRenderer {
    /// The frames' width in pixels.
    public let pixelWidth: Int
    /// The frames' height in pixels.
    public let pixelHeight: Int
    /// How the frames are drawn: scale, background, fit, ink.
    public let options: RenderOptions
    /// How many finished strokes the cached image holds.
    public private(set) var finishedStrokeCount = 0

    /// How many times a finished stroke was painted (once each, into the cache); for tests.
    private(set) var finishedStrokePaints = 0
    /// How many times a stroke in progress was painted (once a frame each); for tests.
    private(set) var inProgressStrokePaints = 0

    /// The canvas and paper of the drawing, without its ink: what every frame is drawn on.
    private let ground: Drawing
    private let inkOptions: InkOptions?
    private let painter: InkPainter
    private let placement: Transform
    private let clipBox: ClipBox
    /// The background and every finished stroke.
    private let cache: ImageSurface
    private let cacheContext: Context
    /// The frame being drawn: the cache copied, then the strokes in progress.
    private let frame: ImageSurface
    private let frameContext: Context
    /// Whether a frame has been drawn since the renderer was made.
    private var hasFrame = false
    /// Where the frame differs from the cache, in pixels: the strokes in progress painted on it,
    /// and the strokes since finished in the cache. Only these are copied for the next frame.
    private var damage: [Rect] = []
    /// The strokes in progress of the last frame, kept growing from frame to frame so that a
    /// stroke's ink is made once as it is drawn, not again from its start at every frame.
    private var live: [InProgressStroke] = []

    /// Prepares frames sized and placed as ``DrawingRenderer`` with `options` renders `drawing`,
    /// the finished drawing of the replay (its canvas, and with ``ScribbleKit/Framing/Fit/bounds``
    /// its ink), with the ink options `options` gives, else the drawing's own.
    /// - Throws: ``CairoError`` as ``DrawingRenderer/renderImage(_:)`` would for the size, or when
    ///   Cairo cannot make the images.
    public init(framing drawing: Drawing, options: RenderOptions = .default) throws(CairoError) {
        self.options = options
        painter = InkPainter(options: options.ink, tool: options.tool)
        inkOptions = options.ink ?? drawing.inkOptions
        // Only a frame cropped to the ink needs the finished ink's outlines to be sized.
        let inkBounds =
            options.framing.showsInk(on: drawing.canvas)
            ? InkPainter.bounds(of: painter.prepare(drawing, resolution: options.framing.scale).outlines) : nil
        let renderFrame = try options.imageFrame(canvas: drawing.canvas, inkBounds: inkBounds)
        pixelWidth = renderFrame.width
        pixelHeight = renderFrame.height
        placement = renderFrame.transform
        clipBox = ClipBox(width: renderFrame.width, height: renderFrame.height)
        cache = try ImageSurface(width: renderFrame.width, height: renderFrame.height)
        cacheContext = try Context(surface: cache)
        frame = try ImageSurface(width: renderFrame.width, height: renderFrame.height)
        frameContext = try Context(surface: frame)
        for context in [cacheContext, frameContext] { context.setAntialias(.good) }
        // As DrawingRenderer starts its image: the background or the paper, or transparency.
        ground = Drawing(canvas: drawing.canvas, paper: drawing.paper)
        paintGround()
    }

    /// Paints the ground into the cached image, which must be clear.
    private func paintGround() {
        PaperPainter.paint(
            ground, framing: options.framing, width: pixelWidth, height: pixelHeight, placement: placement,
            in: cacheContext)
    }

    /// Paints strokes that have just finished into the cached image, over those finished before.
    /// Each is painted this once; hand each finished stroke in once, in the order they finished.
    /// - Throws: ``CairoError`` when Cairo fails.
    public func addFinished(_ strokes: [Stroke]) throws(CairoError) {
        guard !strokes.isEmpty else { return }
        damage += try paint(strokes, in: cacheContext)
        try cacheContext.checkStatus("drawing finished strokes")
        finishedStrokeCount += strokes.count
        finishedStrokePaints += strokes.count
    }

    /// Draws the frame: a copy of the cached finished ink with these strokes in progress painted
    /// on top. Read it with ``image()`` or ``pngData()``.
    /// - Throws: ``CairoError`` when Cairo fails.
    public func draw(inProgress strokes: [Stroke]) throws(CairoError) {
        // Nothing in progress and nothing newly finished: the frame drawn last still stands.
        if hasFrame, damage.isEmpty, strokes.isEmpty { return }
        frameContext.setTransform(.identity)
        frameContext.setOperator(.source)
        frameContext.setSource(cache)
        if hasFrame {
            // Elsewhere the frame already is the cache.
            frameContext.newPath()
            for box in damage { frameContext.rectangle(box) }
            frameContext.fill(rule: .nonZero)
        } else {
            frameContext.paint()
        }
        frameContext.setOperator(.over)
        damage = try paint(inProgressOutlines(strokes), in: frameContext)
        inProgressStrokePaints += strokes.count
        try frameContext.checkStatus("drawing a frame")
        hasFrame = true
    }

    /// Takes a replay step: paints its newly finished strokes into the cache (or, when the step
    /// changed the finished strokes otherwise, paints them all again), then draws the frame with
    /// its strokes in progress.
    /// - Throws: ``CairoError`` when Cairo fails.
    public func draw(_ step: Replay.Step) throws(CairoError) {
        if let finished = step.finished {
            try replaceFinished(with: finished)
        } else {
            try addFinished(step.newlyFinished)
        }
        try draw(inProgress: step.inProgress)
    }

    /// Paints the cached image again from its background with these finished strokes, for when
    /// strokes already finished have changed: erased, moved, undone.
    /// - Throws: ``CairoError`` when Cairo fails.
    public func replaceFinished(with strokes: [Stroke]) throws(CairoError) {
        cacheContext.setTransform(.identity)
        cacheContext.setOperator(.source)
        cacheContext.setSource(.clear)
        cacheContext.paint()
        cacheContext.setOperator(.over)
        paintGround()
        finishedStrokeCount = 0
        try addFinished(strokes)
        // The whole frame may differ from the cache now.
        damage.append(Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)))
    }

    /// The frame last drawn (before any, the finished ink alone), straight-alpha RGBA.
    /// - Throws: ``CairoError`` when Cairo fails.
    public func image() throws(CairoError) -> RasterImage {
        try RasterImage(surface: currentFrame())
    }

    /// The frame last drawn (before any, the finished ink alone) as a PNG, with the options' PNG
    /// compression.
    /// - Throws: ``CairoError`` when Cairo or encoding fails.
    public func pngData() throws(CairoError) -> [UInt8] {
        try currentFrame().pngData(compression: options.pngCompression)
    }

    /// Draws a replay step's frame (``draw(_:)``) and returns it as an image.
    public func renderImage(_ step: Replay.Step) throws(CairoError) -> RasterImage {
        try draw(step)
        return try image()
    }

    /// Draws a replay step's frame (``draw(_:)``) and returns it as a PNG.
    public func renderPNG(_ step: Replay.Step) throws(CairoError) -> [UInt8] {
        try draw(step)
        return try pngData()
    }

    private func currentFrame() throws(CairoError) -> ImageSurface {
        if !hasFrame { try draw(inProgress: []) }
        frame.flush()
        return frame
    }

    /// Paints strokes over what is there.
    /// - Returns: the pixels they may have touched: each stroke's box, grown by a pixel for
    ///   antialiasing, in whole pixels within the image.
    private func paint(_ strokes: [Stroke], in context: Context) throws(CairoError) -> [Rect] {
        guard !strokes.isEmpty else { return [] }
        let (inked, outlines) = painter.prepare(
            Drawing(canvas: ground.canvas, strokes: strokes, inkOptions: inkOptions),
            resolution: InkPainter.resolution(of: placement))
        return try paint(Array(zip(inked, outlines)), in: context)
    }

    /// The strokes in progress as they will be painted, with their outlines: those that grew
    /// from a stroke of the last frame take only their new samples into it; the others (new
    /// strokes, strokes drawn from curves, whose centre line is cut anew, and pieces an eraser
    /// left) are made whole.
    /// Either way the outline is the one the stroke's points make, bit for bit.
    private func inProgressOutlines(_ strokes: [Stroke]) -> [(Stroke, InkOutline)] {
        let drawing = Drawing(canvas: ground.canvas, strokes: strokes, inkOptions: inkOptions)
        let options = painter.inkOptions(for: drawing)
        let resolution = InkPainter.resolution(of: placement)
        var kept: [InProgressStroke] = []
        var result: [(Stroke, InkOutline)] = []
        for stroke in painter.paintedStrokes(strokes) {
            guard stroke.path == nil, stroke.visibleRange == nil else {
                result.append((stroke, stroke.outline(options: options, resolution: resolution)))
                continue
            }
            let grown =
                live.first { Self.grows($0, into: stroke) }
                ?? InProgressStroke(
                    ink: stroke.ink, device: stroke.device, options: options, resolution: resolution,
                    transform: stroke.transform)
            grown.enqueueInputs(stroke.points.dropFirst(grown.points.count))
            grown.updateShape()
            kept.append(grown)
            result.append((stroke, grown.outline))
        }
        live = kept
        return result
    }

    /// Whether `stroke` is `live`'s stroke with samples added: the same ink, device and
    /// transform, and the samples `live` has at the start of its own (checked at both ends).
    private static func grows(_ live: InProgressStroke, into stroke: Stroke) -> Bool {
        let count = live.points.count
        return count > 0 && count <= stroke.points.count && live.ink == stroke.ink && live.device == stroke.device
            && live.transform == stroke.transform && live.points[0] == stroke.points[0]
            && live.points[count - 1] == stroke.points[count - 1]
    }

    private func paint(_ prepared: [(Stroke, InkOutline)], in context: Context) throws(CairoError) -> [Rect] {
        var touched: [Rect] = []
        for (stroke, outline) in prepared {
            try painter.paint(stroke, outline: outline, placement: placement, clipBox: clipBox, in: context)
            if let box = outline.bounds.flatMap(pixelBox) { touched.append(box) }
        }
        return touched
    }

    /// A box on the canvas as the whole pixels it covers, a pixel more all round, cut to the
    /// image; `nil` when it misses the image.
    private func pixelBox(_ box: Rect) -> Rect? {
        let pixels = box.applying(placement)
        let minX = Swift.max(0, (pixels.minX - 1).rounded(.down))
        let minY = Swift.max(0, (pixels.minY - 1).rounded(.down))
        let maxX = Swift.min(Double(pixelWidth), (pixels.maxX + 1).rounded(.up))
        let maxY = Swift.min(Double(pixelHeight), (pixels.maxY + 1).rounded(.up))
        // Not finite, or wholly off the image: the comparisons fail and nothing is copied.
        guard minX < maxX, minY < maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
