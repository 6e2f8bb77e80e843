/// Names each record of a stream, one a line (or NUL-separated): the plain filter, with `--align`, `--json`, `--route`
/// and `--where`'s index as options.
///
/// ```swift
/// var output: [UInt8] = []
/// let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
/// try RecordRewriter(sink: sink).rewrite(Array("_TtC5MyApp18HomeViewController\nUINavigationController\n".utf8))
/// try sink.flush()  // output is "HomeViewController\n"
/// ```
public final class RecordRewriter: Rewriter {
    /// Whether every record prints a line, empty when it names no screen.
    let align: Bool
    /// What the line of a record that names no screen holds when `align` is set: nothing, or a marker such as `\N`,
    /// Spark's and Hive's NULL, so that a table's row without a screen reads back as NULL.
    let placeholder: [UInt8]
    /// Whether each record prints a JSON object of what it names, and why not.
    let json: Bool
    /// The declarations each name is followed by the places of, tab-separated (`--where`).
    let index: DeclarationIndex?
    /// The owners of a declaring file (`--owners`): a last column after the places, an `owners` field in JSON.
    let owners: ((String) -> [String])?
    /// Whether records are named through the cache: not when a record prints more than its name.
    let usesCache: Bool

    /// A rewriter that writes each record's display name to `sink`, records ending in `separator`. `align` prints a
    /// line for every record, holding `placeholder` where it names no screen; `json` an object for every record; `route` reads route values; `strict` reports
    /// records that are not type names; `index` adds the places of each name's declarations, and `owners` the
    /// owners of their files (see ``CodeOwnership/owners(ofFile:)``). With a `worker`, large runs of plain names are
    /// named in two halves at once. `cacheShare` is how many rewriters the process runs at once: each holds its caches to that share of one's
    /// memory (see ``RecordNamer/init(namer:share:)``).

    public convenience init(
        namer: ScreenNamer = ScreenNamer(), sink: OutputSink, separator: UInt8 = UInt8(ascii: "\n"),
        align: Bool = false, placeholder: [UInt8] = [], json: Bool = false, route: Bool = false, strict: Bool = false,
        index: DeclarationIndex? = nil, owners: ((String) -> [String])? = nil, worker: Worker? = nil,
        cacheShare: Int = 1, onDiagnostic: @escaping (Diagnostic) -> Void = { _ in }
    ) {
        let splits = worker != nil && !(json || index != nil) && !strict && !sink.isLineBuffered
        self.init(
            namer: namer, sink: sink, separator: separator, align: align, placeholder: placeholder, json: json,
            route: route, strict: strict,
            index: index, owners: owners, cacheShare: Rewriter.cacheShare(cacheShare, splitting: splits),
            onDiagnostic: onDiagnostic)
        if splits, let worker {
            let partner = RecordRewriter(
                namer: namer, sink: OutputSink(keepingWithCapacity: Rewriter.partnerSinkCapacity),
                separator: separator, align: align, placeholder: placeholder, json: json, route: route, strict: strict,
                index: index,
                owners: owners, cacheShare: Rewriter.cacheShare(cacheShare, splitting: true), onDiagnostic: onDiagnostic
            )
            halves = (worker, partner.holdingDiagnostics())
        }
    }

    init(
        namer: ScreenNamer, sink: OutputSink, separator: UInt8, align: Bool, placeholder: [UInt8], json: Bool,
        route: Bool, strict: Bool,
        index: DeclarationIndex?, owners: ((String) -> [String])?, cacheShare: Int,
        onDiagnostic: @escaping (Diagnostic) -> Void
    ) {
        self.align = align
        self.placeholder = json ? [] : placeholder
        self.json = json
        self.index = index
        self.owners = owners
        self.usesCache = !(json || index != nil)
        super.init(
            namer: namer, sink: sink, separator: separator, strict: strict, route: route, cacheShare: cacheShare,
            onDiagnostic: onDiagnostic)
    }

    /// Each record is found and hashed in one pass, sixteen bytes at a time, and looked up by its hash.
    override func handleRun(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure)
    {
        let separator = separator
        try forEachRecord(in: run, source: source, number: &number) {
            RecordNamer.frame(at: $0, separator: separator)
        } handle: { record, hash, number throws(RewriteFailure) in
            try process(record, hash: hash, source: source, number: number)
        }
    }

    override func handleLast(_ bytes: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure)
    {
        number += 1
        try process(bytes, hash: RecordNamer.hash(bytes), source: source, number: number)
    }

    /// A record over the limit is skipped with a notice (a finding under `strict`); `align` keeps its line.
    override func handleOversized(
        _ bytes: UnsafeBufferPointer<UInt8>, isFirst: Bool, isLast: Bool, terminated: Bool, source: String,
        number: Int
    ) throws(RewriteFailure) {
        if isFirst { reportOversized(source: source, number: number) }
        if isLast, align { try endEmptyLine() }
    }

    override func skipOversized(_ record: UnsafeBufferPointer<UInt8>, source: String, number: Int)
        throws(RewriteFailure)
    {
        reportOversized(source: source, number: number)
        if align { try endEmptyLine() }
    }

    private func reportOversized(source: String, number: Int) {
        report(
            strict ? .finding : .notice, source: source, line: number,
            "record longer than \(Rewriter.maximumRecordLength) bytes, skipped")
    }

    /// Writes what one record prints, given the hash of its bytes; a record seen before costs a lookup and a copy.
    @inline(__always)
    func process(_ record: UnsafeBufferPointer<UInt8>, hash recordHash: UInt64, source: String, number: Int)
        throws(RewriteFailure)
    {
        let trimmed = RecordNamer.trimmed(record)
        guard usesCache, !trimmed.isEmpty else {
            try describe(trimmed, source: source, number: number)
            return
        }
        let hash = trimmed.count == record.count ? recordHash : RecordNamer.hash(trimmed)
        switch records.name(trimmed, hash: hash) {
        case .name(let name):
            try sink.appendRecord(padded: name, terminator: separator, ends: true)
        case .filtered:
            if align { try endEmptyLine() }
        case .malformed(let reason):
            if strict {
                reportMalformed(String(decoding: reason, as: UTF8.self), trimmed, source: source, number: number)
            }
            if align { try endEmptyLine() }
        }
    }

    /// Names a record on the full path and writes it with whatever `json`, `route` and `index` add.
    @inline(never)
    func describe(_ trimmed: UnsafeBufferPointer<UInt8>, source: String, number: Int) throws(RewriteFailure) {
        guard !trimmed.isEmpty else {
            if align {
                if json { try sink.append(RecordRewriter.json(input: trimmed, result: nil)) }
                try endEmptyLine()
            }
            return
        }
        var result = records.readsRoutes ? namer.routeName(bytes: trimmed) : namer.name(bytes: trimmed)
        reportIfStrict(result, trimmed, source: source, number: number)
        // With an index, a dotted name is read against the tree (see `DeclarationIndex.resolved(_:)`) and printed
        // as the tree names it, so that each line is keyed by a name that finds its declaration again.
        if let index, let type = result.type {
            let resolved = index.resolved(type)
            if resolved != type {
                result.type = resolved
                result.displayName = namer.render(resolved)
            }
        }
        // A file that several targets compile holds one declaration in each of their modules, at one place.
        let declarations = index.flatMap { index in
            result.type.map { type in
                var seen: Set<String> = []
                return index.declarations(of: type).filter { seen.insert($0.location).inserted }
            }
        }
        let locations = declarations.map { $0.map { $0.location } }
        // The owners of every declaring file, each once, in the order of the places.
        var owned: [String]?
        if let owners, index != nil {
            var seen: Set<String> = []
            owned = (declarations ?? []).flatMap { owners($0.file) }.filter { seen.insert($0).inserted }
        }
        if json {
            try sink.append(
                RecordRewriter.json(
                    input: trimmed, result: result, locations: index == nil ? nil : locations ?? [], owners: owned))
            try sink.endRecord(separator)
        } else if let name = result.displayName {
            try sink.append(name)
            if let locations {
                try sink.append(byte: UInt8(ascii: "\t"))
                try sink.append(locations.isEmpty ? "not found" : locations.joined(separator: "\t"))
            }
            if let owned, locations?.isEmpty == false {
                try sink.append(byte: UInt8(ascii: "\t"))
                try sink.append(owned.isEmpty ? "-" : owned.joined(separator: " "))
            }
            try sink.endRecord(separator)
        } else if align {
            try endEmptyLine()
        }
    }

    /// Ends the line of an aligned record that names no screen, with the placeholder when there is one.
    @inline(__always)
    private func endEmptyLine() throws(RewriteFailure) {
        if !placeholder.isEmpty {
            try placeholder.withUnsafeBufferPointer { bytes throws(RewriteFailure) in try sink.append(bytes) }
        }
        try sink.endRecord(separator)
    }

    /// What `--json` prints of a record: its input, name, module, path, form and why it was filtered; a symbol's
    /// member, the unknown wrapper the name was found in, a third party's type, and the declarations' places where
    /// they apply.
    static func json(
        input: UnsafeBufferPointer<UInt8>, result: ScreenName?, locations: [String]? = nil, owners: [String]? = nil
    ) -> String {
        var object = JSONObject()
        object.add("input", String(decoding: input, as: UTF8.self))
        object.add("name", result?.displayName)
        object.add("module", result?.type?.owningModule)
        object.add("path", (result?.type?.components ?? []).map { $0.name })
        object.add("form", result?.form?.rawValue)
        object.add("filtered", result == nil ? "blank" : result?.filterReason?.description)
        // Only where the look-through rule found the name: which wrapper to report for the tables.
        if let wrapper = result?.unknownWrapper {
            object.add("unknownWrapper", (wrapper.module.map { $0 + "." } ?? "") + wrapper.path)
        }
        if let member = result?.member { object.add("member", member) }
        if result?.isThirdParty == true { object.add("thirdParty", true) }
        if result?.isAmbiguous == true { object.add("ambiguous", true) }
        if let locations { object.add("locations", locations) }
        if let owners { object.add("owners", owners) }
        return object.text
    }
}
