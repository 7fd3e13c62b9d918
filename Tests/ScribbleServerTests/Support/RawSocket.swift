import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection to 127.0.0.1 made with the system's sockets, so that a test sends exactly
/// the bytes it means to (a path with `..` in it, a wrong `Host`), which no HTTP client library
/// would let through unchanged.
final class RawSocket {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    /// Bytes read and not yet taken.
    private var buffer: [UInt8] = []

    init(port: Int, timeout: Double = 5) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to port \(port)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends every byte, or as many as the server takes before it closes.
    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Reads more bytes into the buffer; `false` at the end of the stream or on a time-out.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer += chunk[0..<count]
        return true
    }

    /// Exactly `count` bytes.
    func read(count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard fill() else {
                throw Failure(description: "the connection ended after \(buffer.count) of \(count) bytes")
            }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer[0..<count])
    }

    /// The bytes up to and including `marker`.
    func read(through marker: [UInt8]) throws -> [UInt8] {
        while true {
            if let end = Self.find(marker, in: buffer) {
                defer { buffer.removeFirst(end) }
                return Array(buffer[0..<end])
            }
            guard fill() else { throw Failure(description: "the connection ended before the end of the headers") }
        }
    }

    /// Everything until the server closes.
    func readToEnd() -> [UInt8] {
        while fill() {}
        defer { buffer = [] }
        return buffer
    }

    private static func find(_ marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start..<(start + marker.count)].elementsEqual(marker)
        {
            return start + marker.count
        }
        return nil
    }
}
