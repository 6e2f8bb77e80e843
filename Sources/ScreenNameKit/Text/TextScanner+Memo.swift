extension TextScanner {
    /// What the word at `start` comes to (see ``decide(in:at:tree:text:)``), remembered in `memo` for the next line
    /// that holds the same bytes around it, so that a log repeating its names parses each once; what replaces a
    /// remembered name is in `remembered`, valid until the memo's next insert, else in `text`.
    ///
    /// What a name in text comes to depends on no byte outside a window: the byte before it (a boundary, `<` before
    /// an object description's class) and its bytes up to four past the end of its run (``nameRunEnd(in:from:)``).
    /// Its parse stops at the run's end at the latest: a top-level name holds only name bytes and bracketed groups,
    /// and the parser looks at most as far past where it stops as the run's next byte; ` : 0x` after it, the one
    /// test made there, is four bytes. So the window is the key, compared whole, and a line that ends inside the
    /// window has a shorter key than one that goes on. A quote before the name also hangs on `of type ` before
    /// it; such failed casts are rare and are decided afresh each time.
    func name(
        in line: UnsafeBufferPointer<UInt8>, at start: Int, tree: inout TypeTree, text: inout [UInt8],
        memo: RecordCache?, commonShape: Bool = true
    ) -> (end: Int, isScreen: Bool?, remembered: UnsafeBufferPointer<UInt8>?)? {
        // The memo is used through `memo!`, not bound to a name of its own, which would take a reference count.
        guard memo != nil, start == 0 || line[start - 1] != UInt8(ascii: "'"),
            mangledTokenEnd(in: line, at: start) != nil || TextScanner.continuesAsName(in: line, at: start)
        else {
            return decide(in: line, at: start, tree: &tree, text: &text, commonShape: commonShape).map {
                ($0.end, $0.isScreen, nil)
            }
        }
        let runEnd = TextScanner.nameRunEnd(in: line, from: start)
        let key = UnsafeBufferPointer(rebasing: line[max(start - 1, 0)..<min(runEnd + 4, line.count)])
        let hash = RecordFraming.hash(key)
        if let hit = memo!.lookup(key, hash: hash) {
            let length = Int(UnsafeRawPointer(hit.output.baseAddress!).loadUnaligned(as: UInt32.self))
            guard length > 0 else { return nil }
            let isScreen: Bool? = hit.kind == .name ? true : hit.kind == .filtered ? false : nil
            return (start + length, isScreen, UnsafeBufferPointer(rebasing: hit.output[4...]))
        }
        let outcome = decide(in: line, at: start, tree: &tree, text: &text, runEnd: runEnd)
        // The name's length, then what replaces it; a length of 0 says that no name starts there.
        var length = UInt32(outcome.map { $0.end - start } ?? 0)
        let kind: RecordCache.Kind =
            switch outcome?.isScreen {
            case true?: .name
            case false?: .filtered
            case nil: .malformed
            }
        if outcome?.isScreen == nil { text.removeAll(keepingCapacity: true) }
        withUnsafeBytes(of: &length) { text.insert(contentsOf: $0, at: 0) }
        text.withUnsafeBufferPointer { memo!.insert(key, hash: hash, output: $0, kind: kind) }
        text.removeFirst(4)
        return outcome.map { ($0.end, $0.isScreen, nil) }
    }

    /// Where the run of bytes a name in text may span from `start` ends: the first byte outside brackets that is no
    /// name byte (a space, `:`, `,`, a closing bracket without its partner), or the line's end.
    ///
    /// `(`, `[` and `<` open a group and their partners close it, as the parser pairs them; the `>` of `->` closes
    /// nothing.
    static func nameRunEnd(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = line.baseAddress else { return start }
        var depth = 0
        var index = start
        let count = line.count
        // Sixteen bytes at a time while the line holds them: one vector test finds the bytes that may end the run or
        // open or close a group, and only those are looked at, lowest first.
        while index &+ 16 <= count {
            let (first, second) = UInt8.nameRunStopBytes(UnsafeRawPointer(base + index))
            // The first word's bytes, then the second's.
            var stops = first
            var offset = 0
            while true {
                while stops != 0 {
                    let bit = stops.trailingZeroBitCount
                    stops &= ~(0xFF &<< UInt64(bit))
                    let position = index &+ offset &+ bit &>> 3
                    if TextScanner.endsRun(line, at: position, start: start, depth: &depth) { return position }
                }
                if offset == 8 { break }
                stops = second
                offset = 8
            }
            index &+= 16
        }
        while index < count {
            let byte = line[index]
            if !(byte.isASCIIIdentifierByte || byte == UInt8(ascii: ".") || byte >= 0x80),
                TextScanner.endsRun(line, at: index, start: start, depth: &depth)
            {
                return index
            }
            index &+= 1
        }
        return count
    }

    /// Whether the byte at `position`, which is no name byte, ends the run that started at `start`, given how many
    /// groups are open (which it updates).
    @inline(__always)
    static func endsRun(_ line: UnsafeBufferPointer<UInt8>, at position: Int, start: Int, depth: inout Int) -> Bool {
        switch line[position] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
            depth += 1
        case UInt8(ascii: ">") where position > start && line[position - 1] == UInt8(ascii: "-"):
            break
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
            if depth == 0 { return true }
            depth -= 1
        default:
            if depth == 0 { return true }
        }
        return false
    }
}
