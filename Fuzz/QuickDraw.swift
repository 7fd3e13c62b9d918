import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes the Quick, Draw! reader, NDJSON and JSON arrays, record by record to the end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuickDraw(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let reader = QuickDrawReader(bytes: UnsafeBufferPointer(start: data, count: size))
    for case .success(let record) in reader {
        expectFinite(record.drawing, from: "the Quick, Draw! reader")
    }
    return 0
}
