import ScribbleKit

extension RenderFrame {
    /// Sizes the image at a fixed size and fits an area of the canvas into it: scaled to fill it
    /// less the margin on each side, aspect kept, and centred.
    /// - Parameters:
    ///   - area: The part of the canvas to show (the ink's box, or the canvas), or `nil` when there
    ///     is no ink: the image is then blank.
    ///   - size: The image's size and margin.
    ///   - options: For the pixel limit.
    /// - Throws: ``CairoError`` when the size or margin is out of range, the image would have more
    ///   pixels than allowed or a side over Cairo's limit, or the area is not finite.
    init(fitting area: Rect?, into size: FixedImageSize, options: RenderOptions) throws(CairoError) {
        let operation = "sizing the image"
        guard size.width >= 1, size.height >= 1 else {
            throw CairoError(.invalidOptions, operation: operation, problem: "a fixed image size needs at least 1 pixel a side, not \(size.width)×\(size.height)")
        }
        guard size.width <= CairoError.maximumDimension, size.height <= CairoError.maximumDimension else {
            throw CairoError(
                .invalidSize, operation: operation,
                problem: "the image would be \(size.width)×\(size.height) pixels, and Cairo draws at most \(CairoError.maximumDimension) pixels on a side")
        }
        guard Double(size.width) * Double(size.height) <= Double(options.maximumPixels) else {
            throw CairoError.imageTooLarge(width: Double(size.width), height: Double(size.height), limit: options.maximumPixels)
        }
        let width = Double(size.width), height = Double(size.height)
        let margin = size.margin
        guard margin.isFinite, margin >= 0, 2 * margin < Swift.min(width, height) else {
            throw CairoError(
                .invalidOptions, operation: operation,
                problem: "the margin must be 0 or more and leave room for ink in \(size.width)×\(size.height) pixels, not \(margin)")
        }
        self.width = size.width
        self.height = size.height
        guard let area else {
            // No ink: a blank image, placed as if one canvas unit were one pixel.
            transform = .identity
            visibleArea = Rect(x: 0, y: 0, width: width, height: height)
            return
        }
        guard area.minX.isFinite, area.minY.isFinite, area.width.isFinite, area.height.isFinite, area.width >= 0, area.height >= 0 else {
            throw CairoError(.invalidSize, operation: operation, problem: "the drawing's extent (\(area.width)×\(area.height) units) is not finite")
        }
        let room = (width: width - 2 * margin, height: height - 2 * margin)
        // A side of no extent (a perfectly straight hairline) does not limit the scale.
        let scales = [area.width > 0 ? room.width / area.width : nil, area.height > 0 ? room.height / area.height : nil].compactMap { $0 }
        let scale = scales.min() ?? 1
        guard scale.isFinite, scale > 0 else {
            throw CairoError(.invalidSize, operation: operation, problem: "the drawing's extent (\(area.width)×\(area.height) units) cannot be fitted into \(size.width)×\(size.height) pixels")
        }
        let offsetX = width / 2 - (area.minX + area.width / 2) * scale
        let offsetY = height / 2 - (area.minY + area.height / 2) * scale
        transform = Transform.scale(x: scale, y: scale).concatenating(.translation(x: offsetX, y: offsetY))
        visibleArea = Rect(x: -offsetX / scale, y: -offsetY / scale, width: width / scale, height: height / scale)
    }
}
