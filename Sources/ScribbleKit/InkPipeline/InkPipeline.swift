/// Turns finished strokes into the outlines of their ink, with buffers reused from one stroke to
/// the next.
///
/// The stages (clean → steady → pressure → fit and resample → widths → outline) are those of a
/// stroke in progress (``InkStrokeBuilder``), run over the whole stroke at once: a stroke drawn
/// live and the same points read from a file give the same polygon, bit for bit. Each stage is a
/// pure function of what the one before produced and of the options, so the same stroke always
/// gives the same polygon.
final class InkPipeline {
    private let builder = InkStrokeBuilder()
    private lazy var perfectFreehandBuffers = PerfectFreehand.Buffers()

    /// The most samples a resampled curve may have per input sample, however fine the spacing...
    static let maximumSamplesPerInput = 64
    /// ...unless the stroke is short: it may always have this many.
    static let minimumSampleBudget = 65_536

    /// The share of the tolerance that the centre line cut by its shape may stray from the curve:
    /// an edge of thin ink that moves shows as much as its share of the ink's width, and with half
    /// the tolerance the samples keep an IoU of 0.995 or more with the ink sampled every unit.
    static let curveShareOfTolerance = 0.5

    /// The tolerance in canvas units for an output of `resolution` pixels per unit.
    static func tolerance(_ options: InkOptions, resolution: Double) -> Double {
        let pixelsPerUnit = InkOutline.clampedResolution(resolution)
        return (options.tolerance.isFinite && options.tolerance > 0 ? options.tolerance : InkOptions.default.tolerance)
            / pixelsPerUnit
    }

    /// The outline of `stroke`'s ink on the canvas, for an output of `resolution` pixels per unit.
    func outline(of stroke: Stroke, options: InkOptions, resolution: Double = 1) -> InkOutline {
        // The tolerances are in output pixels; the work below is in canvas units.
        let tolerance = Self.tolerance(options, resolution: resolution)
        let scale = stroke.transform.averageScale
        guard Self.inks(stroke.ink, transform: stroke.transform) else { return .empty }
        if let perfectFreehand = options.perfectFreehand {
            return Self.perfectFreehandOutline(
                of: stroke.visiblePoints, ink: stroke.ink, transform: stroke.transform, options: perfectFreehand,
                buffers: perfectFreehandBuffers)
        }
        // A stroke drawn from curves is cut for this resolution, not where it was read.
        let (points, transform, pointIndices) = InkCleaning.inkPoints(of: stroke, tolerance: tolerance)
        builder.start(
            ink: stroke.ink, scale: scale, transform: transform, options: options, tolerance: tolerance,
            visibleRange: stroke.clampedVisibleRange)
        if let pointIndices { builder.add(points, pointIndices: pointIndices) } else { builder.add(points) }
        builder.finish()
        let polygon = builder.polygon()
        return polygon.isEmpty ? .empty : InkOutline(polygons: [polygon])
    }

    /// The whole centre line of `stroke` with the ink's radius along it, as the outline is made
    /// around it at `resolution` (its ``Stroke/visibleRange`` aside): what an eraser cuts along.
    /// perfect-freehand's outlines have no such line; their strokes are taken as Scribble's
    /// pipeline would draw them.
    func inkCurve(of stroke: Stroke, options: InkOptions, resolution: Double = 1) -> [CurveSample] {
        guard Self.inks(stroke.ink, transform: stroke.transform) else { return [] }
        var options = options
        options.perfectFreehand = nil
        buildCurve(of: stroke, options: options, resolution: resolution)
        return builder.finishedCurve()
    }

    /// The samples of `stroke` as the stabilizer leaves them, on the canvas (the curve passes through
    /// them), with the device's pressures (filled where a point had none; 0.5 throughout when
    /// no point had any, as `hasPressure` then says), for `options` at `resolution`.
    func steadiedSamples(of stroke: Stroke, options: InkOptions, resolution: Double = 1) -> (
        samples: [InkSample], hasPressure: Bool
    ) {
        guard Self.inks(stroke.ink, transform: stroke.transform) else { return ([], false) }
        var options = options
        options.perfectFreehand = nil
        options.pressure = .device
        buildCurve(of: stroke, options: options, resolution: resolution)
        return (builder.finishedSteadiedSamples(), builder.hasDevicePressure)
    }

    /// Runs `stroke`'s cleaned points through the builder's stages up to its finished centre line,
    /// for `options` at `resolution`; the builder then holds the curve and the steadied samples.
    private func buildCurve(of stroke: Stroke, options: InkOptions, resolution: Double) {
        let tolerance = Self.tolerance(options, resolution: resolution)
        let (points, transform, pointIndices) = InkCleaning.inkPoints(of: stroke, tolerance: tolerance)
        builder.start(
            ink: stroke.ink, scale: stroke.transform.averageScale, transform: transform, options: options,
            tolerance: tolerance)
        if let pointIndices { builder.add(points, pointIndices: pointIndices) } else { builder.add(points) }
        builder.finishCurve()
    }

    /// Whether `ink` through `transform` has any width to draw: a width that is not a positive
    /// number, or a transform that flattens the plane, draws nothing.
    static func inks(_ ink: Ink, transform: Transform) -> Bool {
        let scale = transform.averageScale
        return ink.width.isFinite && ink.width > 0 && scale.isFinite && scale > 0
    }

    /// perfect-freehand's outline of `points`, its size the ink's width on the canvas.
    static func perfectFreehandOutline(
        of points: [StrokePoint], ink: Ink, transform: Transform, options: PerfectFreehandOptions,
        buffers: PerfectFreehand.Buffers
    ) -> InkOutline {
        var adjusted = options
        adjusted.size = Swift.min(ink.width * transform.averageScale, InkGeometryLimits.maximumWidth)
        if ink.tool == .monoline || ink.tool == .marker {
            // These tools keep their width, as they do in Scribble's own pipeline.
            adjusted.thinning = 0
            adjusted.easing = .linear
            adjusted.start.taper = 0
            adjusted.end.taper = 0
        }
        return PerfectFreehand.outline(of: points, transform: transform, options: adjusted, buffers: buffers)
    }
}
