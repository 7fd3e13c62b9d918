import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

/// Fuzzes the event recording reader (`*.events.json`), the recorder behind it under every
/// policy, and the writer: a recording that reads must write back to the same recording.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEventJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let recording = try? EventRecording(decoding: UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    for policy in InputPolicy.allCases {
        expectFinite(recording.recorded(policy: policy).drawing, from: "the recorder under \(policy)")
    }
    let written = recording.encoded()
    do {
        let reread = try EventRecording(decoding: written)
        if reread != recording { fatalError("a recording read back different after writing it") }
    } catch {
        fatalError("a recording that was read could not be read back after writing it: \(error)")
    }
    return 0
}
