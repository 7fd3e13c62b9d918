import Foundation
import ScribbleHTTP
import Testing

@testable import ScribbleServer

#if canImport(Glibc)
    import Glibc
#endif

/// The sessions' files are written on threads that give way to the server's own: each runs at a
/// nice value of at least 10 while the thread that gave the jobs keeps its own, every job given
/// runs, and jobs given together run side by side.
@Suite struct SaveThreadsTests {
    /// A box for what the jobs saw, filled on the save threads.
    final class Seen: @unchecked Sendable {
        let lock = NSCondition()
        var niceValues: [Int32] = []
        var running = 0, mostRunning = 0
    }

    @Test func jobsRunOnThreadsThatGiveWay() {
        errno = 0
        let ownNice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let threads = SaveThreads(count: 3)
        let seen = Seen()
        let jobs = 12
        for _ in 0..<jobs {
            threads.run {
                seen.lock.withLock {
                    seen.running += 1
                    seen.mostRunning = max(seen.mostRunning, seen.running)
                }
                errno = 0
                let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
                // Long enough for the other threads to take jobs meanwhile.
                usleep(20_000)
                seen.lock.withLock {
                    seen.running -= 1
                    seen.niceValues.append(nice)
                    seen.lock.broadcast()
                }
            }
        }
        seen.lock.lock()
        let deadline = Date().addingTimeInterval(30)
        while seen.niceValues.count < jobs, seen.lock.wait(until: deadline) {}
        seen.lock.unlock()
        #expect(seen.niceValues.count == jobs)
        #expect(seen.niceValues.allSatisfy { $0 >= SaveThreads.niceness }, "nice values \(seen.niceValues)")
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == ownNice, "the caller's priority changed")
        #expect(seen.mostRunning > 1, "the threads took the jobs one at a time")
    }
}
