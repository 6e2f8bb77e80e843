/// Names a stream of records from their bytes, as a filter or an app logging screen views does: each distinct
/// record is decoded once and then answered from a bounded cache, and naming allocates nothing once its buffers
/// have grown.
///
/// ```swift
/// let namer = RecordNamer(namer: ScreenNamer())
/// var record = "_TtGC7SwiftUI19UIHostingControllerV5MyApp8HomeView_"
/// record.withUTF8 { bytes in
///     if case .name(let name) = namer.name(bytes) { print(String(decoding: name, as: UTF8.self)) }  // HomeView
/// }
/// ```
///
/// A record namer is not thread-safe: give each thread its own.
public final class RecordNamer {
    /// What a record names.
    public enum Outcome {
        /// The display name; its bytes belong to the namer and stay valid until its next call (keep the namer alive
        /// while reading them), and ``RecordNamer/padding`` readable bytes follow them, so that they can be copied a
        /// word at a time.
        case name(UnsafeBufferPointer<UInt8>)
        /// The record names only framework types (or no named type at all).
        case filtered
        /// The record is not a type name in any form: `reason` is why, as ``FilterReason``'s description says it
        /// (`not decodable: … at byte 12`), its bytes valid as a name's are.
        case malformed(reason: UnsafeBufferPointer<UInt8>)
    }

    /// The rules and style every record is named with.
    public let namer: ScreenNamer
    /// Whether each record is read as a navigation route value (see ``ScreenNamer/routeName(bytes:)``).
    public let readsRoutes: Bool
    @usableFromInline let cache: RecordCache
    /// The tree and the last display name named without the cache's help, kept outside the object so that using
    /// them takes no exclusivity check.
    private let tree: UnsafeMutablePointer<TypeTree>
    private let output: UnsafeMutablePointer<Storage<UInt8>>
    /// What replaces a name found in text, rendered afresh for each.
    private let text: UnsafeMutablePointer<[UInt8]>
    /// What each name found in text came to, by the bytes around it (see `TextScanner.name(in:at:tree:text:memo:)`).
    let textCache: RecordCache
    /// What records holding an unknown context came to, by the record without the contexts' addresses (see
    /// ``DescribedNameParser/withoutContextAddresses(_:_:)``), and the working space for that key.
    private let contextCache: RecordCache
    private let contextKey: UnsafeMutablePointer<Storage<UInt8>>

    /// Creates a namer for a stream, with the given rules and style; `share` is how many namers a process runs at
    /// once, each of whose caches is held to that share of one namer's memory, so that together they take no more.
    /// `routes` reads each record as a navigation route value.
    public init(namer: ScreenNamer = ScreenNamer(), share: Int = 1, routes: Bool = false) {
        self.namer = namer
        self.readsRoutes = routes
        // The slot count stays a power of two: halved once for two namers, twice for up to four.
        let share = max(share, 1)
        let slots = max((1 << 17) >> (Int.bitWidth - (share - 1).leadingZeroBitCount), 64)
        let arena = (6 << 20) / share
        cache = RecordCache(maximumSlotCount: slots, maximumArenaSize: arena)
        textCache = RecordCache(maximumSlotCount: slots, maximumArenaSize: arena)
        contextCache = RecordCache(maximumSlotCount: slots, maximumArenaSize: arena)
        tree = .allocate(capacity: 1)
        tree.initialize(to: TypeTree())
        output = .allocate(capacity: 1)
        output.initialize(to: Storage(capacity: 256))
        text = .allocate(capacity: 1)
        text.initialize(to: [])
        contextKey = .allocate(capacity: 1)
        contextKey.initialize(to: Storage(capacity: 256))
    }

    deinit {
        tree.pointee.deallocate()
        tree.deallocate()
        output.pointee.deallocate()
        output.deallocate()
        text.deinitialize(count: 1)
        text.deallocate()
        contextKey.pointee.deallocate()
        contextKey.deallocate()
    }

    /// How many readable bytes must follow a record handed to ``frame(at:separator:)``, and follow every name an
    /// ``Outcome`` holds.
    public static var padding: Int { RecordFraming.padding }

    /// Finds the first `separator` at or after `start` and returns the length of the record before it and its hash,
    /// in one pass sixteen bytes at a time; ``padding`` readable bytes must follow the separator.
    @inlinable @inline(__always)
    public static func frame(at start: UnsafePointer<UInt8>, separator: UInt8) -> (count: Int, hash: UInt64) {
        RecordFraming.frame(at: start, separator: separator)
    }

    /// How many bytes from `start` come before the first `separator`, found as ``frame(at:separator:)`` finds it,
    /// without the hash.
    @inlinable @inline(__always)
    public static func end(at start: UnsafePointer<UInt8>, separator: UInt8) -> Int {
        RecordFraming.end(at: start, separator: separator)
    }

    /// The hash ``name(_:hash:)`` takes, as ``frame(at:separator:)`` computes it.
    public static func hash(_ record: UnsafeBufferPointer<UInt8>) -> UInt64 { RecordFraming.hash(record) }

    /// A record without the spaces, tabs and carriage return around it, as every rewriter reads a record before it
    /// names it.
    @inline(__always)
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        // Most records have nothing to drop: both ends are checked before any loop runs.
        guard let first = bytes.first, let last = bytes.last, first <= UInt8(ascii: " ") || last <= UInt8(ascii: " ")
        else {
            return bytes
        }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The display name of one value as the rewriters name a record (trimmed first, as ``trimmed(_:)`` does): what a
    /// host naming values one by one (the C library, the WebAssembly module) calls to answer as the command does.
    /// `nil` for a blank value, one that names no screen of the app, or no type name; the bytes are the namer's,
    /// valid until its next call.
    public func displayName(ofValue value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let trimmed = RecordNamer.trimmed(value)
        guard !trimmed.isEmpty, case .name(let name) = name(trimmed), !name.isEmpty else { return nil }
        return name
    }

    /// Names a record, detecting its form; surrounding whitespace is not trimmed.
    public func name(_ record: UnsafeBufferPointer<UInt8>) -> Outcome {
        name(record, hash: RecordFraming.hash(record))
    }

    /// Names a record whose hash the caller has computed with ``frame(at:separator:)`` or ``hash(_:)``.
    ///
    /// Inlinable, so that a record seen before costs its caller no call: a lookup and a copy.
    @inlinable
    public func name(_ record: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Outcome {
        if let hit = cache.lookup(record, hash: hash) { return Outcome(hit) }
        return nameUncached(record, hash: hash)
    }

    /// Decodes, chooses and renders a record the cache does not hold, and keeps what it names.
    ///
    /// A record holding an unknown context is kept by its key without the contexts' addresses, in a cache of its
    /// own: the address moves with every launch, so an export of many sessions names one private type under many.
    @usableFromInline @inline(never)
    func nameUncached(_ record: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Outcome {
        let contextKey = self.contextKey
        contextKey.pointee.count = 0
        guard record.count <= RecordCache.maximumKeyLength,
            DescribedNameParser.withoutContextAddresses(record, { contextKey.pointee.append(contentsOf: $0) })
        else {
            let (outcome, kind) = decode(record)
            cache.insert(record, hash: hash, output: outcome.bytes, kind: kind)
            return outcome
        }
        let key = UnsafeBufferPointer(start: contextKey.pointee.base, count: contextKey.pointee.count)
        let keyHash = RecordFraming.hash(key)
        if let hit = contextCache.lookup(key, hash: keyHash) { return Outcome(hit) }
        let (outcome, kind) = decode(record)
        // A reason's byte offset is the record's own, which the key without the addresses does not share.
        if kind == .malformed {
            cache.insert(record, hash: hash, output: outcome.bytes, kind: kind)
        } else {
            contextCache.insert(key, hash: keyHash, output: outcome.bytes, kind: kind)
        }
        return outcome
    }

    /// Decodes, chooses and renders a record: what it names, and that outcome's kind in a cache.
    private func decode(_ record: UnsafeBufferPointer<UInt8>) -> (Outcome, RecordCache.Kind) {
        tree.pointee.reset(source: record)
        let output = self.output
        output.pointee.count = 0
        let decoded: (root: Int32, form: InputForm)
        let result =
            readsRoutes
            ? RouteValueParser.decode(record, into: &tree.pointee)
            : RecordDecoder.decode(record, into: &tree.pointee, bareManglings: namer.bareManglings)
        switch result {
        case .success(let success):
            decoded = success
        case .failure(let failure):
            // The reason is kept as the record's output, so that a strict run reports it without decoding again.
            var reason = failure.reason.description
            reason.withUTF8 { output.pointee.append(contentsOf: $0) }
            return (.malformed(reason: outputBytes()), .malformed)
        }
        // One copy of the tree's handles for choosing and rendering: read through the pointer, each call would
        // take a copy of its own.
        let decodedTree = tree.pointee
        guard let chosen = namer.choose(decoded.root, form: decoded.form, in: decodedTree) else {
            return (.filtered, .filtered)
        }
        // The closure takes the buffer's pointer, not `self`, which it would retain and release for every record.
        namer.render(decodedTree[node: chosen], in: decodedTree) { output.pointee.append(contentsOf: $0) }
        return (.name(outputBytes()), .name)
    }

    /// The output buffer's bytes, followed by the padding an outcome promises readable after them.
    private func outputBytes() -> UnsafeBufferPointer<UInt8> {
        output.pointee.reserve(output.pointee.count + RecordNamer.padding)
        return UnsafeBufferPointer(start: output.pointee.base, count: output.pointee.count)
    }

    /// Every type name in a line of text, in order, with its display name (see ``TextScanner``).
    public func matches(in line: UnsafeBufferPointer<UInt8>) -> [TextMatch] {
        TextScanner(namer: namer).matches(in: line, tree: &tree.pointee, memo: textCache)
    }

    /// The type names in a line of text and what replaces each, in order (see ``TextScanner``).
    public func replacements(in line: UnsafeBufferPointer<UInt8>) -> [TextReplacement] {
        TextScanner(namer: namer).matches(in: line, tree: &tree.pointee, memo: textCache).compactMap({ $0.replacement })
    }

    /// Calls `body` with each type name in a block of lines ended by `separator` (the last may be unended), in order,
    /// and returns how many lines the block holds; lines longer than `longestLine` are passed over.
    ///
    /// For a stream of text, as `--in-text` reads it: only lines with a byte a name needs are scanned, and what
    /// `body` receives points into the namer's buffer, so nothing is allocated per name.
    ///
    /// ```swift
    /// let namer = RecordNamer()
    /// var log = "launch\npresenting <MyApp.HomeViewController: 0x1>\n"
    /// log.withUTF8 { block in
    ///     namer.forEachName(inLines: block, separator: UInt8(ascii: "\n")) { found in
    ///         print(found.line, String(decoding: found.text, as: UTF8.self))  // 1 HomeViewController
    ///     }
    /// }
    /// ```
    ///
    /// Not specialised for its caller's error type: the specialised scanner retains and releases its caches at every
    /// line with a name (+3% instructions on `--in-text` over the benchmark's log), the generic one does not.
    @discardableResult
    @_semantics("optimize.sil.specialize.generic.never")
    public func forEachName<Failure: Error>(
        inLines block: UnsafeBufferPointer<UInt8>, separator: UInt8, longestLine: Int = .max,
        _ body: (FoundName) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        try TextScanner(namer: namer).forEachName(
            inLines: block, separator: separator, longestLine: longestLine, tree: &tree.pointee,
            text: &text.pointee, memo: textCache, body)
    }
}

extension RecordNamer.Outcome {
    /// What a cache's hit says of its record.
    @inlinable @inline(__always)
    init(_ hit: RecordCache.Hit) {
        switch hit.kind {
        case .name: self = .name(hit.output)
        case .filtered: self = .filtered
        case .malformed: self = .malformed(reason: hit.output)
        }
    }

    /// What a cache keeps of the outcome: the display name's bytes, the reason's, or none.
    fileprivate var bytes: UnsafeBufferPointer<UInt8> {
        switch self {
        case .name(let bytes), .malformed(let bytes): bytes
        case .filtered: UnsafeBufferPointer(start: nil, count: 0)
        }
    }
}
