/// A stroke being drawn: it takes the pen's inputs as they arrive and keeps the outline of its
/// ink up to date, doing for each new input only the work that input brings, however long the
/// stroke has grown.
///
/// Its life: create it with its ink and options; ``enqueueInputs(_:predicted:)`` as samples
/// arrive (the real ones, and optionally a predicted tail that stands in for the few
/// milliseconds the screen lags behind the pen); ``updateShape()``, which returns the part of the
/// canvas whose ink changed, for a canvas to redraw only that; and ``finish()``, which gives the
/// finished ``Stroke``. Predicted inputs are drawn until the next update replaces them and never
/// become part of the stroke.
///
/// The outline is made by the same stages as ``Stroke/outline(options:resolution:)``, settled
/// as far as later inputs cannot change them: the finished stroke's outline, made here, is
/// identical bit for bit to the one the stroke makes on its own. perfect-freehand's outlines
/// (``InkOptions/perfectFreehand``) come from that algorithm over the whole stroke at each
/// update, as it has no other way.
///
/// ```swift
/// let live = InProgressStroke(ink: Ink(tool: .pen, color: .black, width: 4))
/// for sample in samples {
///     live.enqueueInputs([sample], predicted: predictor.predict(after: sample))
///     if let dirty = live.updateShape() { canvas.redraw(dirty, filling: live.outline) }
/// }
/// drawing.strokes.append(live.finish())
/// ```
public final class InProgressStroke {
    /// How the stroke is inked.
    public let ink: Ink
    /// What draws it.
    public let device: InputDevice
    /// How the ink is steadied, fitted and shaped.
    public let options: InkOptions
    /// Output pixels per canvas unit of the screen the outline is made for.
    public let resolution: Double
    /// Maps the inputs onto the canvas (widths grow by its average scale).
    public let transform: Transform
    // The inputs and the prediction change at every update, and go without the runtime's
    // exclusivity checks as the builder's states do: with theirs, 5-6% of a live update
    // (tools/bench live; see InkStrokeBuilder).

    /// The real inputs so far, in the stroke's own coordinates (canvas coordinates unless a
    /// ``transform`` is given).
    @exclusivity(unchecked) public private(set) var points: [StrokePoint] = []
    /// The predicted inputs given with the last real ones, drawn after them until replaced.
    @exclusivity(unchecked) public private(set) var predictedPoints: [StrokePoint] = []
    /// Whether ``finish()`` has been called; later inputs are ignored.
    public private(set) var isFinished = false
    /// Predicts the tail when inputs come without one: each enqueue of real inputs then draws
    /// ``predictionHorizon`` seconds ahead of the last of them. `nil` (the default) draws only
    /// the predictions given.
    @exclusivity(unchecked) public private(set) var predictor: InkPredictor?
    /// How far ahead ``predictor`` draws, in seconds.
    public let predictionHorizon: Double

    /// Taken from the shared pool, and given back when the stroke goes; for perfect-freehand's
    /// outlines, one that stays unused.
    private let builder: InkStrokeBuilder
    private var perfectFreehandBuffers: PerfectFreehand.Buffers?
    private var perfectFreehandOutline = InkOutline.empty
    /// Inputs enqueued since the last update.
    private var pendingInputs = 0
    private var predictionChanged = false
    /// The box around the part of the outline that the next update may change.
    private var unsettledBounds: Rect?
    /// A box around everything drawn so far: the regions returned, together. What an outline
    /// started again from nothing takes away lies in it.
    private var drawnBounds: Rect?

    /// Starts a stroke with nothing drawn yet.
    /// - Parameters:
    ///   - ink: how the stroke is inked.
    ///   - device: what draws it.
    ///   - options: how the ink is steadied, fitted and shaped.
    ///   - resolution: output pixels per canvas unit of the screen (its device pixel ratio times
    ///     its zoom): the outline is cut within ``InkOptions/tolerance`` of those pixels.
    ///   - transform: maps the inputs onto the canvas; identity by default.
    ///   - predictor: predicts a tail when inputs come without one (see ``predictor``).
    ///   - predictionHorizon: how far ahead the predictor draws, in seconds; 16 ms, a frame at
    ///     60 Hz, by default.
    public init(
        ink: Ink = .default, device: InputDevice = .pen, options: InkOptions = .default, resolution: Double = 1,
        transform: Transform = .identity, predictor: InkPredictor? = nil, predictionHorizon: Double = 0.016
    ) {
        self.ink = ink
        self.device = device
        self.options = options
        self.resolution = resolution
        self.transform = transform
        self.predictor = predictor
        self.predictionHorizon = predictionHorizon
        if InkStrokeBuilder.builds(options) {
            builder = InkBuilderPool.shared.take()
            builder.start(
                ink: ink, scale: transform.averageScale, transform: transform, options: options,
                tolerance: InkPipeline.tolerance(options, resolution: resolution))
        } else {
            builder = InkStrokeBuilder(capacity: 16)
            perfectFreehandBuffers = PerfectFreehand.Buffers()
        }
    }

    deinit {
        if perfectFreehandBuffers == nil { InkBuilderPool.shared.giveBack(builder) }
    }

    /// Takes the inputs that arrived since the last call, and a new prediction.
    /// - Parameters:
    ///   - real: samples the device reported, in order, in canvas coordinates.
    ///   - predicted: where the device is expected to go next; replaces the previous prediction
    ///     (an empty one removes it, or lets ``predictor`` make one). Never recorded.
    @inlinable
    public func enqueueInputs<Inputs: Sequence<StrokePoint>>(_ real: Inputs, predicted: [StrokePoint] = []) {
        guard !isFinished else { return }
        // The inputs are walked where this is called, so that the walk is made for their own
        // type there rather than through generic calls at every input.
        let before = points.count
        for point in real { takeInput(point) }
        takePrediction(afterInputsFrom: before, predicted)
    }

    /// Takes one real input.
    @usableFromInline
    func takeInput(_ point: StrokePoint) {
        points.append(point)
        if perfectFreehandBuffers == nil { builder.add(point) }
        pendingInputs += 1
    }

    /// Takes the prediction given with the inputs from `before` on, or makes one with the
    /// ``predictor`` when none is given.
    @usableFromInline
    func takePrediction(afterInputsFrom before: Int, _ predicted: [StrokePoint]) {
        var predicted = predicted
        if predicted.isEmpty, var predictor {
            for index in before..<points.count { predictor.add(points[index]) }
            predicted = predictor.predictedPoints(horizon: predictionHorizon)
            self.predictor = predictor
        }
        if predicted != predictedPoints || !predicted.isEmpty {
            predictedPoints = predicted
            predictionChanged = true
        }
    }

    /// Brings the outline up to date with the inputs enqueued.
    /// - Returns: the box on the canvas around every part of the ink that changed since the last
    ///   update (what was drawn there and what is drawn now), or `nil` when nothing changed.
    @discardableResult
    public func updateShape() -> Rect? {
        guard pendingInputs > 0 || predictionChanged else { return nil }
        pendingInputs = 0
        predictionChanged = false
        if let buffers = perfectFreehandBuffers {
            return replacePerfectFreehandOutline(with: points + predictedPoints, buffers: buffers)
        }
        let starts = builder.startCount
        let settledBefore = builder.update(predicted: predictedPoints)
        return changedRegion(since: settledBefore, startedAgain: builder.startCount != starts)
    }

    /// The outline of the ink so far, predicted tail included: one closed polygon to fill with
    /// the non-zero rule (see ``InkOutline``), as of the last update.
    public var outline: InkOutline {
        if perfectFreehandBuffers != nil { return perfectFreehandOutline }
        let polygon = builder.polygon()
        return polygon.isEmpty ? .empty : InkOutline(polygons: [polygon])
    }

    /// The stroke so far, without its prediction.
    public var stroke: Stroke { Stroke(points: points, ink: ink, device: device, transform: transform) }

    /// Ends the stroke: drops the prediction, makes the final outline (``outline``) and returns
    /// the stroke, whose own ``Stroke/outline(options:resolution:)`` at this resolution is that
    /// outline, bit for bit. Calling it again returns the same stroke.
    @discardableResult
    public func finish() -> Stroke {
        if !isFinished {
            isFinished = true
            predictedPoints = []
            pendingInputs = 0
            predictionChanged = false
            if let buffers = perfectFreehandBuffers {
                lastFinishRegion = replacePerfectFreehandOutline(with: points, buffers: buffers)
            } else {
                let starts = builder.startCount
                let settled = builder.finish()
                lastFinishRegion = changedRegion(since: settled, startedAgain: builder.startCount != starts)
            }
        }
        return stroke
    }

    /// The region the final outline changed, for a canvas to redraw after ``finish()``.
    public private(set) var lastFinishRegion: Rect?

    /// How many of the outline's vertices are settled: made once, never again.
    var settledVertexCount: Int {
        let settled = builder.settledSides
        return settled.sideA + settled.sideB
    }

    /// How many vertices the outline has, without making it.
    var vertexCount: Int {
        perfectFreehandBuffers != nil ? perfectFreehandOutline.vertexCount : builder.vertexCount
    }

    /// The box around what changed since the outline's sides had `settled` vertices each, and
    /// what may change next time; everything drawn before too when the outline was
    /// `startedAgain` from nothing.
    private func changedRegion(since settled: (sideA: Int, sideB: Int), startedAgain: Bool) -> Rect? {
        let (changed, unsettled) = builder.boundsOfSides(changedFrom: settled, unsettledFrom: builder.settledSides)
        var region = Rect.union(unsettledBounds, changed)
        if startedAgain { region = Rect.union(region, drawnBounds) }
        unsettledBounds = unsettled
        drawnBounds = Rect.union(drawnBounds, region)
        return region
    }

    private func replacePerfectFreehandOutline(with points: [StrokePoint], buffers: PerfectFreehand.Buffers) -> Rect? {
        guard let perfectFreehand = options.perfectFreehand else { return nil }
        let old = perfectFreehandOutline.bounds
        guard InkPipeline.inks(ink, transform: transform) else { return old }
        perfectFreehandOutline = InkPipeline.perfectFreehandOutline(
            of: points, ink: ink, transform: transform, options: perfectFreehand, buffers: buffers)
        return Rect.union(old, perfectFreehandOutline.bounds)
    }
}
