import ScribbleKit
import ScribbleSyntax

extension JSONWriter {
    /// Writes a field whose value is a size, `{ "width": 800, "height": 600 }`: a canvas, a card.
    package mutating func field(_ name: StaticString, _ size: Size) {
        field(name) { object in
            object.field("width", size.width)
            object.field("height", size.height)
        }
    }
}
