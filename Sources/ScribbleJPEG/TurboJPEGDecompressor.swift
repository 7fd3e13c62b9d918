internal import CTurboJPEG

/// libjpeg-turbo's decompressor: the one owner of a TurboJPEG handle, which it frees when it goes.
/// Every call's status is checked and turned into a ``JPEGError`` with libjpeg-turbo's message.
final class TurboJPEGDecompressor {
    private let handle: tjhandle

    init() throws(JPEGError) {
        guard let handle = tjInitDecompress() else {
            throw JPEGError(.unavailable, "libjpeg-turbo could not start a decompressor")
        }
        self.handle = handle
    }

    deinit {
        tjDestroy(handle)
    }

    /// The image's size and colour space from its header, without decoding it.
    func header(of bytes: [UInt8]) throws(JPEGError) -> (width: Int32, height: Int32, colorspace: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(
                handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0 else { throw failure("reading its header") }
        guard width > 0, height > 0 else {
            throw JPEGError(
                .unreadable, "libjpeg-turbo failed reading its header: it gives a size of \(width)×\(height) pixels")
        }
        return (width, height, colorspace)
    }

    /// Decodes the whole image into 8-bit red, green, blue and alpha (opaque) pixels, row by row;
    /// a CMYK or YCCK photo (`colorspace` from ``header(of:)``) through its inks (``CMYKPixels``).
    /// A warning (a truncated or slightly damaged file) is an error: nothing half-decoded is kept.
    func rgba(_ bytes: [UInt8], width: Int32, height: Int32, colorspace: Int32) throws(JPEGError) -> [UInt8] {
        let inks = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let count = Int(width) * Int(height) * 4
        var pixels = [UInt8](repeating: 0, count: count)
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        let format = inks ? TJPF_CMYK : TJPF_RGBA
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress, width, width * 4, height,
                    Int32(format.rawValue), flags)
            }
        }
        guard status == 0 else { throw failure("decoding it") }
        return inks ? CMYKPixels.rgba(fromCMYK: pixels, inverted: CMYKPixels.hasAdobeMarker(bytes)) : pixels
    }

    private func failure(_ doing: String) -> JPEGError {
        let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
        return JPEGError(.unreadable, "libjpeg-turbo failed \(doing): \(message)")
    }
}
