/// A fuzzer's bytes read as the choices a case is made of; past the end every byte reads as 0,
/// so that any input, however short, makes a whole case.
struct FuzzByteReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// Eight bytes, big-endian.
    mutating func word() -> UInt64 {
        (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
    }

    mutating func pick<Choice>(_ choices: [Choice]) -> Choice {
        choices[Int(byte()) % choices.count]
    }
}
