internal import CSoup
import Dispatch
import Foundation

/// A GLib main context run on a thread of its own. libsoup's objects belong to the context
/// they were made under and are used only on its thread; other threads hand work over with
/// ``perform(_:)``.
final class ServiceLoop: @unchecked Sendable {
    private let context: OpaquePointer
    private let loop: OpaquePointer
    private let finished = DispatchSemaphore(value: 0)
    private var started = false

    init() {
        context = g_main_context_new()
        loop = g_main_loop_new(context, 0)
    }

    deinit {
        g_main_loop_unref(loop)
        g_main_context_unref(context)
    }

    /// Starts the thread: `setUp` runs there first, with the context as the thread's default
    /// (where libsoup attaches its sockets), then, if it returned `true`, the loop runs until
    /// ``quit()``.
    func start(name: String, setUp: @escaping @Sendable () -> Bool) {
        started = true
        let thread = Thread { [self] in
            g_main_context_push_thread_default(context)
            if setUp() { g_main_loop_run(loop) }
            // Sources that are still attached (a close that was under way) are destroyed with
            // the context; nothing else runs on it.
            g_main_context_pop_thread_default(context)
            finished.signal()
        }
        thread.name = name
        thread.start()
    }

    /// Whether the caller is on the loop's thread.
    var isCurrent: Bool { g_main_context_is_owner(context) != 0 }

    /// Runs `work` on the loop's thread: at once when called there, else as soon as the loop
    /// is free. Work handed over after the loop stopped is dropped.
    func perform(_ work: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
        g_main_context_invoke_full(
            context, G_PRIORITY_DEFAULT,
            { data in
                if let data { Unmanaged<WorkBox>.fromOpaque(data).takeUnretainedValue().work() }
                return 0  // G_SOURCE_REMOVE: once
            },
            box,
            { data in
                if let data { Unmanaged<WorkBox>.fromOpaque(data).release() }
            })
    }

    /// Runs `work` on the loop's thread once the loop is next idle, never at once: for work that
    /// must not run inside the libsoup callback that asks for it (freeing the server).
    func performWhenIdle(_ work: @escaping @Sendable () -> Void) {
        let source = g_idle_source_new()
        g_source_set_callback(
            source,
            { data in
                if let data { Unmanaged<WorkBox>.fromOpaque(data).takeUnretainedValue().work() }
                return 0
            },
            Unmanaged.passRetained(WorkBox(work)).toOpaque(),
            { data in
                if let data { Unmanaged<WorkBox>.fromOpaque(data).release() }
            })
        g_source_attach(source, context)
        g_source_unref(source)
    }

    /// Stops the loop after the work it is doing; safe from any thread.
    func quit() {
        g_main_loop_quit(loop)
    }

    /// Waits until the loop's thread has finished (returns at once if it never started).
    func waitUntilFinished() {
        guard started else { return }
        finished.wait()
        finished.signal()
    }
}

private final class WorkBox {
    let work: @Sendable () -> Void
    init(_ work: @escaping @Sendable () -> Void) { self.work = work }
}
