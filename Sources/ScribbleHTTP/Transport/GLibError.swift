internal import CSoup

/// The message of a `GError` that a GLib call filled in, and the error freed.
enum GLibError {
    /// Calls `body` with a place for a `GError`; returns its message when it set one.
    static func capturing(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Void) -> String? {
        var error: UnsafeMutablePointer<GError>?
        body(&error)
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown GLib error"
    }
}
