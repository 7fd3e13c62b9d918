import ScribbleKit

/// The picture an image element shows: a PNG in the card's folder, named after the element, of a
/// known pixel size; and, for an element that was drawn, where the drawing it came from lies in it.
public struct ElementImage: Hashable, Sendable {
    /// Where the image came from.
    public enum Source: Hashable, Sendable {
        /// A photo or picture: the PNG is all there is.
        case picture
        /// A drawing, kept beside the PNG as `<element-id>.drawing.json` so that it can be drawn
        /// again at any scale. `area` is the part of the drawing's canvas that the image shows
        /// (the ink and a little padding), in the drawing's units: the image's pixels, and the
        /// element, map onto it evenly.
        case drawing(area: Rect)
        /// A photo, kept as it came (the JPEG file, `<element-id>.jpg`) beside the PNG made from
        /// it, turned upright as its EXIF orientation says.
        case photo
    }

    /// The PNG's width in pixels.
    public var pixelWidth: Int
    /// The PNG's height in pixels.
    public var pixelHeight: Int
    /// Where the image came from.
    public var source: Source

    /// Creates the description of an element's image.
    public init(pixelWidth: Int, pixelHeight: Int, source: Source = .picture) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.source = source
    }

    /// Whether the image was made from a photo kept beside it.
    public var isPhoto: Bool { source == .photo }

    /// The part of the drawing's canvas the image shows, for a drawn element.
    public var drawingArea: Rect? {
        if case .drawing(let area) = source { return area }
        return nil
    }

    /// Width over height: of the drawing's area for a drawn element (exact, where pixels are
    /// rounded), of the pixels for a picture.
    public var aspectRatio: Double {
        if let area = drawingArea { return area.width / area.height }
        return Double(pixelWidth) / Double(pixelHeight)
    }
}
