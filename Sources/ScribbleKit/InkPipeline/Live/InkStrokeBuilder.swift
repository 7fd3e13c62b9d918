/// The ink pipeline (clean → steady → pressure → curve → widths → outline) over a stroke whose
/// points arrive as it is drawn, doing for each new point only the work that point brings.
///
/// Every stage is a state machine that takes its input in order. What a stage has made from input
/// that can no longer change is settled: kept, with the stage's state after it, and never made
/// again. The rest (the last samples, which the stabilizer's landing, the end taper, the end cap
/// and any predicted points still move) is the tail, made afresh at every update from copies of
/// the settled states and thrown away at the next. A stage settles only what the stroke's end
/// cannot reach:
///
/// - cleaning: every sample but the last, which the next point may merge into;
/// - steadying: filtered samples farther from the end than ``SteadyingFilter/settlingMargin``, which
///   the landing cannot move, with their pressures once the first settling stretch is known;
/// - the curve: each span whose end tangent is known and which lies, with every point the thinner
///   weighed, before where the end taper's close sampling could begin on the stroke so far;
/// - widths and outline: see ``InkWidthStage``; a joint once its samples' radii are final.
///
/// A whole stroke is the same machines run from the start through the tail, so the outline a
/// stroke in progress finishes with is the batch outline, bit for bit, whatever updates it went
/// through. When something read from the first samples changes (the first reported pressure, or
/// time starting to pass in a stroke that had none), what was settled is made again.
final class InkStrokeBuilder {
    // What the stroke is drawn with.
    private var options = InkOptions.default
    private var tolerance = InkOptions.default.tolerance
    private var profile = InkToolGeometry.profile(for: .default, scale: 1, options: .default)
    /// The profile for pressure simulated or none, and the one for the device's pressure, which
    /// the options' pressure curve maps; ``profile`` is the one the settled states were made with.
    private var ownProfile = InkToolGeometry.profile(for: .default, scale: 1, options: .default)
    private var deviceProfile = InkToolGeometry.profile(for: .default, scale: 1, options: .default)
    private var followsPressure = false
    private var drawable = false
    private var inkWidth = 1.0
    @exclusivity(unchecked) private var outliner = InkOutliner(tolerance: InkOptions.default.tolerance, cap: .round)
    /// The part of the stroke to outline, in the points' fractional indices; `nil` for all of it.
    private var visibleRange: ClosedRange<Double>?

    /// The stages' buffers, reused from one stroke to the next (see ``InkStrokeBuffers``).
    private let buffers: InkStrokeBuffers
    /// Outlines the part a visible range keeps, with its own buffer of the part's samples.
    private let visiblePart: VisiblePartOutline
    /// The curve the last outline was made along, with its radii: the buffers' `curve` or `shortCurve`.
    private var madeCurve: InkBuffer<CurveSample>?
    /// Whether ``makeTail(predicted:)`` goes on from the curve to the outline.
    private var makesOutline = true

    // The settled states. Those changed in place at every update (and the outliner, read as
    // often) go without the runtime's exclusivity checks, a call into the runtime at every
    // access: they are private, one thread drives a builder, and no access to one of them
    // overlaps another. The checks cost 5-6% of a live update (tools/bench live, 2.15 against
    // 2.03 µs at 1,000 points with InProgressStroke's three).
    @exclusivity(unchecked) private var cleaner = InkCleaner(transform: .identity)
    private var cleanedCount = 0
    @exclusivity(unchecked) private var filter = SteadyingFilter.none
    private var filteredCount = 0
    @exclusivity(unchecked) private var merger = RepeatMerger()
    private var mergedCount = 0
    private var closedCount = 0
    @exclusivity(unchecked) private var pressure = PressureResolution.untouched
    private var resolvedCount = 0
    @exclusivity(unchecked) private var flattener: AdaptiveCurveFlattener?
    private var settledPolylineLength = 0.0
    /// Knots whose chords `settledPolylineLength` sums: those between samples with final pressures.
    private var settledKnotCount = 0
    private var curveCount = 0
    @exclusivity(unchecked) private var widths = InkWidthStage(
        profile: InkToolGeometry.profile(for: .default, scale: 1, options: .default))
    @exclusivity(unchecked) private var progress: InkOutliner.Progress?
    private var segmentCount = 0
    private var sideACount = 0
    private var sideBCount = 0
    /// What the settled states were made under: whether the stroke has pressure, and whether
    /// time passes in it.
    private var settledMode = Mode(hasPressure: false, timed: false)

    /// How the stroke's pressures are resolved once steadied.
    private enum PressureResolution {
        /// Kept as cleaned: the device's, or 0.5 without one (or the ink ignores pressure).
        case untouched
        /// Every pressure 0.5.
        case constant
        /// Made up from speed.
        case simulated(SimulatedPressure)
    }

    private struct Mode: Equatable {
        var hasPressure: Bool
        var timed: Bool
    }

    /// Makes a builder whose buffers start with room for `capacity` elements each: a stroke
    /// in progress starts small, so that its first update does not touch memory it may never use;
    /// a pipeline that outlines stroke after stroke starts bigger, and keeps what it grew to.
    init(capacity: Int = 256) {
        buffers = InkStrokeBuffers(capacity: capacity)
        visiblePart = VisiblePartOutline()
    }

    /// The memory its buffers hold, in bytes.
    var capacityBytes: Int { buffers.capacityBytes }

    /// Whether the ink has a shape to build with these options: perfect-freehand's outlines come
    /// from their own algorithm, over the whole stroke.
    static func builds(_ options: InkOptions) -> Bool { options.perfectFreehand == nil }

    /// Starts a new stroke.
    /// - Parameters:
    ///   - ink: the stroke's ink.
    ///   - scale: how much the stroke's transform enlarges it (its widths grow by as much).
    ///   - transform: maps the points onto the canvas.
    ///   - tolerance: how far the outline may stray, in canvas units.
    ///   - visibleRange: the part of the stroke to outline, as ``Stroke/visibleRange`` gives it;
    ///     `nil` for all of it. A stroke with one is made whole and cut at the end, so it settles
    ///     nothing: it is a finished stroke, never one in progress.
    func start(
        ink: Ink, scale: Double, transform: Transform, options: InkOptions, tolerance: Double,
        visibleRange: ClosedRange<Double>? = nil
    ) {
        self.options = options
        self.visibleRange = visibleRange
        self.tolerance = tolerance
        drawable = ink.width.isFinite && ink.width > 0 && scale.isFinite && scale > 0
        inkWidth = ink.width * scale
        ownProfile = InkToolGeometry.profile(for: ink, scale: scale, options: options)
        deviceProfile =
            options.pressureCurve == nil
            ? ownProfile : InkToolGeometry.profile(for: ink, scale: scale, options: options, devicePressure: true)
        profile = ownProfile
        followsPressure = InkToolGeometry.usesPressure(ink, options: options)
        outliner = InkOutliner(tolerance: tolerance, cap: options.cap)
        buffers.raw.removeAll()
        cleaner = InkCleaner(transform: transform)
        resetSettled()
    }

    /// Takes the next point of the stroke.
    func add(_ point: StrokePoint) {
        cleaner.add(point, to: buffers.raw)
    }

    /// Takes the next points of the stroke.
    func add(_ points: [StrokePoint]) {
        buffers.raw.reserve(points.count)
        for point in points { cleaner.add(point, to: buffers.raw) }
    }

    /// Takes the stroke's points made from its curves, each with where it falls among the
    /// stroke's own points (`pointIndices`, one per point).
    func add(_ points: [StrokePoint], pointIndices: [Double]) {
        buffers.raw.reserve(points.count)
        for (point, pointIndex) in zip(points, pointIndices) {
            cleaner.nextPointIndex = pointIndex
            cleaner.add(point, to: buffers.raw)
        }
    }

    /// The number of cleaned samples so far.
    var sampleCount: Int { buffers.raw.count }

    /// Settles what the points so far allow and makes the tail, with `predicted` points after
    /// the real ones; `sideA`/`sideB` and ``polygon()`` then hold the outline so far.
    /// - Returns: the number of vertices of each side that were settled before this update and
    ///   are still there (the ones after them may have changed): none when the outline started
    ///   again from nothing (see ``startCount``).
    @discardableResult
    func update(predicted: [StrokePoint] = []) -> (sideA: Int, sideB: Int) {
        let before = cutToSettled()
        settle()
        makeTail(predicted: predicted)
        return before
    }

    /// Makes the outline of the whole stroke, with no point to come; ``polygon()`` then holds it.
    /// - Returns: the vertices of each side settled before and still there, as
    ///   ``update(predicted:)`` gives them.
    @discardableResult
    func finish() -> (sideA: Int, sideB: Int) {
        let before = cutToSettled()
        makeTail(predicted: [])
        return before
    }

    /// Cuts every buffer back to its settled part, and starts again from nothing when the
    /// stroke's ``mode`` changed.
    /// - Returns: the number of vertices of each side settled and kept: none after a start again.
    private func cutToSettled() -> (sideA: Int, sideB: Int) {
        cutTails()
        guard mode != settledMode else { return (sideACount, sideBCount) }
        resetSettled()
        return (0, 0)
    }

    /// Makes the whole stroke's centre line with its radii, and no outline; ``finishedCurve()``
    /// then holds it.
    func finishCurve() {
        makesOutline = false
        defer { makesOutline = true }
        finish()
    }

    /// The outline made by the last ``update(predicted:)`` or ``finish()``: one closed polygon,
    /// or none when nothing is drawn.
    func polygon() -> [Point] {
        let (sideA, sideB) = (buffers.sideA, buffers.sideB)
        return InkOutliner.polygon(sideA: sideA, countA: sideA.count, sideB: sideB, countB: sideB.count)
    }

    /// The boxes around the vertices of the outline's two sides from the counts `changedFrom` on
    /// (what changed since the sides had that many vertices each) and from the later counts
    /// `unsettledFrom` on (what may change next), each with the vertex before each count, where
    /// the changed part joins the settled one; `nil` where there are none. One pass over each
    /// side serves both.
    func boundsOfSides(
        changedFrom: (sideA: Int, sideB: Int), unsettledFrom: (sideA: Int, sideB: Int)
    ) -> (changed: Rect?, unsettled: Rect?) {
        let a = Self.bounds(of: buffers.sideA, changedFrom: changedFrom.sideA, unsettledFrom: unsettledFrom.sideA)
        let b = Self.bounds(of: buffers.sideB, changedFrom: changedFrom.sideB, unsettledFrom: unsettledFrom.sideB)
        return (Rect.union(a.changed, b.changed), Rect.union(a.unsettled, b.unsettled))
    }

    /// One side's part of ``boundsOfSides(changedFrom:unsettledFrom:)``: the vertices still
    /// unsettled are scanned once and serve both boxes. Settling only moves the counts on, and a
    /// start again counts from none, so the changed part begins no later than the unsettled one.
    private static func bounds(of side: InkBuffer<Point>, changedFrom: Int, unsettledFrom: Int) -> (
        changed: Rect?, unsettled: Rect?
    ) {
        let end = side.count
        let unsettledStart = Swift.min(Swift.max(0, unsettledFrom - 1), end)
        let changedStart = Swift.min(Swift.max(0, changedFrom - 1), unsettledStart)
        func box(_ range: Range<Int>) -> Rect? { Rect(enclosing: range.lazy.map { side[$0] }) }
        let unsettled = box(unsettledStart..<end)
        return (Rect.union(box(changedStart..<unsettledStart), unsettled), unsettled)
    }

    /// The centre line the last ``finish()`` outlined, the whole stroke's whatever part was
    /// outlined: each sample with its place, its radius and where it falls among the points.
    func finishedCurve() -> [CurveSample] {
        guard let madeCurve else { return [] }
        return (0..<madeCurve.count).map { madeCurve[$0] }
    }

    /// The steadied samples the last ``finish()`` fitted its curve through, with their pressures
    /// as resolved (the device's, filled, under ``InkOptions/PressureSource/device``).
    func finishedSteadiedSamples() -> [InkSample] {
        (0..<buffers.steadied.count).map { buffers.steadied[$0] }
    }

    /// Whether any point of the stroke reported a pressure.
    var hasDevicePressure: Bool { cleaner.hasPressure }

    /// The number of vertices of the outline made last.
    var vertexCount: Int { buffers.sideA.count + buffers.sideB.count }

    /// The counts of settled vertices of the outline's sides.
    var settledSides: (sideA: Int, sideB: Int) { (sideACount, sideBCount) }

    // MARK: - Settling

    private var mode: Mode {
        Mode(hasPressure: cleaner.hasPressure, timed: buffers.raw.count > 1 && buffers.raw.last.t > buffers.raw[0].t)
    }

    /// How many times the outline was started again from nothing: at the start of a stroke, and
    /// when the stroke's first pressure or timing arrives partway (its ``mode`` changes), which
    /// changes its ink from the start.
    private(set) var startCount = 0

    /// Forgets everything settled; the raw samples stay.
    private func resetSettled() {
        startCount += 1
        settledMode = mode
        cleaner.startFilling(buffers.raw)
        buffers.cleaned.removeAll()
        cleanedCount = 0
        filter = SteadyingFilter(options.stabilizer)
        buffers.filtered.removeAll()
        filteredCount = 0
        merger = RepeatMerger()
        mergedCount = 0
        buffers.steadied.removeAll()
        closedCount = 0
        pressure = pressureResolution(for: settledMode)
        profile = readsDevicePressure(settledMode) ? deviceProfile : ownProfile
        resolvedCount = 0
        flattener = nil
        buffers.knots.removeAll()
        settledPolylineLength = 0
        settledKnotCount = 0
        buffers.curve.removeAll()
        curveCount = 0
        widths = InkWidthStage(profile: profile)
        buffers.forward.removeAll()
        progress = nil
        buffers.segments.removeAll()
        segmentCount = 0
        buffers.sideA.removeAll()
        buffers.sideB.removeAll()
        sideACount = 0
        sideBCount = 0
    }

    /// Whether the widths follow the device's own pressure in this mode.
    private func readsDevicePressure(_ mode: Mode) -> Bool {
        guard followsPressure, mode.hasPressure else { return false }
        return options.pressure == .automatic || options.pressure == .device
    }

    private func pressureResolution(for mode: Mode) -> PressureResolution {
        guard followsPressure else { return .untouched }
        switch options.pressure {
        case .automatic:
            return mode.hasPressure ? .untouched : .simulated(SimulatedPressure(width: inkWidth, timed: mode.timed))
        case .simulated: return .simulated(SimulatedPressure(width: inkWidth, timed: mode.timed))
        case .device: return .untouched
        case .ignored: return .constant
        }
    }

    /// Cuts every buffer back to its settled part.
    private func cutTails() {
        buffers.cleaned.count = cleanedCount
        buffers.steadied.count = closedCount
        buffers.knots.count = Swift.min(buffers.knots.count, settledKnotCount)
        buffers.curve.count = curveCount
        buffers.segments.count = segmentCount
        buffers.sideA.count = sideACount
        buffers.sideB.count = sideBCount
    }

    private func settle() {
        guard drawable, visibleRange == nil else { return }
        // Cleaning: every sample but the last; none while the first known pressure is that last
        // sample's, which a merge may still raise.
        var end = buffers.raw.count - 1
        if let first = cleaner.firstPressureIndex, first >= end { end = cleanedCount }
        // The samples before the first known pressure take it, as merges left it.
        if cleanedCount == 0 { cleaner.startFilling(buffers.raw) }
        if end > cleanedCount {
            buffers.cleaned.reserve(end - cleanedCount)
            for index in cleanedCount..<end { buffers.cleaned.appendReserved(cleaner.fill(buffers.raw[index])) }
            cleanedCount = end
        }

        // Steadying: filter what is cleaned; close the samples the landing cannot reach.
        filter.steady(buffers.cleaned, from: filteredCount, to: cleanedCount, into: buffers.filtered)
        filteredCount = cleanedCount
        let mergeEnd = filteredCount - filter.settlingMargin
        if mergeEnd > mergedCount {
            for index in mergedCount..<mergeEnd {
                if let closed = merger.add(buffers.filtered[index]) { buffers.steadied.append(closed) }
            }
            mergedCount = mergeEnd
            closedCount = buffers.steadied.count
        }
        resolvedCount = resolve(&pressure, from: resolvedCount, to: closedCount, isWhole: false)

        settleCurve()
        widths.settle(
            buffers.curve, settled: curveCount, shortest: shortestCurve, forward: buffers.forward, sweep: buffers.sweep)

        // Outline: joints whose samples' radii are final.
        let final = widths.finalCount
        guard final >= 2 else { return }
        let (curve, segments, sideA, sideB) = (buffers.curve, buffers.segments, buffers.sideA, buffers.sideB)
        InkOutliner.appendSegments(of: curve, upTo: final - 1, into: segments)
        segmentCount = segments.count
        var progress = self.progress ?? outliner.begin(curve, segments: segments, sideA: sideA, sideB: sideB)
        outliner.join(curve, segments: segments, progress: &progress, upTo: final - 1, sideA: sideA, sideB: sideB)
        self.progress = progress
        sideACount = sideA.count
        sideBCount = sideB.count
    }

    /// How long the whole curve will be at least: its settled part, then at least as far as the
    /// last steadied sample that is final, less the tolerance, since the chords that the curve's
    /// points are kept along pass within it of every sample.
    private var shortestCurve: Double {
        guard curveCount > 0, resolvedCount > 0 else { return 0 }
        let last = buffers.curve[curveCount - 1]
        let reach = last.location.distance(to: buffers.steadied[resolvedCount - 1].location) - tolerance
        return reach > 0 ? last.s + reach * (1 - 1e-9) : last.s
    }

    /// Resolves the pressures of `steadied[from..<to]`.
    /// - Returns: how many samples from the first have their pressure.
    private func resolve(_ resolution: inout PressureResolution, from: Int, to: Int, isWhole: Bool) -> Int {
        guard to > from else { return from }
        switch resolution {
        case .untouched:
            return to
        case .constant:
            for index in from..<to { buffers.steadied[index].pressure = 0.5 }
            return to
        case .simulated(var simulated):
            simulated.resolve(buffers.steadied, upTo: to, isWhole: isWhole)
            resolution = .simulated(simulated)
            return simulated.resolved
        }
    }

    /// Cuts the spans of the curve that nothing to come can change.
    private func settleCurve() {
        guard options.spacing == nil, resolvedCount >= 3 else { return }
        CatmullRomResampler.extendKnots(buffers.knots, of: buffers.steadied, through: resolvedCount - 1)
        if buffers.knots.count > settledKnotCount {
            for index in settledKnotCount..<buffers.knots.count { settledPolylineLength += buffers.knots[index].chord }
            settledKnotCount = buffers.knots.count
        }
        guard settledPolylineLength.isFinite else { return }
        if flattener == nil { flattener = startCurve() }
        guard let first = flattener else { return }
        let fine = first.fine
        // The end stretch starts at least this far along, however the stroke goes on.
        let bound = fine.endStretchStart(polylineLength: settledPolylineLength)
        let watchesThinner = fine.end > 0 && fine.endGap.isFinite
        // The spans to settle. A span needs the sample after its end (its end tangent) and that
        // sample's knot. One that ends past the bound is cut differently if it falls in the end
        // stretch (when it is long enough to be cut finer there), and the thinner's choices of
        // the points up to its end (the farthest place it weighs) may depend on where the end
        // stretch begins (when the end taper bounds the gaps): either way it waits.
        var end = first.nextSpan
        var along = first.along
        while end + 2 < resolvedCount {
            let chord = buffers.knots[end].chord
            if !(along + chord <= bound), chord > fine.endGap || watchesThinner { break }
            along += chord
            end += 1
        }
        flattener?.cutSpans(upTo: end, of: buffers.steadied, knots: buffers.knots, into: buffers.curve)
        curveCount = buffers.curve.count
    }

    /// Starts the curve at the first steadied sample, cut within the curve's share of the tolerance.
    private func startCurve() -> AdaptiveCurveFlattener {
        AdaptiveCurveFlattener(
            startingAt: buffers.steadied[0], tolerance: tolerance * InkPipeline.curveShareOfTolerance,
            pressureStep: followsPressure ? profile.pressureStep(tolerance: tolerance) : .infinity,
            widest: profile.widest, fine: profile.fineStretches(tolerance: tolerance), into: buffers.curve)
    }

    // MARK: - The tail

    private func makeTail(predicted: [StrokePoint]) {
        madeCurve = nil
        guard drawable, !buffers.raw.isEmpty else {
            buffers.sideA.count = 0
            buffers.sideB.count = 0
            return
        }

        // Cleaning: the unsettled samples, then any predicted points, cleaned after the last.
        var cleaner = self.cleaner
        if cleanedCount == 0 { cleaner.startFilling(buffers.raw) }
        let realEnd = predicted.isEmpty ? buffers.raw.count : buffers.raw.count - 1
        buffers.cleaned.reserve(buffers.raw.count - cleanedCount + predicted.count)
        for index in cleanedCount..<realEnd { buffers.cleaned.append(cleaner.fill(buffers.raw[index])) }
        if !predicted.isEmpty {
            buffers.predictedRaw.removeAll()
            buffers.predictedRaw.append(buffers.raw.last)
            var predictor = cleaner
            for var point in predicted {
                // A guess never changes how the stroke is read: no pressure where it has none.
                if !cleaner.hasPressure { point.pressure = nil }
                predictor.add(point, to: buffers.predictedRaw)
            }
            for index in 0..<buffers.predictedRaw.count {
                buffers.cleaned.append(cleaner.fill(buffers.predictedRaw[index]))
            }
        }
        let count = buffers.cleaned.count

        // Steadying: filter the rest, from the last closed sample's successor, then land.
        var filter = self.filter
        buffers.landing.removeAll()
        buffers.landing.reserve(count - mergedCount + 256)
        for index in mergedCount..<filteredCount { buffers.landing.appendReserved(buffers.filtered[index]) }
        filter.steady(buffers.cleaned, from: filteredCount, to: count, into: buffers.landing)
        filter.end(buffers.cleaned, count: count, output: buffers.landing, from: mergedCount)
        var merger = self.merger
        buffers.steadied.reserve(buffers.landing.count + 1)
        for index in 0..<buffers.landing.count {
            if let closed = merger.add(buffers.landing[index]) { buffers.steadied.appendReserved(closed) }
        }
        if let open = merger.open { buffers.steadied.appendReserved(open) }
        var pressure = self.pressure
        _ = resolve(&pressure, from: resolvedCount, to: buffers.steadied.count, isWhole: true)

        makeTailCurve()
        // Tapers longer than a short stroke shrink, putting a sample in the curve: a copy, when
        // part of the curve is settled.
        var target = buffers.curve
        if buffers.curve.count > 1, curveCount > 0, profile.taperLengths(total: buffers.curve.last.s).shrunk {
            buffers.shortCurve.removeAll()
            buffers.shortCurve.reserve(buffers.curve.count)
            for index in 0..<buffers.curve.count { buffers.shortCurve.appendReserved(buffers.curve[index]) }
            target = buffers.shortCurve
        }
        widths.finish(target, forward: buffers.forward, tailForward: buffers.tailForward)
        madeCurve = target
        guard makesOutline else { return }
        let (segments, sideA, sideB) = (buffers.segments, buffers.sideA, buffers.sideB)
        if let visibleRange {
            visiblePart.make(
                of: target, range: visibleRange, outliner: outliner, segments: segments, sideA: sideA, sideB: sideB)
            return
        }

        guard target.count > 1 else {
            if target.count == 1 {
                outliner.appendDot(around: target[0].location, radius: target[0].radius, into: sideA)
            }
            return
        }
        if target !== buffers.curve { segments.count = 0 }
        InkOutliner.appendSegments(of: target, upTo: target.count - 1, into: segments)
        var progress = target === buffers.curve ? self.progress : nil
        if progress == nil { progress = outliner.begin(target, segments: segments, sideA: sideA, sideB: sideB) }
        guard var progress else { return }
        outliner.join(
            target, segments: segments, progress: &progress, upTo: target.count - 1, sideA: sideA, sideB: sideB)
        outliner.end(target, progress: progress, sideA: sideA, sideB: sideB)
    }

    /// Fits the rest of the curve through the steadied samples and ends it.
    private func makeTailCurve() {
        let count = buffers.steadied.count
        guard count > 1 else {
            CatmullRomResampler.polyline(buffers.steadied, into: buffers.curve)
            return
        }
        guard let spacing = options.spacing else {
            CatmullRomResampler.extendKnots(buffers.knots, of: buffers.steadied, through: count - 1)
            var flattener = self.flattener ?? startCurve()
            // The polyline's length, summed in order as over the whole stroke.
            var length = flattener.along
            for index in flattener.nextSpan..<(count - 1) { length += buffers.knots[index].chord }
            guard length.isFinite else {
                // Too big to measure in floating point: keep the samples as they are.
                CatmullRomResampler.polyline(buffers.steadied, into: buffers.curve)
                return
            }
            flattener.setEnd(polylineLength: length)
            flattener.cutSpans(upTo: count - 1, of: buffers.steadied, knots: buffers.knots, into: buffers.curve)
            flattener.finish(into: buffers.curve)
            return
        }
        guard spacing.isFinite, spacing > 0 else {
            CatmullRomResampler.polyline(buffers.steadied, into: buffers.curve)
            return
        }
        let budget = Swift.max(InkPipeline.minimumSampleBudget, InkPipeline.maximumSamplesPerInput * count)
        CatmullRomResampler.resample(
            buffers.steadied, spacing: spacing, budget: budget, into: buffers.curve, knots: buffers.knots)
    }
}
