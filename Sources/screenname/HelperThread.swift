import ScreenNameKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A second thread that runs one task at a time for the thread that made it, which waits for each to finish.
///
/// The tasks share memory with the waiting thread without any check of the compiler's: a task may touch what the
/// other thread leaves alone until ``wait()`` returns, and the lock orders every write before that return.
final class HelperThread {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The task given and not yet taken, under the lock.
    private var task: (() -> Void)?
    /// Whether a task is given or running, under the lock.
    private var isBusy = false

    /// The helper's stack, in bytes.
    static let stackSize = 8 << 20

    /// Starts the thread, or returns `nil` when the system will not start one.
    init?() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        // The thread keeps its object for the rest of the process, as the filter keeps its helper to the end.
        let context = Unmanaged.passRetained(self).toOpaque()
        // The deepest name the parsers accept needs about 384 KiB of stack; the platform's default for a second
        // thread is 512 KiB on macOS and the stack limit (`ulimit -s`) on Linux, so the size is set, as the main
        // thread's usual 8 MiB.
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, HelperThread.stackSize)
        guard pthread_create(&thread, &attributes, { HelperThread.main($0) }, context) == 0 else {
            Unmanaged<HelperThread>.fromOpaque(context).release()
            return nil
        }
        pthread_detach(thread)
    }

    #if canImport(Glibc)
        private static func main(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
            Unmanaged<HelperThread>.fromOpaque(context!).takeUnretainedValue().serve()
        }
    #else
        private static func main(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
            Unmanaged<HelperThread>.fromOpaque(context).takeUnretainedValue().serve()
        }
    #endif

    private func serve() -> Never {
        pthread_mutex_lock(lock)
        while true {
            while task == nil { pthread_cond_wait(changed, lock) }
            let next = task!
            task = nil
            pthread_mutex_unlock(lock)
            next()
            pthread_mutex_lock(lock)
            isBusy = false
            pthread_cond_broadcast(changed)
        }
    }

    /// Hands the thread `task`; the caller must ``wait()`` before it starts another or touches what `task` does.
    func start(_ task: @escaping () -> Void) {
        pthread_mutex_lock(lock)
        self.task = task
        isBusy = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
    }

    /// The thread as the rewriters take it.
    var worker: Worker {
        Worker(start: { self.start($0) }, wait: { self.wait() })
    }

    /// Waits until the task started last has finished.
    func wait() {
        pthread_mutex_lock(lock)
        while isBusy { pthread_cond_wait(changed, lock) }
        pthread_mutex_unlock(lock)
    }
}
