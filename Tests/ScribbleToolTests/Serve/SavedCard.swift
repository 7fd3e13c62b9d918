import Testing

/// A card's `card.json` as the pages' browser tests read it back from the store after the page
/// changed it: its size and its elements' places, sources and drawings.
struct SavedCard: Decodable {
    struct Size: Decodable {
        var width: Double
        var height: Double
    }
    struct Transform: Decodable {
        struct Offset: Decodable {
            var x: Double
            var y: Double
        }
        var offset: Offset
        var size: Size
        var rotation: Double
    }
    struct Source: Decodable {
        var file: String
        var item: String?
    }
    /// Where a drawn element's drawing is, and the area of the card it was drawn over.
    struct DrawingFile: Decodable {
        struct Area: Decodable {
            var x: Double
            var y: Double
            var width: Double
            var height: Double
        }
        var file: String
        var area: Area
    }
    struct Element: Decodable {
        var id: String
        var transform: Transform
        var source: Source?
        var drawing: DrawingFile?
    }

    var size: Size
    var elements: [Element]

    /// The element with `id`; an issue when there is none.
    func element(_ id: String) throws -> Element { try #require(elements.first { $0.id == id }) }
}
