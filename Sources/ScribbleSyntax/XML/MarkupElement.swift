/// One element of an XML document: its name, namespace, attributes, children, text and where it starts.
package struct MarkupElement {
    /// The name without its prefix: `path` for `svg:path`.
    package var localName: String
    /// The namespace the prefix (or the default namespace) maps to, or `nil` when none is declared.
    package var namespace: String?
    package var attributes: [MarkupAttribute]
    /// Indices of the child elements in the document, in order.
    package var children: [Int] = []
    /// The index of the parent element, or `nil` for the root.
    package var parent: Int?
    /// The byte offset of the `<` that begins the element.
    package var offset: Int
    /// The element's own character data and CDATA sections, in order; pure whitespace is left out.
    package var text: [MarkupText] = []

    package init(localName: String, namespace: String?, attributes: [MarkupAttribute], parent: Int?, offset: Int) {
        self.localName = localName
        self.namespace = namespace
        self.attributes = attributes
        self.parent = parent
        self.offset = offset
    }

    /// The first attribute with this qualified name (`d`, `xlink:href`, `xml:id`).
    package func attribute(_ name: String) -> MarkupAttribute? {
        attributes.first { $0.name == name }
    }

    /// The value of the attribute with this qualified name.
    package subscript(_ name: String) -> String? { attribute(name)?.value }
}
