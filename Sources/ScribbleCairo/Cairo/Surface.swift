internal import CCairo

/// A Cairo surface: something a ``Context`` draws on. Owns its `cairo_surface_t` and destroys it
/// when it goes away.
///
/// Image surfaces (``ImageSurface``) are the only kind so far; SVG and PDF surfaces will be
/// subclasses that also keep the ``ByteSink`` their stream writes into alive for as long as the
/// surface lives.
class Surface {
    /// The `cairo_surface_t`. Never escapes this module, and never outlives `self`.
    let pointer: OpaquePointer

    /// Takes ownership of a surface that Cairo returned, checking that it was created.
    ///
    /// Cairo never returns `NULL` from its constructors; a failure comes back as an inert surface
    /// with an error status, which this destroys before throwing.
    /// - Throws: ``CairoError`` with Cairo's status when the surface is in error.
    init(taking pointer: OpaquePointer?, operation: String) throws(CairoError) {
        guard let pointer else {
            throw CairoError(.cairo(status: "no surface"), operation: operation, problem: "Cairo returned no surface")
        }
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw CairoError(cairo: status, operation: operation)
        }
        self.pointer = pointer
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Completes any pending drawing, so that the surface's memory or stream is up to date.
    func flush() {
        cairo_surface_flush(pointer)
    }

    /// Checks that nothing has gone wrong with the surface.
    /// - Throws: ``CairoError`` with Cairo's status when the surface is in error.
    func checkStatus(_ operation: @autoclosure () -> String) throws(CairoError) {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(cairo: status, operation: operation()) }
    }
}

extension CairoError {
    /// An error for a status Cairo reported, with Cairo's own words for it.
    init(cairo status: cairo_status_t, operation: String) {
        let text =
            cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown Cairo status \(status.rawValue)"
        self.init(.cairo(status: text), operation: operation, problem: text)
    }
}
