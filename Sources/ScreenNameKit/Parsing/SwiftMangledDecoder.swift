/// Decodes Swift's mangling (`$s…`, `_T0…`, `$e…` and bare `_mangledTypeName` output) of types and type symbols.
///
/// Why decode by hand: the runtime's exported `swift_demangle` hands `_Tt` names back unchanged, returns nothing
/// for bare manglings, words its output differently across OS versions, and exists only where a Swift runtime is
/// installed. The subset needed here (types, and the metadata symbols that name a type) is small and documented
/// in the Swift ABI's `Mangling.rst`, so the tool decodes it itself, identically on every platform.
///
/// The mangling is postfix: operands come first and an operator letter combines what is on the stack, as the
/// compiler's own demangler does. The machine is iterative, so no input drives recursion.
struct SwiftMangledDecoder {
    enum Node {
        case identifier(String)
        case module(String)
        case type(TypeName, depth: Int)
        /// A private (`LL`) or local (`L_`) declaration name.
        case declarationName(String)
        case context(MangledContext)
        case emptyList
        case separator
        case effect
        case variadic
        /// A global that names a type: `D`, `N`, `Mn`, `Ma`, …
        case global(TypeName)
    }

    var cursor: ByteCursor
    var stack: [Node] = []
    var substitutions: [Node] = []
    /// Byte ranges of the words that word substitutions may refer to, at most 26.
    var words: [Range<Int>] = []

    static let maximumRepeat = 2048
    static let maximumNodes = 10_000

    /// Decodes `bytes` (without prefix) as a type or a symbol that names a type.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> TypeName {
        var decoder = SwiftMangledDecoder(cursor: ByteCursor(bytes))
        while !decoder.cursor.isAtEnd {
            try decoder.step()
            guard decoder.stack.count <= maximumNodes else { throw decoder.error("too many parts") }
        }
        guard decoder.stack.count == 1 else {
            throw ParseError(decoder.stack.isEmpty ? "empty mangling" : "mangling does not form one type", at: bytes.count)
        }
        switch decoder.stack[0] {
        case .type(let type, _), .global(let type): return type
        default: throw ParseError("mangling does not name a type", at: bytes.count)
        }
    }

    func error(_ reason: String) -> ParseError { ParseError(cursor.isAtEnd ? "unexpected end" : reason, at: cursor.index) }

    // MARK: Stack

    mutating func push(_ node: Node) { stack.append(node) }

    mutating func pushType(_ type: TypeName, depth: Int) throws(ParseError) {
        guard depth <= ParseError.maximumDepth else { throw error("nesting deeper than \(ParseError.maximumDepth) levels") }
        stack.append(.type(type, depth: depth))
    }

    mutating func popType() throws(ParseError) -> (TypeName, Int) {
        guard case .type(let type, let depth)? = stack.last else { throw error("expected a type") }
        stack.removeLast()
        return (type, depth)
    }

    mutating func popIf(_ matches: (Node) -> Bool) -> Node? {
        guard let last = stack.last, matches(last) else { return nil }
        return stack.removeLast()
    }

    mutating func popEmptyList() -> Bool {
        popIf { if case .emptyList = $0 { true } else { false } } != nil
    }

    mutating func popSeparator() -> Bool {
        popIf { if case .separator = $0 { true } else { false } } != nil
    }

    mutating func popName() throws(ParseError) -> String {
        switch stack.popLast() {
        case .identifier(let name)?, .declarationName(let name)?: return name
        default: throw error("expected a name")
        }
    }

    mutating func popModule() throws(ParseError) -> String {
        switch stack.popLast() {
        case .identifier(let name)?, .module(let name)?: return name
        default: throw error("expected a module")
        }
    }

    mutating func popContext() throws(ParseError) -> MangledContext {
        switch stack.popLast() {
        case .identifier(let name)?, .module(let name)?: return .module(name)
        case .context(let context)?: return context
        case .type(.nominal(let nominal), _)?: return .nominal(nominal)
        default: throw error("expected a context")
        }
    }

    // MARK: Operators

    mutating func step() throws(ParseError) {
        let byte = cursor.peek()
        if byte.isDigit {
            try pushIdentifier()
            return
        }
        cursor.advance()
        switch byte {
        case UInt8(ascii: "A"): try pushSubstitutions()
        case UInt8(ascii: "B"): try pushBuiltin()
        case UInt8(ascii: "x"): try pushType(.genericPlaceholder, depth: 1)
        case UInt8(ascii: "q"):
            try skipGenericParameterIndex()
            try pushType(.genericPlaceholder, depth: 1)
        case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"), UInt8(ascii: "P"), UInt8(ascii: "a"):
            try pushNominal()
        case UInt8(ascii: "D"), UInt8(ascii: "N"): try pushGlobal()
        case UInt8(ascii: "E"):
            let module = try popModule()
            guard case .type(.nominal(let base), _)? = stack.popLast() else { throw error("expected an extended type") }
            push(.context(.extension(module: module, base: base)))
        case UInt8(ascii: "F"): try pushFunctionContext()
        case UInt8(ascii: "G"): try pushBoundGeneric()
        case UInt8(ascii: "K"): push(.effect)
        case UInt8(ascii: "L"): try pushDeclarationName()
        case UInt8(ascii: "M"):
            // Metadata globals such as `Mn`, `Ma`, `Mf` name the type before them.
            guard cursor.peek().isLetter, cursor.peek() != UInt8(ascii: "X") else { throw error("unsupported metadata operator") }
            cursor.advance()
            try pushGlobal()
        case UInt8(ascii: "H"):
            guard cursor.consume(UInt8(ascii: "n")) else { throw error("unsupported operator 'H'") }
            try pushGlobal()
        case UInt8(ascii: "S"): try pushStandardSubstitution()
        case UInt8(ascii: "X"): try pushSpecialType()
        case UInt8(ascii: "Y"): try pushTypeAnnotation()
        case UInt8(ascii: "c"): try pushFunctionType()
        case UInt8(ascii: "d"): push(.variadic)
        case UInt8(ascii: "h"), UInt8(ascii: "n"), UInt8(ascii: "z"):
            // shared, owned, inout: the type itself
            let (type, depth) = try popType()
            try pushType(type, depth: depth)
        case UInt8(ascii: "m"):
            let (type, depth) = try popType()
            try pushType(.metatype(type), depth: depth + 1)
        case UInt8(ascii: "p"): try pushProtocolList()
        case UInt8(ascii: "s"): push(.module("Swift"))
        case UInt8(ascii: "t"): try pushTuple()
        case UInt8(ascii: "y"): push(.emptyList)
        case UInt8(ascii: "_"): push(.separator)
        default:
            cursor.index -= 1
            throw error(byte == 0 || byte >= 0x80 || byte < 0x20 ? "unexpected byte" : "unsupported operator '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    /// identifier := NATURAL chars | '0' word-substituted parts | '00' NATURAL punycode
    mutating func pushIdentifier() throws(ParseError) {
        var hasWords = false
        var isPunycoded = false
        if cursor.consume(UInt8(ascii: "0")) {
            if cursor.consume(UInt8(ascii: "0")) { isPunycoded = true } else { hasWords = true }
        }
        var name: [UInt8] = []
        repeat {
            while hasWords, cursor.peek().isLetter {
                let letter = cursor.peek()
                cursor.advance()
                let isLast = letter < UInt8(ascii: "a")
                let index = Int(letter - (isLast ? UInt8(ascii: "A") : UInt8(ascii: "a")))
                guard index < words.count else { throw error("word substitution past the known words") }
                name.append(contentsOf: cursor.bytes[words[index]])
                if isLast { hasWords = false }
            }
            if cursor.consume(UInt8(ascii: "0")) { break }
            let hasDigits = cursor.peek().isDigit
            guard let count = cursor.consumeNumber(), count > 0 else {
                throw error(hasDigits ? "identifier length too large" : "expected an identifier length")
            }
            if isPunycoded { _ = cursor.consume(UInt8(ascii: "_")) }
            guard count <= cursor.bytes.count - cursor.index else { throw error("identifier longer than the text") }
            let range = cursor.index..<(cursor.index + count)
            cursor.advance(count)
            if isPunycoded {
                guard let decoded = Punycode.decodeName(UnsafeBufferPointer(rebasing: cursor.bytes[range])) else {
                    throw error("invalid punycode")
                }
                name.append(contentsOf: decoded.utf8)
            } else {
                guard cursor.bytes[range].allSatisfy({ $0.isIdentifierByte && $0 < 0x80 }) else { throw error("invalid identifier") }
                name.append(contentsOf: cursor.bytes[range])
                collectWords(in: range)
            }
        } while hasWords
        guard !name.isEmpty else { throw error("empty identifier") }
        let node = Node.identifier(String(decoding: name, as: UTF8.self))
        push(node)
        substitutions.append(node)
    }

    /// Records the words of a literal identifier part: runs of letters and digits split at `_` and lower-to-upper steps.
    mutating func collectWords(in range: Range<Int>) {
        var start: Int?
        for index in range.lowerBound...range.upperBound {
            let byte: UInt8 = index < range.upperBound ? cursor.bytes[index] : 0
            if let wordStart = start {
                let previous = cursor.bytes[index - 1]
                let isEnd = byte == UInt8(ascii: "_") || byte == 0 || (!previous.isUppercase && byte.isUppercase)
                if isEnd {
                    if index - wordStart >= 2, words.count < 26 { words.append(wordStart..<index) }
                    start = nil
                }
            }
            if start == nil, !byte.isDigit, byte != UInt8(ascii: "_"), byte != 0 { start = index }
        }
    }

    /// substitution := 'A' (NATURAL? [a-z])* NATURAL? [A-Z] | 'A' NATURAL '_'
    mutating func pushSubstitutions() throws(ParseError) {
        var repeatCount = 1
        while true {
            let byte = cursor.peek()
            if byte.isLetter {
                cursor.advance()
                let isLast = byte.isUppercase
                let index = Int(byte - (isLast ? UInt8(ascii: "A") : UInt8(ascii: "a")))
                try pushSubstitution(index, times: repeatCount)
                if isLast { return }
                repeatCount = 1
            } else if byte == UInt8(ascii: "_") {
                throw error("expected a substitution")
            } else if let number = cursor.consumeNumber(limit: 1 << 20) {
                if cursor.consume(UInt8(ascii: "_")) {
                    try pushSubstitution(number + 27, times: 1)
                    return
                }
                guard number <= SwiftMangledDecoder.maximumRepeat else { throw error("repeat count too large") }
                repeatCount = number
            } else {
                throw error("expected a substitution")
            }
        }
    }

    mutating func pushSubstitution(_ index: Int, times: Int) throws(ParseError) {
        guard index < substitutions.count else { throw error("substitution index past the end") }
        for _ in 0..<times { push(substitutions[index]) }
    }

    /// 'S' known type | 'So' | 'SC' | 'Sg' optional | 'S' NATURAL? 'c'? letter
    mutating func pushStandardSubstitution() throws(ParseError) {
        if cursor.consume(UInt8(ascii: "o")) { return push(.module(ScreenNamer.importedModule)) }
        if cursor.consume(UInt8(ascii: "C")) { return push(.module(ScreenNamer.synthesizedModule)) }
        if cursor.consume(UInt8(ascii: "g")) {
            let (wrapped, depth) = try popType()
            try pushType(.standardLibrary("Optional", [wrapped]), depth: depth + 1)
            substitutions.append(stack[stack.count - 1])
            return
        }
        let count = cursor.consumeNumber(limit: SwiftMangledDecoder.maximumRepeat) ?? 1
        let table = cursor.consume(UInt8(ascii: "c")) ? StandardTypes.second : StandardTypes.first
        guard let name = table[cursor.peek()] else { throw error("unknown standard type") }
        cursor.advance()
        for _ in 0..<count { try pushType(StandardTypes.type(name), depth: 1) }
    }

    /// Class, struct, enum, protocol or type alias: a declaration name in a context.
    mutating func pushNominal() throws(ParseError) {
        let name = try popName()
        let context = try popContext()
        try pushType(.nominal(context.nominal(named: name)), depth: 1)
        substitutions.append(stack[stack.count - 1])
    }

    /// `LL` private name, `L_`/`L<n>_` local name, `L` + related-entity letter.
    mutating func pushDeclarationName() throws(ParseError) {
        if cursor.consume(UInt8(ascii: "L")) {
            guard case .identifier? = stack.popLast() else { throw error("expected a file discriminator") }
            push(.declarationName(try popName()))
        } else if cursor.consumeIndex() != nil {
            push(.declarationName(try popName()))
        } else if case let byte = cursor.peek(), byte.isLetter,
            (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "j")
        {
            cursor.advance()
            push(.declarationName(try popName()))
        } else {
            throw error("unsupported declaration name")
        }
    }

    /// A function declaration, kept only as the context of local types.
    mutating func pushFunctionContext() throws(ParseError) {
        let function = try popFunctionType()
        var parameterCount = 0
        if case .function(let parameters, _) = function.0 { parameterCount = parameters.count }
        // Argument labels: an empty list, or one identifier or separator per parameter.
        if !popEmptyList(), case .identifier? = stack.last, stack.count > parameterCount + 1, parameterCount > 0 {
            for _ in 0..<parameterCount {
                guard popIf({ if case .identifier = $0 { true } else if case .separator = $0 { true } else { false } }) != nil
                else { break }
            }
        }
        _ = try popName()
        let context = try popContext()
        push(.context(.function(module: context.module)))
    }

    /// 'G': generic argument lists, innermost level first on the stack, bound to the nominal type before them.
    mutating func pushBoundGeneric() throws(ParseError) {
        var lists: [[TypeName]] = []
        var depth = 1
        while true {
            var list: [TypeName] = []
            while case .type(let type, let typeDepth)? = stack.last {
                stack.removeLast()
                list.append(type)
                depth = max(depth, typeDepth + 1)
            }
            lists.append(list.reversed())
            if popEmptyList() { break }
            guard popSeparator() else { throw error("expected generic arguments") }
        }
        guard case .type(.nominal(let nominal), _)? = stack.popLast() else { throw error("expected a generic type") }
        guard let bound = nominal.binding(innermostFirst: lists) else { throw error("more generic argument lists than levels") }
        try pushType(.nominal(bound), depth: depth)
        substitutions.append(stack[stack.count - 1])
    }

    /// 't': a tuple of the types since the last empty list or first-element separator, each with an optional label.
    mutating func pushTuple() throws(ParseError) {
        var elements: [TupleElement] = []
        var depth = 1
        if !popEmptyList() {
            while true {
                let isFirst = popSeparator()
                _ = popIf { if case .variadic = $0 { true } else { false } }
                var label: String?
                if case .identifier(let name)? = stack.last {
                    stack.removeLast()
                    label = name
                }
                let (type, typeDepth) = try popType()
                depth = max(depth, typeDepth + 1)
                elements.append(TupleElement(label: label, type: type))
                // The separator follows the first element, so it is met just before that element is popped.
                if isFirst { break }
            }
        }
        try pushType(.tuple(elements.reversed()), depth: depth)
    }

    /// 'p': an existential of the protocols since the last empty list or separator.
    mutating func pushProtocolList() throws(ParseError) {
        var members: [TypeName] = []
        var depth = 1
        if !popEmptyList() {
            while true {
                let isFirst = popSeparator()
                let (type, typeDepth) = try popType()
                members.append(type)
                depth = max(depth, typeDepth + 1)
                if isFirst { break }
            }
        }
        try pushType(.existential(members.reversed()), depth: depth)
    }

    /// Pops effects, parameters and result; a function type is `result params effects* 'c'`.
    mutating func popFunctionType() throws(ParseError) -> (TypeName, Int) {
        while popIf({ if case .effect = $0 { true } else { false } }) != nil {}
        var depth = 1
        func popList(_ decoder: inout SwiftMangledDecoder) throws(ParseError) -> TypeName {
            if decoder.popEmptyList() { return .tuple([]) }
            let (type, typeDepth) = try decoder.popType()
            depth = max(depth, typeDepth + 1)
            return type
        }
        let parameters = try popList(&self)
        let result = try popList(&self)
        let parameterList: [TypeName] = if case .tuple(let elements) = parameters { elements.map(\.type) } else { [parameters] }
        return (.function(parameters: parameterList, result: result), depth)
    }

    mutating func pushFunctionType() throws(ParseError) {
        let (function, depth) = try popFunctionType()
        try pushType(function, depth: depth)
    }

    /// A builtin type (`Bi32_`, `Bw`, `Bv4_`): never an app's, so only its shape is read.
    mutating func pushBuiltin() throws(ParseError) {
        let byte = cursor.peek()
        cursor.advance()
        switch byte {
        case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "e"), UInt8(ascii: "D"), UInt8(ascii: "d"), UInt8(ascii: "I"),
             UInt8(ascii: "j"), UInt8(ascii: "O"), UInt8(ascii: "o"), UInt8(ascii: "p"), UInt8(ascii: "t"), UInt8(ascii: "w"),
             UInt8(ascii: "c"), UInt8(ascii: "P"), UInt8(ascii: "A"):
            break
        case UInt8(ascii: "f"), UInt8(ascii: "i"):
            guard cursor.consumeNumber() != nil, cursor.consume(UInt8(ascii: "_")) else { throw error("expected a builtin width") }
        case UInt8(ascii: "v"):
            guard cursor.consumeNumber() != nil, cursor.consume(UInt8(ascii: "_")) else { throw error("expected a vector width") }
            _ = try popType()
        case UInt8(ascii: "V"):
            _ = try popType()
            _ = try popType()
        default:
            throw error("unsupported builtin type")
        }
        try pushType(.builtin, depth: 1)
    }

    /// GENERIC-PARAM-INDEX := 'z' | 's' | INDEX | 'd' INDEX INDEX
    mutating func skipGenericParameterIndex() throws(ParseError) {
        if cursor.consume(UInt8(ascii: "z")) || cursor.consume(UInt8(ascii: "s")) { return }
        let count = cursor.consume(UInt8(ascii: "d")) ? 2 : 1
        for _ in 0..<count {
            guard cursor.consumeIndex() != nil else {
                throw error("expected a generic parameter index")
            }
        }
    }

    /// 'Y' annotations on function types; those that carry a type (global actor, thrown type) consume it.
    mutating func pushTypeAnnotation() throws(ParseError) {
        let byte = cursor.peek()
        cursor.advance()
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "C"), UInt8(ascii: "T"):
            push(.effect)
        case UInt8(ascii: "c"), UInt8(ascii: "K"), UInt8(ascii: "A"):
            _ = try popType()
            push(.effect)
        case UInt8(ascii: "i"), UInt8(ascii: "k"), UInt8(ascii: "t"):
            let (type, depth) = try popType()
            try pushType(type, depth: depth)
        default:
            throw error("unsupported type annotation")
        }
    }

    /// 'X' special types: existential metatypes, layouts, unknown runtime contexts, weak/unowned, sugar.
    mutating func pushSpecialType() throws(ParseError) {
        let byte = cursor.peek()
        cursor.advance()
        switch byte {
        case UInt8(ascii: "Z"):
            // An unknown runtime context: `context identifier type-list XZ`; the context itself carries on.
            if !popEmptyList() { throw error("unsupported unknown-context arguments") }
            guard case .identifier? = stack.popLast() else { throw error("expected an unknown context's address") }
            push(.context(try popContext()))
        case UInt8(ascii: "p"):
            let (type, depth) = try popType()
            try pushType(.metatype(type), depth: depth + 1)
        case UInt8(ascii: "M"), UInt8(ascii: "m"):
            guard [UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "o")].contains(cursor.peek()) else {
                throw error("unsupported metatype representation")
            }
            cursor.advance()
            let (type, depth) = try popType()
            try pushType(.metatype(type), depth: depth + 1)
        case UInt8(ascii: "l"):
            try pushProtocolList()
        case UInt8(ascii: "c"):
            let (superclass, depth) = try popType()
            try pushProtocolList()
            guard case .type(.existential(let members), let listDepth)? = stack.popLast() else { throw error("expected protocols") }
            try pushType(.existential([superclass] + members), depth: max(depth, listDepth) + 1)
        case UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "w"), UInt8(ascii: "D"):
            let (type, depth) = try popType()
            try pushType(type, depth: depth)
        case UInt8(ascii: "S"):
            try pushSugaredType()
        case UInt8(ascii: "f"), UInt8(ascii: "K"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "A"),
             UInt8(ascii: "E"), UInt8(ascii: "L"), UInt8(ascii: "O"):
            try pushFunctionType()
        case UInt8(ascii: "Y"):
            try pushNominal()
        default:
            throw error("unsupported special type")
        }
    }

    /// `XSq`, `XSa`, `XSD`: sugared optional, array and dictionary from debug info.
    mutating func pushSugaredType() throws(ParseError) {
        let byte = cursor.peek()
        cursor.advance()
        switch byte {
        case UInt8(ascii: "q"), UInt8(ascii: "a"):
            let (type, depth) = try popType()
            try pushType(.standardLibrary(byte == UInt8(ascii: "q") ? "Optional" : "Array", [type]), depth: depth + 1)
        case UInt8(ascii: "D"):
            let (value, valueDepth) = try popType()
            let (key, keyDepth) = try popType()
            try pushType(.standardLibrary("Dictionary", [key, value]), depth: max(keyDepth, valueDepth) + 1)
        default:
            throw error("unsupported sugared type")
        }
    }

    /// `D`, `N`, `M?`, `Hn`: a global that names the type before it.
    mutating func pushGlobal() throws(ParseError) {
        let (type, _) = try popType()
        guard cursor.isAtEnd else { throw error("unsupported symbol after a type") }
        push(.global(type))
    }
}

extension UInt8 {
    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    var isUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
}
