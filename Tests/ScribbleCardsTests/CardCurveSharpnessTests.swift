import Foundation
import ScribbleCairo
import ScribbleCards
import ScribbleKit
import ScribbleSVG
import Testing

/// A card element drawn from an SVG is drawn from the SVG's curves at the card's scale, through
/// the drawing the store keeps as JSON, not from the points the SVG was flattened into.
@Suite struct CardCurveSharpnessTests {
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
        <circle cx="20.3" cy="19.8" r="15.7" fill="none" stroke="black" stroke-width="2"/>
        <path d="M6.2 34.1 Q20.1 21.3 33.8 34.2" fill="none" stroke="black" stroke-width="1.5"/>
        <path d="M0.5 0.5 L1 0.5 M39 39.5 L39.5 39.5" fill="none" stroke="black"/>
        </svg>
        """

    /// The card at 3× of the SVG read at `tolerance`, its curves kept or only its points. The two
    /// straight marks at its corners give every reading the same bounds, so that the element is
    /// cropped and placed alike whatever the curves' points are.
    static func render(tolerance: Double, keepsCurves: Bool) throws -> RasterImage {
        var options = SVGReadOptions.default
        options.tolerance = tolerance
        var drawing = try SVGDocumentReader(options: options).read(svg).drawing
        if !keepsCurves {
            drawing.strokes = drawing.strokes.map {
                var stroke = $0
                stroke.path = nil
                return stroke
            }
        }
        let store = try temporaryStore()
        let card = try store.create(size: Size(width: 60, height: 60))
        let attachment = try ImageAttachment.drawing(drawing)
        _ = try store.add(attachment, to: card.id, transform: attachment.transform(width: 50))
        return try CardRenderer(scale: 3).renderImage(try store.load(card.id), from: store)
    }

    static func agreement(_ a: RasterImage, _ b: RasterImage) -> Double {
        var intersection = 0
        var union = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let inA = a.pixel(x: x, y: y).red < 128
                let inB = b.pixel(x: x, y: y).red < 128
                if inA && inB { intersection += 1 }
                if inA || inB { union += 1 }
            }
        }
        return union == 0 ? 1 : Double(intersection) / Double(union)
    }

    @Test func anSVGElementAtThreeTimesIsSharp() throws {
        // Points cut a whole unit off the curve would show as facets 3 pixels deep; the curves kept
        // beside them draw the element as the finely cut reference does.
        let reference = try Self.render(tolerance: 0.0005, keepsCurves: false)
        let curved = try Self.render(tolerance: 1, keepsCurves: true)
        let faceted = try Self.render(tolerance: 1, keepsCurves: false)
        let sharp = Self.agreement(curved, reference)
        let coarse = Self.agreement(faceted, reference)
        #expect(sharp >= 0.99, "the element agrees with the fine reference to only \(sharp)")
        #expect(coarse < 0.95, "the coarse points alone agree to \(coarse): the check cannot tell facets")
        print(
            "card at 3×, inked pixels against a finely cut reference: from the curves \(sharp), from coarse points \(coarse)"
        )
    }
}
