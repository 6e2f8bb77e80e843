/// Reads the text that `String(describing:)`, `String(reflecting:)`, `_typeName` and `swift-demangle` print for a type.
///
/// The grammar is the printer's, not the compiler's: spaces stand where the printers put them
/// (`, ` between arguments, ` -> ` before a result, ` : ` or `: ` in a dictionary).
struct DescribedNameParser {
    var cursor: ByteCursor
    var depth = 0
    /// Whether the type stands inside free text: then a trailing `?`, `!`, `...`, ` & ` or ` in ` belongs to the
    /// sentence, not to the type, and only a named type may start it.
    var inText = false
    var atTopLevelOfText: Bool { inText && depth == 1 }

    /// Parses a whole record; text left after the type is an error.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> TypeName {
        var parser = DescribedNameParser(cursor: ByteCursor(bytes))
        let type = try parser.parseType()
        guard parser.cursor.isAtEnd else { throw parser.error("unexpected text after the type") }
        return type
    }

    func error(_ reason: String) -> ParseError { ParseError(reason, at: cursor.index) }

    /// Parses the longest type name that starts at `start` inside free text, returning it and where it ends.
    static func parsePrefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (type: TypeName, end: Int)? {
        var parser = DescribedNameParser(cursor: ByteCursor(bytes, index: start), inText: true)
        guard let type = try? parser.parseType() else { return nil }
        return (type, parser.cursor.index)
    }

    /// type := attributes? ('any ' | 'some ')? suffixed (' & ' suffixed)*
    mutating func parseType() throws(ParseError) -> TypeName {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ParseError.maximumDepth else { throw error("nesting deeper than \(ParseError.maximumDepth) levels") }
        if atTopLevelOfText { return try parseSuffixedType() }
        try skipAttributes()
        let isExistential = cursor.consume("any ") || cursor.consume("some ")
        let first = try parseSuffixedType()
        guard cursor.hasPrefix(" & ") else { return isExistential ? .existential([first]) : first }
        var members = [first]
        while cursor.consume(" & ") { members.append(try parseSuffixedType()) }
        return .existential(members)
    }

    /// Skips `@Sendable`, `@Swift.MainActor`, `@convention(c)`, `@escaping` and ownership words such as `inout`.
    mutating func skipAttributes() throws(ParseError) {
        while true {
            if cursor.consume(UInt8(ascii: "@")) {
                guard cursor.peek().isIdentifierHead else { throw error("expected an attribute name") }
                while cursor.peek().isIdentifierByte || cursor.peek() == UInt8(ascii: ".") { cursor.advance() }
                if cursor.peek() == UInt8(ascii: "(") { try skipBalanced(closing: UInt8(ascii: ")")) }
                guard cursor.consume(UInt8(ascii: " ")) else { throw error("expected a space after an attribute") }
            } else if !(cursor.consume("inout ") || cursor.consume("__owned ") || cursor.consume("__shared ")
                || cursor.consume("borrowing ") || cursor.consume("consuming ") || cursor.consume("sending ")
                || cursor.consume("isolated ") || cursor.consume("weak ") || cursor.consume("unowned(unsafe) ")
                || cursor.consume("unowned "))
            {
                return
            }
        }
    }

    /// suffixed := base ('?' | '!' | '...' | '.Type' | '.Protocol')*
    mutating func parseSuffixedType() throws(ParseError) -> TypeName {
        var type = try parseBaseType()
        while !atTopLevelOfText {
            if cursor.consume(UInt8(ascii: "?")) || cursor.consume(UInt8(ascii: "!")) {
                type = .standardLibrary("Optional", [type])
            } else if cursor.consume("...") {
                type = .standardLibrary("Array", [type])
            } else if consumeMetatypeSuffix() {
                type = .metatype(type)
            } else {
                return type
            }
        }
        return type
    }

    /// Consumes `.Type` or `.Protocol` when it ends a name (so `.Types` stays a nested type).
    mutating func consumeMetatypeSuffix() -> Bool {
        for suffix: StaticString in [".Type", ".Protocol"] where cursor.hasPrefix(suffix) {
            if !cursor.peek(suffix.utf8CodeUnitCount).isIdentifierByte {
                cursor.advance(suffix.utf8CodeUnitCount)
                return true
            }
        }
        return false
    }

    mutating func parseBaseType() throws(ParseError) -> TypeName {
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
                return .standardLibrary("Dictionary", [element, value])
            }
            try expect(UInt8(ascii: "]"), "expected ']' after an array type")
            return .standardLibrary("Array", [element])
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
        while probe.peek().isIdentifierByte { probe.advance() }
        return probe.hasPrefix(" in _") || probe.hasPrefix(" #")
    }

    // MARK: Tuples and functions

    mutating func parseTupleOrFunction() throws(ParseError) -> TypeName {
        cursor.advance()  // (
        var elements: [TupleElement] = []
        cursor.skipSpaces()
        if !cursor.consume(UInt8(ascii: ")")) {
            repeat {
                cursor.skipSpaces()
                let label = consumeLabel()
                elements.append(TupleElement(label: label, type: try parseType()))
                cursor.skipSpaces()
            } while cursor.consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: ")"), "expected ')' or ',' in a tuple")
        }
        var hasEffects = false
        while true {
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
            let result = try parseType()
            return .function(parameters: elements.map(\.type), result: result)
        }
        guard !hasEffects else { throw error("expected '->' after a function's effects") }
        // A parenthesised single type without a label is that type, as in `(any P)?`.
        if elements.count == 1, elements[0].label == nil { return elements[0].type }
        return .tuple(elements)
    }

    /// Consumes `label: ` before a tuple element; `_:` style parameter names included.
    mutating func consumeLabel() -> String? {
        var probe = cursor
        guard probe.peek().isIdentifierHead else { return nil }
        let start = probe.index
        while probe.peek().isIdentifierByte { probe.advance() }
        guard probe.peek() == UInt8(ascii: ":"), probe.peek(1) == UInt8(ascii: " ") else { return nil }
        let label = probe.string(from: start)
        probe.advance(2)
        cursor = probe
        return label
    }

    // MARK: Named types

    /// nominal := ('(extension in ' M '):')? part ('.' part)*, where the first plain part of several is the module.
    mutating func parseNominal() throws(ParseError) -> TypeName {
        // `Inner in LocalView #1 in MyApp.f()`: the demangler names a type nested in a local type innermost first.
        if !atTopLevelOfText, let name = consumeNameBeforeIn() {
            depth += 1
            defer { depth -= 1 }
            guard depth <= ParseError.maximumDepth else { throw error("nesting deeper than \(ParseError.maximumDepth) levels") }
            guard case .nominal(var outer) = try parseNominal() else { throw error("expected a type after 'in'") }
            outer.components.append(Component(name))
            return .nominal(outer)
        }
        var extensionModule: String?
        if cursor.consume("(extension in ") {
            extensionModule = try parseIdentifier()
            guard cursor.consume("):") else { throw error("expected '):' after an extension's module") }
        }
        var components: [Component] = []
        var firstIsPlainName = false
        var parts = 0
        var sugaredModule: String?
        // `(extension in MyApp):[Swift.Int].Cell`: the extended type may be written as sugar.
        if extensionModule != nil, cursor.peek() == UInt8(ascii: "["), case .nominal(let base) = try parseBaseType() {
            sugaredModule = base.module
            components = base.components
            guard cursor.consume(UInt8(ascii: ".")) else { throw error("expected '.' after an extended type") }
        }
        while true {
            let partStart = cursor.index
            if let component = try parsePart() {
                if parts == 0 {
                    firstIsPlainName = component.arguments.isEmpty && cursor.bytes[partStart].isIdentifierHead
                        && !isLocalSuffix(startingAt: partStart)
                }
                components.append(component)
            }
            parts += 1
            guard cursor.peek() == UInt8(ascii: "."), !isMetatypeAhead(),
                cursor.peek(1).isIdentifierHead || cursor.peek(1) == UInt8(ascii: "(")
            else { break }
            cursor.advance()
        }
        var module: String?
        if parts > 1, firstIsPlainName {
            module = components.removeFirst().name
        } else if localModule != nil {
            module = localModule
        } else if sugaredModule != nil {
            module = sugaredModule
        }
        localModule = nil
        if components.isEmpty { throw error("expected a type name after its contexts") }
        if module == nil, extensionModule == nil, components.count == 1, components[0].name == "Any",
            components[0].arguments.isEmpty
        {
            return .existential([])
        }
        return .nominal(NominalType(module: module, extensionModule: extensionModule, components: components))
    }

    /// Consumes `Name in ` at the start of a nominal type, as in `Inner in LocalView #1 in MyApp.f()`.
    mutating func consumeNameBeforeIn() -> String? {
        var probe = cursor
        guard probe.peek().isIdentifierHead else { return nil }
        let start = probe.index
        while probe.peek().isIdentifierByte { probe.advance() }
        guard probe.hasPrefix(" in "), let name = probe.validString(from: start) else { return nil }
        probe.advance(4)
        cursor = probe
        return name
    }

    /// The module read from a local type's enclosing function, such as `MyApp` in `V #1 in MyApp.f()`.
    var localModule: String?

    func isMetatypeAhead() -> Bool {
        var probe = self
        return probe.consumeMetatypeSuffix()
    }

    /// Whether the part starting at `start` was a top-level local type, `Name #1 in …`.
    func isLocalSuffix(startingAt start: Int) -> Bool {
        var probe = ByteCursor(cursor.bytes, index: start)
        while probe.peek().isIdentifierByte { probe.advance() }
        return probe.hasPrefix(" #")
    }

    /// Reads one part of a nesting path; anonymous contexts give `nil`.
    mutating func parsePart() throws(ParseError) -> Component? {
        if cursor.consume("(unknown context at $") {
            while cursor.peek().isHexDigit { cursor.advance() }
            try expect(UInt8(ascii: ")"), "expected ')' after an unknown context")
            return nil
        }
        let name: String
        if cursor.consume(UInt8(ascii: "(")) {
            name = try parseIdentifier()
            if cursor.consume(" in _") {
                while cursor.peek().isHexDigit { cursor.advance() }
            } else {
                try skipLocalContext()
            }
            try expect(UInt8(ascii: ")"), "expected ')' after a private or local type")
        } else {
            name = try parseIdentifier()
            if cursor.hasPrefix(" #"), !atTopLevelOfText { try skipLocalContext() }
        }
        let arguments = cursor.peek() == UInt8(ascii: "<") ? try parseGenericArguments() : []
        return Component(name, arguments: arguments)
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
            localModule = cursor.validString(from: start)
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
                guard level <= ParseError.maximumDepth else { throw error("nesting deeper than \(ParseError.maximumDepth) levels") }
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

    mutating func parseGenericArguments() throws(ParseError) -> [TypeName] {
        cursor.advance()  // <
        var arguments: [TypeName] = []
        repeat {
            cursor.skipSpaces()
            arguments.append(try parseType())
            cursor.skipSpaces()
        } while cursor.consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: ">"), "unbalanced '<'")
        return arguments
    }

    mutating func parseIdentifier() throws(ParseError) -> String {
        guard cursor.peek().isIdentifierHead else { throw error("expected a name") }
        let start = cursor.index
        while cursor.peek().isIdentifierByte { cursor.advance() }
        guard let name = cursor.validString(from: start) else {
            cursor.index = start
            throw error("invalid UTF-8 or a character no name may hold")
        }
        return name
    }
}

extension TypeName {
    /// Parses the text the runtime or the demangler prints for a type, such as `MyApp.Outer<Swift.Int>.Inner`.
    public init(described text: String) throws(ParseError) {
        var text = text
        let result = text.withUTF8 { bytes -> Result<TypeName, ParseError> in
            do throws(ParseError) { return .success(try DescribedNameParser.parse(bytes)) } catch { return .failure(error) }
        }
        self = try result.get()
    }
}
