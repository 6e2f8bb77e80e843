/// Finds type names inside free text (log lines, crash reports, CSV) and says what to print in their place.
///
/// It recognises `_Tt` and `$s` tokens, module-qualified dotted names (with generic arguments and
/// `(unknown context at $…)` parts), generic names without a module (`UIHostingController<…>`), and the class in
/// object descriptions (`<MyApp.LoginViewController: 0x7f8b1c00>`, and `<LoginViewController 0x7f8b1c00>` as
/// key-value coding's exceptions print one). It leaves prose, file names (`HomeView.swift`), URLs, version numbers,
/// reverse-DNS words (`com.apple.UIKit`) and Objective-C classes' methods (`-[UIView layoutSubviews]`) alone, but
/// names a Swift class's (`-[MyApp.AppDelegate window]`): a dotted name counts only when every part starts with an
/// upper-case letter (or one outside ASCII) or with `_` and no lower-case letter after it, and it has a lower-case
/// letter somewhere.
///
/// ```swift
/// let scanner = TextScanner(namer: ScreenNamer())
/// scanner.rewrite("Presenting <MyApp.LoginViewController: 0x7f8b1c00>")
/// // "Presenting <LoginViewController: 0x7f8b1c00>"
/// ```
public struct TextScanner: Sendable {
    /// The namer that names each type found.
    public var namer: ScreenNamer

    /// Creates a scanner that names types with `namer`.
    public init(namer: ScreenNamer) {
        self.namer = namer
    }

    /// The names found in a line, in order, each with its replacement; names that would print unchanged are left out.
    public func replacements(in line: UnsafeBufferPointer<UInt8>) -> [TextReplacement] {
        var tree = TypeTree()
        defer { tree.deallocate() }
        return replacements(in: line, tree: &tree)
    }

    /// The names found in a line, decoded in `tree`, which the caller keeps between lines.
    func replacements(in line: UnsafeBufferPointer<UInt8>, tree: inout TypeTree) -> [TextReplacement] {
        matches(in: line, tree: &tree).compactMap({ $0.replacement })
    }

    /// Every type name found in a line, in order, with its display name (`nil` for a framework type's).
    public func matches(in line: UnsafeBufferPointer<UInt8>) -> [TextMatch] {
        var tree = TypeTree()
        defer { tree.deallocate() }
        return matches(in: line, tree: &tree)
    }

    /// Every type name found in a line, decoded in `tree`, which the caller keeps between lines, and named through
    /// `memo` when there is one.
    func matches(in line: UnsafeBufferPointer<UInt8>, tree: inout TypeTree, memo: RecordCache? = nil) -> [TextMatch] {
        var found: [TextMatch] = []
        var text: [UInt8] = []
        forEachName(in: line, tree: &tree, text: &text, memo: memo) { range, text, isScreen, nameCount in
            let name = String(decoding: text, as: UTF8.self)
            let unchanged = line[range].elementsEqual(text)
            found.append(
                TextMatch(
                    range: range, displayName: isScreen ? String(decoding: text[..<nameCount], as: UTF8.self) : nil,
                    replacement: unchanged ? nil : TextReplacement(range: range, text: name)))
        }
        return found
    }

    /// The one scan of a line: calls `found` with each type name in it, in order: its range, what replaces it (the
    /// user's type's display name, or a framework type's short name), whether it is the user's, and how many bytes
    /// of the replacement are the name: all but in a crash report's frame line, whose symbol is replaced by the
    /// screen's name and the member it runs in (`SettingsViewController.viewDidLoad()`).
    ///
    /// With `skipping`, stretches that hold none of the bytes a name needs (``UInt8/nameCandidateBytes(_:stop:)``)
    /// are passed over sixteen bytes at a time, and the byte-by-byte loop below resumes at the start of the word
    /// before each candidate byte. Every byte it passes over is one the loop would have stepped past doing nothing,
    /// so the result is the same; `skipping: false` looks at every byte and names without `memo`, the reference the
    /// tests hold the scan to. `firstCandidate`, when the caller knows it, is where the first candidate byte is;
    /// `readable`, how many bytes from the line's start may be read (a line in a larger buffer); `tree` and `text`
    /// are working space the caller keeps between lines.
    func forEachName<Failure: Error>(
        in line: UnsafeBufferPointer<UInt8>, firstCandidate: Int? = nil, readable: Int? = nil, tree: inout TypeTree,
        text: inout [UInt8], memo: RecordCache? = nil, skipping: Bool = true,
        _ found: (Range<Int>, UnsafeBufferPointer<UInt8>, Bool, Int) throws(Failure) -> Void
    ) throws(Failure) {
        guard let base = line.baseAddress else { return }
        if TextScanner.startsAsFrame(base, count: line.count),
            let (symbol, nameCount) = frameReplacement(in: line, text: &text)
        {
            return try text.withUnsafeBufferPointer { text throws(Failure) in try found(symbol, text, true, nameCount) }
        }
        var index = 0
        let count = line.count
        // Up to where the loop runs byte by byte: through the byte after the last candidate, whose meaning may hang
        // on it (`<` before an object description's class).
        var stepUntil = skipping ? 0 : count
        var known = firstCandidate
        // Where the next `]` and the next space are, for Objective-C methods; -1 until looked for.
        var closing = -1
        var space = -1
        while index < count {
            if index >= stepUntil {
                // From the byte before: a `<` the loop stepped over still decides what the word after it is.
                let candidate =
                    known
                    ?? UInt8.nextNameCandidate(
                        base, from: max(index - 1, 0), count: count, readable: readable, stop: UInt8(ascii: "<"))
                known = nil
                guard candidate < count else { return }
                var wordStart = candidate
                while wordStart > index,
                    line[wordStart - 1].isIdentifierByte || line[wordStart - 1] == UInt8(ascii: ".")
                {
                    wordStart -= 1
                }
                index = max(index, wordStart)
                stepUntil = candidate + 2
            }
            let byte = line[index]
            // A URL runs to the next space: nothing inside it is a type name.
            if byte == UInt8(ascii: ":"), index + 2 < count, line[index + 1] == UInt8(ascii: "/"),
                line[index + 2] == UInt8(ascii: "/")
            {
                index = UInt8.next(UInt8(ascii: " "), or: UInt8(ascii: "\t"), in: base, from: index, count: count)
                continue
            }
            // An Objective-C method, `-[Class selector:]`, is left whole, but for a Swift class's, whose class has its
            // module (`-[MyApp.AppDelegate window]`): its class is read below. A bracket with no space inside is no method:
            // an Auto Layout constraint prints the view it pins so, `H:|-(16)-[MyApp.AvatarView:0x7fb1c2d06120]`.
            // The next `]` and space are found once and kept while the loop is before them, so that a line of many
            // `-[` without either is read once, not once for each.
            if byte == UInt8(ascii: "-"), index + 1 < count, line[index + 1] == UInt8(ascii: "[") {
                if closing < index + 2 {
                    closing = UInt8.next(
                        UInt8(ascii: "]"), or: UInt8(ascii: "]"), in: base, from: index + 2, count: count)
                }
                if space < index + 2 {
                    space = UInt8.next(
                        UInt8(ascii: " "), or: UInt8(ascii: " "), in: base, from: index + 2, count: count)
                }
                if space < closing {
                    let dot = UInt8.next(
                        UInt8(ascii: "."), or: UInt8(ascii: "."), in: base, from: index + 2, count: space)
                    index = dot < space ? index + 2 : closing
                    continue
                }
            }
            guard byte.isIdentifierByte, byte.isIdentifierHead || byte == UInt8(ascii: "$") else {
                index += 1
                continue
            }
            let atBoundary = index == 0 || !(line[index - 1].isIdentifierByte || line[index - 1] == UInt8(ascii: "."))
            if atBoundary,
                let (end, isScreen, remembered) = name(
                    in: line, at: index, tree: &tree, text: &text, memo: skipping ? memo : nil, commonShape: skipping)
            {
                if let isScreen, let remembered {
                    try found(index..<end, remembered, isScreen, remembered.count)
                } else if let isScreen {
                    try text.withUnsafeBufferPointer { text throws(Failure) in
                        try found(index..<end, text, isScreen, text.count)
                    }
                }
                index = end
                continue
            }
            // Skip the rest of this word and any dotted run it starts, so no name is found in its middle.
            while index < count, line[index].isIdentifierByte || line[index] == UInt8(ascii: ".") { index += 1 }
        }
    }

    /// What the word at `start` comes to: `nil` when no name starts there; else the name's end and, when it names
    /// a type, whether the user's, with what replaces it in `text`. `commonShape: false` reads every name by the
    /// general descent, as the reference scan does; `runEnd`, when the caller has found it, is where the word's
    /// run ends (``nameRunEnd(in:from:)``).
    ///
    /// A name that nests deeper than ``ParseError/maximumDepth`` is none, and neither is any that starts inside it:
    /// its run, and the text up to where reading stopped, pass through whole (`isScreen` is `nil`), so that the
    /// scan does not read each `<` of `A<A<A<…` afresh to the same depth.
    func decide(
        in line: UnsafeBufferPointer<UInt8>, at start: Int, tree: inout TypeTree, text: inout [UInt8],
        commonShape: Bool = true, runEnd: Int? = nil
    ) -> (end: Int, isScreen: Bool?)? {
        var tooDeepAt: Int?
        guard
            let (root, end) = candidate(
                in: line, at: start, tree: &tree, commonShape: commonShape, runEnd: runEnd, tooDeepAt: &tooDeepAt)
        else {
            guard let tooDeepAt else { return nil }
            return (max(runEnd ?? TextScanner.nameRunEnd(in: line, from: start), tooDeepAt), nil)
        }
        text.removeAll(keepingCapacity: true)
        return (end, render(root, in: tree, into: &text))
    }

    /// Rewrites a whole line; the bytes around each name are kept as they are.
    public func rewrite(_ line: String) -> String {
        var line = line
        return line.withUTF8 { bytes in
            var result: [UInt8] = []
            var position = 0
            for replacement in replacements(in: bytes) {
                result.append(contentsOf: bytes[position..<replacement.range.lowerBound])
                result.append(contentsOf: replacement.text.utf8)
                position = replacement.range.upperBound
            }
            result.append(contentsOf: bytes[position...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Reads the name that may start at `start`: `nil` when there is none, else the root of its decoding and its end.
    ///
    /// A name that fills its run (``nameRunEnd(in:from:)``) and has the common shape is read by the described
    /// parser's loop for it, as a whole record is, into a tree whose source is the run: the descent, which stops at
    /// the run's end at the latest, reads the same nodes from it more slowly.
    @inline(__always)
    func candidate(
        in line: UnsafeBufferPointer<UInt8>, at start: Int, tree: inout TypeTree, commonShape: Bool = true,
        runEnd knownRunEnd: Int? = nil, tooDeepAt: inout Int?
    ) -> (Int32, Int)? {
        let inObjectDescription = start > 0 && line[start - 1] == UInt8(ascii: "<")
        // A key-value observing subclass is named by the class after its prefix, which the name's range still holds.
        // The first byte is tested here, on the hot path, before the call: 0.3% of `--in-text`'s instructions.
        var nameStart = start
        if line[start] == UInt8(ascii: "N") { nameStart += RecordDecoder.observingPrefixLength(line, at: start) }
        if let end = mangledTokenEnd(in: line, at: nameStart) {
            let token = UnsafeBufferPointer(rebasing: line[nameStart..<end])
            tree.reset(source: token)
            if case .success(let decoded) = RecordDecoder.decode(token, into: &tree) {
                // A frame's function symbol would lose its member if rewritten to its type: it is kept as it is.
                return tree.namesMember ? nil : (decoded.root, end)
            }
            return TextScanner.asciiToken(in: line, from: nameStart, before: end, tree: &tree)
        }
        guard TextScanner.continuesAsName(in: line, at: nameStart, after: start) else { return nil }
        let root: Int32
        let end: Int
        // The prefix is name bytes, so the run from the name's start ends where the run from `start` does.
        var runEnd = commonShape ? knownRunEnd ?? TextScanner.nameRunEnd(in: line, from: start) : nameStart
        // A run cut at its longest is read by the descent, as in the memo's path.
        if runEnd - start >= TextScanner.longestRun { runEnd = nameStart }
        let run = UnsafeBufferPointer(rebasing: line[nameStart..<runEnd])
        tree.reset(source: run)
        if runEnd > nameStart, let read = DescribedNameParser.parseCommonShape(run, into: &tree) {
            (root, end) = (read, runEnd)
        } else {
            tree.reset(source: line)
            guard
                let (read, readEnd) = DescribedNameParser.parsePrefix(
                    line, from: nameStart, into: &tree, tooDeepAt: &tooDeepAt)
            else {
                return nil
            }
            (root, end) = (read, readEnd)
        }
        guard tree[node: root].kind == .nominal else { return nil }
        let isObjectDescription = inObjectDescription && TextScanner.startsAddress(in: line, at: end)
        // A failed cast's message quotes the types, `of type 'sample.ClientDetailsVC' … to 'UIKit.…'`: there a module
        // may start with a lower-case letter, as a package's or a sample's does.
        // A Swift class's method, `-[tableTest.TableViewController bind]`: its module may be a lower-case one too.
        let isMethodClass =
            start >= 2 && line[start - 1] == UInt8(ascii: "[")
            && (line[start - 2] == UInt8(ascii: "-") || line[start - 2] == UInt8(ascii: "+")) && end < line.count
            && line[end] == UInt8(ascii: " ")
        let isQuotedCastType =
            start > 0 && line[start - 1] == UInt8(ascii: "'") && end < line.count && line[end] == UInt8(ascii: "'")
            && (TextScanner.ends(line, before: start - 1, with: "of type ")
                || TextScanner.ends(line, before: start - 1, with: " to "))
        // Auto Layout names a view by its class and address, `shop_ios.CartHeaderView:0x7fa1…`, with the app's module,
        // which Xcode makes of a product name such as `shop-ios` and may start with a lower-case letter.
        let isAddressedObject =
            end + 3 <= line.count && line[end] == UInt8(ascii: ":") && line[end + 1] == UInt8(ascii: "0")
            && line[end + 2] == UInt8(ascii: "x")
        guard
            isObjectDescription
                || ((isQuotedCastType || isMethodClass || isAddressedObject)
                    && TextScanner.isCapitalized(root, in: tree, exceptModule: true))
                || looksLikeTypeName(root, in: tree, line[nameStart..<end])
        else { return nil }
        return (root, end)
    }

    /// Whether the word at `start` goes on as a name does, the cheap test before any parsing: with `.` and a part's
    /// first byte or with `<` after its first word, or as an object description's class, `<Name: 0x`
    /// (``startsAddress(in:at:)``).
    /// `after`, where the name's text starts, is before `start` when a prefix that is no part of the name comes
    /// first; the byte before it says whether the name is an object description's class.
    static func continuesAsName(in line: UnsafeBufferPointer<UInt8>, at start: Int, after textStart: Int? = nil) -> Bool
    {
        let probe = identifierEnd(in: line, from: start)
        let next: UInt8 = probe < line.count ? line[probe] : 0
        let continues =
            next == UInt8(ascii: "<")
            || (next == UInt8(ascii: ".") && probe + 1 < line.count
                && (line[probe + 1].isIdentifierHead || line[probe + 1] == UInt8(ascii: "(")))
        let opening = textStart ?? start
        return continues
            || (opening > 0 && line[opening - 1] == UInt8(ascii: "<") && startsAddress(in: line, at: probe))
    }

    /// Whether an object description's address follows a class at `index`: `: 0x`, as `description` prints it
    /// (`<MyApp.HomeViewController: 0x7fd9201253c0>`), or a space, `0x` and a hex digit, as key-value coding's
    /// exceptions, `_printHierarchy`, `heap` and `leaks` print it (`[<LoginViewController 0x7f8b1c00>
    /// setValue:forUndefinedKey:]`).
    static func startsAddress(in line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let cursor = ByteCursor(line, index: index)
        return cursor.hasPrefix(": 0x")
            || (cursor.hasPrefix(" 0x") && index + 3 < line.count && line[index + 3].isHexDigit)
    }

    /// Whether the bytes of `line` before `index` end with the ASCII `literal`.
    static func ends(_ line: UnsafeBufferPointer<UInt8>, before index: Int, with literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index >= length else { return false }
        return UnsafeBufferPointer(rebasing: line[(index - length)..<index]).equals(literal)
    }

    /// Whether a dotted or generic name is written the way Swift types are, unlike file names and domains.
    func looksLikeTypeName(_ root: Int32, in tree: TypeTree, _ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let type = tree[node: root]
        let innermost = tree[component: type.component]
        if type.module.isNone, innermost.parent < 0, innermost.argumentCount == 0 { return false }
        return TextScanner.isCapitalized(root, in: tree) && text.contains { $0.isLowercase }
    }

    /// Whether every module and type name in a type starts with an upper-case letter (or one outside ASCII), or with
    /// `_` and then no lower-case letter, as Swift's do; `FORMAT<newline>` in a help text does not, nor do the members that
    /// demangled symbols name after their type (`MyApp.Coordinator.__allocating_init`, `.__derived_enum_equals`).
    static func isCapitalized(_ node: Int32, in tree: TypeTree, exceptModule: Bool = false) -> Bool {
        func capital(_ span: TypeTree.Span) -> Bool {
            let bytes = tree.bytes(span)
            guard let first = bytes.first else { return false }
            // A letter outside ASCII counts as a capital: `Übersicht` has one, `画面` no case at all.
            guard first == UInt8(ascii: "_") else { return first.isUppercase || first >= 0x80 }
            return !(bytes.first { $0 != UInt8(ascii: "_") }?.isLowercase ?? false)
        }
        let type = tree[node: node]
        switch type.kind {
        case .nominal:
            if !exceptModule, !type.module.isNone, !capital(type.module) { return false }
            var index = type.component
            while index >= 0 {
                let component = tree[component: index]
                guard capital(component.name) else { return false }
                for offset in 0..<Int(component.argumentCount)
                where !isCapitalized(tree.entryNode(component.arguments, offset), in: tree) {
                    return false
                }
                index = component.parent
            }
            return true
        case .tuple, .function, .metatype, .existential:
            for offset in 0..<Int(type.count) where !isCapitalized(tree.entryNode(type.list, offset), in: tree) {
                return false
            }
            return true
        case .module, .functionContext, .extensionContext:
            return true
        }
    }

    /// The end of a mangled token (`_Tt…`, `$s…`) starting at `start`, or `nil` when none starts there.
    func mangledTokenEnd(in line: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        // Every prefix starts with `_` or `$`; most words are turned away by this one test.
        guard line[start] == UInt8(ascii: "_") || line[start] == UInt8(ascii: "$") else { return nil }
        let cursor = ByteCursor(line, index: start)
        guard cursor.hasPrefix("_Tt") || RecordDecoder.swiftPrefixLength(cursor) > 0 else { return nil }
        return TextScanner.identifierEnd(in: line, from: start)
    }

    /// A mangled token that did not decode to `end` read to its ASCII end instead: a mangling counts its names'
    /// bytes, those outside ASCII too (`_TtC5MyApp24ÜbersichtViewController`), but what follows one may be prose
    /// outside ASCII (a curly quote, `…`).
    @inline(never)
    static func asciiToken(
        in line: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int, tree: inout TypeTree
    ) -> (Int32, Int)? {
        let asciiEnd = UInt8.asciiIdentifierEnd(line.baseAddress!, from: start, count: end)
        guard asciiEnd < end else { return nil }
        let token = UnsafeBufferPointer(rebasing: line[start..<asciiEnd])
        tree.reset(source: token)
        guard case .success(let decoded) = RecordDecoder.decode(token, into: &tree) else { return nil }
        return (decoded.root, asciiEnd)
    }

    /// The first position from `start` whose byte is no identifier byte, a byte outside ASCII counting as one.
    @inline(__always)
    static func identifierEnd(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        // ASCII runs sixteen bytes at a time.
        var probe = start
        while true {
            probe = UInt8.asciiIdentifierEnd(line.baseAddress!, from: probe, count: line.count)
            guard probe < line.count, line[probe] >= 0x80 else { return probe }
            probe += 1
        }
    }

    /// Appends what replaces a type found in text to `text`: the display name of the user's type it names (and
    /// returns `true`), or a framework type's short name (`false`); `nil` when it is neither.
    func render(_ root: Int32, in tree: TypeTree, into text: inout [UInt8]) -> Bool? {
        if let screen = namer.choose(root, in: tree) {
            namer.render(tree[node: screen], in: tree) { text.append(contentsOf: $0) }
            return true
        }
        guard tree[node: root].kind == .nominal else { return nil }
        namer.render(tree[node: root], in: tree, style: .path) { text.append(contentsOf: $0) }
        return false
    }
}
