import Dispatch
import Foundation

/// A fixed number of workers fed through a bounded queue: the caller hands in jobs one at a time
/// and waits whenever `capacity` of them are queued, so however many jobs a batch has, only
/// `workers + capacity` of them are ever held at once.
///
/// ```swift
/// let pool = WorkerPool<Job>(workers: 4, capacity: 8) { job in render(job) }
/// for job in jobs { pool.submit(job) }     // blocks while the queue is full
/// pool.finish()                            // waits for the last job
/// ```
///
/// Each worker runs on its own thread of a Dispatch queue and takes the next job when it is done
/// with one, so jobs start in the order they were submitted (and may finish in any order).
final class WorkerPool<Job: Sendable>: @unchecked Sendable {
    private let work: @Sendable (Job) -> Void
    private let workers: Int
    /// Counts free places in the queue: `submit` takes one, a worker gives it back.
    private let free: DispatchSemaphore
    /// Counts jobs (and end markers) waiting in the queue.
    private let waiting = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    /// The queue; `nil` tells a worker to stop. Guarded by `lock`.
    private var queue: [Job?] = []
    private var head = 0
    private let group = DispatchGroup()
    private var finished = false

    /// Starts the workers.
    /// - Parameters:
    ///   - workers: How many jobs run at once; at least 1.
    ///   - capacity: How many jobs may wait to be taken; at least 1.
    ///   - work: What a worker does with a job. It runs on the workers' threads, several at once.
    init(workers: Int, capacity: Int, work: @escaping @Sendable (Job) -> Void) {
        self.work = work
        self.workers = max(1, workers)
        free = DispatchSemaphore(value: max(1, capacity))
        // A queue of its own rather than the global one: its threads may wait on the semaphore
        // without starving other work, and each worker gets a thread however many there are.
        let dispatchQueue = DispatchQueue(label: "scribble.workers", attributes: .concurrent)
        for _ in 0..<self.workers {
            dispatchQueue.async(group: group) { [self] in runWorker() }
        }
    }

    /// Queues a job, waiting first while the queue is full.
    func submit(_ job: Job) {
        enqueue(job)
    }

    /// Waits for every job submitted to be done, and stops the workers.
    func finish() {
        guard !finished else { return }
        finished = true
        for _ in 0..<workers { enqueue(nil) }
        group.wait()
    }

    private func enqueue(_ job: Job?) {
        free.wait()
        lock.lock()
        queue.append(job)
        lock.unlock()
        waiting.signal()
    }

    private func dequeue() -> Job? {
        waiting.wait()
        lock.lock()
        let job = queue[head]
        head += 1
        // Drop the taken jobs now and then, so the array does not grow with the batch.
        if head >= 64, head * 2 >= queue.count {
            queue.removeFirst(head)
            head = 0
        }
        lock.unlock()
        free.signal()
        return job
    }

    private func runWorker() {
        while let job = dequeue() {
            work(job)
        }
    }
}
