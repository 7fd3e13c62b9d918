// scribble-bench: times the stages inside Scribble for tools/bench. Each stage prints one line
// of JSON with the median of its repetitions, so the script can set it beside the same stage in
// a peer. Not a user-facing tool.
#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
// Prediction measures many files into one table rather than timing one file.
if arguments.first == "prediction" { exit(PredictionStage.run(Array(arguments.dropFirst()))) }
guard let stageName = arguments.first, let stage = BenchStage.all[stageName] else {
    let names = BenchStage.all.keys.sorted().joined(separator: "|")
    FileDescriptorOutput.standardError.write(
        "usage: scribble-bench \(names) FILE [REPETITIONS]\n       scribble-bench prediction [--set NAME=VALUE]… FILE…\n"
    )
    exit(2)
}
do {
    let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
    let file = arguments.count > 1 ? arguments[1] : ""
    let figures = try stage(file, max(1, repetitions))
    FileDescriptorOutput.standardOutput.write(BenchStage.json(figures) + "\n")
} catch {
    FileDescriptorOutput.standardError.write("scribble-bench: \(error)\n")
    exit(1)
}
