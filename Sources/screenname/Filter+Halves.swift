import ScreenNameKit

/// Large runs of records named in two halves at once: the earlier half on the reading thread, the later half on a
/// helper thread by a second filter with caches and output of its own, whose output follows the first half's.
///
/// Each half is named by the same code as a whole run is, so the output is the one the single thread writes; only
/// the modes whose records say nothing of one another take part (see ``Filter/splitsRuns(options:mode:usesCache:isLineBuffered:)``).
extension Filter {
    /// The second filter and the thread it names on.
    struct Partner {
        let filter: Filter
        let thread: HelperThread
    }

    /// What the later half came to: how many records (or lines) it held, and where a table's stretches stopped.
    struct LaterHalf {
        var count = 0
        var rest = 0
        var failure: Stdio.WriteFailure?
    }

    /// The smallest run that is split: below it, handing half to the other thread costs more than it saves.
    static let smallestSplitRun = 128 * 1024

    /// Whether the options let runs be split, given whether records are named through the cache (not under
    /// `--json`, `--route` and `--where`): the plain filter, `--in-text` and the table modes, where no record's output
    /// depends on the records before it in the run, and no diagnostic or line number is printed (`--strict`, `--as`);
    /// not when each line is written as it ends.
    static func splitsRuns(options: Options, mode: Mode, usesCache: Bool, isLineBuffered: Bool) -> Bool {
        guard usesCache, !isLineBuffered, !options.strict else { return false }
        switch mode {
        case .names, .text: return true
        case .table: return options.addedColumn == nil
        case .jsonLines: return false
        }
    }

    /// Handles a run of whole records as the single thread does, in two halves at once when it is large enough;
    /// returns whether it did, or leaves the run to the caller.
    func processInHalves(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int) throws(Stdio
        .WriteFailure) -> Bool
    {
        guard splitsRuns, run.count >= Filter.smallestSplitRun, run.count <= Filter.maximumRecordLength else {
            return false
        }
        // A table's later half is written in stretches from a record's start, which only a table read past its
        // header, with no record open, can promise.
        if mode == .table, table.column == nil || !table.startedRecords || !table.pending.isEmpty || table.failed {
            return false
        }
        let base = UnsafeMutablePointer(mutating: run.baseAddress!)
        guard let last = Stdio.findLast(terminator, in: base, count: run.count / 2), let partner else { return false }
        let cut = last - base + 1
        let earlier = UnsafeBufferPointer(rebasing: run[..<cut])
        let later = UnsafeBufferPointer(rebasing: run[cut...])
        let helper = partner.filter
        helper.table.column = table.column
        var result = LaterHalf()
        partner.thread.start { result = helper.nameLaterHalf(later, source: source) }
        var failure: Stdio.WriteFailure?
        do throws(Stdio.WriteFailure) {
            if mode == .text {
                try rewriteLines(earlier, number: &number)
            } else {
                try processRun(earlier, source: source, number: &number)
            }
        } catch {
            failure = error
        }
        // The run's bytes are the reader's until this returns, so the helper is waited for whatever happened.
        partner.thread.wait()
        if let failure { throw failure }
        if let failure = result.failure { throw failure }
        status = max(status, helper.status)
        // A quoted field that runs past the cut makes the later half's guess of where its records start wrong.
        if mode == .table, !table.pending.isEmpty, let format = options.table {
            helper.output.removeAll()
            try processTableRun(later, format: format, source: source, number: &number)
            return true
        }
        try output.append(takingFrom: helper.output)
        number += result.count
        if result.rest < later.count, let format = options.table {
            try processTableRun(
                UnsafeBufferPointer(rebasing: later[result.rest...]), format: format, source: source, number: &number)
        }
        return true
    }

    /// Names the later half of a run on the helper thread, as the reading thread would.
    private func nameLaterHalf(_ run: UnsafeBufferPointer<UInt8>, source: String) -> LaterHalf {
        var result = LaterHalf()
        do throws(Stdio.WriteFailure) {
            switch mode {
            case .text:
                try rewriteLines(run, number: &result.count)
                result.rest = run.count
            case .table:
                if let column = table.column, let format = options.table {
                    result.rest = try tableRows(
                        run, column: column, format: format, source: source, number: &result.count)
                }
            case .names, .jsonLines:
                try processRun(run, source: source, number: &result.count)
                result.rest = run.count
            }
        } catch {
            result.failure = error
        }
        return result
    }
}
