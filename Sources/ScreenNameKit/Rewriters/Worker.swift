/// A second thread of the caller's, on which a rewriter names the later half of a large run while the calling thread
/// names the earlier half (see ``Rewriter``'s initialisers): the library starts no thread of its own.
public struct Worker {
    /// Hands the thread a task; the caller waits for it with `wait` before it starts another.
    public let start: (@escaping () -> Void) -> Void
    /// Returns once the task started last has finished; every write of the task comes before the return.
    public let wait: () -> Void

    public init(start: @escaping (@escaping () -> Void) -> Void, wait: @escaping () -> Void) {
        self.start = start
        self.wait = wait
    }
}
