import ScribbleKit
import ScribbleSyntax

/// How ink goes to the page: numbers in canvas units rounded to a hundredth (a fiftieth of a
/// device pixel at a scale of 2), which keeps an outline's message about half as long as the
/// shortest exact form would.
extension JSONWriter {
    /// A number rounded to a hundredth.
    mutating func hundredths(_ value: Double) {
        number((value * 100).rounded() / 100)
    }

    /// `"ink": { "tool": "pen", "color": "#1c1c1e", "width": 4, "opacity": 1 }`; the opacity is the
    /// share of the colour's alpha the tool lays down, as every renderer applies it.
    mutating func field(_ name: StaticString, ink: Ink) {
        field(name) { object in
            object.field("tool", ink.tool.rawValue)
            object.field("color", ink.color.hexString)
            object.field("width", ink.width)
            object.field("opacity", ink.tool.opacity)
        }
    }

    /// `"region": { "x": …, "y": …, "width": …, "height": … }`, or `null`.
    mutating func field(_ name: StaticString, region: Rect?) {
        guard let region else { return field(name, raw: "null") }
        field(name) { object in
            object.fieldName("x")
            object.hundredths(region.minX)
            object.fieldName("y")
            object.hundredths(region.minY)
            object.fieldName("width")
            object.hundredths(region.width)
            object.fieldName("height")
            object.hundredths(region.height)
        }
    }

    /// `"strokes": [3, 5, 8]`: stroke indices.
    mutating func field(_ name: StaticString, indices: [Int]) {
        fieldName(name)
        raw("[")
        for (position, index) in indices.enumerated() {
            if position > 0 { raw(",") }
            integer(index)
        }
        raw("]")
    }

    /// `"points": [x0, y0, x1, y1, …]`: points, flat.
    mutating func field(_ name: StaticString, points: [Point]) {
        fieldName(name)
        raw("[")
        for (index, point) in points.enumerated() {
            if index > 0 { raw(",") }
            hundredths(point.x)
            raw(",")
            hundredths(point.y)
        }
        raw("]")
    }

    /// `"polygons": [[x0, y0, x1, y1, …], …]`: each polygon's vertices, flat.
    mutating func field(_ name: StaticString, polygons outline: InkOutline) {
        fieldName(name)
        raw("[")
        var firstPolygon = true
        for polygon in outline.polygons where polygon.count >= 3 {
            raw(firstPolygon ? "[" : ", [")
            firstPolygon = false
            var firstPoint = true
            for point in polygon {
                if !firstPoint { raw(",") }
                firstPoint = false
                hundredths(point.x)
                raw(",")
                hundredths(point.y)
            }
            raw("]")
        }
        raw("]")
    }
}
