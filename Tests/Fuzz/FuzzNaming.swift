// The libFuzzer target for the whole naming path: form detection, the described parser, both demanglers, the
// table lookups, the in-text scanner, the route reader, the Swift source tokenizer and index, and hierarchy dumps.
// Every input is named; a third of the inputs each, by length, go to the text scanner, the export and JSON readers,
// or the dump, crash report and source readers.
// Built by `make fuzz` with the library's sources, outside the package, since it needs -sanitize=fuzzer.

/// Stops the run with a message libFuzzer records beside the crashing input.
func violated(_ property: String, _ data: UnsafeBufferPointer<UInt8>) -> Never {
    fatalError("property violated: \(property) for \(Array(data.prefix(200)))")
}

/// A display name is a dotted path of identifiers: no brackets, commas, spaces, controls or empty parts.
func isNamePath(_ name: String) -> Bool {
    // Split by scalars: as a `Character`, a dot followed by a combining mark is not a dot.
    let parts = name.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty
        && parts.allSatisfy { part in
            guard let first = part.first, !("0"..."9").contains(first), first.isASCII || !first.isMark else {
                return false
            }
            return part.allSatisfy { scalar in
                scalar.isASCII
                    ? scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    : scalar.canAppearInName
            }
        }
}

/// A small cache shared by all inputs of a run, so that it grows, fills and keeps or forgets entries many times.
let cache = RecordCache(maximumSlotCount: 128, maximumArenaSize: 8192)
/// A small memo of names in text shared by all inputs, so that a name is answered from it as often as decided afresh.
let textMemo = RecordCache(maximumSlotCount: 128, maximumArenaSize: 8192)
/// Record namers shared by all inputs, of names and of route values, so that their buffers and caches are reused as
/// they are in a stream.
let records = RecordNamer()
let routeRecords = RecordNamer(routes: true)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = UnsafeBufferPointer(start: start, count: count)
    checkNaming(data)
    // The other readers take a third of the inputs each, picked by length, which mutations keep moving: a run tries
    // half as many inputs again in its time (719,203 against 451,234 in 300 s) and reaches a little more coverage.
    switch count % 3 {
    case 0: checkText(data)
    case 1: checkFormats(data)
    default: checkReports(data)
    }
    return 0
}

/// Naming: each namer, the common shape against the descent, rules that match nothing, the record namer and its
/// cache, and the one-pass record hash.
func checkNaming(_ data: UnsafeBufferPointer<UInt8>) {
    let count = data.count
    let namers = [ScreenNamer(), ScreenNamer(style: .module, bareManglings: true)]
    for namer in namers {
        let result = namer.name(bytes: data)
        if let name = result.displayName {
            guard isNamePath(name) else { violated("display name is a name path", data) }
            // Naming a qualified display name again gives the same name. A display name is described text, so it
            // is read again as such: under `bareManglings` a name like `Sa5MyAppE8CellVN` would read as a mangling.
            if namer.style == .module, let again = ScreenNamer(style: .module).name(name).displayName, again != name {
                violated("idempotence: \(name) became \(again)", data)
            }
        }
        if let name = namer.routeName(bytes: data).displayName,
            !name.unicodeScalars.allSatisfy({ $0 != "(" && $0 != " " })
        {
            violated("route name has no payload", data)
        }
    }
    // The common shape's loop reads what the general descent reads, wherever it reads at all.
    var tree = TypeTree()
    defer { tree.deallocate() }
    tree.reset(source: data)
    if let common = DescribedNameParser.parseCommonShape(data, into: &tree).map({ tree.typeName(of: $0) }) {
        tree.reset(source: data)
        let general = (try? DescribedNameParser.parseGeneral(data, into: &tree)).map { tree.typeName(of: $0) }
        if common != general {
            violated("common shape: \(common) where the descent reads \(String(describing: general))", data)
        }
    }
    // Rules that match nothing change nothing, and a record namer answers, fresh or from its cache, what the namer
    // does, for names and for route values.
    let namer = ScreenNamer()
    let full = namer.name(bytes: data)
    var rules = NamingRules()
    rules.denied = ["ZZZNoSuchName"]
    rules.unwrapped = ["ZZZNoSuchWrapper"]
    // The fuzzer learns the rules' names from the comparisons it watches: an input that spells one is not the case,
    // which is looked for only when the result changed.
    if ScreenNamer(rules: rules).name(bytes: data) != full,
        !String(decoding: data, as: UTF8.self).contains("ZZZNoSuch")
    {
        violated("a rule that matches nothing changed the result", data)
    }
    let routed = namer.routeName(bytes: data).displayName
    for _ in 0..<2 {
        let streamed: String? =
            switch records.name(data) {
            case .name(let name): String(decoding: name, as: UTF8.self)
            case .filtered, .malformed: nil
            }
        if streamed != full.displayName {
            violated(
                "record namer: \(streamed ?? "filtered") where the namer says \(full.displayName ?? "filtered")", data)
        }
        let route: String? =
            switch routeRecords.name(data) {
            case .name(let name): String(decoding: name, as: UTF8.self)
            case .filtered, .malformed: nil
            }
        if route != routed {
            violated("route record namer: \(route ?? "none") where the namer says \(routed ?? "none")", data)
        }
    }
    let hash = RecordFraming.hash(data)
    // Found and hashed in one pass, the bytes before the first newline hash as they do on their own.
    let padded = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count + 1 + RecordFraming.padding)
    defer { padded.deallocate() }
    _ = padded.initialize(from: data)
    padded[count] = UInt8(ascii: "\n")
    (padded.baseAddress! + count + 1).initialize(repeating: UInt8(ascii: "\n"), count: RecordFraming.padding)
    let (length, lineHash) = RecordFraming.frame(at: padded.baseAddress!, separator: UInt8(ascii: "\n"))
    if lineHash != RecordFraming.hash(UnsafeBufferPointer(start: padded.baseAddress!, count: length)) || length > count
        || data[..<length].contains(UInt8(ascii: "\n")) || (length < count && data[length] != UInt8(ascii: "\n"))
    {
        violated("one-pass record hash", data)
    }
    let kind: RecordCache.Kind =
        full.displayName != nil ? .name : (full.filterReason?.isMalformed == true ? .malformed : .filtered)
    if let hit = cache.lookup(data, hash: hash) {
        if String(decoding: hit.output, as: UTF8.self) != full.displayName ?? "" || hit.kind != kind {
            violated("cache hit differs from naming", data)
        }
    } else {
        cache.insert(data, hash: hash, name: full.displayName, kind: kind)
    }
}

/// Names in text: the candidate scan against the byte-by-byte scan, and the replacements.
func checkText(_ data: UnsafeBufferPointer<UInt8>) {
    let count = data.count
    var tree = TypeTree()
    defer { tree.deallocate() }
    // The candidate scan, with a memo shared by all inputs, finds what looking at every byte finds.
    let scanner = TextScanner(namer: ScreenNamer())
    var text: [UInt8] = []
    var skipped: [(Range<Int>, [UInt8], Bool)] = []
    scanner.forEachName(in: data, tree: &tree, text: &text, memo: textMemo) {
        skipped.append(($0, Array($1), $2))
        _ = $3
    }
    var looked: [(Range<Int>, [UInt8], Bool)] = []
    scanner.forEachName(in: data, tree: &tree, text: &text, skipping: false) {
        looked.append(($0, Array($1), $2))
        _ = $3
    }
    if skipped.count != looked.count
        || zip(skipped, looked).contains(where: { $0.0 != $1.0 || $0.1 != $1.1 || $0.2 != $1.2 })
    {
        violated("the candidate scan differs from the byte-by-byte scan", data)
    }
    // In-text replacements are ordered, disjoint and inside the line, so every other byte passes through.
    var previousEnd = 0
    for replacement in TextScanner(namer: ScreenNamer()).replacements(in: data) {
        guard replacement.range.lowerBound >= previousEnd, replacement.range.upperBound <= count,
            !replacement.range.isEmpty
        else { violated("replacements are ordered and disjoint", data) }
        previousEnd = replacement.range.upperBound
    }
}

/// The export readers, JSON paths and streams, property lists and tracking plans.
func checkFormats(_ data: UnsafeBufferPointer<UInt8>) {
    let count = data.count
    // The export readers take any bytes: bounded, no crash, and the one-field scan agrees with the full split.
    for format in [DelimitedRecord.Format.csv, .tsv] {
        let fields = DelimitedRecord(bytes: data, format: format).fields
        for column in 0..<3
        where DelimitedRecord.range(ofField: column, in: data, format: format)
            != (column < fields.count ? fields[column] : nil)
        {
            violated("the field scan differs from the split", data)
        }
        _ = DelimitedRecord.isComplete(data, format: format)
        // The one-pass reading of a plain line agrees with framing and splitting it.
        let line = Array(data.prefix { $0 != UInt8(ascii: "\n") }) + [UInt8(ascii: "\n")]
        let padded = line + [UInt8](repeating: 0, count: RecordNamer.padding)
        padded.withUnsafeBufferPointer { buffer in
            for column in 0..<3 {
                guard
                    let plain = DelimitedRecord.plainLine(
                        at: buffer.baseAddress!, separator: UInt8(ascii: "\n"), column: column, format: format)
                else { continue }
                var end = plain.count
                if end > 0, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let reference = DelimitedRecord.field(
                    at: column, in: UnsafeBufferPointer(rebasing: buffer[0..<end]), format: format)
                let field = plain.field.map { $0.lowerBound..<Swift.min($0.upperBound, end) }
                let value = plain.value.lowerBound..<Swift.min(plain.value.upperBound, end)
                if plain.count != line.count - 1 || field != reference?.range
                    || (field != nil && reference?.plainValue.map(Array.init) != Array(buffer[value]))
                {
                    violated("the plain line's reading differs from framing and splitting", data)
                }
            }
        }
    }
    if let path = try? JSONPath("a[key=b].c[]") {
        for range in path.strings(in: data)
        where data[range.lowerBound] != UInt8(ascii: "\"") || range.upperBound > count {
            violated("a JSON path found something that is no string", data)
        }
    }
    _ = PropertyList.parse(data)
    // A JSON array stream cut anywhere gives back every byte, in order.
    var arrayStream = JSONArrayStream(maximumElementLength: 64)
    var streamed: [UInt8] = []
    func take(_ piece: JSONArrayStream.Piece) {
        switch piece {
        case .passThrough(let bytes), .element(let bytes): streamed.append(contentsOf: bytes)
        }
    }
    let cut = count / 2
    arrayStream.feed(UnsafeBufferPointer(rebasing: data[..<cut]), take)
    arrayStream.feed(UnsafeBufferPointer(rebasing: data[cut...]), take)
    arrayStream.finish(take)
    if !streamed.elementsEqual(data) { violated("the JSON array stream lost or moved bytes", data) }
    // A tracking plan of any bytes, in every format: names or an error, and each name on a line of the input.
    let lineCount = data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    for format in NameCatalogue.Format.allCases {
        guard let entries = try? NameCatalogue.entries(in: data, format: format) else { continue }
        if entries.contains(where: { $0.line < 1 || $0.line > lineCount }) {
            violated("a name off the input's lines", data)
        }
    }
}

/// Dumps, crash reports, project files, manifests and Swift sources.
func checkReports(_ data: UnsafeBufferPointer<UInt8>) {
    // A dump of any bytes: each line read in bounded work, and every hierarchy it builds resolves to controllers
    // of its own, the screens among those the walk reached.
    var hierarchyReader = HierarchyReader(maximumControllers: 64, maximumDepth: 16)
    var dumps: [ViewControllerHierarchy] = []
    RecordFraming.forEachLine(in: data) { line, _ in
        HierarchyReader.forEachDumpLine(in: line) { dumpLine in
            if case .started(let previous?) = hierarchyReader.read(dumpLine) { dumps.append(previous) }
        }
    }
    if let last = hierarchyReader.finish() { dumps.append(last) }
    for dump in dumps {
        guard dump.controllers.count <= 64 else { violated("a dump outgrew its limit", data) }
        let result = VisibleScreenResolver().resolve(dump)
        guard result.path.first == dump.root, result.path.allSatisfy(dump.controllers.indices.contains),
            result.visible.count == result.screens.count, result.visible.allSatisfy(dump.controllers.indices.contains)
        else { violated("the walk left the hierarchy", data) }
    }
    // Crash reports of any bytes: frames and images kept within bounds, and each screen named from a frame the
    // report holds.
    var crashReader = CrashReportReader()
    var reports: [CrashReport] = []
    var lineNumber = 0
    RecordFraming.forEachLine(in: data) { line, _ in
        lineNumber += 1
        _ = CrashFrame(line: line)
        crashReader.read(line, number: lineNumber) { if case .report(let report) = $0 { reports.append(report) } }
    }
    crashReader.finish { if case .report(let report) = $0 { reports.append(report) } }
    for report in reports {
        guard report.frames.count <= CrashReport.maximumFrames, report.images.count <= CrashReport.maximumFrames,
            report.line >= 1, report.line <= lineNumber
        else { violated("a crash report outgrew its bounds", data) }
        let result = CrashResolver().resolve(report)
        if !result.screens.allSatisfy({ report.frames.contains($0.frame) || report.exceptionFrames.contains($0.frame) })
        {
            violated("a crash screen from no frame of its report", data)
        }
    }
    _ = XcodeProject(source: data)
    _ = PackageManifest(source: data)
    var index = DeclarationIndex()
    index.add(source: data, file: "Fuzz.swift", module: "Fuzz")
    for declaration in index.declarations where declaration.path.isEmpty || declaration.line < 1 {
        violated("declarations have a path and a place", data)
    }
    _ = index.screens
}
