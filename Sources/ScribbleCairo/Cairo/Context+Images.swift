internal import CCairo
import ScribbleKit

extension Context {
    /// How an image's pixels are sampled when it is drawn scaled or turned.
    enum ImageFilter {
        /// Nearest pixel: hard edges, for pixel art and tests.
        case nearest
        /// Cairo's good filter: bilinear when enlarging, a box filter over the pixels covered
        /// when shrinking, so that a photo shrunk a lot does not shimmer.
        case good
        /// Cairo's best filter: slower, sharper (Lanczos-like when shrinking).
        case best
    }

    /// Paints and fills with a surface's pixels, its origin at user-space (0, 0), sampled with
    /// `filter`; beyond its edges the nearest edge pixel repeats, so that filling exactly its
    /// rectangle gives crisp, antialiased edges instead of a fade to transparent.
    func setSource(_ surface: Surface, filter: ImageFilter) {
        cairo_set_source_surface(pointer, surface.pointer, 0, 0)
        guard let pattern = cairo_get_source(pointer) else { return }
        switch filter {
        case .nearest: cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        case .good: cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        case .best: cairo_pattern_set_filter(pattern, CAIRO_FILTER_BEST)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    /// Adds a closed rectangle to the path.
    func rectangle(_ rect: Rect) {
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
    }
}
