import ScribbleCairo
import ScribbleJPEG
import ScribbleKit

/// An image ready to become a card's element: its PNG, what the card records about it, and, for
/// a drawing, the strokes to keep beside it.
///
/// ```swift
/// let attachment = try ImageAttachment.drawing(drawing)
/// let element = try store.add(attachment, to: card.id, transform: attachment.transform(offset: card.offset(ofDropPoint: drop)))
/// ```
public struct ImageAttachment: Sendable {
    /// The PNG file's bytes.
    public let png: [UInt8]
    /// Its pixel size and where it came from.
    public let image: ElementImage
    /// The drawing it was rendered from, for a drawn element.
    public let drawing: Drawing?
    /// The JPEG file it was made from, kept as it came, for a photo.
    public var photo: [UInt8]? = nil
    /// The file it came from, which the element keeps; `nil` when it is not known.
    public var source: ElementSource? = nil

    /// The padding around a drawing's ink, in the drawing's units: room for antialiasing and a
    /// little air, so the ink does not touch the element's edge.
    public static let drawingPadding = 8.0

    /// A photo or picture, as it is.
    /// - Parameters:
    ///   - png: The PNG file's bytes, kept as they are.
    ///   - maximumPixels: The most pixels it may have.
    /// - Throws: ``CardError``: ``CardError/Kind/unsupportedInput`` when the bytes are not a PNG
    ///   or do not decode, ``CardError/Kind/tooLarge`` when it has too many pixels.
    public static func picture(png: [UInt8], maximumPixels: Int = CardStore.Limits.default.imagePixels)
        throws(CardError) -> ImageAttachment
    {
        let decoded: RasterImage
        do {
            decoded = try RasterImage(png: png, maximumPixels: maximumPixels)
        } catch {
            if case .imageTooLarge = error.kind { throw CardError(.tooLarge, error.description, cause: error) }
            throw CardError(.unsupportedInput, error.description, cause: error)
        }
        return ImageAttachment(
            png: png, image: ElementImage(pixelWidth: decoded.width, pixelHeight: decoded.height), drawing: nil)
    }

    /// A JPEG photo: decoded by libjpeg-turbo, turned upright as its EXIF orientation says, and
    /// kept twice, as the PNG the card shows and as the original file.
    /// - Parameters:
    ///   - jpeg: The JPEG file's bytes.
    ///   - maximumPixels: The most pixels it may have, checked from its header before decoding.
    /// - Throws: ``CardError``: ``CardError/Kind/unsupportedInput`` when the bytes do not decode,
    ///   ``CardError/Kind/tooLarge`` when it has too many pixels, ``CardError/Kind/rendering``
    ///   when its PNG cannot be made.
    public static func photo(jpeg: [UInt8], maximumPixels: Int = CardStore.Limits.default.imagePixels) throws(CardError)
        -> ImageAttachment
    {
        let decoded: JPEGImage
        do {
            decoded = try JPEGImage(decoding: jpeg, maximumPixels: maximumPixels)
        } catch {
            throw CardError(
                error.kind == .tooLarge ? .tooLarge : .unsupportedInput,
                "the JPEG photo cannot be used: \(error.message)")
        }
        do {
            let png = try RasterImage(width: decoded.width, height: decoded.height, pixels: decoded.pixels).pngData()
            var attachment = ImageAttachment(
                png: png, image: ElementImage(pixelWidth: decoded.width, pixelHeight: decoded.height, source: .photo),
                drawing: nil)
            attachment.photo = jpeg
            return attachment
        } catch {
            throw CardError(.rendering, error.description, cause: error)
        }
    }

    /// A drawing, rendered cropped to its ink with a little padding on a transparent background.
    /// - Parameters:
    ///   - drawing: The strokes.
    ///   - scale: Pixels per drawing unit in the PNG. Default 2, sharp on a high-density screen.
    ///   - padding: Drawing units around the ink. Default ``drawingPadding``.
    ///   - maximumPixels: The most pixels the PNG may have.
    /// - Throws: ``CardError``: ``CardError/Kind/unsupportedInput`` when the drawing has no ink,
    ///   ``CardError/Kind/tooLarge`` or ``CardError/Kind/rendering`` when it cannot be rendered.
    public static func drawing(
        _ drawing: Drawing, scale: Double = 2, padding: Double = drawingPadding,
        maximumPixels: Int = CardStore.Limits.default.imagePixels
    ) throws(CardError) -> ImageAttachment {
        guard drawing.bounds != nil else {
            throw CardError(.unsupportedInput, "the drawing has no strokes, so there is nothing to attach")
        }
        var options = RenderOptions.cropped
        options.framing.scale = scale
        options.framing.padding = padding
        options.maximumPixels = maximumPixels
        let renderer = DrawingRenderer(options: options)
        do {
            let rendered = try renderer.renderFramedPNG(drawing)
            let image = ElementImage(
                pixelWidth: rendered.pixelWidth, pixelHeight: rendered.pixelHeight,
                source: .drawing(area: rendered.visibleArea))
            return ImageAttachment(png: rendered.png, image: image, drawing: drawing)
        } catch {
            if case .imageTooLarge = error.kind { throw CardError(.tooLarge, error.description, cause: error) }
            throw CardError(.rendering, error.description, cause: error)
        }
    }

    /// A drawn element's image made again from its drawing, at the pixel size the card records
    /// (give or take the rounding of a pixel), as ``drawing(_:scale:padding:maximumPixels:)`` made it.
    static func renderAgain(_ drawing: Drawing, area: Rect, pixelWidth: Int, pixelHeight: Int) throws(CardError)
        -> ImageAttachment
    {
        do {
            let compositor = try Compositor(size: area.size, scale: Double(pixelWidth) / area.width)
            try compositor.draw(drawing, transform: .translation(x: -area.minX, y: -area.minY))
            let image = ElementImage(
                pixelWidth: compositor.pixelWidth, pixelHeight: compositor.pixelHeight, source: .drawing(area: area))
            return ImageAttachment(png: try compositor.encoded(), image: image, drawing: drawing)
        } catch {
            throw CardError(.rendering, error.description, cause: error)
        }
    }

    /// A transform that shows the whole image at `width` units wide, keeping its proportions.
    /// - Parameters:
    ///   - width: The element's width. Default 250, the app's default element.
    ///   - offset: From the card's centre to the element's; ``Card/offset(ofDropPoint:)`` turns a
    ///     drop point into one.
    ///   - rotation: Degrees clockwise.
    public func transform(width: Double = Card.defaultElementWidth, offset: Vector = .zero, rotation: Double = 0)
        -> ElementTransform
    {
        ElementTransform(
            offset: offset, size: Size(width: width, height: width / image.aspectRatio), rotation: rotation)
    }
}
