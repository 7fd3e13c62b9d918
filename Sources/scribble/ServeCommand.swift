import Foundation
import Scribble
import ScribbleServer

extension Command {
    /// `scribble serve`: the drawing page, served to this machine's browser.
    static let serve = Command(
        name: "serve",
        summary: "Serve the drawing page to a browser on this machine; what is drawn is saved in the store.",
        usage: "[--store DIR] [--host 127.0.0.1] [--port N] [--open]",
        discussion: """
            Starts an HTTP and WebSocket server and prints one line: the address to open, with a
            random access token in it, as Jupyter does. Every request must carry the token (the
            page keeps it in a cookie), come to the printed address (its Host) and, from a page,
            from the server's own (its Origin). The page sends every pointer sample (pen, touch,
            mouse) over its WebSocket; the server inks it with Scribble's engine under the page's
            input policy and sends each stroke's outline back for the page to fill, so the page
            shows what render makes. Every finished stroke is saved at once in the store's
            recordings folder: the drawing (ID.drawing.json) beside its recording
            (ID.events.json); the page's address names the drawing, so a reload continues it. Ctrl-C or SIGTERM stops the server, closing
            every session and saving what it holds. It listens on 127.0.0.1 unless --host says
            otherwise (and then it warns: anyone who can reach the address and has the token can
            draw); as requests must come to the address served, give the one that browsers will
            open. Port 0, the default, picks a free port.
            """,
        options: [
            CardCommand.storeOption,
            OptionSpec(name: "--host", value: "ADDRESS", help: "The IP address to listen on (default 127.0.0.1, this machine only)."),
            OptionSpec(name: "--port", value: "N", help: "The port to listen on (default 0: a free one, printed)."),
            OptionSpec(name: "--open", help: "Open the address in the desktop's browser (xdg-open)."),
        ],
        run: ServeCommand.run)
}

/// What `scribble serve` does.
enum ServeCommand {
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "serve takes no INPUT, got \"\(arguments.positionals[0])\"")
        }
        var configuration = ServerConfiguration()
        configuration.host = arguments.value("--host") ?? configuration.host
        if let port = try arguments.number("--port", in: 0...65535) {
            guard port == port.rounded() else { throw UsageError(message: "--port expects a whole number, got \(port)") }
            configuration.port = Int(port)
        }
        let store = try CardCommand.store(arguments)
        // A photo dropped on a card is one request's body.
        configuration.limits.maximumBodyBytes = max(configuration.limits.maximumBodyBytes, store.limits.imageFileBytes)
        var router = CanvasRoutes.router(store: store.folder)
        ServeExport.add(to: &router, folder: RecordingFolder(store: store.folder))
        ServeCards.add(to: &router, store: store, drawings: RecordingFolder(store: store.folder))
        let server = try LocalServer(configuration: configuration, router: router)
        try server.start()
        if !configuration.isLoopback {
            Console.warning("listening on \(configuration.host), which other machines may reach; anyone with the address and its token can draw and read the recordings")
        }
        let stopping = StopSignals { server.stop() }
        Console.output(server.address)
        Console.note("serving the drawing page; drawings and recordings go to \(RecordingFolder(store: store.folder).path); Ctrl-C stops")
        if arguments.has("--open") { openInBrowser(server.address) }
        server.waitUntilStopped()
        stopping.waitUntilHandled()
        return .success
    }

    /// Opens `address` with `xdg-open`, if the desktop has it; the address is printed either way.
    private static func openInBrowser(_ address: String) {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard let opener = folders.map({ "\($0)/xdg-open" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
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
            Console.warning("--open: xdg-open could not be started (\(error.localizedDescription)); open the address above in a browser")
        }
    }
}
