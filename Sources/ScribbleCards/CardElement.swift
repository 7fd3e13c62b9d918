import Foundation
import ScribbleKit

/// One thing on a card: an image (a photo, a picture dropped in, or a drawing made into an
/// image), placed by a transform. Its files in the card's folder are named after its id.
public struct CardElement: Hashable, Sendable, Identifiable {
    /// The element's id, a UUID, which also names its files.
    public var id: UUID
    /// Where it sits on the card.
    public var transform: ElementTransform
    /// What it shows.
    public var image: ElementImage
    /// The file it was attached from, when that is known.
    public var source: ElementSource?

    /// Creates an element.
    public init(id: UUID = UUID(), transform: ElementTransform, image: ElementImage, source: ElementSource? = nil) {
        self.id = id
        self.transform = transform
        self.image = image
        self.source = source
    }

    /// Whether it was drawn, so that it has a drawing beside its image.
    public var isDrawn: Bool { image.drawingArea != nil }

    /// The name of its PNG in the card's folder: `<id>.png`.
    public var imageFileName: String { Self.imageFileName(for: id) }

    /// The name of its drawing in the card's folder, `<id>.drawing.json`, for a drawn element.
    public var drawingFileName: String? { isDrawn ? Self.drawingFileName(for: id) : nil }

    /// The name of its photo in the card's folder, `<id>.jpg`, for an element made from one.
    public var photoFileName: String? { image.isPhoto ? Self.photoFileName(for: id) : nil }

    /// Every file of the element in the card's folder.
    public var fileNames: [String] { [imageFileName] + [drawingFileName, photoFileName].compactMap { $0 } }

    /// The name of a photo's original file.
    public static func photoFileName(for id: UUID) -> String { CardID.string(id) + ".jpg" }

    /// The name of an element's PNG.
    public static func imageFileName(for id: UUID) -> String { CardID.string(id) + ".png" }

    /// The name of a drawn element's drawing.
    public static func drawingFileName(for id: UUID) -> String { CardID.string(id) + ".drawing.json" }

    /// Maps the element's image pixels onto the card.
    public func imagePlacement(onCardOfSize card: Size) -> Transform {
        Transform.scale(
            x: transform.size.width / Double(image.pixelWidth), y: transform.size.height / Double(image.pixelHeight)
        )
        .concatenating(transform.placement(onCardOfSize: card))
    }

    /// Maps the canvas of the drawing a drawn element came from onto the card, so that the
    /// drawing's area fills the element; `nil` for a picture.
    public func drawingPlacement(onCardOfSize card: Size) -> Transform? {
        guard let area = image.drawingArea else { return nil }
        return Transform.translation(x: -area.minX, y: -area.minY)
            .concatenating(.scale(x: transform.size.width / area.width, y: transform.size.height / area.height))
            .concatenating(transform.placement(onCardOfSize: card))
    }
}
