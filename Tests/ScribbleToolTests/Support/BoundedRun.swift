import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of the built `scribble` under a wall-clock limit, with the peak memory it used.
///
/// The tool is started with `posix_spawn` and waited for with `wait4`, which reports the child's
/// own resource use, so the peak memory is this run's alone however many other tests run tools at
/// the same time. A run past its time limit is killed.
struct BoundedRun {
    /// The exit status, or `nil` when the run was killed (for its time or by a signal).
    var status: Int32?
    /// What the tool wrote to standard error.
    var standardError: String
    /// How long it ran.
    var duration: Duration
    /// The most memory it held at once (resident set), in bytes, or `nil` when it cannot be told.
    ///
    /// Linux keeps a process's peak across `exec`, and `posix_spawn` starts the child in this
    /// process's memory, so the figure `wait4` reports is the larger of the tool's own peak and
    /// this test process's peak so far. Only a figure above the latter is the tool's.
    var peakMemory: Int?
    /// Whether it was killed for running past its time limit.
    var timedOut: Bool

    /// The lines of standard error, without the final line break.
    var errorLines: [Substring] {
        guard !standardError.isEmpty else { return [] }
        return Array(
            standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                standardError.hasSuffix("\n") ? 1 : 0))
    }

    /// Whether these tests, and so the tool they start, run under AddressSanitizer, as in
    /// `tools/test`'s sanitizer pass: the tool then keeps shadow memory and a quarantine of freed
    /// blocks, hundreds of megabytes however small its input, and runs a few times slower.
    static let isUnderAddressSanitizer = dlsym(nil, "__asan_init") != nil

    /// How long a run that may take `time` in a plain build is given before it is killed.
    static func allowance(for time: Duration) -> Duration {
        isUnderAddressSanitizer ? time * 5 : time
    }

    /// Runs `scribble ARGUMENTS` with standard input empty and standard output discarded.
    /// - Parameters:
    ///   - arguments: The command line after the program's name.
    ///   - timeLimit: How long it may run before it is killed (longer under a sanitizer, see
    ///     ``allowance(for:)``).
    static func run(_ arguments: [String], timeLimit: Duration) throws -> BoundedRun {
        let scratch = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errorPath = scratch.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let program = ToolRunner.executable.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let limit = allowance(for: timeLimit)
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw ToolFailure(description: "cannot start \(program): \(String(cString: strerror(spawned)))")
        }

        var waitStatus: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let done = wait4(pid, &waitStatus, WNOHANG, &usage)
            if done == pid { break }
            if done < 0, errno != EINTR {
                throw ToolFailure(description: "cannot wait for \(program): \(String(cString: strerror(errno)))")
            }
            if !timedOut, clock.now - start > limit {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let duration = clock.now - start
        // WIFEXITED and WEXITSTATUS, which Swift cannot import as they are macros.
        let exited = waitStatus & 0x7F == 0
        let errorText = String(
            decoding: (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data(), as: UTF8.self)
        return BoundedRun(
            status: exited ? (waitStatus >> 8) & 0xFF : nil, standardError: errorText, duration: duration,
            peakMemory: usage.ru_maxrss > ownPeak() ? Int(usage.ru_maxrss) * 1024 : nil, timedOut: timedOut)
    }

    /// This process's own peak resident set so far, in kilobytes, as `ru_maxrss` counts it.
    private static func ownPeak() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
