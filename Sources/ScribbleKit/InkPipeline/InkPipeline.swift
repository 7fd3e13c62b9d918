/// The stages that turn a stroke into the outline of its ink, run in order over buffers that are
/// reused from one stroke to the next:
///
/// clean → steady → pressure → fit and resample → widths → outline.
///
/// Each stage is a pure function of what the one before produced and of the options, so the same
/// stroke always gives the same polygon, bit for bit.
final class InkPipeline {
    private let samples = InkBuffer<InkSample>()
    private let steadied = InkBuffer<InkSample>()
    private let knots = InkBuffer<CatmullRomResampler.Knot>()
    private let curve = InkBuffer<CurveSample>()
    private let segments = InkBuffer<InkOutliner.Segment>()
    private let sideA = InkBuffer<Point>()
    private let sideB = InkBuffer<Point>()
    private lazy var perfectFreehandBuffers = PerfectFreehand.Buffers()

    /// The most samples a resampled curve may have per input sample, however fine the spacing...
    static let maximumSamplesPerInput = 64
    /// ...unless the stroke is short: it may always have this many.
    static let minimumSampleBudget = 65_536

    /// The share of the tolerance that the centre line cut by its shape may stray from the curve:
    /// an edge of thin ink that moves shows as much as its share of the ink's width, and with half
    /// the tolerance the samples keep an IoU of 0.995 or more with the ink sampled every unit.
    static let curveShareOfTolerance = 0.5

    /// The outline of `stroke`'s ink on the canvas, for an output of `resolution` pixels per unit.
    func outline(of stroke: Stroke, options: InkOptions, resolution: Double = 1) -> InkOutline {
        // The tolerances are in output pixels; the work below is in canvas units.
        let pixelsPerUnit = InkOutline.clampedResolution(resolution)
        let tolerance = (options.tolerance.isFinite && options.tolerance > 0 ? options.tolerance : InkOptions.default.tolerance) / pixelsPerUnit
        let scale = stroke.transform.averageScale
        guard stroke.ink.width.isFinite, stroke.ink.width > 0, scale.isFinite, scale > 0 else { return .empty }
        if let perfectFreehand = options.perfectFreehand {
            var adjusted = perfectFreehand
            adjusted.size = Swift.min(stroke.ink.width * scale, InkGeometryLimits.maximumWidth)
            if stroke.ink.tool == .monoline || stroke.ink.tool == .marker {
                // These tools keep their width, as they do in Scribble's own pipeline.
                adjusted.thinning = 0
                adjusted.easing = .linear
                adjusted.start.taper = 0
                adjusted.end.taper = 0
            }
            return PerfectFreehand.outline(
                of: stroke.points, transform: stroke.transform, options: adjusted, buffers: perfectFreehandBuffers)
        }

        // A stroke drawn from curves is cut for this resolution, not where it was read.
        let hasPressure = InkCleaning.clean(stroke, tolerance: tolerance, into: samples)
        guard !samples.isEmpty else { return .empty }

        steady(options.stabilizer)
        resolvePressure(
            hasDevicePressure: hasPressure, source: options.pressure, ink: stroke.ink, scale: scale, options: options)
        let profile = InkToolGeometry.profile(for: stroke.ink, scale: scale, options: options)
        fitCurve(
            spacing: options.spacing, tolerance: tolerance, profile: profile,
            followsPressure: InkToolGeometry.usesPressure(stroke.ink, options: options))
        profile.apply(to: curve)

        let polygon = InkOutliner(tolerance: tolerance, cap: options.cap)
            .outline(curve, sideA: sideA, sideB: sideB, segments: segments)
        return InkOutline(polygons: [polygon])
    }

    /// Steadies `samples` into `steadied`.
    private func steady(_ stabilizer: InkOptions.Stabilizer) {
        switch stabilizer {
        case .none:
            steadied.removeAll()
            steadied.reserve(samples.count)
            for index in 0..<samples.count { steadied.appendReserved(samples[index]) }
        case .streamline(let amount):
            StreamlineFilter(amount: amount).apply(samples, into: steadied)
        case .oneEuro(let minCutoff, let beta, let derivativeCutoff):
            OneEuroFilter(minCutoff: minCutoff, beta: beta, derivativeCutoff: derivativeCutoff).apply(samples, into: steadied)
        case .movingAverage(let window):
            MovingAverageFilter(window: window).apply(samples, into: steadied)
        }
    }

    /// Settles where the pressures of `steadied` come from.
    private func resolvePressure(
        hasDevicePressure: Bool, source: InkOptions.PressureSource, ink: Ink, scale: Double, options: InkOptions
    ) {
        guard InkToolGeometry.usesPressure(ink, options: options) else { return }
        let simulate: Bool
        switch source {
        case .automatic: simulate = !hasDevicePressure
        case .simulated: simulate = true
        case .device: simulate = false
        case .ignored:
            for index in 0..<steadied.count { steadied[index].pressure = 0.5 }
            return
        }
        // Without device pressure the cleaned samples already carry 0.5.
        if simulate { SimulatedPressure.apply(to: steadied, width: ink.width * scale) }
    }

    /// Fits the curve through `steadied` into `curve`: cut by its shape within `tolerance` when
    /// `spacing` is `nil`, sampled every `spacing` units when it is positive, the samples joined
    /// by straight lines otherwise.
    private func fitCurve(spacing: Double?, tolerance: Double, profile: InkWidthProfile, followsPressure: Bool) {
        guard steadied.count > 1 else {
            CatmullRomResampler.polyline(steadied, into: curve)
            return
        }
        guard let spacing else {
            AdaptiveCurveFlattener.flatten(
                steadied, tolerance: tolerance * Self.curveShareOfTolerance,
                pressureStep: followsPressure ? profile.pressureStep(tolerance: tolerance) : .infinity,
                widest: profile.widest, fine: profile.fineStretches(tolerance: tolerance), into: curve, knots: knots)
            return
        }
        guard spacing.isFinite, spacing > 0 else {
            CatmullRomResampler.polyline(steadied, into: curve)
            return
        }
        let budget = Swift.max(Self.minimumSampleBudget, Self.maximumSamplesPerInput * steadied.count)
        CatmullRomResampler.resample(steadied, spacing: spacing, budget: budget, into: curve, knots: knots)
    }
}
