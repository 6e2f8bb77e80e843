extension TextScanner {
    /// What the word at `start` comes to (see ``decide(in:at:tree:text:)``), remembered in `memo` for the next line
    /// that holds the same bytes around it, so that a log repeating its names parses each once; what replaces a
    /// remembered name is in `remembered`, valid until the memo's next insert, else in `text`.
    ///
    /// What a name in text comes to depends on no byte outside a window: the byte before it (a boundary, `<` before
    /// an object description's class) and its bytes up to four past the end of its run (``nameRunEnd(in:from:)``).
    /// Its parse stops at the run's end at the latest: a top-level name holds only name bytes and bracketed groups,
    /// and the parser looks at most as far past where it stops as the run's next byte; an address after it
    /// (``startsAddress(in:at:)``), the one test made there, is four bytes. So the window is the key, compared
    /// whole, and a line that ends inside the window has a shorter key than one that goes on. A quote before the
    /// name also hangs on `of type ` before it; such failed casts are rare and are decided afresh each time. A
    /// window that holds an unknown context is remembered without its addresses
    /// (``name(in:at:window:tree:text:memo:runEnd:)``).
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
        var parenthesized = false
        let runEnd = TextScanner.nameRunEnd(in: line, from: start, parenthesized: &parenthesized)
        // A run too long to remember is read by the descent, which stops where the name does, not where the run does.
        guard runEnd - start < TextScanner.longestRun else {
            return decide(in: line, at: start, tree: &tree, text: &text, commonShape: false).map {
                ($0.end, $0.isScreen, nil)
            }
        }
        // After `[`, the byte before it says whether the name is a method's class (`-[`, `+[`): the key holds it.
        let keyStart = start >= 2 && line[start - 1] == UInt8(ascii: "[") ? start - 2 : max(start - 1, 0)
        let key = UnsafeBufferPointer(rebasing: line[keyStart..<min(runEnd + 4, line.count)])
        let hash = RecordFraming.hash(key)
        if let hit = memo!.lookup(key, hash: hash) {
            let (length, isScreen, remembered) = TextScanner.remembered(hit)
            guard length > 0 else { return nil }
            return (start + length, isScreen, remembered)
        }
        // Only a run that opens a `(` can hold an unknown context.
        if parenthesized, DescribedNameParser.contextAddress(in: key, from: 0) != nil {
            return name(in: line, at: start, window: key, tree: &tree, text: &text, memo: memo!, runEnd: runEnd)
        }
        let outcome = decide(in: line, at: start, tree: &tree, text: &text, runEnd: runEnd)
        TextScanner.prepareRemembering(outcome, length: outcome.map { $0.end - start } ?? 0, text: &text)
        text.withUnsafeBufferPointer { memo!.insert(key, hash: hash, output: $0, kind: TextScanner.kind(of: outcome)) }
        text.removeFirst(4)
        return outcome.map { ($0.end, $0.isScreen, nil) }
    }

    /// What the word at `start` comes to when its window, which begins at `start - 1` (`start - 2` after `[`) or at
    /// the line's start, holds an unknown context: remembered by the window without the contexts' addresses (see
    /// ``DescribedNameParser/contextAddress(in:from:)``), which move with every launch of an app, and with the name's
    /// length counted without them.
    ///
    /// A name that ends at an address or inside one, where its length would hang on the address's digits, is decided
    /// afresh each time.
    private func name(
        in line: UnsafeBufferPointer<UInt8>, at start: Int, window: UnsafeBufferPointer<UInt8>,
        tree: inout TypeTree, text: inout [UInt8], memo: RecordCache, runEnd: Int
    ) -> (end: Int, isScreen: Bool?, remembered: UnsafeBufferPointer<UInt8>?)? {
        let windowStart = window.baseAddress! - line.baseAddress!
        text.removeAll(keepingCapacity: true)
        _ = DescribedNameParser.withoutContextAddresses(window) { text.append(contentsOf: $0) }
        let hash = text.withUnsafeBufferPointer { RecordFraming.hash($0) }
        if let hit = text.withUnsafeBufferPointer({ memo.lookup($0, hash: hash) }) {
            let (length, isScreen, remembered) = TextScanner.remembered(hit)
            guard length > 0 else { return nil }
            let end = TextScanner.offsetWithAddresses(start - windowStart + length, in: window)
            return (windowStart + end, isScreen, remembered)
        }
        let outcome = decide(in: line, at: start, tree: &tree, text: &text, runEnd: runEnd)
        var length = 0
        if let outcome {
            guard let end = TextScanner.offsetWithoutAddresses(outcome.end - windowStart, in: window) else {
                return (outcome.end, outcome.isScreen, nil)
            }
            length = end - (start - windowStart)
        }
        TextScanner.prepareRemembering(outcome, length: length, text: &text)
        let valueLength = text.count
        _ = DescribedNameParser.withoutContextAddresses(window) { text.append(contentsOf: $0) }
        text.withUnsafeBufferPointer {
            memo.insert(
                UnsafeBufferPointer(rebasing: $0[valueLength...]), hash: hash,
                output: UnsafeBufferPointer(rebasing: $0[..<valueLength]), kind: TextScanner.kind(of: outcome))
        }
        text.removeLast(text.count - valueLength)
        text.removeFirst(4)
        return outcome.map { ($0.end, $0.isScreen, nil) }
    }

    /// A remembered value: the name's length (0 when no name starts there), whether it is the user's, and what
    /// replaces it.
    @inline(__always)
    private static func remembered(_ hit: RecordCache.Hit) -> (Int, Bool?, UnsafeBufferPointer<UInt8>) {
        let length = Int(UnsafeRawPointer(hit.output.baseAddress!).loadUnaligned(as: UInt32.self))
        let isScreen: Bool? = hit.kind == .name ? true : hit.kind == .filtered ? false : nil
        return (length, isScreen, UnsafeBufferPointer(rebasing: hit.output[4...]))
    }

    /// Turns `text`, what replaces the name `outcome` decided, into the value the memo keeps: the name's `length`
    /// (0 when no name starts there), then what replaces it.
    private static func prepareRemembering(
        _ outcome: (end: Int, isScreen: Bool?)?, length: Int, text: inout [UInt8]
    ) {
        var length = UInt32(length)
        if outcome?.isScreen == nil { text.removeAll(keepingCapacity: true) }
        withUnsafeBytes(of: &length) { text.insert(contentsOf: $0, at: 0) }
    }

    /// The kind the memo keeps for what a word came to.
    private static func kind(of outcome: (end: Int, isScreen: Bool?)?) -> RecordCache.Kind {
        switch outcome?.isScreen {
        case true?: .name
        case false?: .filtered
        case nil: .malformed
        }
    }

    /// Where `offset` in `window` falls once the window's context addresses are removed; `nil` when it is at an
    /// address or inside one.
    static func offsetWithoutAddresses(_ offset: Int, in window: UnsafeBufferPointer<UInt8>) -> Int? {
        var removed = 0
        var from = 0
        while let address = DescribedNameParser.contextAddress(in: window, from: from), address.lowerBound <= offset {
            guard offset > address.upperBound else { return nil }
            removed += address.count
            from = address.upperBound
        }
        return offset - removed
    }

    /// Where `offset` in `window` without its context addresses falls in `window` itself: the inverse of
    /// ``offsetWithoutAddresses(_:in:)``, exact for every offset that is not where an address was.
    static func offsetWithAddresses(_ offset: Int, in window: UnsafeBufferPointer<UInt8>) -> Int {
        var removed = 0
        var from = 0
        while let address = DescribedNameParser.contextAddress(in: window, from: from),
            address.lowerBound - removed < offset
        {
            removed += address.count
            from = address.upperBound
        }
        return offset + removed
    }

    /// The longest run ``nameRunEnd(in:from:)`` follows: the longest window the memo keeps. Every word of a line
    /// such as `A<x>A<x>…` starts a run to the line's end; followed whole, they would cost the square of its length.
    static var longestRun: Int { RecordCache.maximumKeyLength }

    /// Where the run of bytes a name in text may span from `start` ends: the first byte outside brackets that is no
    /// name byte (a space, `:`, `,`, a closing bracket without its partner), or the line's end; at most
    /// ``longestRun`` bytes from `start`, where a longer run is cut.
    ///
    /// `(`, `[` and `<` open a group and their partners close it, as the parser pairs them; the `>` of `->` closes
    /// nothing.
    static func nameRunEnd(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var parenthesized = false
        return nameRunEnd(in: line, from: start, parenthesized: &parenthesized)
    }

    /// Where the run of bytes a name in text may span from `start` ends (see ``nameRunEnd(in:from:)``); sets
    /// `parenthesized` when the run opens a `(`, as an unknown context does.
    static func nameRunEnd(in line: UnsafeBufferPointer<UInt8>, from start: Int, parenthesized: inout Bool) -> Int {
        guard let base = line.baseAddress else { return start }
        var depth = 0
        var index = start
        let count = min(line.count, start + TextScanner.longestRun)
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
                    if TextScanner.endsRun(
                        line, at: position, start: start, depth: &depth, parenthesized: &parenthesized)
                    {
                        return position
                    }
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
                TextScanner.endsRun(line, at: index, start: start, depth: &depth, parenthesized: &parenthesized)
            {
                return index
            }
            index &+= 1
        }
        return count
    }

    /// Whether the byte at `position`, which is no name byte, ends the run that started at `start`, given how many
    /// groups are open (which it updates, and `parenthesized` when the byte is `(`).
    @inline(__always)
    static func endsRun(
        _ line: UnsafeBufferPointer<UInt8>, at position: Int, start: Int, depth: inout Int, parenthesized: inout Bool
    ) -> Bool {
        switch line[position] {
        case UInt8(ascii: "("):
            depth += 1
            parenthesized = true
        case UInt8(ascii: "["), UInt8(ascii: "<"):
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
