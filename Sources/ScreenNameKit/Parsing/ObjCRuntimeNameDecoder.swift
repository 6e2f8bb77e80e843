/// Decodes the Objective-C runtime names of Swift classes, `_TtC5MyApp4Home`, written in the old (pre-4.0) mangling.
///
/// `NSStringFromClass`, crash reports and analytics SDKs give every nested, generic, private or local Swift class
/// this name. The runtime's `swift_demangle` returns such names unchanged, so the tool decodes them itself.
/// The old mangling is prefix notation: a kind letter comes before what it applies to, and nesting kind letters
/// stand innermost first (`CC5MyApp5Outer5Inner` is the class `Inner` in the class `Outer`).
struct ObjCRuntimeNameDecoder {
    enum Entry {
        case module(String)
        case type(NominalType)
    }

    var cursor: ByteCursor
    var substitutions: [Entry] = []
    var depth = 0

    /// Decodes the text after `_Tt`; a trailing `$` (which the runtime adds to some generic class names) is ignored.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> TypeName {
        var count = bytes.count
        if count > 0, bytes[count - 1] == UInt8(ascii: "$") { count -= 1 }
        var decoder = ObjCRuntimeNameDecoder(cursor: ByteCursor(UnsafeBufferPointer(rebasing: bytes[0..<count])))
        let type = try decoder.parseType()
        guard decoder.cursor.isAtEnd else { throw decoder.error("unexpected text after the type") }
        return type
    }

    func error(_ reason: String) -> ParseError { ParseError(cursor.isAtEnd ? "unexpected end" : reason, at: cursor.index) }

    mutating func enter() throws(ParseError) {
        depth += 1
        guard depth <= ParseError.maximumDepth else { throw error("nesting deeper than \(ParseError.maximumDepth) levels") }
    }

    mutating func next() throws(ParseError) -> UInt8 {
        guard !cursor.isAtEnd else { throw error("unexpected end") }
        defer { cursor.advance() }
        return cursor.peek()
    }

    // MARK: Types

    mutating func parseType() throws(ParseError) -> TypeName {
        try enter()
        defer { depth -= 1 }
        switch try next() {
        case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"):
            return .nominal(try parseDeclaration())
        case UInt8(ascii: "a"):
            return .nominal(try parseDeclaration())
        case UInt8(ascii: "S"):
            switch try parseSubstitution() {
            case .type(let type): return .nominal(type)
            case .module: throw error("expected a type, found a module")
            }
        case UInt8(ascii: "G"):
            return try parseBoundGeneric()
        case UInt8(ascii: "T"):
            return .tuple(try parseTupleElements())
        case UInt8(ascii: "t"):
            // A variadic tuple: the last element is `T...`, which the described form reads as an array.
            var elements = try parseTupleElements()
            if let last = elements.indices.last { elements[last].type = .standardLibrary("Array", [elements[last].type]) }
            return .tuple(elements)
        case UInt8(ascii: "B"):
            return try parseBuiltin()
        case UInt8(ascii: "x"):
            return .genericPlaceholder
        case UInt8(ascii: "q"):
            try skipGenericParameterIndex()
            return .genericPlaceholder
        case UInt8(ascii: "Q"):
            if !(cursor.consume(UInt8(ascii: "u")) || cursor.consume(UInt8(ascii: "r"))) { try skipGenericParameterIndex() }
            return .genericPlaceholder
        case UInt8(ascii: "F"), UInt8(ascii: "f"):
            _ = cursor.consume(UInt8(ascii: "z"))
            return try parseFunction()
        case UInt8(ascii: "K"), UInt8(ascii: "b"), UInt8(ascii: "c"):
            return try parseFunction()
        case UInt8(ascii: "M"):
            return .metatype(try parseType())
        case UInt8(ascii: "P"):
            if cursor.consume(UInt8(ascii: "M")) { return .metatype(try parseType()) }
            return .existential(try parseProtocolList())
        case UInt8(ascii: "R"):
            return try parseType()
        case UInt8(ascii: "X"):
            switch try next() {
            case UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "w"):
                return try parseType()
            case UInt8(ascii: "M"):
                _ = try next()
                return .metatype(try parseType())
            case UInt8(ascii: "P"):
                guard cursor.consume(UInt8(ascii: "M")) else { throw error("unsupported special type") }
                _ = try next()
                return .metatype(try parseType())
            default:
                throw error("unsupported special type")
            }
        default:
            cursor.index -= 1
            throw error("unsupported type")
        }
    }

    /// A builtin type (`Bi32_`, `Bw`, `Bv4Bi8_`): never an app's, so only its shape is read.
    mutating func parseBuiltin() throws(ParseError) -> TypeName {
        switch try next() {
        case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "O"), UInt8(ascii: "o"), UInt8(ascii: "p"),
             UInt8(ascii: "t"), UInt8(ascii: "w"):
            break
        case UInt8(ascii: "f"), UInt8(ascii: "i"):
            guard cursor.consumeNumber() != nil, cursor.consume(UInt8(ascii: "_")) else { throw error("expected a builtin width") }
        case UInt8(ascii: "v"):
            guard cursor.consumeNumber() != nil else { throw error("expected a vector width") }
            _ = try parseType()
        default:
            cursor.index -= 1
            throw error("unsupported builtin type")
        }
        return .builtin
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
    mutating func parseDeclaration() throws(ParseError) -> NominalType {
        let context = try parseContext()
        let type = context.nominal(named: try parseDeclName())
        substitutions.append(.type(type))
        return type
    }

    /// decl-name := identifier | 'L' index identifier (local) | 'P' identifier identifier (private or anonymous)
    mutating func parseDeclName() throws(ParseError) -> String {
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
    mutating func parseBoundGeneric() throws(ParseError) -> TypeName {
        guard case .nominal(let base) = try parseType() else { throw error("expected a generic type") }
        var lists: [[TypeName]] = []
        for _ in base.components {
            var arguments: [TypeName] = []
            while !cursor.consume(UInt8(ascii: "_")) { arguments.append(try parseType()) }
            lists.append(arguments)
        }
        guard let bound = base.binding(innermostFirst: lists.reversed()) else { throw error("too many generic argument lists") }
        return .nominal(bound)
    }

    /// tuple-element* '_', each an optional label and a type.
    mutating func parseTupleElements() throws(ParseError) -> [TupleElement] {
        var elements: [TupleElement] = []
        while !cursor.consume(UInt8(ascii: "_")) {
            let label = cursor.peek().isDigit || cursor.peek() == UInt8(ascii: "X") && cursor.peek(1).isDigit
                ? try parseIdentifier() : nil
            elements.append(TupleElement(label: label, type: try parseType()))
        }
        return elements
    }

    mutating func parseFunction() throws(ParseError) -> TypeName {
        let arguments = try parseType()
        let result = try parseType()
        let parameters: [TypeName] = if case .tuple(let elements) = arguments { elements.map(\.type) } else { [arguments] }
        return .function(parameters: parameters, result: result)
    }

    /// protocol* '_', each a substitution or a declaration name without kind letter.
    mutating func parseProtocolList() throws(ParseError) -> [TypeName] {
        var protocols: [TypeName] = []
        while !cursor.consume(UInt8(ascii: "_")) {
            try enter()
            defer { depth -= 1 }
            guard cursor.consume(UInt8(ascii: "S")) else {
                protocols.append(.nominal(try parseDeclaration()))
                continue
            }
            // `S_` may stand for the whole protocol or only for the module before its name.
            switch try parseSubstitution() {
            case .type(let type):
                protocols.append(.nominal(type))
            case .module(let module):
                let type = MangledContext.module(module).nominal(named: try parseDeclName())
                substitutions.append(.type(type))
                protocols.append(.nominal(type))
            }
        }
        return protocols
    }

    // MARK: Contexts

    mutating func parseContext() throws(ParseError) -> MangledContext {
        try enter()
        defer { depth -= 1 }
        let byte = cursor.peek()
        if byte.isDigit || byte == UInt8(ascii: "X") {
            let module = try parseIdentifier()
            substitutions.append(.module(module))
            return .module(module)
        }
        cursor.advance()
        switch byte {
        case UInt8(ascii: "s"):
            return .module("Swift")
        case UInt8(ascii: "S"):
            switch try parseSubstitution() {
            case .module(let module): return .module(module)
            case .type(let type): return .nominal(type)
            }
        case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"):
            return .nominal(try parseDeclaration())
        case UInt8(ascii: "E"):
            let module: String
            switch try parseContext() {
            case .module(let name): module = name
            default: throw error("expected an extension's module")
            }
            guard case .nominal(let base) = try parseContext() else { throw error("expected an extended type") }
            return .extension(module: module, base: base)
        case UInt8(ascii: "F"):
            // A function: context, name and signature. Local types declared in it start a fresh path.
            let context = try parseContext()
            _ = try parseDeclName()
            _ = try parseType()
            return .function(module: context.module)
        default:
            cursor.index -= 1
            throw error("unsupported context")
        }
    }

    /// After 'S': an index (`S_`, `S0_`), `So`, `SC`, or a known standard type.
    mutating func parseSubstitution() throws(ParseError) -> Entry {
        if cursor.consume(UInt8(ascii: "_")) { return try substitution(0) }
        if let number = cursor.consumeNumber(limit: 1 << 20) {
            guard cursor.consume(UInt8(ascii: "_")) else { throw error("expected '_' after a substitution index") }
            return try substitution(number + 1)
        }
        let byte = try next()
        switch byte {
        case UInt8(ascii: "o"): return .module(ScreenNamer.importedModule)
        case UInt8(ascii: "C"): return .module(ScreenNamer.synthesizedModule)
        default:
            guard var name = StandardTypes.old[byte] else { cursor.index -= 1; throw error("unknown substitution") }
            if byte == UInt8(ascii: "Q") { name = "Optional" }  // T! is printed and named as an optional
            return .type(StandardTypes.nominal(name))
        }
    }

    func substitution(_ index: Int) throws(ParseError) -> Entry {
        guard index < substitutions.count else { throw error("substitution index past the end") }
        return substitutions[index]
    }

    /// identifier := NATURAL bytes (UTF-8, counted in bytes) | 'X' NATURAL punycode
    mutating func parseIdentifier() throws(ParseError) -> String {
        let isPunycoded = cursor.consume(UInt8(ascii: "X"))
        let hasDigits = cursor.peek().isDigit
        guard let count = cursor.consumeNumber(), count > 0 else {
            throw error(hasDigits ? "identifier length too large" : "expected an identifier length")
        }
        guard count <= cursor.bytes.count - cursor.index else { throw error("identifier longer than the text") }
        let start = cursor.index
        cursor.advance(count)
        let span = UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.index])
        if isPunycoded {
            guard let decoded = Punycode.decodeName(span) else { throw error("invalid punycode") }
            return decoded
        }
        guard span.allSatisfy(\.isIdentifierByte), let name = cursor.validString(from: start) else {
            throw error("invalid identifier")
        }
        return name
    }
}
