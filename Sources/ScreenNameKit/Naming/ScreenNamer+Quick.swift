extension ScreenNamer {
    /// Names the most common record shapes straight from their bytes, without allocating; `nil` means "not one of
    /// them", and then ``name(bytes:)`` gives the answer.
    ///
    /// The shapes: described names whose generic arguments stand only at the end of each name
    /// (`SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.HomeView, SwiftUI._PaddingLayout>>`),
    /// `_Tt` class, struct and enum names without generics or private contexts (`_TtCC5MyApp5Outer5Inner`), and
    /// `$s` manglings of such types with a type or metadata suffix (`$s5MyApp4HomeVN`). Whatever it answers, the
    /// full path answers the same; a test checks that over every fixture and the benchmark's corpus.
    public func quickName(bytes: UnsafeBufferPointer<UInt8>) -> QuickName? {
        guard rules.isEmpty, !bareManglings, let first = bytes.first else { return nil }
        if first == UInt8(ascii: "_") || first == UInt8(ascii: "$") {
            let cursor = ByteCursor(bytes)
            if cursor.hasPrefix("_TtG") { return quickObjCGeneric(bytes) }
            if cursor.hasPrefix("_Tt") { return quickObjCRuntimeName(bytes) }
            if cursor.hasPrefix("$s") { return quickSwiftMangling(bytes, from: 2) }
            if cursor.hasPrefix("_$s") { return quickSwiftMangling(bytes, from: 3) }
            // Other prefixes (`$S`, `_T0`, `$e`) are manglings too, never described names.
            if RecordDecoder.swiftPrefixes.contains(where: { cursor.hasPrefix($0) }) { return nil }
        }
        guard first.isIdentifierHead else { return nil }
        return withUnsafeTemporaryAllocation(of: QuickNode.self, capacity: QuickNode.capacity) { nodes in
            guard let count = QuickNode.parse(bytes, into: nodes), count > 0 else { return nil }
            guard let chosen = quickScreen(in: 0, nodes: nodes, bytes: bytes) else { return nil }
            guard chosen >= 0 else { return .filtered }
            return quickRender(nodes[chosen])
        }
    }

    /// What the quick path makes of a name starting at `start` inside a line of text: `nil` when the full path must
    /// decide, else whether it is a type name, where it ends and what replaces it (`nil` text: it stays as it is).
    func quickText(in line: UnsafeBufferPointer<UInt8>, at start: Int, objectDescription: Bool) -> (isName: Bool, end: Int, text: String?)? {
        guard rules.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: QuickNode.self, capacity: QuickNode.capacity) { nodes in
            guard let (count, end) = QuickNode.parse(line, from: start, prefix: true, into: nodes) else { return nil }
            for index in 0..<count {
                let node = nodes[index]
                // Metatypes, `Any` and imported modules read differently on the full path.
                let lastPart = UnsafeBufferPointer(rebasing: line[(node.lastDot + 1)..<node.end])
                if lastPart.equals("Type") || lastPart.equals("Protocol") || lastPart.equals("Any") { return nil }
                if node.firstDot > node.start, line[node.start] == UInt8(ascii: "_"), line[node.start + 1] == UInt8(ascii: "_") {
                    return nil
                }
            }
            // Outside an object description, a name must be written the way Swift types are (see `looksLikeTypeName`).
            if !(objectDescription && ByteCursor(line, index: end).hasPrefix(": 0x")) {
                if nodes[0].firstDot < nodes[0].start, nodes[0].argumentCount == 0 { return (false, end, nil) }
                for index in 0..<count where !nodes[index].isCapitalized(in: line) { return (false, end, nil) }
                guard line[start..<end].contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
                    return (false, end, nil)
                }
            }
            let first = nodes[0]
            guard let chosen = quickScreen(in: 0, nodes: nodes, bytes: line) else { return nil }
            let parts: QuickParts
            if chosen >= 0 {
                guard case .name(let rendered)? = quickRender(nodes[chosen]) else { return nil }
                parts = rendered
            } else {
                parts = QuickParts(first.pathStart..<first.end)
            }
            var text: [UInt8] = []
            for part in 0..<parts.count {
                if part > 0 { text.append(UInt8(ascii: ".")) }
                text.append(contentsOf: line[parts[part]])
            }
            if line[start..<end].elementsEqual(text) { return (true, end, nil) }
            return (true, end, String(decoding: text, as: UTF8.self))
        }
    }

    /// The node that is the screen: its index, -1 for "framework only", `nil` for "ask the full path".
    ///
    /// `known` is the wrapper the node is already known to be, when it repeats its parent's name and arity.
    func quickScreen(in index: Int, nodes: UnsafeMutableBufferPointer<QuickNode>, bytes: UnsafeBufferPointer<UInt8>,
                     known: Wrapper? = nil) -> Int? {
        let node = nodes[index]
        let wrapper: Wrapper
        if let known {
            wrapper = known
        } else {
            let name = UnsafeBufferPointer(rebasing: bytes[node.start..<node.end])
            // `Any` means another tree than a named type (the parser left `.Type` and `.Protocol` to the full path).
            if name.equals("Any") { return nil }
            let lastPart = UnsafeBufferPointer(rebasing: bytes[(node.lastDot + 1)..<node.end])
            let isFramework: Bool
            if node.firstDot > node.start {
                let module = UnsafeBufferPointer(rebasing: bytes[node.start..<node.firstDot])
                if module.first == UInt8(ascii: "_") && module.count > 2 && module[1] == UInt8(ascii: "_") { return nil }  // __C
                isFramework = AppleNames.isAppleModule(bytes: module)
            } else {
                isFramework = AppleNames.isFrameworkTypeName(bytes: name, hasArguments: node.argumentCount > 0)
            }
            guard isFramework else { return index }
            // A wrapper is matched on its single component below the module, its argument count and its module.
            guard node.lastDot < node.pathStart, node.argumentCount > 0,
                let found = Wrapper.entry(name: lastPart, arity: node.argumentCount,
                                          module: node.firstDot > node.start ? UnsafeBufferPointer(rebasing: bytes[node.start..<node.firstDot]) : nil)
            else { return -1 }
            wrapper = found
        }
        for position in wrapper.content {
            var child = node.firstChild
            for _ in 0..<position { child = nodes[child].nextSibling }
            // `ModifiedContent<ModifiedContent<…>, …>`: a wrapper nested in itself is the same wrapper, not looked up again.
            let repeats = nodes[child].argumentCount == node.argumentCount && nodes[child].end - nodes[child].start == node.end - node.start
                && memoryEqual(bytes.baseAddress! + nodes[child].start, bytes.baseAddress! + node.start, count: node.end - node.start)
            guard let found = quickScreen(in: child, nodes: nodes, bytes: bytes, known: repeats ? wrapper : nil) else { return nil }
            if found >= 0 { return found }
        }
        return -1
    }

    /// The display name of a described node in the namer's style.
    func quickRender(_ node: QuickNode) -> QuickName? {
        switch style {
        case .path: return .name(QuickParts(node.pathStart..<node.end))
        case .leaf: return .name(QuickParts((node.lastDot + 1)..<node.end))
        case .module:
            // With anonymous contexts the qualified name is no longer one range of the record.
            guard node.pathStart == node.firstDot + 1 || node.firstDot < node.start else { return nil }
            return .name(QuickParts(node.start..<node.end))
        }
    }

    /// `_Tt` + kinds (`C`, `V`, `O`, innermost first) + the module + one counted name per kind.
    func quickObjCRuntimeName(_ bytes: UnsafeBufferPointer<UInt8>) -> QuickName? {
        // A trailing `$` belongs to the runtime's generic class names; the full path reads those.
        guard bytes.last != UInt8(ascii: "$") else { return nil }
        var cursor = ByteCursor(bytes, index: 3)
        var kinds = 0
        while cursor.peek() == UInt8(ascii: "C") || cursor.peek() == UInt8(ascii: "V") || cursor.peek() == UInt8(ascii: "O") {
            kinds += 1
            cursor.advance()
        }
        guard kinds > 0, kinds <= QuickParts.capacity, let module = quickIdentifier(&cursor) else { return nil }
        var parts = QuickParts()
        for _ in 0..<kinds {
            guard let name = quickIdentifier(&cursor) else { return nil }
            parts.append(name)
        }
        guard cursor.isAtEnd else { return nil }
        return quickResult(module: module, parts: parts, bytes: bytes)
    }

    /// `_TtG` + one class, struct or enum of one level + its arguments (simple named types) + `_`:
    /// `_TtGC7SwiftUI19UIHostingControllerV5MyApp8HomeView_`.
    func quickObjCGeneric(_ bytes: UnsafeBufferPointer<UInt8>) -> QuickName? {
        guard bytes.last != UInt8(ascii: "$") else { return nil }
        var cursor = ByteCursor(bytes, index: 4)
        guard cursor.peek().isNominalKind, cursor.peek(1).isDigit else { return nil }
        cursor.advance()
        guard let module = quickIdentifier(&cursor), let base = quickIdentifier(&cursor) else { return nil }
        return withUnsafeTemporaryAllocation(of: QuickArgument.self, capacity: QuickArgument.capacity) { arguments in
            var count = 0
            while !cursor.consume(UInt8(ascii: "_")) {
                var kinds = 0
                while cursor.peek().isNominalKind {
                    kinds += 1
                    cursor.advance()
                }
                guard kinds > 0, kinds <= QuickParts.capacity, count < QuickArgument.capacity else { return nil }
                // `S_` is the first substitution: the base type's module.
                let argumentModule: Range<Int>
                if cursor.consume("S_") { argumentModule = module } else {
                    guard let counted = quickIdentifier(&cursor) else { return nil }
                    argumentModule = counted
                }
                var names = QuickParts()
                for _ in 0..<kinds {
                    guard let name = quickIdentifier(&cursor) else { return nil }
                    names.append(name)
                }
                arguments[count] = QuickArgument(module: argumentModule, names: names)
                count += 1
            }
            guard cursor.isAtEnd else { return nil }
            return quickGenericResult(module: module, base: base, arguments: UnsafeBufferPointer(rebasing: arguments[0..<count]), bytes: bytes)
        }
    }

    /// `$s` + a one-level generic type + `y` + its arguments (simple named types) + `G` + a suffix:
    /// `$s7SwiftUI19UIHostingControllerCy5MyApp11ContentViewVGD`.
    func quickSwiftGeneric(_ bytes: UnsafeBufferPointer<UInt8>, module: Range<Int>, base: Range<Int>, from start: Int) -> QuickName? {
        var cursor = ByteCursor(bytes, index: start)
        return withUnsafeTemporaryAllocation(of: QuickArgument.self, capacity: QuickArgument.capacity) { arguments in
            var count = 0
            while !cursor.consume(UInt8(ascii: "G")) {
                guard count < QuickArgument.capacity else { return nil }
                // `AA` is the first substitution: the base type's module.
                let argumentModule: Range<Int>
                if cursor.consume("AA") { argumentModule = module } else {
                    guard let counted = quickIdentifier(&cursor) else { return nil }
                    argumentModule = counted
                }
                var names = QuickParts()
                while cursor.peek().isDigit {
                    var probe = cursor
                    guard let name = quickIdentifier(&probe) else { return nil }
                    guard probe.peek().isNominalKind else { break }  // the next argument's module
                    guard names.count < QuickParts.capacity else { return nil }
                    names.append(name)
                    probe.advance()
                    cursor = probe
                }
                guard names.count > 0 else { return nil }
                arguments[count] = QuickArgument(module: argumentModule, names: names)
                count += 1
            }
            guard isTypeSuffix(UnsafeBufferPointer(rebasing: bytes[cursor.index...])) else { return nil }
            return quickGenericResult(module: module, base: base, arguments: UnsafeBufferPointer(rebasing: arguments[0..<count]), bytes: bytes)
        }
    }

    /// The screen of a one-level generic type whose arguments are simple named types.
    func quickGenericResult(module: Range<Int>, base: Range<Int>, arguments: UnsafeBufferPointer<QuickArgument>,
                            bytes: UnsafeBufferPointer<UInt8>) -> QuickName? {
        let moduleBytes = UnsafeBufferPointer(rebasing: bytes[module])
        guard AppleNames.isAppleModule(bytes: moduleBytes) else { return quickResult(module: module, parts: QuickParts(base), bytes: bytes) }
        guard let wrapper = Wrapper.entry(name: UnsafeBufferPointer(rebasing: bytes[base]), arity: arguments.count, module: moduleBytes) else {
            return .filtered
        }
        for position in wrapper.content {
            let argument = arguments[position]
            if !AppleNames.isAppleModule(bytes: UnsafeBufferPointer(rebasing: bytes[argument.module])) {
                return quickResult(module: argument.module, parts: argument.names, bytes: bytes)
            }
        }
        return .filtered
    }

    /// `D`, `N` or a metadata suffix such as `Mn`: a global that names the type before it.
    func isTypeSuffix(_ rest: UnsafeBufferPointer<UInt8>) -> Bool {
        rest.equals("D") || rest.equals("N") || (rest.count == 2 && rest[0] == UInt8(ascii: "M") && "afnmPrLlI".utf8.contains(rest[1]))
    }

    /// `$s` + the module + (counted name + `C`/`V`/`O`)+ + a type or metadata suffix.
    func quickSwiftMangling(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> QuickName? {
        var cursor = ByteCursor(bytes, index: start)
        guard let module = quickIdentifier(&cursor) else { return nil }
        var parts = QuickParts()
        while cursor.peek().isDigit {
            guard parts.count < QuickParts.capacity, let name = quickIdentifier(&cursor) else { return nil }
            let kind = cursor.peek()
            guard kind == UInt8(ascii: "C") || kind == UInt8(ascii: "V") || kind == UInt8(ascii: "O") else { return nil }
            cursor.advance()
            parts.append(name)
        }
        guard parts.count > 0 else { return nil }
        if parts.count == 1, cursor.consume(UInt8(ascii: "y")) {
            return quickSwiftGeneric(bytes, module: module, base: parts[0], from: cursor.index)
        }
        let rest = UnsafeBufferPointer(rebasing: bytes[cursor.index...])
        guard isTypeSuffix(rest) else { return nil }
        return quickResult(module: module, parts: parts, bytes: bytes)
    }

    /// A counted identifier without word substitutions or Punycode: `5MyApp`.
    func quickIdentifier(_ cursor: inout ByteCursor) -> Range<Int>? {
        guard cursor.peek() != UInt8(ascii: "0"), let count = cursor.consumeNumber(limit: 4096), count > 0,
            count <= cursor.bytes.count - cursor.index
        else { return nil }
        let range = cursor.index..<(cursor.index + count)
        guard cursor.bytes[range.lowerBound].isIdentifierHead,
            cursor.bytes[range].allSatisfy({ $0.isIdentifierByte && $0 < 0x80 })
        else { return nil }
        cursor.advance(count)
        return range
    }

    /// The result for a mangled named type with no generic arguments: the user's type itself, or filtered.
    func quickResult(module: Range<Int>, parts: QuickParts, bytes: UnsafeBufferPointer<UInt8>) -> QuickName? {
        let moduleBytes = UnsafeBufferPointer(rebasing: bytes[module])
        if AppleNames.isAppleModule(bytes: moduleBytes) {
            return .filtered
        }
        switch style {
        case .path: return .name(parts)
        case .leaf: return .name(QuickParts(parts[parts.count - 1]))
        case .module:
            guard parts.count < QuickParts.capacity else { return nil }
            var qualified = QuickParts(module)
            for index in 0..<parts.count { qualified.append(parts[index]) }
            return .name(qualified)
        }
    }
}

/// A generic argument of a quick mangled name: a simple named type.
struct QuickArgument {
    var module: Range<Int>
    var names: QuickParts
    static let capacity = 4
}

extension UInt8 {
    /// `C`, `V` or `O`: the kinds of named types both manglings write.
    var isNominalKind: Bool { self == UInt8(ascii: "C") || self == UInt8(ascii: "V") || self == UInt8(ascii: "O") }
}

/// One named type of a described record, as byte offsets: `Module.Outer.Name<arguments>`.
struct QuickNode {
    /// Whether the module and every name on the path start with an upper-case letter or `_`.
    func isCapitalized(in line: UnsafeBufferPointer<UInt8>) -> Bool {
        func capital(_ byte: UInt8) -> Bool { byte.isUppercase || byte == UInt8(ascii: "_") }
        if firstDot > start, !capital(line[start]) { return false }
        guard capital(line[pathStart]) else { return false }
        for position in pathStart..<end where line[position] == UInt8(ascii: ".") {
            if !capital(line[position + 1]) { return false }
        }
        return true
    }

    var start: Int
    var end: Int
    /// The first `.` of the name, or `start - 1` when there is none: what stands before it is the module.
    var firstDot: Int
    /// The last `.` of the name, or `start - 1` when there is none.
    var lastDot: Int
    /// Where the nesting path starts: after the module and any anonymous contexts.
    var pathStart: Int
    var argumentCount = 0
    var firstChild = -1
    var nextSibling = -1

    // 16 nodes of 56 bytes fit the 1 KiB that temporary allocations may take on the stack.
    static let capacity = 16

    /// Parses `name ('<' type (', ' type)* '>')?` into preorder nodes; `nil` for anything else.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into nodes: UnsafeMutableBufferPointer<QuickNode>) -> Int? {
        parse(bytes, from: 0, prefix: false, into: nodes)?.count
    }

    /// Parses from `start`; with `prefix`, the type may end before the text does, and where it ends is returned.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, prefix: Bool,
                      into nodes: UnsafeMutableBufferPointer<QuickNode>) -> (count: Int, end: Int)? {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * maximumDepth) { stack in
            parse(bytes, from: start, prefix: prefix, into: nodes, stack: stack)
        }
    }

    static let maximumDepth = 8

    /// Whether the part of a name between two offsets is `Type` or `Protocol`: a metatype, which only the full
    /// path reads.
    @inline(__always)
    static func isMetatypeWord(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        // One word compared for each, since this runs at every dot of every name.
        let word = UnsafeRawPointer(bytes.baseAddress! + start)
        switch end &- start {
        case 4: return word.loadUnaligned(as: UInt32.self) == metatypeWords.type
        case 8: return word.loadUnaligned(as: UInt64.self) == metatypeWords.protocol
        default: return false
        }
    }

    /// `Type` and `Protocol` as the words that hold their bytes, read the same way as the record's.
    private static var metatypeWords: (type: UInt32, protocol: UInt64) {
        let type: StaticString = "Type"
        let `protocol`: StaticString = "Protocol"
        return (UnsafeRawPointer(type.utf8Start).loadUnaligned(as: UInt32.self),
                UnsafeRawPointer(`protocol`.utf8Start).loadUnaligned(as: UInt64.self))
    }

    /// Where the `.` after `(unknown context at $1a2b)` starting at `start` is, when a name follows it.
    static func anonymousContextEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        // Asked after every context, so the usual answer (a name follows) costs one byte's test.
        guard start < bytes.count, bytes[start] == UInt8(ascii: "(") else { return nil }
        var cursor = ByteCursor(bytes, index: start)
        guard cursor.consume("(unknown context at $") else { return nil }
        while cursor.peek().isHexDigit { cursor.advance() }
        guard cursor.consume(UInt8(ascii: ")")), cursor.peek() == UInt8(ascii: "."),
            cursor.peek(1).isIdentifierHead || cursor.peek(1) == UInt8(ascii: "(")
        else { return nil }
        return cursor.index
    }

    /// The first position from `index` whose byte cannot continue an ASCII identifier, or `count`.
    @inline(__always)
    static func identifierEnd(_ base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
        var index = index
        // Sixteen bytes at a time while the buffer holds them: one vector test, and one branch, for each block.
        while index &+ 16 <= count {
            let (first, second) = nonIdentifierBytes(UnsafeRawPointer(base + index))
            if first != 0 { return index &+ first.trailingZeroBitCount &>> 3 }
            if second != 0 { return index &+ 8 &+ second.trailingZeroBitCount &>> 3 }
            index &+= 16
        }
        while index < count, base[index].isASCIIIdentifierByte { index &+= 1 }
        return index
    }

    /// The sixteen bytes at `raw` as two words, the first eight bytes in the first, with every bit set in each byte
    /// that cannot continue an ASCII identifier (`$`, digits, letters and `_` can) and clear in the others.
    ///
    /// Every operation is one of two vectors, so each compiles to a vector instruction or two (SSE2 on x86-64); the
    /// vectors of repeated bytes spell out their type, without which the compiler tests one byte at a time.
    @inline(__always)
    static func nonIdentifierBytes(_ raw: UnsafeRawPointer) -> (UInt64, UInt64) {
        let bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
        // Setting bit 5 maps `A`–`Z` onto `a`–`z`; subtracting the first of a range wraps the bytes below it
        // around to large values, so one unsigned comparison tests the range.
        let lowered = bytes | SIMD16<UInt8>(repeating: 0x20)
        let isLetter = (lowered &- SIMD16<UInt8>(repeating: UInt8(ascii: "a"))) .< SIMD16<UInt8>(repeating: 26)
        let isDigit = (bytes &- SIMD16<UInt8>(repeating: UInt8(ascii: "0"))) .< SIMD16<UInt8>(repeating: 10)
        let isIdentifierByte = isLetter .| isDigit .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "_")))
            .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "$")))
        return RecordCache.words(SIMD16<UInt8>(repeating: 0xFF).replacing(with: 0, where: isIdentifierByte))
    }

    /// `stack[2d]` is the open node at depth `d` and `stack[2d + 1]` the last child it has so far.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, prefix: Bool,
                      into nodes: UnsafeMutableBufferPointer<QuickNode>, stack: UnsafeMutableBufferPointer<Int>) -> (count: Int, end: Int)? {
        var count = 0
        var index = start
        var depth = 0
        while true {
            // A dotted name.
            guard index < bytes.count, bytes[index].isIdentifierHead, bytes[index] < 0x80, count < capacity else { return nil }
            let start = index
            var firstDot = start - 1
            var lastDot = start - 1
            var pathStart = start
            var partStart = start
            let base = bytes.baseAddress!
            while index < bytes.count {
                // Most bytes continue a name: a tight loop takes them before any other test, four at a time.
                index = QuickNode.identifierEnd(base, from: index, count: bytes.count)
                guard index < bytes.count else { break }
                let byte = base[index]
                if byte >= 0x80 {
                    return nil
                } else if byte == UInt8(ascii: "."), index + 1 < bytes.count, bytes[index + 1].isIdentifierHead {
                    if isMetatypeWord(bytes, partStart, index) { return nil }
                    if firstDot < start { firstDot = index; pathStart = index + 1 }
                    lastDot = index
                    index += 1
                    partStart = index
                } else if byte == UInt8(ascii: "."), firstDot < start, let after = anonymousContextEnd(bytes, from: index + 1) {
                    // `MyApp.(unknown context at $10a3c).PrivateView`: the context right after the module vanishes.
                    firstDot = index
                    lastDot = after
                    pathStart = after + 1
                    index = after + 1
                    while let next = anonymousContextEnd(bytes, from: index) {
                        lastDot = next
                        pathStart = next + 1
                        index = next + 1
                    }
                    guard index < bytes.count, bytes[index].isIdentifierHead else { return nil }
                    partStart = index
                } else {
                    break
                }
            }
            if isMetatypeWord(bytes, partStart, index) { return nil }
            let node = count
            nodes[node] = QuickNode(start: start, end: index, firstDot: firstDot, lastDot: lastDot, pathStart: pathStart)
            count += 1
            if depth > 0 {
                let parent = stack[2 * depth - 2]
                nodes[parent].argumentCount += 1
                let previous = stack[2 * depth - 1]
                if previous < 0 { nodes[parent].firstChild = node } else { nodes[previous].nextSibling = node }
                stack[2 * depth - 1] = node
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
                guard depth < maximumDepth else { return nil }
                stack[2 * depth] = node
                stack[2 * depth + 1] = -1
                depth += 1
                index += 1
                continue
            }
            // Close argument lists, then expect `, ` and the next argument, or the end.
            while index < bytes.count, bytes[index] == UInt8(ascii: ">"), depth > 0 {
                depth -= 1
                index += 1
            }
            if depth == 0 {
                guard index < bytes.count else { return (count, index) }
                guard prefix else { return nil }
                // In text, a type ends where a name cannot go on; `Outer<T>.Inner` and `.(unknown context…)` go on.
                if bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count,
                    bytes[index + 1].isIdentifierHead || bytes[index + 1] == UInt8(ascii: "(")
                {
                    return nil
                }
                return (count, index)
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
    }
}
