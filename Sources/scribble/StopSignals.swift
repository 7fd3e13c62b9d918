import Dispatch
import Foundation

/// SIGINT (Ctrl-C) and SIGTERM, caught while it lives: the first of either runs `stop`, on a
/// queue of its own, in place of ending the process at once, so that a server can finish what it
/// is writing.
final class StopSignals {
    private let sources: [any DispatchSourceSignal]

    init(_ stop: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "scribble.stop-signals")
        let once = StopOnce(stop)
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { once.run() }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}

private final class StopOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var stop: (@Sendable () -> Void)?

    init(_ stop: @escaping @Sendable () -> Void) { self.stop = stop }

    func run() {
        let stop = lock.withLock { () -> (@Sendable () -> Void)? in
            defer { self.stop = nil }
            return self.stop
        }
        stop?()
    }
}
