import ScribbleKit

/// The pixel grid an image is drawn on: its size and the transform from canvas units to pixels.
/// Making one checks every size and limit, before any pixel memory exists.
struct RenderFrame: Equatable {
    /// The image's width in pixels.
    let width: Int
    /// The image's height in pixels.
    let height: Int
    /// Maps canvas units to pixels: a uniform scale and a translation.
    let transform: Transform
    /// The part of the canvas the image shows, in canvas units.
    let visibleArea: Rect

    /// Sizes the image for a drawing.
    /// - Parameters:
    ///   - canvas: the drawing's canvas.
    ///   - inkBounds: the box around the ink on the canvas, or `nil` when there is none.
    ///   - options: the scale, fit, padding and pixel limit.
    /// - Throws: ``CairoError`` when an option is out of range, the size is empty or not finite,
    ///   the image would have more pixels than allowed, or a side is over Cairo's limit.
    init(canvas: Size, inkBounds: Rect?, options: RenderOptions) throws(CairoError) {
        if let fixedSize = options.fixedSize {
            self = try RenderFrame(fitting: options.fit == .bounds ? inkBounds : Rect(origin: .zero, size: canvas), into: fixedSize, options: options)
            return
        }
        let operation = "sizing the image"
        let scale = options.scale
        guard scale.isFinite, scale > 0 else {
            throw CairoError(.invalidOptions, operation: operation, problem: "the scale must be a number above 0, not \(scale)")
        }
        let area: Rect
        switch options.fit {
        case .canvas:
            guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0 else {
                throw CairoError(
                    .invalidSize, operation: operation,
                    problem: "the drawing's canvas is \(canvas.width)×\(canvas.height) units; "
                        + "a canvas needs a positive, finite width and height (or render with the bounds fit)")
            }
            area = Rect(origin: .zero, size: canvas)
        case .bounds:
            let padding = options.padding
            guard padding.isFinite, padding >= 0 else {
                throw CairoError(.invalidOptions, operation: operation, problem: "the padding must be a number 0 or above, not \(padding)")
            }
            area = inkBounds?.outsetBy(padding) ?? Rect(x: 0, y: 0, width: 2 * padding, height: 2 * padding)
        }
        // A hair of tolerance so that 0.1 × 3 units at scale 10 is 3 pixels, not 4.
        let pixelWidth = Swift.max(1, (area.width * scale - 1e-6).rounded(.up))
        let pixelHeight = Swift.max(1, (area.height * scale - 1e-6).rounded(.up))
        guard pixelWidth.isFinite, pixelHeight.isFinite, area.minX.isFinite, area.minY.isFinite else {
            throw CairoError(.invalidSize, operation: operation, problem: "the image would be of no finite size (\(area.width)×\(area.height) units at scale \(scale))")
        }
        guard pixelWidth * pixelHeight <= Double(options.maximumPixels) else {
            throw CairoError.imageTooLarge(width: pixelWidth, height: pixelHeight, limit: options.maximumPixels)
        }
        let limit = Double(CairoError.maximumDimension)
        guard pixelWidth <= limit, pixelHeight <= limit else {
            throw CairoError(
                .sideTooLong(length: CairoError.saturatingInt(Swift.max(pixelWidth, pixelHeight)), limit: CairoError.maximumDimension),
                operation: operation,
                problem: "the image would be \(Int(pixelWidth))×\(Int(pixelHeight)) pixels, and Cairo draws at most "
                    + "\(CairoError.maximumDimension) pixels on a side")
        }
        width = Int(pixelWidth)
        height = Int(pixelHeight)
        // Rounding up leaves a fraction of a pixel over. The canvas keeps its origin on pixel
        // (0, 0), so that canvas units are pixels at scale 1; cropped ink shares it between the sides.
        let centred = options.fit == .bounds
        let marginX = centred ? (pixelWidth - area.width * scale) / 2 : 0
        let marginY = centred ? (pixelHeight - area.height * scale) / 2 : 0
        transform = Transform.translation(x: -area.minX, y: -area.minY)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: marginX, y: marginY))
        visibleArea = Rect(x: area.minX - marginX / scale, y: area.minY - marginY / scale, width: pixelWidth / scale, height: pixelHeight / scale)
    }
}
