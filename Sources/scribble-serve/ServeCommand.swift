import Foundation
import ScribbleCardsServer
import ScribbleHTTP
import ScribbleServer
import ScribbleTool

/// What `scribble serve` does: the drawing app's routes and pages and the cards app's routes,
/// wired into one local server over the store; nothing else is decided here.
enum ServeCommand {
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "serve takes no INPUT, got \"\(arguments.positionals[0])\"")
        }
        var configuration = ServerConfiguration()
        configuration.host = arguments.value("--host") ?? configuration.host
        if let port = try arguments.number("--port", in: 0...65535) {
            guard port == port.rounded() else {
                throw UsageError(message: "--port expects a whole number, got \(port)")
            }
            configuration.port = Int(port)
        }
        let store = try CardCommand.store(arguments)
        // A photo dropped on a card is one request's body.
        configuration.limits.maximumBodyBytes = max(configuration.limits.maximumBodyBytes, store.limits.imageFileBytes)
        configuration.pagesFolder = try PagesFolder.bundled()
        configuration.onRefusal = { refused in Console.note("scribble serve: \(refused)") }
        let drawings = RecordingFolder(store: store.folder)
        var router = CanvasRoutes.router(store: store.folder)
        ExportRoutes.add(to: &router, folder: drawings)
        ServeCards.add(to: &router, store: store, drawings: drawings)
        let server = try LocalServer(configuration: configuration, router: router)
        try server.start()
        if !configuration.isLoopback {
            Console.warning(
                "listening on \(configuration.host), which other machines may reach; anyone with the address and its token can draw and read the recordings"
            )
        }
        if HostAddresses.isWildcard(configuration.host), server.addresses.count == 1 {
            Console.warning(
                "listening on \(configuration.host), but this machine has no address but its loopback one, so only this machine can open it"
            )
        }
        let stopping = StopSignals { server.stop() }
        // The first line is the address to open here; a server on every address of the machine
        // adds one line for each address other machines open it at.
        for address in server.addresses { Console.output(address) }
        Console.note("serving the drawing page; drawings and recordings go to \(drawings.path); Ctrl-C stops")
        if arguments.has("--open") { openInBrowser(server.address) }
        server.waitUntilStopped()
        stopping.waitUntilHandled()
        return .success
    }

    /// Opens `address` with `xdg-open`, if the desktop has it; the address is printed either way.
    private static func openInBrowser(_ address: String) {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard
            let opener = folders.map({ "\($0)/xdg-open" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            Console.warning("--open: there is no xdg-open here; open the address above in a browser")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Console.warning(
                "--open: xdg-open could not be started (\(error.localizedDescription)); open the address above in a browser"
            )
        }
    }
}
