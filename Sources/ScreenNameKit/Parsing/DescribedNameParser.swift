/// Reads the text that `String(describing:)`, `String(reflecting:)`, `_typeName` and `swift-demangle` print for a type.
///
/// The grammar is the printer's, not the compiler's: spaces stand where the printers put them
/// (`, ` between arguments, ` -> ` before a result, ` : ` or `: ` in a dictionary). It writes a ``TypeTree``; the
/// common shapes (dotted names with generic arguments) cost one pass over their bytes, a vector test for each sixteen
/// bytes of a name, and no prefix comparison, since each rarer construct is first told apart by one byte.
struct DescribedNameParser {
    var cursor: ByteCursor
    /// The tree being written, addressed in place: a decoder is copied freely, the tree never.
    let treeAddress: UnsafeMutablePointer<TypeTree>
    var tree: TypeTree {
        unsafeAddress { UnsafePointer(treeAddress) }
        nonmutating unsafeMutableAddress { treeAddress }
    }
    var depth = 0
    /// Whether the type stands inside free text: then a trailing `?`, `!`, `...`, ` & ` or ` in ` belongs to the
    /// sentence, not to the type, and only a named type may start it.
    var inText = false
    var atTopLevelOfText: Bool { inText && depth == 1 }
    /// The module read from a local type's enclosing function, such as `MyApp` in `V #1 in MyApp.f()`.
    var localModule = TypeTree.Span.none

    /// Parses a whole record into `tree`; text left after the type is an error.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree) throws(ParseError) -> Int32 {
        if let root = parseCommonShape(bytes, into: &tree) { return root }
        tree.reset(source: bytes)
        return try parseGeneral(bytes, into: &tree)
    }

    /// Parses a whole record by the general descent alone; tests compare the common shape's reading with it.
    static func parseGeneral(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree) throws(ParseError) -> Int32
    {
        try withUnsafeMutablePointer(to: &tree) { address throws(ParseError) in
            var parser = DescribedNameParser(cursor: ByteCursor(bytes), treeAddress: address)
            let type = try parser.parseType()
            guard parser.cursor.isAtEnd else { throw parser.error("unexpected text after the type") }
            return type
        }
    }

    /// Parses the longest type name that starts at `start` inside free text, returning it and where it ends; when
    /// none does because it nests deeper than ``ParseError/maximumDepth``, sets `tooDeepAt` to where reading stopped.
    static func parsePrefix(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into tree: inout TypeTree, tooDeepAt: inout Int?
    ) -> (type: Int32, end: Int)? {
        withUnsafeMutablePointer(to: &tree) { address in
            var parser = DescribedNameParser(
                cursor: ByteCursor(bytes, index: start), treeAddress: address, inText: true)
            do throws(ParseError) {
                let type = try parser.parseType()
                return (type, parser.cursor.index)
            } catch {
                if error.isNestingTooDeep { tooDeepAt = error.offset }
                return nil
            }
        }
    }

    func error(_ reason: String) -> ParseError { ParseError(reason, at: cursor.index) }

    /// type := attributes? ('any ' | 'some ')? suffixed (' & ' suffixed)*
    mutating func parseType() throws(ParseError) -> Int32 {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ParseError.maximumDepth else {
            throw ParseError.nestingTooDeep(at: cursor.index)
        }
        guard !tree.isFull else { throw error("too many parts") }
        if atTopLevelOfText { return try parseSuffixedType() }
        try skipAttributes()
        var isExistential = false
        switch cursor.peek() {
        case UInt8(ascii: "a"): isExistential = cursor.consume("any ")
        case UInt8(ascii: "s"): isExistential = cursor.consume("some ")
        default: break
        }
        let first = try parseSuffixedType()
        guard cursor.peek() == UInt8(ascii: " "), cursor.hasPrefix(" & ") else {
            return isExistential ? tree.addList(.existential, [first]) : first
        }
        let mark = tree.mark
        tree.gather(first)
        while cursor.consume(" & ") { tree.gather(try parseSuffixedType()) }
        let (list, count) = tree.commit(from: mark)
        return tree.add(TypeTree.Node(kind: .existential, list: list, count: count))
    }

    /// Skips `@Sendable`, `@Swift.MainActor`, `@convention(c)`, `@escaping` and ownership words such as `inout`.
    @inline(__always)
    mutating func skipAttributes() throws(ParseError) {
        while true {
            switch cursor.peek() {
            case UInt8(ascii: "@"):
                cursor.advance()
                guard cursor.peek().isIdentifierHead else { throw error("expected an attribute name") }
                while cursor.peek().isIdentifierByte || cursor.peek() == UInt8(ascii: ".") { cursor.advance() }
                if cursor.peek() == UInt8(ascii: "(") { try skipBalanced(closing: UInt8(ascii: ")")) }
                guard cursor.consume(UInt8(ascii: " ")) else { throw error("expected a space after an attribute") }
            case UInt8(ascii: "i"), UInt8(ascii: "_"), UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "s"),
                UInt8(ascii: "w"), UInt8(ascii: "u"):
                guard
                    cursor.consume("inout ") || cursor.consume("__owned ") || cursor.consume("__shared ")
                        || cursor.consume("borrowing ") || cursor.consume("consuming ") || cursor.consume("sending ")
                        || cursor.consume("isolated ") || cursor.consume("weak ") || cursor.consume("unowned(unsafe) ")
                        || cursor.consume("unowned ")
                else { return }
            default:
                return
            }
        }
    }

    /// suffixed := base ('?' | '!' | '...' | '.Type' | '.Protocol')*
    @inline(__always)
    mutating func parseSuffixedType() throws(ParseError) -> Int32 {
        var type = try parseBaseType()
        while !atTopLevelOfText {
            switch cursor.peek() {
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                cursor.advance()
                type = tree.addStandardLibrary("Optional", [type])
            case UInt8(ascii: ".") where cursor.consume("..."):
                type = tree.addStandardLibrary("Array", [type])
            case UInt8(ascii: ".") where consumeMetatypeSuffix():
                type = tree.addList(.metatype, [type])
            default:
                return type
            }
        }
        return type
    }

    /// The length of `.Type` or `.Protocol` when it comes next and ends a name (so `.Types` stays a nested type).
    @inline(__always)
    func metatypeSuffixLength() -> Int {
        guard cursor.peek() == UInt8(ascii: ".") else { return 0 }
        if cursor.peek(1) == UInt8(ascii: "T"), cursor.hasPrefix(".Type"), !cursor.peek(5).isIdentifierByte { return 5 }
        if cursor.peek(1) == UInt8(ascii: "P"), cursor.hasPrefix(".Protocol"), !cursor.peek(9).isIdentifierByte {
            return 9
        }
        return 0
    }

    mutating func consumeMetatypeSuffix() -> Bool {
        let length = metatypeSuffixLength()
        cursor.advance(length)
        return length > 0
    }

    @inline(__always)
    mutating func parseBaseType() throws(ParseError) -> Int32 {
        switch cursor.peek() {
        case UInt8(ascii: "("):
            if startsNominalContext() { return try parseNominal() }
            if atTopLevelOfText { throw error("expected a named type") }
            return try parseTupleOrFunction()
        case UInt8(ascii: "["):
            cursor.advance()
            let element = try parseType()
            cursor.skipSpaces()
            if cursor.consume(UInt8(ascii: ":")) {
                cursor.skipSpaces()
                let value = try parseType()
                try expect(UInt8(ascii: "]"), "expected ']' after a dictionary type")
                return tree.addStandardLibrary("Dictionary", [element, value])
            }
            try expect(UInt8(ascii: "]"), "expected ']' after an array type")
            return tree.addStandardLibrary("Array", [element])
        case let byte where byte.isIdentifierHead:
            return try parseNominal()
        case 0:
            throw error("expected a type, found the end")
        default:
            throw error("expected a type")
        }
    }

    mutating func expect(_ byte: UInt8, _ reason: String) throws(ParseError) {
        guard cursor.consume(byte) else { throw error(reason) }
    }

    /// Whether a `(` opens a context of a named type rather than a tuple.
    func startsNominalContext() -> Bool {
        if cursor.hasPrefix("(unknown context at $") || cursor.hasPrefix("(extension in ") { return true }
        // `(Name in _HASH)` and `(Name #1 in f())`
        var probe = cursor
        probe.advance()
        guard probe.peek().isIdentifierHead else { return false }
        probe.index = probe.identifierEnd()
        return probe.hasPrefix(" in _") || probe.hasPrefix(" #")
    }

    // MARK: Tuples and functions

    mutating func parseTupleOrFunction() throws(ParseError) -> Int32 {
        cursor.advance()  // (
        let mark = tree.mark
        cursor.skipSpaces()
        if !cursor.consume(UInt8(ascii: ")")) {
            repeat {
                cursor.skipSpaces()
                let label = consumeLabel()
                tree.gather(try parseType(), label: label)
                cursor.skipSpaces()
            } while cursor.consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: ")"), "expected ')' or ',' in a tuple")
        }
        var hasEffects = false
        while cursor.peek() == UInt8(ascii: " ") {
            if cursor.consume(" async") {
                hasEffects = true
            } else if cursor.consume(" throws") || cursor.consume(" rethrows") {
                hasEffects = true
                if cursor.consume(UInt8(ascii: "(")) {
                    _ = try parseType()
                    try expect(UInt8(ascii: ")"), "expected ')' after a thrown type")
                }
            } else {
                break
            }
        }
        if cursor.consume(" -> ") {
            tree.gather(try parseType())
            // The parameters and then the result; a function type's parameter labels are not part of it.
            let (list, count) = tree.commit(from: mark)
            return tree.add(TypeTree.Node(kind: .function, list: list, count: count))
        }
        guard !hasEffects else { throw error("expected '->' after a function's effects") }
        // A parenthesised single type without a label is that type, as in `(any P)?`.
        if tree.gathered(since: mark) == 1, tree.gatheredEntry(mark, 0).label.isNone {
            let only = tree.gatheredEntry(mark, 0).node
            tree.discard(from: mark)
            return only
        }
        let (list, count) = tree.commit(from: mark)
        return tree.add(TypeTree.Node(kind: .tuple, list: list, count: count))
    }

    /// Consumes `label: ` before a tuple element; `_:` style parameter names included.
    mutating func consumeLabel() -> TypeTree.Span {
        guard cursor.peek().isIdentifierHead else { return .none }
        let start = cursor.index
        let end = cursor.identifierEnd()
        guard end < cursor.bytes.count, cursor.bytes[end] == UInt8(ascii: ":"),
            cursor.peek(end - start + 1) == UInt8(ascii: " ")
        else { return .none }
        cursor.index = end + 2
        return tree.span(start..<end)
    }

    // MARK: Named types

    /// nominal := ('(extension in ' M '):')? part ('.' part)*, where the first plain part of several is the module.
    mutating func parseNominal() throws(ParseError) -> Int32 {
        // One scan of the first name serves every test that looks past it.
        let start = cursor.index
        var firstEnd = start
        if cursor.peek().isIdentifierHead { firstEnd = cursor.identifierEnd() }
        // `Inner in LocalView #1 in MyApp.f()`: the demangler names a type nested in a local type innermost first.
        if firstEnd > start, firstEnd < cursor.bytes.count, cursor.bytes[firstEnd] == UInt8(ascii: " "),
            !atTopLevelOfText,
            let name = consumeNameBeforeIn(end: firstEnd)
        {
            depth += 1
            defer { depth -= 1 }
            guard depth <= ParseError.maximumDepth else {
                throw ParseError.nestingTooDeep(at: cursor.index)
            }
            let outer = try parseNominal()
            guard tree[node: outer].kind == .nominal else { throw error("expected a type after 'in'") }
            return tree.nested(name, in: outer)
        }
        var extensionModule = TypeTree.Span.none
        if cursor.peek() == UInt8(ascii: "("), cursor.consume("(extension in ") {
            extensionModule = try parseIdentifier()
            guard cursor.consume("):") else { throw error("expected '):' after an extension's module") }
        }
        // The chain is built outermost first; its first two components are kept, since the first may be the module.
        var innermost: Int32 = -1
        var outermost: Int32 = -1
        var second: Int32 = -1
        var firstIsPlainName = false
        var parts = 0
        var sugaredModule = TypeTree.Span.none
        // `(extension in MyApp):[Swift.Int].Cell`: the extended type may be written as sugar.
        if !extensionModule.isNone, cursor.peek() == UInt8(ascii: "[") {
            let base = tree[node: try parseBaseType()]
            if base.kind == .nominal {
                sugaredModule = base.module
                innermost = base.component
                outermost = base.component
                guard cursor.consume(UInt8(ascii: ".")) else { throw error("expected '.' after an extended type") }
            }
        }
        while true {
            let partStart = cursor.index
            if let component = try parsePart(parent: innermost, knownEnd: partStart == start ? firstEnd : -1) {
                if parts == 0 {
                    firstIsPlainName =
                        tree[component: component].argumentCount == 0 && cursor.bytes[partStart].isIdentifierHead
                        && !isLocalSuffix(
                            end: partStart == start
                                ? firstEnd : ByteCursor(cursor.bytes, index: partStart).identifierEnd())
                }
                if outermost < 0 { outermost = component } else if second < 0 { second = component }
                innermost = component
            }
            parts += 1
            guard cursor.peek() == UInt8(ascii: "."), metatypeSuffixLength() == 0,
                cursor.peek(1).isIdentifierHead || cursor.peek(1) == UInt8(ascii: "(")
            else { break }
            cursor.advance()
        }
        var module = TypeTree.Span.none
        if parts > 1, firstIsPlainName {
            module = tree[component: outermost].name
            if second >= 0 { tree.setParent(of: second, to: -1) } else { innermost = -1 }
        } else if !localModule.isNone {
            module = localModule
        } else if !sugaredModule.isNone {
            module = sugaredModule
        }
        localModule = .none
        if innermost < 0 { throw error("expected a type name after its contexts") }
        if module.isNone, extensionModule.isNone, tree[component: innermost].parent < 0,
            tree[component: innermost].argumentCount == 0,
            tree.equals(tree[component: innermost].name, "Any") || tree.equals(tree[component: innermost].name, "nil")
        {
            // `Any` alone is the empty existential; `nil`, how Swift prints an absent optional, names no type either.
            return tree.addPlaceholder()
        }
        return tree.add(
            TypeTree.Node(kind: .nominal, module: module, extensionModule: extensionModule, component: innermost))
    }

    /// Consumes `Name in ` at the start of a nominal type, as in `Inner in LocalView #1 in MyApp.f()`, where the
    /// name ends at `end`.
    @inline(__always)
    mutating func consumeNameBeforeIn(end: Int) -> TypeTree.Span? {
        var probe = ByteCursor(cursor.bytes, index: end)
        guard probe.consume(" in "), isValidName(cursor.index..<end) else { return nil }
        let name = tree.span(cursor.index..<end)
        cursor = probe
        return name
    }

    /// Whether the part whose name ends at `end` was a top-level local type, `Name #1 in …`.
    @inline(__always)
    func isLocalSuffix(end: Int) -> Bool {
        end + 1 < cursor.bytes.count && cursor.bytes[end] == UInt8(ascii: " ")
            && cursor.bytes[end + 1] == UInt8(ascii: "#")
    }

    /// Reads one part of a nesting path as a component nested in `parent`; anonymous contexts give `nil`.
    ///
    /// `knownEnd`, when not negative, is where the part's name ends, found by the caller.
    mutating func parsePart(parent: Int32, knownEnd: Int) throws(ParseError) -> Int32? {
        let name: TypeTree.Span
        if cursor.peek() == UInt8(ascii: "(") {
            if cursor.consume("(unknown context at $") {
                while cursor.peek().isHexDigit { cursor.advance() }
                try expect(UInt8(ascii: ")"), "expected ')' after an unknown context")
                return nil
            }
            cursor.advance()
            name = try parseIdentifier()
            if cursor.consume(" in _") {
                while cursor.peek().isHexDigit { cursor.advance() }
            } else {
                try skipLocalContext()
            }
            try expect(UInt8(ascii: ")"), "expected ')' after a private or local type")
        } else {
            name = try parseIdentifier(knownEnd: knownEnd)
            if cursor.peek() == UInt8(ascii: " "), cursor.peek(1) == UInt8(ascii: "#"), !atTopLevelOfText {
                try skipLocalContext()
            }
        }
        guard cursor.peek() == UInt8(ascii: "<") else { return tree.addComponent(name, parent: parent) }
        let (list, count) = try parseGenericArguments()
        return tree.addComponent(name, parent: parent, arguments: list, argumentCount: count)
    }

    /// Skips ` #1 in MyApp.f() -> Any.Type`, the function that declares a local type, noting its module.
    mutating func skipLocalContext() throws(ParseError) {
        guard cursor.consume(" #"), cursor.consumeNumber() != nil, cursor.consume(" in ") else {
            throw error("expected ' #N in ' after a local type")
        }
        let start = cursor.index
        while cursor.peek().isIdentifierByte { cursor.advance() }
        // The module before the function's name, when it is a name at all.
        if cursor.index > start, cursor.bytes[start].isIdentifierHead, cursor.peek() == UInt8(ascii: ".") {
            localModule = isValidName(start..<cursor.index) ? tree.span(start..<cursor.index) : .none
        }
        try skipBalanced(closing: nil)
    }

    /// Skips text up to an unbalanced closing bracket, a top-level `,` or the end; `->` is not a bracket.
    ///
    /// With `closing`, the cursor starts on the opening bracket and stops after its partner.
    mutating func skipBalanced(closing: UInt8?) throws(ParseError) {
        var level = 0
        if closing != nil {
            cursor.advance()
            level = 1
        }
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            switch byte {
            case UInt8(ascii: "-") where cursor.peek(1) == UInt8(ascii: ">"):
                cursor.advance(2)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                level += 1
                guard level <= ParseError.maximumDepth else {
                    throw ParseError.nestingTooDeep(at: cursor.index)
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                if level == 0 { return }
                level -= 1
                if level == 0, closing != nil {
                    cursor.advance()
                    return
                }
            case UInt8(ascii: ",") where level == 0:
                return
            default:
                break
            }
            cursor.advance()
        }
        if closing != nil { throw error("unbalanced brackets") }
    }

    mutating func parseGenericArguments() throws(ParseError) -> (list: Int32, count: Int32) {
        cursor.advance()  // <
        let mark = tree.mark
        repeat {
            cursor.skipSpaces()
            tree.gather(try parseType())
            cursor.skipSpaces()
        } while cursor.consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: ">"), "unbalanced '<'")
        return tree.commit(from: mark)
    }

    mutating func parseIdentifier(knownEnd: Int = -1) throws(ParseError) -> TypeTree.Span {
        guard cursor.peek().isIdentifierHead else { throw error("expected a name") }
        let start = cursor.index
        let end = knownEnd >= 0 ? knownEnd : cursor.identifierEnd()
        cursor.index = end
        guard isValidName(start..<end) else {
            cursor.index = start
            throw error("invalid UTF-8 or a character no name may hold")
        }
        return tree.span(start..<cursor.index)
    }

    /// Whether the bytes are a name as it came in: ASCII, or valid UTF-8 of characters a name may hold.
    func isValidName(_ range: Range<Int>) -> Bool {
        ByteCursor(cursor.bytes, index: range.upperBound).isValidName(from: range.lowerBound)
    }
}

extension TypeName {
    /// Parses the text the runtime or the demangler prints for a type, such as `MyApp.Outer<Swift.Int>.Inner`.
    public init(described text: String) throws(ParseError) {
        var text = text
        var tree = TypeTree()
        defer { tree.deallocate() }
        let result = text.withUTF8 { bytes -> Result<TypeName, ParseError> in
            tree.reset(source: bytes)
            do throws(ParseError) {
                let root = try DescribedNameParser.parse(bytes, into: &tree)
                return .success(tree.typeName(of: root))
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }
}
