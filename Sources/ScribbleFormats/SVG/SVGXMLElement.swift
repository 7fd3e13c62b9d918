/// One element of an XML document, as the SVG reader needs it: its name, namespace, attributes,
/// children and where it starts. Text is not kept: SVG geometry lives in attributes.
struct SVGXMLElement {
    /// The name without its prefix: `path` for `svg:path`.
    var localName: String
    /// The namespace the prefix (or the default namespace) maps to, or `nil` when none is declared.
    var namespace: String?
    var attributes: [SVGXMLAttribute]
    /// Indices of the child elements in the document, in order.
    var children: [Int] = []
    /// The index of the parent element, or `nil` for the root.
    var parent: Int?
    /// The byte offset of the `<` that begins the element.
    var offset: Int

    /// The value of the first attribute with this qualified name (`d`, `xlink:href`).
    func attribute(_ name: String) -> SVGXMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The value of the attribute with this qualified name.
    subscript(_ name: String) -> String? { attribute(name)?.value }
}
