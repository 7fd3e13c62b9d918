/// A piece of an element's text: a range of the document, either character data or the inside of a
/// CDATA section. It is kept as a range and decoded only when asked for (``MarkupDocument/text(of:)``).
package struct MarkupText {
    package var range: Range<Int>
    /// Whether the piece is the inside of a CDATA section, which is read as written.
    package var isCDATA: Bool
    /// Whether character data holds references to expand.
    package var hasReferences: Bool
}
