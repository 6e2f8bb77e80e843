/// Decodes the Objective-C runtime names of Swift classes, `_TtC5MyApp4Home`, written in the old (pre-4.0) mangling.
///
/// `NSStringFromClass`, crash reports and analytics SDKs give every nested, generic, private or local Swift class
/// this name. The runtime's `swift_demangle` returns such names unchanged, so the tool decodes them itself.
/// The old mangling is prefix notation: a kind letter comes before what it applies to, and nesting kind letters
/// stand innermost first (`CC5MyApp5Outer5Inner` is the class `Inner` in the class `Outer`).
struct ObjCRuntimeNameDecoder {
    var cursor: ByteCursor
    /// The tree being written, addressed in place: a decoder is copied freely, the tree never.
    let treeAddress: UnsafeMutablePointer<TypeTree>
    var tree: TypeTree {
        unsafeAddress { UnsafePointer(treeAddress) }
        nonmutating unsafeMutableAddress { treeAddress }
    }
    var depth = 0

    /// Decodes the text after `_Tt` into `tree`; a trailing `$` (which the runtime adds to some generic class names)
    /// is ignored. The bytes lie within the tree's record, which the names' spans refer to.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree) throws(ParseError) -> Int32 {
        var count = bytes.count
        if count > 0, bytes[count - 1] == UInt8(ascii: "$") { count -= 1 }
        return try withUnsafeMutablePointer(to: &tree) { address throws(ParseError) in
            var decoder = ObjCRuntimeNameDecoder(
                cursor: ByteCursor(UnsafeBufferPointer(rebasing: bytes[0..<count])), treeAddress: address)
            let type = try decoder.parseType()
            guard decoder.cursor.isAtEnd else { throw decoder.error("unexpected text after the type") }
            return type
        }
    }

    func error(_ reason: String) -> ParseError {
        ParseError(cursor.isAtEnd ? "unexpected end" : reason, at: cursor.index)
    }

    mutating func enter() throws(ParseError) {
        depth += 1
        guard depth <= ParseError.maximumDepth else {
            throw error("nesting deeper than \(ParseError.maximumDepth) levels")
        }
        guard !tree.isFull else { throw error("too many parts") }
    }

    mutating func next() throws(ParseError) -> UInt8 {
        guard !cursor.isAtEnd else { throw error("unexpected end") }
        defer { cursor.advance() }
        return cursor.peek()
    }

    // MARK: Types

    mutating func parseType() throws(ParseError) -> Int32 {
        try enter()
        defer { depth -= 1 }
        switch try next() {
        case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"), UInt8(ascii: "a"):
            return try parseDeclaration()
        case UInt8(ascii: "S"):
            let substitution = try parseSubstitution()
            guard tree[node: substitution].kind != .module else { throw error("expected a type, found a module") }
            return substitution
        case UInt8(ascii: "G"):
            return try parseBoundGeneric()
        case UInt8(ascii: "T"):
            return try parseTuple(variadic: false)
        case UInt8(ascii: "t"):
            // A variadic tuple: the last element is `T...`, which the described form reads as an array.
            return try parseTuple(variadic: true)
        case UInt8(ascii: "B"):
            return try parseBuiltin()
        case UInt8(ascii: "x"):
            return tree.addPlaceholder()
        case UInt8(ascii: "q"):
            try skipGenericParameterIndex()
            return tree.addPlaceholder()
        case UInt8(ascii: "Q"):
            if !(cursor.consume(UInt8(ascii: "u")) || cursor.consume(UInt8(ascii: "r"))) {
                try skipGenericParameterIndex()
            }
            return tree.addPlaceholder()
        case UInt8(ascii: "F"), UInt8(ascii: "f"):
            _ = cursor.consume(UInt8(ascii: "z"))
            return try parseFunction()
        case UInt8(ascii: "K"), UInt8(ascii: "b"), UInt8(ascii: "c"):
            return try parseFunction()
        case UInt8(ascii: "M"):
            return tree.addList(.metatype, [try parseType()])
        case UInt8(ascii: "P"):
            if cursor.consume(UInt8(ascii: "M")) { return tree.addList(.metatype, [try parseType()]) }
            return try parseProtocolList()
        case UInt8(ascii: "R"):
            return try parseType()
        case UInt8(ascii: "X"):
            switch try next() {
            case UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "w"):
                return try parseType()
            case UInt8(ascii: "M"):
                _ = try next()
                return tree.addList(.metatype, [try parseType()])
            case UInt8(ascii: "P"):
                guard cursor.consume(UInt8(ascii: "M")) else { throw error("unsupported special type") }
                _ = try next()
                return tree.addList(.metatype, [try parseType()])
            default:
                throw error("unsupported special type")
            }
        default:
            cursor.index -= 1
            throw error("unsupported type")
        }
    }

    /// A builtin type (`Bi32_`, `Bw`, `Bv4Bi8_`): never an app's, so only its shape is read.
    mutating func parseBuiltin() throws(ParseError) -> Int32 {
        switch try next() {
        case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "O"), UInt8(ascii: "o"), UInt8(ascii: "p"),
            UInt8(ascii: "t"), UInt8(ascii: "w"):
            break
        case UInt8(ascii: "f"), UInt8(ascii: "i"):
            guard cursor.consumeNumber() != nil, cursor.consume(UInt8(ascii: "_")) else {
                throw error("expected a builtin width")
            }
        case UInt8(ascii: "v"):
            guard cursor.consumeNumber() != nil else { throw error("expected a vector width") }
            _ = try parseType()
        default:
            cursor.index -= 1
            throw error("unsupported builtin type")
        }
        return tree.addBuiltin()
    }

    /// generic-param-index := 'x' | index | 'd' index index
    mutating func skipGenericParameterIndex() throws(ParseError) {
        if cursor.consume(UInt8(ascii: "x")) { return }
        let count = cursor.consume(UInt8(ascii: "d")) ? 2 : 1
        for _ in 0..<count {
            guard cursor.consumeIndex() != nil else {
                throw error("expected a generic parameter index")
            }
        }
    }

    /// declaration-name := context decl-name; the new type becomes a substitution.
    mutating func parseDeclaration() throws(ParseError) -> Int32 {
        let context = try parseContext()
        let type = tree.declare(try parseDeclName(), in: context)
        tree.substitutions.append(Operand(kind: .type, node: type))
        return type
    }

    /// decl-name := identifier | 'L' index identifier (local) | 'P' identifier identifier (private or anonymous)
    mutating func parseDeclName() throws(ParseError) -> TypeTree.Span {
        if cursor.consume(UInt8(ascii: "L")) {
            guard cursor.consumeIndex() != nil else {
                throw error("expected a local discriminator")
            }
        } else if cursor.consume(UInt8(ascii: "P")) {
            _ = try parseIdentifier()
        }
        return try parseIdentifier()
    }

    /// 'G' type (type* '_') per nesting level of the type, outermost level first.
    mutating func parseBoundGeneric() throws(ParseError) -> Int32 {
        let base = try parseType()
        guard tree[node: base].kind == .nominal else { throw error("expected a generic type") }
        let levels = tree.depth(tree[node: base])
        return try withUnsafeTemporaryAllocation(of: (list: Int32, count: Int32).self, capacity: levels) {
            lists throws(ParseError) in
            for level in (0..<levels).reversed() {
                let mark = tree.mark
                while !cursor.consume(UInt8(ascii: "_")) { tree.gather(try parseType()) }
                lists[level] = tree.commit(from: mark)
            }
            guard let bound = tree.bind(base, innermostFirst: UnsafeBufferPointer(lists)) else {
                throw error("too many generic argument lists")
            }
            return bound
        }
    }

    /// tuple-element* '_', each an optional label and a type.
    mutating func parseTuple(variadic: Bool) throws(ParseError) -> Int32 {
        let mark = tree.mark
        var last: (type: Int32, label: TypeTree.Span)?
        while !cursor.consume(UInt8(ascii: "_")) {
            if let last { tree.gather(last.type, label: last.label) }
            let label =
                cursor.peek().isDigit || cursor.peek() == UInt8(ascii: "X") && cursor.peek(1).isDigit
                ? try parseIdentifier() : .none
            last = (try parseType(), label)
        }
        if let last {
            tree.gather(variadic ? tree.addStandardLibrary("Array", [last.type]) : last.type, label: last.label)
        }
        let (list, count) = tree.commit(from: mark)
        return tree.add(TypeTree.Node(kind: .tuple, list: list, count: count))
    }

    mutating func parseFunction() throws(ParseError) -> Int32 {
        let arguments = try parseType()
        return tree.addFunction(parameters: arguments, result: try parseType())
    }

    /// protocol* '_', each a substitution or a declaration name without kind letter.
    mutating func parseProtocolList() throws(ParseError) -> Int32 {
        let mark = tree.mark
        while !cursor.consume(UInt8(ascii: "_")) {
            try enter()
            defer { depth -= 1 }
            guard cursor.consume(UInt8(ascii: "S")) else {
                tree.gather(try parseDeclaration())
                continue
            }
            // `S_` may stand for the whole protocol or only for the module before its name.
            let substitution = try parseSubstitution()
            if tree[node: substitution].kind == .module {
                let type = tree.declare(try parseDeclName(), in: substitution)
                tree.substitutions.append(Operand(kind: .type, node: type))
                tree.gather(type)
            } else {
                tree.gather(substitution)
            }
        }
        let (list, count) = tree.commit(from: mark)
        return tree.add(TypeTree.Node(kind: .existential, list: list, count: count))
    }

    // MARK: Contexts

    /// A context: a module node, a named type, an extension's context or a function's module.
    mutating func parseContext() throws(ParseError) -> Int32 {
        try enter()
        defer { depth -= 1 }
        let byte = cursor.peek()
        if byte.isDigit || byte == UInt8(ascii: "X") {
            let module = tree.addModule(try parseIdentifier())
            tree.substitutions.append(Operand(kind: .module, node: module))
            return module
        }
        cursor.advance()
        switch byte {
        case UInt8(ascii: "s"):
            return tree.addModule(tree.intern("Swift"))
        case UInt8(ascii: "S"):
            return try parseSubstitution()
        case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"):
            return try parseDeclaration()
        case UInt8(ascii: "E"):
            let module = try parseContext()
            guard tree[node: module].kind == .module, !tree[node: module].module.isNone else {
                throw error("expected an extension's module")
            }
            let base = try parseContext()
            guard tree[node: base].kind == .nominal else { throw error("expected an extended type") }
            return tree.extensionContext(module: tree[node: module].module, base: base)
        case UInt8(ascii: "F"), UInt8(ascii: "v"):
            // A function, closure or variable: context, name and signature. Local types declared in it start a
            // fresh path.
            let context = try parseContext()
            switch cursor.peek() {
            case UInt8(ascii: "U"), UInt8(ascii: "u"), UInt8(ascii: "A"):
                // A closure (explicit or implicit) or a default argument: an index, then the closure's type.
                cursor.advance()
                guard cursor.consumeIndex() != nil else { throw error("expected a closure's index") }
                _ = try parseType()
            case UInt8(ascii: "C"), UInt8(ascii: "c"):
                cursor.advance()
                _ = try parseType()
            case UInt8(ascii: "D"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "E"),
                UInt8(ascii: "e"):
                // Destructors and initializers of variables and ivars have no signature.
                cursor.advance()
            case UInt8(ascii: "g"), UInt8(ascii: "s"), UInt8(ascii: "m"), UInt8(ascii: "w"), UInt8(ascii: "W"),
                UInt8(ascii: "G"):
                // An accessor of a variable: its name and type.
                cursor.advance()
                _ = try parseDeclName()
                _ = try parseType()
            default:
                _ = try parseDeclName()
                _ = try parseType()
            }
            return tree.add(TypeTree.Node(kind: .functionContext, module: tree.contextModule(context)))
        default:
            cursor.index -= 1
            throw error("unsupported context")
        }
    }

    /// After 'S': an index (`S_`, `S0_`), `So`, `SC`, or a known standard type.
    mutating func parseSubstitution() throws(ParseError) -> Int32 {
        if cursor.consume(UInt8(ascii: "_")) { return try substitution(0) }
        if let number = cursor.consumeNumber(limit: 1 << 20) {
            guard cursor.consume(UInt8(ascii: "_")) else { throw error("expected '_' after a substitution index") }
            return try substitution(number + 1)
        }
        let byte = try next()
        switch byte {
        case UInt8(ascii: "o"): return tree.addModule(tree.intern(ScreenNamer.importedModule))
        case UInt8(ascii: "C"): return tree.addModule(tree.intern(ScreenNamer.synthesizedModule))
        default:
            guard var name = StandardTypes.old[byte] else {
                cursor.index -= 1
                throw error("unknown substitution")
            }
            if byte == UInt8(ascii: "Q") { name = "Optional" }  // T! is printed and named as an optional
            return tree.addNominal(module: tree.intern("Swift"), name: tree.intern(name))
        }
    }

    func substitution(_ index: Int) throws(ParseError) -> Int32 {
        guard index < tree.substitutions.count else { throw error("substitution index past the end") }
        return tree.substitutions[index].node
    }

    /// identifier := NATURAL bytes (UTF-8, counted in bytes) | 'X' NATURAL punycode
    mutating func parseIdentifier() throws(ParseError) -> TypeTree.Span {
        let isPunycoded = cursor.consume(UInt8(ascii: "X"))
        let hasDigits = cursor.peek().isDigit
        guard let count = cursor.consumeNumber(), count > 0 else {
            throw error(hasDigits ? "identifier length too large" : "expected an identifier length")
        }
        guard count <= cursor.bytes.count - cursor.index else { throw error("identifier longer than the text") }
        let start = cursor.index
        cursor.advance(count)
        let bytes = UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.index])
        if isPunycoded {
            guard let decoded = Punycode.decodeName(bytes) else { throw error("invalid punycode") }
            return tree.intern(decoded)
        }
        guard bytes.allSatisfy({ $0.isIdentifierByte }), cursor.isValidName(from: start) else {
            throw error("invalid identifier")
        }
        return tree.span(start..<cursor.index, of: cursor.bytes)
    }
}
