import Foundation
import ScribbleSyntax

/// How many records a Quick, Draw! file holds, counted before it is streamed so that the records'
/// numbers can be padded to one width: a quick pass over its bytes, in flat memory, that parses
/// nothing.
enum RecordCount {
    /// The lines of a file (the last one counted without its line break); `nil` when it cannot
    /// be read.
    static func lines(in path: String) -> Int? {
        var lines = 0
        var last: UInt8 = 0x0A
        let read = forEachChunk(of: path) { chunk in
            for byte in chunk where byte == 0x0A { lines += 1 }
            if let end = chunk.last { last = end }
        }
        guard read else { return nil }
        return lines + (last == 0x0A ? 0 : 1)
    }

    /// The elements of the JSON array a file holds: the commas between values at its top level,
    /// strings skipped, and one more when it holds any value; `nil` when it cannot be read.
    static func arrayElements(in path: String) -> Int? {
        var depth = 0
        var strings = JSONStringSkipper()
        var commas = 0
        var anyValue = false
        let read = forEachChunk(of: path) { chunk in
            for byte in chunk where !strings.skips(byte) {
                switch byte {
                case UInt8(ascii: "\""):
                    if depth == 1 { anyValue = true }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if depth == 1 { anyValue = true }
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 1 { commas += 1 }
                case 0x20, 0x09, 0x0A, 0x0D:
                    break
                default:
                    if depth == 1 { anyValue = true }
                }
            }
        }
        guard read else { return nil }
        return anyValue ? commas + 1 : 0
    }

    /// Calls `body` with each chunk of a file's bytes; `false` when it cannot be opened or read.
    private static func forEachChunk(of path: String, _ body: (ArraySlice<UInt8>) -> Void) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 }
            body(chunk[0..<count])
        }
    }
}
