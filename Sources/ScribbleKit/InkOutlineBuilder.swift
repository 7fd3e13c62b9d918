/// Builds the outlines of strokes one after another, keeping its working memory from one to the
/// next: for a renderer that outlines strokes again and again, such as the frames of a replay,
/// where a stroke in progress is outlined anew at every frame.
///
/// Each outline is the one ``Stroke/outline(options:)`` gives, bit for bit. A builder is meant for
/// one thread at a time.
public final class InkOutlineBuilder {
    private let pipeline = InkPipeline()

    /// Creates a builder.
    public init() {}

    /// The outline of a stroke's ink on the canvas, as ``Stroke/outline(options:)`` builds it.
    public func outline(of stroke: Stroke, options: InkOptions = .default) -> InkOutline {
        pipeline.outline(of: stroke, options: options)
    }
}
