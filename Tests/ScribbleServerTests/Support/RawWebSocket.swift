import Foundation

/// A WebSocket client over a ``RawSocket``: the opening handshake, masked text frames out and
/// frames in, as RFC 6455 has them.
final class RawWebSocket {
    struct Frame {
        var opcode: UInt8
        var payload: [UInt8]
        var text: String { String(decoding: payload, as: UTF8.self) }
        /// For a close frame: its code.
        var closeCode: Int? { opcode == 8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil }
    }

    /// The handshake was answered with something other than 101.
    struct Refused: Error {
        var response: RawHTTP.Response
    }

    private let socket: RawSocket

    /// Opens `target` (path and query), sending `origin` as the page's origin (none for `nil`).
    /// - Throws: ``Refused`` with the server's response when it does not switch protocols.
    init(port: Int, target: String, origin: String?, headers: [(String, String)] = []) throws {
        socket = try RawSocket(port: port)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        var head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        head += "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { head += "Origin: \(origin)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        socket.write(Array((head + "\r\n").utf8))
        let responseHead = try socket.read(through: Array("\r\n\r\n".utf8))
        var response = try RawHTTP.parse(responseHead)
        guard response.status == 101 else {
            if let length = response.headers["content-length"].flatMap(Int.init) {
                response.body = try socket.read(count: length)
            }
            throw Refused(response: response)
        }
    }

    /// Sends a text message, masked as a client must.
    func send(_ text: String) {
        send(opcode: 1, Array(text.utf8))
    }

    func send(opcode: UInt8, _ payload: [UInt8]) {
        var frame: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        socket.write(frame)
    }

    /// The next frame from the server (pings included).
    func receive() throws -> Frame {
        let head = try socket.read(count: 2)
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            let bytes = try socket.read(count: 2)
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            length = try socket.read(count: 8).reduce(0) { $0 << 8 | Int($1) }
        }
        return Frame(opcode: head[0] & 0x0F, payload: try socket.read(count: length))
    }

    /// The next text message, as JSON.
    func receiveJSON() throws -> [String: Any] {
        let frame = try receive()
        guard frame.opcode == 1,
            let object = try JSONSerialization.jsonObject(with: Data(frame.payload)) as? [String: Any]
        else {
            throw RawSocket.Failure(description: "expected a text message, got opcode \(frame.opcode): \(frame.text)")
        }
        return object
    }

    /// Reads text messages until one of `type` comes (or an `error`), skipping the others (the
    /// ink of strokes, the drawing sent after `hello`).
    func receiveJSON(type: String) throws -> [String: Any] {
        while true {
            let message = try receiveJSON()
            if message["type"] as? String == type || message["type"] as? String == "error" { return message }
        }
    }

    /// Starts the closing handshake and waits for the server's close frame.
    func close() throws -> Frame {
        send(opcode: 8, [0x03, 0xE8])
        while true {
            let frame = try receive()
            if frame.opcode == 8 { return frame }
        }
    }
}
