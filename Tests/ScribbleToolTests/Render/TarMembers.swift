import Foundation

/// The members of a ustar archive, read back by the tests: names and contents in order.
enum TarMembers {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// Every member of `bytes`, checking each header's checksum and that the archive ends with
    /// its two empty blocks and nothing after them.
    static func read(_ bytes: [UInt8]) throws -> [(name: String, contents: [UInt8])] {
        var members: [(String, [UInt8])] = []
        var offset = 0
        while true {
            guard offset + 512 <= bytes.count else { throw Malformed(description: "cut short at \(offset)") }
            let header = Array(bytes[offset..<offset + 512])
            if header.allSatisfy({ $0 == 0 }) {
                guard offset + 1024 == bytes.count, bytes[offset...].allSatisfy({ $0 == 0 }) else {
                    throw Malformed(description: "the end at \(offset) is not two empty blocks closing the file")
                }
                return members
            }
            var summed = header
            summed.replaceSubrange(148..<156, with: [UInt8](repeating: 32, count: 8))
            guard Int(field(header, 148, 8), radix: 8) == summed.reduce(0, { $0 + Int($1) }) else {
                throw Malformed(description: "bad checksum at \(offset)")
            }
            guard let size = Int(field(header, 124, 12), radix: 8) else {
                throw Malformed(description: "bad size at \(offset)")
            }
            let start = offset + 512
            guard start + size <= bytes.count else { throw Malformed(description: "member at \(offset) cut short") }
            members.append((field(header, 0, 100), Array(bytes[start..<start + size])))
            offset = start + (size + 511) / 512 * 512
        }
    }

    private static func field(_ header: [UInt8], _ start: Int, _ length: Int) -> String {
        let slice = header[start..<start + length]
        let end = slice.firstIndex(of: 0) ?? slice.endIndex
        return String(decoding: slice[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
