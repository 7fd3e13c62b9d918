internal import CCairo
import ScribbleKit

extension Context {
    /// Starts drawing into an off-screen group; ``popGroupToSource()`` makes it the source.
    func pushGroup() {
        cairo_push_group(pointer)
    }

    /// Ends the group that ``pushGroup()`` started and makes it the source for painting.
    func popGroupToSource() {
        cairo_pop_group_to_source(pointer)
    }

    /// Paints the source through the alpha of `surface`, tiled over the plane and placed by
    /// `transform` (from the surface's pixels to the current user space).
    func maskTiled(by surface: Surface, transform: Transform) {
        guard let pattern = cairo_pattern_create_for_surface(surface.pointer) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // A pattern's matrix maps user space to the pattern, the inverse of the placement.
        guard let inverse = transform.inverted else { return }
        var matrix = cairo_matrix_t(
            xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.tx, y0: inverse.ty)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_mask(pointer, pattern)
    }

    /// Paints the source with its alpha multiplied by `alpha`.
    func paint(alpha: Double) {
        cairo_paint_with_alpha(pointer, alpha)
    }
}
