/// 32-bit pixels as Cairo keeps them in memory, lent to the PNG writer for the length of one call:
/// each pixel a native-endian `UInt32` with alpha, red, green and blue from the high byte down,
/// colour premultiplied by alpha. Never store it or a pointer taken from it.
package struct PremultipliedARGBPixels {
    /// The whole buffer, `bytesPerRow × height` bytes.
    package let bytes: UnsafeRawBufferPointer
    package let width: Int
    package let height: Int
    /// The distance from one row to the next; at least `4 × width`.
    package let bytesPerRow: Int

    /// Pixels of an image `width` by `height` whose rows start `bytesPerRow` bytes apart in `bytes`.
    package init(bytes: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }
}
