/// Large runs of records named in two halves at once: the earlier half on the calling thread, the later half on the
/// caller's ``Worker`` by a partner with caches and a sink of its own, whose output follows the first half's.
///
/// Each half is named by the same code as a whole run is, so the output is the one a single thread writes; only the
/// modes whose records say nothing of one another take part, and only without `strict` and line-buffered output.
/// Two rewriters hold their caches to a quarter of one's memory each, so that both, the thread and the kept output
/// stay under 16 MiB; on inputs with many distinct names that makes the split slower than one thread.
extension Rewriter {
    /// What the later half came to: how many records (or lines) it held, and where a table's stretches stopped.
    struct LaterHalf {
        var count = 0
        var rest = 0
        var failure: RewriteFailure?
    }

    /// The smallest run that is split: below it, handing half to the other thread costs more than it saves.
    static let smallestSplitRun = 128 * 1024

    /// How large a partner's kept output starts.
    static let partnerSinkCapacity = 512 * 1024

    /// The cache share of a rewriter made with a `share` of the process's memory, and of its partner, when its mode
    /// splits runs: a quarter of that share each.
    static func cacheShare(_ share: Int, splitting: Bool) -> Int { min(max(share, 1), 1 << 20) * (splitting ? 4 : 1) }

    /// Handles a run of whole records as one thread does, in two halves at once when it is large enough; returns
    /// whether it did, or leaves the run to the caller.
    final func processInHalves(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure) -> Bool
    {
        guard let (worker, partner) = halves, run.count >= smallestSplit,
            run.count <= Rewriter.maximumRecordLength, canSplitRun,
            let last = ByteSearch.last(separator, in: run.baseAddress!, count: run.count / 2)
        else { return false }
        let earlier = UnsafeBufferPointer(rebasing: run[...last])
        let later = UnsafeBufferPointer(rebasing: run[(last + 1)...])
        prepare(partner)
        var result = LaterHalf()
        worker.start { result = partner.nameLaterHalf(later, source: source) }
        var failure: RewriteFailure?
        do throws(RewriteFailure) { try handleRun(earlier, source: source, number: &number) } catch { failure = error }
        // The run's bytes are the reader's until this returns, so the worker is waited for whatever happened.
        worker.wait()
        if let failure { throw failure }
        if let failure = result.failure { throw failure }
        passOnDiagnostics(of: partner)
        try finishSplit(later, result: result, partner: partner, source: source, number: &number)
        return true
    }

    /// Names the later half of a run on the worker, as the calling thread would.
    final func nameLaterHalf(_ run: UnsafeBufferPointer<UInt8>, source: String) -> LaterHalf {
        var result = LaterHalf()
        do throws(RewriteFailure) {
            result.rest = try nameLaterRecords(run, source: source, count: &result.count)
        } catch {
            result.failure = error
        }
        return result
    }
}
