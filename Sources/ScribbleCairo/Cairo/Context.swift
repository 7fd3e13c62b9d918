internal import CCairo
import ScribbleKit

/// A Cairo drawing context (`cairo_t`) on a surface. Keeps its surface alive, destroys the
/// context when it goes away, and reports Cairo's status through ``checkStatus(_:)``.
///
/// Cairo records the first error in the context and ignores drawing after it, so callers draw a
/// whole picture and check once at the end.
final class Context {
    /// Which points of a path are inside it, for filling.
    enum FillRule {
        /// Inside where the path winds around the point a non-zero number of times: overlapping
        /// pieces wound the same way fill as one, with no holes and no double cover.
        case nonZero
        /// Inside where a ray from the point crosses the path an odd number of times.
        case evenOdd
    }

    /// How edges are smoothed.
    enum Antialias {
        /// Hard edges: each pixel is in or out.
        case none
        /// Cairo's default for the surface.
        case automatic
        /// Grey-scale smoothing, balancing quality and speed.
        case good
        /// The smoothest Cairo offers.
        case best
    }

    /// How drawing combines with what is already on the surface.
    enum Operator {
        /// Over what is there, by the source's alpha.
        case over
        /// Replaces what is there, alpha included.
        case source
    }

    /// The surface drawn on; held so that it lives as long as the context.
    let surface: Surface
    /// The `cairo_t`. Never escapes this module, and never outlives `self`.
    let pointer: OpaquePointer

    /// Creates a context for drawing on a surface.
    /// - Throws: ``CairoError`` with Cairo's status when the context cannot be made.
    init(surface: Surface) throws(CairoError) {
        guard let pointer = cairo_create(surface.pointer) else {
            throw CairoError(
                .cairo(status: "no context"), operation: "creating a drawing context",
                problem: "Cairo returned no context")
        }
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(pointer)
            throw CairoError(cairo: status, operation: "creating a drawing context")
        }
        self.surface = surface
        self.pointer = pointer
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Checks that everything drawn so far succeeded, on the context and on its surface.
    /// - Throws: ``CairoError`` with Cairo's status for the first failure.
    func checkStatus(_ operation: @autoclosure () -> String) throws(CairoError) {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(cairo: status, operation: operation()) }
        try surface.checkStatus(operation())
    }

    // MARK: State

    /// Runs `body` and then puts back the transform, source, fill rule and the rest of the state.
    func withSavedState<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    /// Replaces the transform from user space (where paths are given) to the surface's pixels.
    func setTransform(_ transform: Transform) {
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_set_matrix(pointer, &matrix)
    }

    /// Applies `transform` to user space before the current transform.
    func concatenate(_ transform: Transform) {
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(pointer, &matrix)
    }

    /// Paints and fills with a flat colour (straight alpha, as ``Color`` holds it).
    func setSource(_ color: Color) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    /// Paints and fills with a surface's pixels, its origin at `origin` in user space.
    func setSource(_ surface: Surface, at origin: Point = .zero) {
        cairo_set_source_surface(pointer, surface.pointer, origin.x, origin.y)
    }

    /// Sets how drawing combines with the surface.
    func setOperator(_ op: Operator) {
        switch op {
        case .over: cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
        case .source: cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
        }
    }

    /// Sets how edges are smoothed.
    func setAntialias(_ antialias: Antialias) {
        switch antialias {
        case .none: cairo_set_antialias(pointer, CAIRO_ANTIALIAS_NONE)
        case .automatic: cairo_set_antialias(pointer, CAIRO_ANTIALIAS_DEFAULT)
        case .good: cairo_set_antialias(pointer, CAIRO_ANTIALIAS_GOOD)
        case .best: cairo_set_antialias(pointer, CAIRO_ANTIALIAS_BEST)
        }
    }

    // MARK: Paths

    /// Forgets the current path.
    func newPath() {
        cairo_new_path(pointer)
    }

    /// Ends the current subpath without closing it, so that the next piece starts on its own.
    func newSubpath() {
        cairo_new_sub_path(pointer)
    }

    /// Starts a subpath at `point`.
    func move(to point: Point) {
        cairo_move_to(pointer, point.x, point.y)
    }

    /// Adds a straight line to `point`.
    func line(to point: Point) {
        cairo_line_to(pointer, point.x, point.y)
    }

    /// Adds a cubic Bézier curve to `point`.
    func curve(to point: Point, control1: Point, control2: Point) {
        cairo_curve_to(pointer, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
    }

    /// Adds a circular arc from angle `start` to `end` (radians, turning from +x towards +y:
    /// clockwise on a y-down surface), with a line to its start when a subpath is open.
    func arc(center: Point, radius: Double, from start: Double, to end: Double) {
        cairo_arc(pointer, center.x, center.y, radius, start, end)
    }

    /// Closes the current subpath with a line back to its start.
    func closePath() {
        cairo_close_path(pointer)
    }

    // MARK: Drawing

    /// Fills the current path with the source and then forgets the path.
    func fill(rule: FillRule) {
        switch rule {
        case .nonZero: cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
        case .evenOdd: cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_fill(pointer)
    }

    /// Paints the source over the whole surface (within the clip).
    func paint() {
        cairo_paint(pointer)
    }
}
