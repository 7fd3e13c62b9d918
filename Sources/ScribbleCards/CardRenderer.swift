import ScribbleCairo
import ScribbleKit

/// Draws a card: its background, then its elements back to front, each placed by its transform
/// (turned about its centre). A photo is sampled with a smoothing filter; a drawn element is drawn
/// again from its strokes at the output's scale, so its ink is sharp at any scale, and stays
/// vector ink in an SVG or a PDF.
public struct CardRenderer: Sendable {
    /// Pixels (or SVG user units, or PDF points) per card unit. Default 1.
    public var scale: Double
    /// A PNG, an SVG or a PDF. Default PNG.
    public var output: Compositor.Output
    /// How pictures are sampled. Default ``ScribbleCairo/Compositor/ImageFilter/best``: a photo
    /// shrunk onto a card stays smooth, fine detail and all, and a card is only a few images.
    public var filter: Compositor.ImageFilter
    /// The most pixels the PNG may have. Default 100 megapixels.
    public var maximumPixels: Int

    /// Creates a renderer; every parameter has the documented default.
    public init(
        scale: Double = 1, output: Compositor.Output = .png, filter: Compositor.ImageFilter = .best,
        maximumPixels: Int = RenderOptions.default.maximumPixels
    ) {
        self.scale = scale
        self.output = output
        self.filter = filter
        self.maximumPixels = maximumPixels
    }

    /// Renders a card to a PNG's, an SVG's or a PDF's bytes.
    /// - Throws: ``CardError`` when an element's file is missing or damaged (`card check` says
    ///   which), or the picture would be too large.
    public func render(_ card: Card, from store: CardStore) throws(CardError) -> [UInt8] {
        let compositor = try compose(card, from: store, output: output)
        return try Self.rendering { () throws(CairoError) in try compositor.encoded() }
    }

    /// Renders a card to pixels.
    public func renderImage(_ card: Card, from store: CardStore) throws(CardError) -> RasterImage {
        let compositor = try compose(card, from: store, output: .png)
        return try Self.rendering { () throws(CairoError) in try compositor.image() }
    }

    private func compose(_ card: Card, from store: CardStore, output: Compositor.Output) throws(CardError) -> Compositor
    {
        let compositor = try Self.rendering { () throws(CairoError) in
            try Compositor(size: card.size, scale: scale, output: output, maximumPixels: maximumPixels)
        }
        compositor.fill(card.background)
        for element in card.elements {
            if let drawing = try store.drawing(of: element, in: card.id),
                let placement = element.drawingPlacement(onCardOfSize: card.size)
            {
                try Self.rendering { () throws(CairoError) in try compositor.draw(drawing, transform: placement) }
            } else {
                let image = try store.image(of: element, in: card.id)
                let placement = Transform.scale(
                    x: element.transform.size.width / Double(image.width),
                    y: element.transform.size.height / Double(image.height)
                )
                .concatenating(element.transform.placement(onCardOfSize: card.size))
                try Self.rendering { () throws(CairoError) in
                    try compositor.draw(image, transform: placement, filter: filter)
                }
            }
        }
        return compositor
    }

    private static func rendering<T>(_ body: () throws(CairoError) -> T) throws(CardError) -> T {
        do {
            return try body()
        } catch {
            if case .imageTooLarge = error.kind { throw CardError(.tooLarge, error.description, cause: error) }
            throw CardError(.rendering, error.description, cause: error)
        }
    }
}
