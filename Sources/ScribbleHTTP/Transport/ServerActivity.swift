import Foundation

/// How many requests and WebSocket connections a server has open, kept by the service thread
/// and read by the thread that stops the server, to wait until they are done.
final class ServerActivity: @unchecked Sendable {
    private let lock = NSLock()
    private var requests = 0
    private var sockets = 0

    func update(requests: Int, sockets: Int) {
        lock.withLock {
            self.requests = requests
            self.sockets = sockets
        }
    }

    /// Whether nothing is open any more.
    var isIdle: Bool { lock.withLock { requests == 0 && sockets == 0 } }
}
