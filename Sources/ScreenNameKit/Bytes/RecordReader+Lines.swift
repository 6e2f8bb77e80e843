extension RecordReader {
    /// Reads an input a line at a time, as the readers of dumps and reports do: `line` gets each line without its
    /// break and its number (from 1); a line longer than ``maximumLength`` is skipped, `skipped` getting its number
    /// once; `afterRead` runs after the lines of each read, where what they made is written.
    func forEachLine(
        fill: Fill, willRead: () throws(RewriteFailure) -> Void,
        line: (UnsafeBufferPointer<UInt8>, Int) -> Void, skipped: (Int) -> Void,
        afterRead: () throws(RewriteFailure) -> Void
    ) throws(RewriteFailure) {
        var number = 0
        try read(fill: fill, willRead: willRead) { event throws(RewriteFailure) in
            switch event {
            case .records(let run):
                var start = 0
                for index in 0..<run.count where run[index] == separator {
                    number += 1
                    line(UnsafeBufferPointer(rebasing: run[start..<index]), number)
                    start = index + 1
                }
            case .lastRecord(let last):
                number += 1
                line(last, number)
            case .oversized(_, let isFirst, let isLast, _):
                if isFirst { skipped(number + 1) }
                if isLast { number += 1 }
            }
            try afterRead()
        }
    }
}
