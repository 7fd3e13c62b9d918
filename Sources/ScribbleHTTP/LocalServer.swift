import Dispatch
import Foundation

/// An HTTP and WebSocket server for this machine's browser, as Jupyter's is: it serves a folder
/// of pages and the routes of a ``Router``, and lets in only requests that carry its access
/// token and come to its own address from its own pages.
///
/// ```swift
/// var router = Router()
/// router.addWebSocket("/socket") { connection in MySession(connection) }
/// var configuration = ServerConfiguration()
/// configuration.pagesFolder = "/path/to/pages"
/// let server = try LocalServer(configuration: configuration, router: router)
/// try server.start()
/// print(server.address)        // http://127.0.0.1:PORT/?token=…
/// // …
/// server.stop()
/// ```
///
/// HTTP and WebSocket come from libsoup, run on a thread of the server's own; routes' handlers
/// and sessions are called there, one at a time.
public final class LocalServer: @unchecked Sendable {
    /// What the server was made with (the token filled in).
    public let configuration: ServerConfiguration
    /// The token every request must carry.
    public let token: AccessToken
    /// The port the server listens on, known once ``start()`` returns (0 before).
    public var port: Int { state.withLock { boundPort } }

    private let router: Router
    private let pages: StaticPages?
    /// The hosts the server is opened at, the one for this machine first.
    private let hosts: [String]
    /// The hosts whose requests it accepts.
    private let acceptedHosts: [String]
    private let loop = ServiceLoop()
    private let state = NSLock()
    private var boundPort = 0
    private var host: SoupHTTPServer?
    private var isRunning = false

    /// Makes a server; nothing listens until ``start()``.
    /// - Parameters:
    ///   - configuration: Where to listen and what to accept.
    ///   - router: The routes besides the pages.
    /// - Throws: ``ServerError`` when no token can be made.
    public init(configuration: ServerConfiguration = .default, router: Router = Router()) throws(ServerError) {
        var configuration = configuration
        let token: AccessToken
        if let given = configuration.token { token = given } else { token = try AccessToken.random() }
        configuration.token = token
        self.configuration = configuration
        self.token = token
        self.router = router
        pages = configuration.pagesFolder.map { StaticPages(folder: $0) }
        let interfaces = HostAddresses.isWildcard(configuration.host) ? HostAddresses.machineAddresses() : []
        hosts = HostAddresses.reachable(listeningOn: configuration.host, interfaces: interfaces)
        acceptedHosts = RequestGuard.hosts(listeningOn: configuration.host, interfaces: interfaces)
    }

    deinit {
        stop()
    }

    /// The address to open on this machine, with the token: `http://127.0.0.1:PORT/?token=…`.
    public var address: String { addresses[0] }

    /// Every address the server is opened at, with the token, ``address`` first: one for a
    /// server on one address; for one listening on every address of the machine (`0.0.0.0`,
    /// `::`), its loopback address and then each of the machine's own, which other machines open
    /// (see ``HostAddresses``).
    public var addresses: [String] {
        let port = self.port
        return hosts.map { "http://\(HostAddresses.authority($0, port: port))/?token=\(token.text)" }
    }

    /// Starts listening, on the server's own thread. A server starts once.
    /// - Throws: ``ServerError`` when it cannot listen there (the port is taken, the host is not
    ///   an address of this machine).
    public func start() throws(ServerError) {
        guard state.withLock({ host == nil }) else {
            throw ServerError("a server starts once; make a new one to start again")
        }
        let outcome = StartOutcome()
        let done = DispatchSemaphore(value: 0)
        let (loop, router, pages, configuration, token, acceptedHosts) = (
            loop, router, pages, configuration, token, acceptedHosts
        )
        loop.start(name: "scribble-server") {
            defer { done.signal() }
            do throws(ServerError) {
                let host = try SoupHTTPServer(loop: loop, router: router, pages: pages, configuration: configuration)
                let port = try host.listen(
                    host: configuration.host, port: configuration.port, token: token, accepting: acceptedHosts)
                outcome.result = .success((host, port))
                return true
            } catch {
                outcome.result = .failure(error)
                return false
            }
        }
        done.wait()
        switch outcome.result {
        case .success(let (host, port)):
            state.withLock {
                self.host = host
                boundPort = port
                isRunning = true
            }
        case .failure(let error):
            loop.waitUntilFinished()
            throw error
        case nil:
            throw ServerError("the server's thread did not start")
        }
    }

    /// Stops the server: refuses new requests, closes every WebSocket (its session saves what it
    /// holds), waits up to `timeout` seconds for the requests and closes under way, then closes
    /// every connection and the listening socket. Does nothing if the server is not running.
    ///
    /// Called from a route's handler or a session (on the server's thread), it does not wait.
    public func stop(timeout: Double = 2) {
        let host: SoupHTTPServer? = state.withLock {
            guard isRunning else { return nil }
            isRunning = false
            return self.host
        }
        guard let host else { return }
        let loop = loop
        if loop.isCurrent {
            host.beginStopping()
            loop.performWhenIdle {
                host.shutDown()
                loop.quit()
            }
            return
        }
        loop.perform { host.beginStopping() }
        let deadline = Date().addingTimeInterval(timeout)
        while !host.activity.isIdle, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        loop.perform {
            host.shutDown()
            loop.quit()
        }
        loop.waitUntilFinished()
    }

    /// Waits until the server has stopped.
    public func waitUntilStopped() {
        loop.waitUntilFinished()
    }
}

private final class StartOutcome: @unchecked Sendable {
    var result: Result<(SoupHTTPServer, Int), ServerError>?
}
