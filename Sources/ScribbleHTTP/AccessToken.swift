#if canImport(Glibc)
    import Glibc
#endif

/// The secret a client must show on every request: 128 random bits as 32 hexadecimal digits,
/// as Jupyter puts one in the address it prints.
public struct AccessToken: Hashable, Sendable, CustomStringConvertible {
    /// The token as it appears in the address: 32 lowercase hexadecimal digits.
    public let text: String

    /// The number of random bytes in a token.
    public static let byteCount = 16

    /// A token from `text`, which must be at least 32 hexadecimal digits (a token that can be
    /// guessed protects nothing).
    /// - Throws: ``ServerError`` for a shorter token or one with other characters.
    public init(_ text: String) throws(ServerError) {
        let isHex = text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) || (65...70).contains($0) }
        guard text.utf8.count >= 2 * Self.byteCount, isHex else {
            throw ServerError("an access token is at least \(2 * Self.byteCount) hexadecimal digits")
        }
        self.text = text.lowercased()
    }

    /// A new token of 128 bits from the system's random source (`/dev/urandom`).
    /// - Throws: ``ServerError`` when the random source cannot be read.
    public static func random() throws(ServerError) -> AccessToken {
        var bytes = [UInt8](repeating: 0, count: byteCount)
        guard let source = fopen("/dev/urandom", "rb") else {
            throw ServerError("cannot open /dev/urandom to make an access token")
        }
        defer { fclose(source) }
        let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, byteCount, source) }
        guard read == byteCount else { throw ServerError("cannot read /dev/urandom to make an access token") }
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return AccessToken(checkedText: String(decoding: text, as: UTF8.self))
    }

    private init(checkedText: String) {
        text = checkedText
    }

    /// Whether `candidate` is this token, in a time that depends on the lengths only, never on
    /// how many leading characters agree (so the token cannot be found a character at a time).
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let expected = Array(text.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    public var description: String { text }
}
