import Foundation

/// HTTP/1.1 requests written by hand over a ``RawSocket``, and their responses taken apart.
enum RawHTTP {
    struct Response {
        var status: Int
        /// By lowercase name.
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends one request (with `Connection: close`) and reads the whole response.
    /// - Parameters:
    ///   - host: The `Host` header; `nil` for the server's own address.
    ///   - headers: More headers, as `("Origin", "http://…")`.
    ///   - body: The body; `declaredLength` claims another length (to test the limit without
    ///     sending megabytes).
    static func request(
        port: Int, method: String = "GET", target: String, host: String? = nil, headers: [(String, String)] = [],
        body: [UInt8] = [], declaredLength: Int? = nil
    ) throws -> Response {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || declaredLength != nil { head += "Content-Length: \(declaredLength ?? body.count)\r\n" }
        head += "\r\n"
        let socket = try RawSocket(port: port)
        socket.write(Array(head.utf8) + body)
        return try parse(socket.readToEnd())
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator = Array("\r\n\r\n".utf8)
        guard
            let end = (0...max(0, bytes.count - 4)).first(where: {
                bytes.count >= $0 + 4 && Array(bytes[$0..<($0 + 4)]) == separator
            })
        else {
            throw RawSocket.Failure(description: "no HTTP response in \(bytes.count) bytes")
        }
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw RawSocket.Failure(description: "bad status line \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }
}
