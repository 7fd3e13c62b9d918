import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes the drawing reader (`*.drawing.json`) and the writer: a drawing that reads must write
/// back, in both point forms, to the same drawing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDrawingJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let drawing = try? Drawing(decodingJSON: UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    expectFinite(drawing, from: "the drawing reader")
    for compactPoints in [false, true] {
        let written = drawing.jsonEncoded(compactPoints: compactPoints)
        do {
            let reread = try Drawing(decodingJSON: written)
            if reread != drawing {
                fatalError("a drawing read back different after writing it (compact: \(compactPoints))")
            }
        } catch {
            fatalError("a drawing that was read could not be read back after writing it: \(error)")
        }
    }
    return 0
}
