import ScribbleTool

#if canImport(Glibc)
    import Glibc
#endif

// `scribble serve` runs this executable in its own place with the command's options: the server
// and its HTTP library are kept out of `scribble`, which so starts without loading them.
exit(Tool.run(["serve"] + CommandLine.arguments.dropFirst(), commands: [.serve(run: ServeCommand.run)]).rawValue)
