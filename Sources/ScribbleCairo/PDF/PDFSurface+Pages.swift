internal import CCairo

extension PDFSurface {
    /// Sets the size of the page drawn next, in points; must come before anything is drawn on it.
    func setPageSize(width: Double, height: Double) {
        cairo_pdf_surface_set_size(pointer, width, height)
    }
}

extension Context {
    /// Ends the page: emits everything drawn since the last page and starts an empty one.
    func showPage() {
        cairo_show_page(pointer)
    }
}
