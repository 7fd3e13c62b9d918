/// A parsed XML document: its elements in document order, the first being the root.
struct SVGXMLDocument {
    var elements: [SVGXMLElement]

    /// The root element, always at index 0.
    var root: SVGXMLElement { elements[0] }
}
