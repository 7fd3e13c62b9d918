import ScribbleKit

/// Fuzzes edits with history: a small drawing and a session of edits, erasures, undos and redos
/// read from the bytes (see `EditFuzzInput`). Nothing may crash, no number may stop being finite,
/// every undo and redo must give back its state bit for bit, and so must undoing everything.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEditHistory(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = EditFuzzInput(UnsafeBufferPointer(start: data, count: size)).run() {
        fatalError(problem)
    }
    return 0
}
