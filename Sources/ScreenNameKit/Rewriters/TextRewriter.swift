/// Passes free text through with each type name in it replaced by its display name, every other byte as it came
/// (`--in-text`), or prints the names of the app found in it, one a line (`-o`), as objects with their places under
/// `json`.
///
/// ```swift
/// var output: [UInt8] = []
/// let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
/// try TextRewriter(sink: sink).rewrite(Array("presenting <MyApp.HomeViewController: 0x1>\n".utf8))
/// try sink.flush()  // output is "presenting <HomeViewController: 0x1>\n"
/// ```
public final class TextRewriter: Rewriter {
    /// Whether only the names found are printed.
    let onlyMatching: Bool
    /// With `onlyMatching`: whether each name prints as an object with its line and column.
    let json: Bool

    /// A rewriter of the text of lines ending in `separator`; `onlyMatching` prints the app's names found instead,
    /// as JSON objects with `json`. With a `worker`, large runs are rewritten in two halves at once.
    /// `cacheShare` is how many rewriters the process runs at once: each holds its caches to that share of one's
    /// memory (see ``RecordNamer/init(namer:share:)``).

    public convenience init(
        namer: ScreenNamer = ScreenNamer(), sink: OutputSink, separator: UInt8 = UInt8(ascii: "\n"),
        onlyMatching: Bool = false, json: Bool = false, worker: Worker? = nil, cacheShare: Int = 1
    ) {
        // Objects under `json` carry line numbers, which the later half of a split run would count from its start.
        let splits = worker != nil && !sink.isLineBuffered && !json
        self.init(
            namer: namer, sink: sink, separator: separator, onlyMatching: onlyMatching, json: json,
            cacheShare: Rewriter.cacheShare(cacheShare, splitting: splits))
        if splits, let worker {
            let partner = TextRewriter(
                namer: namer, sink: OutputSink(keepingWithCapacity: Rewriter.partnerSinkCapacity),
                separator: separator, onlyMatching: onlyMatching, json: json,
                cacheShare: Rewriter.cacheShare(cacheShare, splitting: true))
            halves = (worker, partner.holdingDiagnostics())
        }
    }

    init(
        namer: ScreenNamer, sink: OutputSink, separator: UInt8, onlyMatching: Bool, json: Bool, cacheShare: Int
    ) {
        self.onlyMatching = onlyMatching
        self.json = json
        super.init(
            namer: namer, sink: sink, separator: separator, strict: false, route: false, cacheShare: cacheShare,
            onDiagnostic: { _ in })
    }

    override func handleRun(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure)
    {
        try rewriteLines(run, number: &number)
    }

    override func handleLast(_ bytes: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure)
    {
        try rewriteLines(bytes, number: &number)
    }

    /// Passes a block of lines through with each type name in them replaced, every other byte as it was (a missing
    /// final separator too), or under `onlyMatching` prints the app's names alone; `number` is the number of the
    /// line before the block, and of the block's last line after it.
    ///
    /// The stretches between replacements are copied straight from the block, so that a block without names is one
    /// copy (or, when larger than the sink's buffer, one write).
    func rewriteLines(_ block: UnsafeBufferPointer<UInt8>, number: inout Int) throws(RewriteFailure) {
        let before = number
        let limit = Rewriter.maximumRecordLength
        if onlyMatching {
            number += try records.forEachName(inLines: block, separator: separator, longestLine: limit) {
                found throws(RewriteFailure) in
                guard found.isScreen else { return }
                if json {
                    var object = JSONObject()
                    object.add("line", before + found.line + 1)
                    object.add("column", found.range.lowerBound - found.lineStart + 1)
                    object.add("input", String(decoding: block[found.range], as: UTF8.self))
                    object.add("name", String(decoding: found.text[..<found.nameCount], as: UTF8.self))
                    try sink.append(object.text)
                } else {
                    try sink.append(UnsafeBufferPointer(rebasing: found.text[..<found.nameCount]))
                }
                try sink.endRecord(separator)
            }
        } else {
            var copied = 0
            number += try records.forEachName(inLines: block, separator: separator, longestLine: limit) {
                found throws(RewriteFailure) in
                guard !found.isUnchanged else { return }
                try sink.appendPassedThrough(UnsafeBufferPointer(rebasing: block[copied..<found.range.lowerBound]))
                try sink.append(found.text)
                copied = found.range.upperBound
            }
            try sink.appendPassedThrough(UnsafeBufferPointer(rebasing: block[copied...]))
        }
        if sink.isLineBuffered { try sink.flush() }
    }
}
