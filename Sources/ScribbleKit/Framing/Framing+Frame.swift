extension Framing {
    /// Frames a drawing: the picture's size in whole pixels and where its canvas lands on it.
    /// Every size and limit is checked on the arithmetic, before any writer allocates anything.
    /// - Parameters:
    ///   - canvas: The drawing's canvas.
    ///   - inkBounds: The box around the drawing's ink on the canvas, or `nil` when it has none.
    ///     Only read when ``showsInk(on:)`` says so.
    ///   - limits: How big the writer lets a picture be.
    /// - Returns: The frame, at least a pixel a side.
    /// - Throws: ``FramingError`` when the scale, padding or fixed size is out of range, the area
    ///   shown is not finite, or the picture would be over a limit.
    public func frame(canvas: Size, inkBounds: Rect?, limits: FrameLimits) throws(FramingError) -> Frame {
        // A canvas of no size has nothing to show; its ink is shown instead.
        let showsInk = showsInk(on: canvas)
        let shownCanvas = showsInk ? nil : Rect(origin: .zero, size: canvas)
        if let fixedSize { return try frame(fitting: shownCanvas ?? inkBounds, into: fixedSize, limits: limits) }
        guard scale.isFinite, scale > 0 else {
            throw FramingError(.invalidOptions, problem: "the scale must be a number above 0, not \(scale)")
        }
        let area: Rect
        if let shownCanvas {
            area = shownCanvas
        } else {
            guard padding.isFinite, padding >= 0 else {
                throw FramingError(.invalidOptions, problem: "the padding must be a number 0 or above, not \(padding)")
            }
            area = inkBounds?.outsetBy(padding) ?? Rect(x: 0, y: 0, width: 2 * padding, height: 2 * padding)
        }
        // A hair of tolerance so that 0.1 × 3 units at scale 10 is 3 pixels, not 4.
        let pixelWidth = Swift.max(1, (area.width * scale - 1e-6).rounded(.up))
        let pixelHeight = Swift.max(1, (area.height * scale - 1e-6).rounded(.up))
        guard pixelWidth.isFinite, pixelHeight.isFinite, area.minX.isFinite, area.minY.isFinite else {
            throw FramingError(
                .noFiniteSize,
                problem: "the image would be of no finite size (\(area.width)×\(area.height) units at scale \(scale))")
        }
        try limits.check(width: pixelWidth, height: pixelHeight)
        // Rounding up leaves a fraction of a pixel over. The canvas keeps its origin on pixel
        // (0, 0), so that canvas units are pixels at scale 1; cropped ink shares it between the sides.
        let marginX = showsInk ? (pixelWidth - area.width * scale) / 2 : 0
        let marginY = showsInk ? (pixelHeight - area.height * scale) / 2 : 0
        return Frame(
            width: Int(pixelWidth), height: Int(pixelHeight),
            transform: Transform.translation(x: -area.minX, y: -area.minY)
                .concatenating(.scale(x: scale, y: scale))
                .concatenating(.translation(x: marginX, y: marginY)),
            visibleArea: Rect(
                x: area.minX - marginX / scale, y: area.minY - marginY / scale,
                width: pixelWidth / scale, height: pixelHeight / scale))
    }

    /// Frames an area of the canvas at a fixed size: scaled to fill it less the margin on each
    /// side, aspect kept, and centred.
    /// - Parameters:
    ///   - area: The part of the canvas to show (the ink's box, or the canvas), or `nil` when there
    ///     is no ink: the picture is then blank, placed as if a canvas unit were a pixel.
    ///   - size: The picture's size and margin.
    ///   - limits: How big the writer lets a picture be.
    private func frame(fitting area: Rect?, into size: FixedImageSize, limits: FrameLimits) throws(FramingError)
        -> Frame
    {
        guard size.width >= 1, size.height >= 1 else {
            throw FramingError(
                .invalidOptions,
                problem: "a fixed image size needs at least 1 pixel a side, not \(size.width)×\(size.height)")
        }
        let width = Double(size.width)
        let height = Double(size.height)
        try limits.check(width: width, height: height)
        let margin = size.margin
        guard margin.isFinite, margin >= 0, 2 * margin < Swift.min(width, height) else {
            throw FramingError(
                .invalidOptions,
                problem:
                    "the margin must be 0 or more and leave room for ink in \(size.width)×\(size.height) pixels, not \(margin)"
            )
        }
        guard let area else {
            return Frame(
                width: size.width, height: size.height, transform: .identity,
                visibleArea: Rect(x: 0, y: 0, width: width, height: height))
        }
        guard area.minX.isFinite, area.minY.isFinite, area.width.isFinite, area.height.isFinite, area.width >= 0,
            area.height >= 0
        else {
            throw FramingError(
                .noFiniteSize, problem: "the drawing's extent (\(area.width)×\(area.height) units) is not finite")
        }
        let room = (width: width - 2 * margin, height: height - 2 * margin)
        // A side of no extent (a perfectly straight hairline) does not limit the scale.
        let scales = [
            area.width > 0 ? room.width / area.width : nil, area.height > 0 ? room.height / area.height : nil,
        ].compactMap { $0 }
        let scale = scales.min() ?? 1
        guard scale.isFinite, scale > 0 else {
            throw FramingError(
                .noFiniteSize,
                problem:
                    "the drawing's extent (\(area.width)×\(area.height) units) cannot be fitted into \(size.width)×\(size.height) pixels"
            )
        }
        let offsetX = width / 2 - (area.minX + area.width / 2) * scale
        let offsetY = height / 2 - (area.minY + area.height / 2) * scale
        return Frame(
            width: size.width, height: size.height,
            transform: Transform.scale(x: scale, y: scale).concatenating(.translation(x: offsetX, y: offsetY)),
            visibleArea: Rect(x: -offsetX / scale, y: -offsetY / scale, width: width / scale, height: height / scale))
    }
}
