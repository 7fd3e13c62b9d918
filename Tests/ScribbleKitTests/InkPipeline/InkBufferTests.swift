import Testing

@testable import ScribbleKit

@Suite struct InkBufferTests {
    @Test func conditionalAppendKeepsOnlyWhatItIsTold() {
        let buffer = InkBuffer<Int>(capacity: 16)
        // More than the capacity, so that the buffer grows while it writes past its last element.
        for value in 0..<100 { buffer.append(value, if: value % 3 == 0) }
        #expect(buffer.array == Array(stride(from: 0, to: 100, by: 3)))
        buffer.append(1_000, if: false)
        #expect(buffer.count == 34)
        #expect(buffer.last == 99)
        buffer.append(1_001, if: true)
        #expect(buffer.last == 1_001)
        #expect(buffer.count == 35)
    }
}
