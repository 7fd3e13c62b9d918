internal import CSoup

/// A `SoupServerMessage` while libsoup hands it to a callback: reading the request and writing
/// the response. It holds no reference; it is only used inside the callback it came to.
struct SoupMessage {
    let pointer: OpaquePointer

    var method: String {
        soup_server_message_get_method(pointer).map { String(cString: $0) } ?? ""
    }

    /// The path of the request, decoded; `nil` before its request line has been read.
    var path: String? {
        guard let uri = soup_server_message_get_uri(pointer), let path = g_uri_get_path(uri) else { return nil }
        return String(cString: path)
    }

    /// The request headers by lowercase name, repeated ones joined by commas.
    var headers: [String: String] {
        let collected = HeaderCollector()
        soup_message_headers_foreach(
            soup_server_message_get_request_headers(pointer),
            { name, value, data in
                guard let name, let value, let data else { return }
                let collector = Unmanaged<HeaderCollector>.fromOpaque(data).takeUnretainedValue()
                let key = String(cString: name).lowercased()
                let text = String(cString: value)
                collector.headers[key] = collector.headers[key].map { $0 + ", " + text } ?? text
            },
            Unmanaged.passUnretained(collected).toOpaque())
        return collected.headers
    }

    /// How the request's body is framed, and its declared length.
    var bodyFraming: (chunked: Bool, length: Int64) {
        let headers = soup_server_message_get_request_headers(pointer)
        let chunked = soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CHUNKED
        return (chunked, Int64(soup_message_headers_get_content_length(headers)))
    }

    /// The body libsoup read (the early check has bounded its size).
    var body: [UInt8] {
        guard let body = soup_server_message_get_request_body(pointer), let bytes = soup_message_body_flatten(body)
        else { return [] }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return [] }
        return [UInt8](UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    /// Has libsoup throw the request's body away as it reads it, rather than keep it.
    func discardBody() {
        if let body = soup_server_message_get_request_body(pointer) { soup_message_body_set_accumulate(body, 0) }
    }

    /// Whether a status is set: once one is, libsoup skips the handlers that would come after.
    var hasStatus: Bool { soup_server_message_get_status(pointer) != 0 }

    /// Adds a response header.
    func addHeader(_ name: String, _ value: String) {
        soup_message_headers_append(soup_server_message_get_response_headers(pointer), name, value)
    }

    /// Sets the status, the headers and the body of the response.
    func respond(_ response: HTTPResponse) {
        soup_server_message_set_status(pointer, guint(clamping: response.status), nil)
        for (name, value) in response.headers { addHeader(name, value) }
        for (name, value) in Self.securityHeaders { addHeader(name, value) }
        response.body.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                soup_server_message_set_response(
                    pointer, response.contentType, SOUP_MEMORY_COPY, characters.baseAddress, gsize(characters.count))
            }
        }
    }

    /// Sent with every response: the token in the address is not passed on to other sites, no
    /// content is guessed at, nothing is cached, the page loads nothing from elsewhere, and only
    /// the server's own pages may frame it (the card editor lays the drawing page over a card).
    static let securityHeaders: [(String, String)] = [
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cache-Control", "no-store"),
        ("X-Frame-Options", "SAMEORIGIN"),
        (
            "Content-Security-Policy",
            "default-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'"
        ),
    ]
}

private final class HeaderCollector {
    var headers: [String: String] = [:]
}

/// The parameters of a query as libsoup decoded them into a hash table (none for `nil`).
enum SoupQuery {
    static func parameters(_ table: OpaquePointer?) -> [String: String] {
        guard let table else { return [:] }
        var parameters: [String: String] = [:]
        var iterator = GHashTableIter()
        g_hash_table_iter_init(&iterator, table)
        var key: gpointer?
        var value: gpointer?
        while g_hash_table_iter_next(&iterator, &key, &value) != 0 {
            guard let key else { continue }
            let name = String(cString: key.assumingMemoryBound(to: CChar.self))
            parameters[name] = value.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
        }
        return parameters
    }

    /// The cookies of a `Cookie` header, parsed by libsoup's parameter-list reader.
    static func cookies(_ header: String?) -> [String: String] {
        guard let header, let table = soup_header_parse_semi_param_list(header) else { return [:] }
        defer { soup_header_free_param_list(table) }
        return parameters(table)
    }
}
