import ScribbleKit

extension Drawing {
    /// The drawing as an SVG 1.1 document: each stroke's ink as a filled outline, or its centre line
    /// as a stroked polyline, as ``SVGWriter`` describes.
    /// - Parameter options: The mode, the part of the canvas shown, the size, the background and
    ///   the precision.
    /// - Returns: The document as UTF-8.
    public func svgEncoded(options: SVGWriteOptions = .default) -> [UInt8] {
        SVGWriter(options: options).encode(self)
    }
}
