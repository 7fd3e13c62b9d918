import Dispatch
import Foundation

/// SIGINT (Ctrl-C) and SIGTERM, caught while it lives: the first of either runs `stop`, on a
/// queue of its own, in place of ending the process at once, so that a server can finish what it
/// is writing.
final class StopSignals {
    private let sources: [any DispatchSourceSignal]
    private let once: StopOnce

    init(_ stop: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "scribble.stop-signals")
        let once = StopOnce(stop)
        self.once = once
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

    /// Waits until the `stop` a signal began has returned, so that the process does not end
    /// while it is still at work; returns at once if no signal came.
    func waitUntilHandled() {
        once.waitUntilDone()
    }
}

private final class StopOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var stop: (@Sendable () -> Void)?
    private let running = DispatchGroup()

    init(_ stop: @escaping @Sendable () -> Void) { self.stop = stop }

    func run() {
        let taken = lock.withLock { () -> (@Sendable () -> Void)? in
            guard let stop else { return nil }
            self.stop = nil
            running.enter()
            return stop
        }
        guard let taken else { return }
        taken()
        running.leave()
    }

    func waitUntilDone() {
        running.wait()
    }
}
