extension TextScanner {
    /// Calls `body` with each type name in a block of lines, each line ended by `separator` (the last may not be),
    /// and returns how many lines the block holds.
    ///
    /// A line without a candidate byte costs one vector scan to its end; only lines with one are scanned as
    /// ``forEachName(in:firstCandidate:tree:skipping:_:)`` scans a line. Lines longer than `longestLine` are passed
    /// over: a reader hands such lines in pieces, and a name cut in two is not to be found in either half.
    func forEachName<Failure: Error>(
        inLines block: UnsafeBufferPointer<UInt8>, separator: UInt8, longestLine: Int, tree: inout TypeTree,
        text: inout [UInt8], memo: RecordCache?, _ body: (FoundName) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        guard let base = block.baseAddress else { return 0 }
        let count = block.count
        var lineStart = 0
        var line = 0
        while lineStart < count {
            let stop = UInt8.nextNameCandidate(base, from: lineStart, count: count, stop: separator)
            var lineEnd = stop
            let hasCandidate = stop < count && base[stop] != separator
            if hasCandidate { lineEnd = UInt8.next(separator, or: separator, in: base, from: stop, count: count) }
            // A crash report's frame line may hold no candidate (`0  MyApp  0x1 closure #1 in Home.load() + 8`):
            // one that starts as frame lines do is looked at all the same.
            if hasCandidate || TextScanner.startsAsFrame(base + lineStart, count: lineEnd - lineStart) {
                if lineEnd - lineStart <= longestLine {
                    let bytes = UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart)
                    let offset = lineStart
                    let number = line
                    try forEachName(
                        in: bytes, firstCandidate: (hasCandidate ? stop : lineEnd) - lineStart,
                        readable: count - lineStart, tree: &tree,
                        text: &text, memo: memo
                    ) { (range, rendered, isScreen, nameCount) throws(Failure) in
                        try body(
                            FoundName(
                                range: (range.lowerBound + offset)..<(range.upperBound + offset), line: number,
                                lineStart: offset, text: rendered, nameCount: nameCount, isScreen: isScreen,
                                isUnchanged: range.count == rendered.count
                                    && memoryEqual(
                                        bytes.baseAddress! + range.lowerBound, rendered.baseAddress, count: range.count)
                            ))
                    }
                }
            }
            line += 1
            lineStart = lineEnd + 1
        }
        return line
    }
}
