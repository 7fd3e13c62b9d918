import ScribbleKit

extension Drawing {
    /// The drawing as an SVG 1.1 document: each stroke's ink as a filled outline, or its centre line
    /// as a stroked polyline, as ``SVGWriter`` describes.
    /// - Parameter options: The mode, the part of the canvas shown, the size, the background and
    ///   the precision.
    /// - Returns: The document as UTF-8.
    /// - Throws: ``ScribbleKit/FramingError`` as ``SVGWriter/encode(_:)`` does.
    public func svgEncoded(options: SVGWriteOptions = .default) throws(FramingError) -> [UInt8] {
        try SVGWriter(options: options).encode(self)
    }
}
