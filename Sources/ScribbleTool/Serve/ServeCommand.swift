import Foundation

extension Command {
    /// `scribble serve`: the drawing page, served to this machine's browser, by `run` (in
    /// `scribble`, ``ServeLauncher/run(_:)``, which hands the command line to `scribble-serve`).
    package static func serve(run: @escaping @Sendable (ParsedArguments) throws -> ExitStatus) -> Command {
        Command(
            name: "serve",
            summary: "Serve the drawing page to a browser on this machine; what is drawn is saved in the store.",
            usage: "[--store DIR] [--host 127.0.0.1] [--port N] [--open]",
            discussion: """
                Starts an HTTP and WebSocket server and prints the address to open, with a random
                access token in it, as Jupyter does (with --host 0.0.0.0 or ::, this machine's first,
                then a line for each of the machine's own addresses, which other machines open).
                A refused request is logged on standard error, and a browser without the token is
                shown how to open the address. Every request must carry the token (the
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
                OptionSpec(
                    name: "--host", value: "ADDRESS",
                    help: "The IP address to listen on (default 127.0.0.1, this machine only)."),
                OptionSpec(name: "--port", value: "N", help: "The port to listen on (default 0: a free one, printed)."),
                OptionSpec(name: "--open", help: "Open the address in the desktop's browser (xdg-open)."),
            ],
            run: run)
    }
}

/// What `scribble serve` does in `scribble`: it runs `scribble-serve`, the executable beside it
/// that holds the server, in its own place (the same process, so that its id, its output and the
/// signals sent to it stay as they were). The server and its HTTP library live in an executable of
/// their own so that every other command starts without loading them.
enum ServeLauncher {
    /// The server's executable, looked for in the folder `scribble` runs from.
    static let executableName = "scribble-serve"

    /// Replaces this process with `scribble-serve` given the same options; returns only when
    /// that cannot be done.
    /// - Throws: ``ScribbleError`` naming what is missing or what the system refused.
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let server = try serverPath()
        var line = [server]
        for occurrence in arguments.occurrences {
            line.append(occurrence.name)
            if let value = occurrence.value { line.append(value) }
        }
        line += arguments.positionals
        let argv = line.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        execv(server, argv)
        let reason = String(cString: strerror(errno))
        throw LaunchError(message: "serve: cannot start \(server): \(reason)")
    }

    /// Where `scribble-serve` is: beside the running executable.
    private static func serverPath() throws -> String {
        guard let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            throw LaunchError(
                message:
                    "serve: cannot tell where scribble runs from (/proc/self/exe), so cannot find \(executableName) beside it"
            )
        }
        let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(executableName).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw LaunchError(
                message:
                    "serve: the server, \(path), is missing; it is built beside scribble (swift build -c release --product \(executableName))"
            )
        }
        return path
    }

    /// Why the server could not be started.
    struct LaunchError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
