/// An attribute: its qualified name, its value with references expanded and whitespace normalised
/// as XML says, and where the value is in the document.
package struct MarkupAttribute {
    /// The name as written, prefix included (`xlink:href`).
    package var name: String
    /// The namespace of a prefixed name, or `nil` for an unprefixed one (which has none in XML).
    package var namespace: String?
    package var value: String
    /// The byte offset of the first character of the value (after the quote).
    package var valueOffset: Int
    /// Whether the value is byte for byte as written (no references), so that an offset into the value
    /// is also an offset into the document from ``valueOffset``.
    package var isVerbatim: Bool

    /// The name without its prefix.
    package var localName: Substring {
        guard let colon = name.firstIndex(of: ":") else { return name[...] }
        return name[name.index(after: colon)...]
    }
}
