import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The threads that write the drawing sessions' files, given way to by the server's own thread:
/// under load the ink a page is waiting for is made first, and the writes to disk take the time
/// left over.
///
/// Each thread lowers its own scheduling priority once, as it starts, to a nice value of
/// ``niceness`` (on Linux a nice value belongs to each thread). Threads of their own, since a
/// thread shared with other work could not be raised again afterwards: a process without
/// privileges may lower a priority but not raise it. Several, so that a file waiting for its flush
/// to disk does not hold up the other pages' saves. A job runs on whichever thread is free; a
/// ``RecordingSaver`` gives one job at a time for its session, so each session's writes stay in
/// order.
final class SaveThreads: @unchecked Sendable {
    /// The threads the server's sessions save on, started at the first save.
    static let shared = SaveThreads(count: 4)
    /// The nice value the threads take: background work, as `nice` gives by default.
    static let niceness: Int32 = 10

    private let condition = NSCondition()
    /// The jobs not yet taken, oldest first.
    private var jobs: [@Sendable () -> Void] = []

    /// Starts `count` threads, which wait for jobs for as long as the process runs.
    init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [self] in run() }
            thread.name = "scribble.save.\(index)"
            thread.start()
        }
    }

    /// Runs `job` on the next thread free.
    func run(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        // A thread that stays at its priority (a system that refuses) still writes, only less politely.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
