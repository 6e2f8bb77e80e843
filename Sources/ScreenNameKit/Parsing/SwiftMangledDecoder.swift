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
    var cursor: ByteCursor
    /// The tree being written, addressed in place: a decoder is copied freely, the tree never.
    let treeAddress: UnsafeMutablePointer<TypeTree>
    var tree: TypeTree {
        unsafeAddress { UnsafePointer(treeAddress) }
        nonmutating unsafeMutableAddress { treeAddress }
    }
    /// Byte ranges of the words that word substitutions may refer to, at most 26.
    let words: UnsafeMutablePointer<Range<Int>>
    var wordCount = 0

    static let maximumRepeat = 2048
    static let maximumNodes = 10_000
    static let maximumWords = 26

    /// Decodes `bytes` (without prefix, within the tree's record) as a type or a symbol that names a type.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree) throws(ParseError) -> Int32 {
        try withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: maximumWords) { words throws(ParseError) in
            try withUnsafeMutablePointer(to: &tree) { address throws(ParseError) in
                var decoder = SwiftMangledDecoder(
                    cursor: ByteCursor(bytes), treeAddress: address, words: words.baseAddress!)
                return try decoder.decode()
            }
        }
    }

    mutating func decode() throws(ParseError) -> Int32 {
        while !cursor.isAtEnd {
            try step()
            guard tree.operands.count <= SwiftMangledDecoder.maximumNodes, !tree.isFull else {
                throw error("too many parts")
            }
        }
        guard tree.operands.count == 1 else {
            throw ParseError(
                tree.operands.count == 0 ? "empty mangling" : "mangling does not form one type", at: cursor.bytes.count)
        }
        let only = tree.operands[0]
        // A function, accessor or closure symbol (a crash's frame): the type it is a member of names it; a function
        // outside any type names none.
        if only.kind == .context, tree[node: only.node].kind == .functionContext {
            tree.namesMember = true
            tree.noteMember(of: only.node)
            return tree.enclosingType(of: only.node) ?? only.node
        }
        guard only.kind == .type || only.kind == .global else {
            throw ParseError("mangling does not name a type", at: cursor.bytes.count)
        }
        return only.node
    }

    func error(_ reason: String) -> ParseError {
        ParseError(cursor.isAtEnd ? "unexpected end" : reason, at: cursor.index)
    }

    // MARK: Stack

    var top: Operand? { tree.operands.count > 0 ? tree.operands[tree.operands.count - 1] : nil }

    mutating func push(_ operand: Operand) { tree.operands.append(operand) }

    mutating func push(_ kind: Operand.Kind) { tree.operands.append(Operand(kind: kind)) }

    mutating func pop() -> Operand? {
        guard let top else { return nil }
        tree.operands.count -= 1
        return top
    }

    mutating func pushType(_ node: Int32, depth: Int32) throws(ParseError) {
        guard depth <= ParseError.maximumDepth else {
            throw error("nesting deeper than \(ParseError.maximumDepth) levels")
        }
        push(Operand(kind: .type, node: node, depth: depth))
    }

    mutating func popType() throws(ParseError) -> (node: Int32, depth: Int32) {
        guard let top, top.kind == .type else { throw error("expected a type") }
        tree.operands.count -= 1
        return (top.node, top.depth)
    }

    /// Pops the top operand when it is of `kind`.
    mutating func pop(_ kind: Operand.Kind) -> Operand? {
        guard let top, top.kind == kind else { return nil }
        tree.operands.count -= 1
        return top
    }

    mutating func popName() throws(ParseError) -> TypeTree.Span {
        switch pop() {
        case let operand? where operand.kind == .identifier || operand.kind == .declarationName: return operand.span
        default: throw error("expected a name")
        }
    }

    mutating func popModule() throws(ParseError) -> TypeTree.Span {
        switch pop() {
        case let operand? where operand.kind == .identifier || operand.kind == .module: return operand.span
        default: throw error("expected a module")
        }
    }

    /// Pops a context as a node: a module, a named type, an extension's or a function's context.
    mutating func popContext() throws(ParseError) -> Int32 {
        guard let operand = pop() else { throw error("expected a context") }
        switch operand.kind {
        case .identifier, .module: return tree.addModule(operand.span)
        case .context: return operand.node
        case .type where tree[node: operand.node].kind == .nominal: return operand.node
        default: throw error("expected a context")
        }
    }

    /// The substitution of a type just pushed: the top operand.
    mutating func substituteTop() { tree.substitutions.append(top!) }

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
        case UInt8(ascii: "x"): try pushType(tree.addPlaceholder(), depth: 1)
        case UInt8(ascii: "q"):
            try skipGenericParameterIndex()
            try pushType(tree.addPlaceholder(), depth: 1)
        case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"), UInt8(ascii: "P"), UInt8(ascii: "a"):
            try pushNominal()
        case UInt8(ascii: "D"), UInt8(ascii: "N"): try pushGlobal()
        case UInt8(ascii: "E"):
            let module = try popModule()
            guard let base = pop(), base.kind == .type, tree[node: base.node].kind == .nominal else {
                throw error("expected an extended type")
            }
            push(Operand(kind: .context, node: tree.extensionContext(module: module, base: base.node)))
        case UInt8(ascii: "F"): try pushFunctionContext()
        case UInt8(ascii: "G"): try pushBoundGeneric()
        case UInt8(ascii: "K"): push(.effect)
        case UInt8(ascii: "L"): try pushDeclarationName()
        case UInt8(ascii: "M"):
            // Metadata globals such as `Mn`, `Ma`, `Mf` name the type before them; `MX` and a letter, a type's
            // anonymous context descriptor; one after another (`McMK`), the first's type.
            guard cursor.peek().isLetter else { throw error("unsupported metadata operator") }
            // A property's descriptor (`MV`) follows the variable or subscript it describes, a member of its type,
            // as a getter's symbol is: it names the type and the member (`property descriptor for
            // MyApp.Profile.name : Swift.String`).
            if cursor.peek() == UInt8(ascii: "V"), top?.kind == .context {
                cursor.advance()
                try expectEndOfGlobal()
                break
            }
            if cursor.consume(UInt8(ascii: "X")) {
                guard cursor.peek().isLetter, top?.kind == .type else { throw error("unsupported metadata operator") }
            }
            // A protocol's descriptor (`Mp`) follows the protocol's context and name; a conformance's (`Mc`, `MA`)
            // the conforming type, the protocol and the module the conformance is declared in.
            let letter = cursor.peek()
            if letter == UInt8(ascii: "p") {
                let (protocolType, depth) = try popProtocol()
                try pushType(protocolType, depth: depth)
            }
            cursor.advance()
            if letter == UInt8(ascii: "c") || letter == UInt8(ascii: "A"),
                top?.kind == .module || top?.kind == .identifier
            {
                try pushConformingType()
            } else if top?.kind != .global {
                try pushGlobal()
            }
            try expectEndOfGlobal()
        case UInt8(ascii: "H"):
            guard cursor.consume(UInt8(ascii: "n")) else { throw error("unsupported operator 'H'") }
            try pushGlobal()
        case UInt8(ascii: "Q"): try pushOpaqueType()
        case UInt8(ascii: "S"): try pushStandardSubstitution()
        case UInt8(ascii: "W"): try applyWitnessOperator()
        case UInt8(ascii: "T"): try applyThunkOrSpecialization()
        case UInt8(ascii: "X"): try pushSpecialType()
        case UInt8(ascii: "Y"): try pushTypeAnnotation()
        case UInt8(ascii: "c"): try pushFunctionType()
        case UInt8(ascii: "d"): push(.variadic)
        case UInt8(ascii: "f"): try pushEntityContext()
        case UInt8(ascii: "v"): try pushVariableContext()
        case UInt8(ascii: "i"): try pushSubscriptContext()
        case UInt8(ascii: "w"):
            // A value witness (`wcp` initializeWithCopy, `wxx` destroy): two letters after the type it is of.
            guard cursor.peek().isLetter, cursor.peek(1).isLetter else { throw error("unsupported value witness") }
            cursor.advance(2)
            try pushGlobal()
        case UInt8(ascii: "h"), UInt8(ascii: "n"), UInt8(ascii: "z"):
            // shared, owned, inout: the type itself
            let (type, depth) = try popType()
            try pushType(type, depth: depth)
        case UInt8(ascii: "m"):
            let (type, depth) = try popType()
            try pushType(tree.addList(.metatype, [type]), depth: depth + 1)
        case UInt8(ascii: "p"): try pushProtocolList()
        case UInt8(ascii: "s"): push(Operand(kind: .module, span: tree.intern("Swift")))
        case UInt8(ascii: "t"): try pushTuple()
        case UInt8(ascii: "y"): push(.emptyList)
        case UInt8(ascii: "_"): push(.separator)
        case UInt8(ascii: ".") where top?.kind == .context || top?.kind == .global || top?.kind == .type:
            // A suffix the compiler's later passes add to a symbol (`.17`, `.cold.1`, `.resume.0`, `.llvm.…`): no
            // part of the name, as the demangler leaves it unmangled.
            cursor.index = cursor.bytes.count
        default:
            cursor.index -= 1
            throw error(
                byte == 0 || byte >= 0x80 || byte < 0x20
                    ? "unexpected byte" : "unsupported operator '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    /// identifier := NATURAL chars | '0' word-substituted parts | '00' NATURAL punycode
    mutating func pushIdentifier() throws(ParseError) {
        var hasWords = false
        var isPunycoded = false
        if cursor.consume(UInt8(ascii: "0")) {
            if cursor.consume(UInt8(ascii: "0")) { isPunycoded = true } else { hasWords = true }
        }
        // A plain identifier is a span of the record; one with words or Punycode is spelled out in the arena.
        var name = TypeTree.Span.none
        var spelled = false
        // Word substitutions spell a byte's worth of text as a whole word, so the identifier is bounded here, at each
        // piece, rather than after the step: a record repeating a long word would grow the arena by its length a byte.
        func spell(_ decoder: inout SwiftMangledDecoder, _ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) {
            guard !decoder.tree.isFull else { throw decoder.error("too many parts") }
            if !spelled {
                if !name.isNone {
                    let literal = decoder.tree.bytes(name)
                    name = decoder.tree.arenaEnd
                    decoder.tree.extend(&name, with: literal)
                } else {
                    name = decoder.tree.arenaEnd
                }
                spelled = true
            }
            decoder.tree.extend(&name, with: bytes)
        }
        repeat {
            while hasWords, cursor.peek().isLetter {
                let letter = cursor.peek()
                cursor.advance()
                let isLast = letter < UInt8(ascii: "a")
                let index = Int(letter - (isLast ? UInt8(ascii: "A") : UInt8(ascii: "a")))
                guard index < wordCount else { throw error("word substitution past the known words") }
                try spell(&self, UnsafeBufferPointer(rebasing: cursor.bytes[words[index]]))
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
            let bytes = UnsafeBufferPointer(rebasing: cursor.bytes[range])
            if isPunycoded {
                guard var decoded = Punycode.decodeName(bytes) else { throw error("invalid punycode") }
                var failure: ParseError?
                decoded.withUTF8 { bytes in
                    do throws(ParseError) { try spell(&self, bytes) } catch { failure = error }
                }
                if let failure { throw failure }
            } else {
                guard bytes.allSatisfy({ $0.isASCIIIdentifierByte }) else { throw error("invalid identifier") }
                if name.isNone, !hasWords { name = tree.span(range, of: cursor.bytes) } else { try spell(&self, bytes) }
                collectWords(in: range)
            }
        } while hasWords
        guard !name.isNone else { throw error("empty identifier") }
        let operand = Operand(kind: .identifier, span: name)
        push(operand)
        tree.substitutions.append(operand)
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
                    if index - wordStart >= 2, wordCount < SwiftMangledDecoder.maximumWords {
                        words[wordCount] = wordStart..<index
                        wordCount += 1
                    }
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
        guard index < tree.substitutions.count else { throw error("substitution index past the end") }
        for _ in 0..<times { push(tree.substitutions[index]) }
    }

    /// 'S' known type | 'So' | 'SC' | 'Sg' optional | 'S' NATURAL? 'c'? letter
    mutating func pushStandardSubstitution() throws(ParseError) {
        if cursor.consume(UInt8(ascii: "o")) {
            return push(Operand(kind: .module, span: tree.intern(ScreenNamer.importedModule)))
        }
        if cursor.consume(UInt8(ascii: "C")) {
            return push(Operand(kind: .module, span: tree.intern(ScreenNamer.synthesizedModule)))
        }
        if cursor.consume(UInt8(ascii: "g")) {
            let (wrapped, depth) = try popType()
            try pushType(tree.addStandardLibrary("Optional", [wrapped]), depth: depth + 1)
            substituteTop()
            return
        }
        let count = cursor.consumeNumber(limit: SwiftMangledDecoder.maximumRepeat) ?? 1
        let table = cursor.consume(UInt8(ascii: "c")) ? StandardTypes.second : StandardTypes.first
        guard let name = table[cursor.peek()] else { throw error("unknown standard type") }
        cursor.advance()
        for _ in 0..<count {
            try pushType(tree.addNominal(module: tree.intern("Swift"), name: tree.intern(name)), depth: 1)
        }
    }

    /// Class, struct, enum, protocol or type alias: a declaration name in a context.
    mutating func pushNominal() throws(ParseError) {
        let name = try popName()
        let context = try popContext()
        try pushType(tree.declare(name, in: context), depth: 1)
        substituteTop()
    }

    /// `LL` private name, `L_`/`L<n>_` local name, `L` + related-entity letter.
    mutating func pushDeclarationName() throws(ParseError) {
        if cursor.consume(UInt8(ascii: "L")) {
            guard pop(.identifier) != nil else { throw error("expected a file discriminator") }
            push(Operand(kind: .declarationName, span: try popName()))
        } else if cursor.consumeIndex() != nil {
            push(Operand(kind: .declarationName, span: try popName()))
        } else if case let byte = cursor.peek(), byte.isLetter,
            (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "j")
        {
            cursor.advance()
            push(Operand(kind: .declarationName, span: try popName()))
        } else {
            throw error("unsupported declaration name")
        }
    }

    /// A function declaration: the context of local types, and the member a symbol names.
    mutating func pushFunctionContext() throws(ParseError) {
        let (function, _) = try popFunctionType()
        let parameterCount = Int(tree[node: function].count) - 1
        var labels: (start: Int32, count: Int32) = (0, -1)
        if tree.operands.count > parameterCount + 1 { labels = try popLabels(parameterCount: parameterCount) }
        let name = try popName()
        let context = try popContext()
        // A static method.
        _ = cursor.consume(UInt8(ascii: "Z"))
        let member = TypeTree.Member(
            kind: .function, name: name, labelStart: labels.start, labelCount: labels.count,
            parameterCount: Int32(parameterCount))
        push(Operand(kind: .context, node: tree.addFunctionContext(in: context, member: member)))
    }

    /// After 'f': the entities whose bodies may declare local types, each a context as a function is: closures
    /// (`fU`, `fu`), default arguments (`fA`), initializers and destructors (`fC`, `fc`, `fD`, `fd`, `fZ`), variable
    /// initializers (`fi`) and property wrapper initializers (`fP`, `fF`, `fW`), ivar initializers and destroyers
    /// (`fe`, `fE`).
    mutating func pushEntityContext() throws(ParseError) {
        let kind = cursor.peek()
        cursor.advance()
        var member = TypeTree.Member(kind: .unnamed)
        switch kind {
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            _ = try popType()
            guard cursor.consumeIndex() != nil else { throw error("expected a closure's index") }
        case UInt8(ascii: "A"):
            guard cursor.consumeIndex() != nil else { throw error("expected a default argument's index") }
        case UInt8(ascii: "C"), UInt8(ascii: "c"):
            let (function, _) = try popType()
            let node = tree[node: function]
            let parameterCount = node.kind == .function ? Int(node.count) - 1 : 0
            let (labelStart, labelCount) = try popLabels(parameterCount: parameterCount)
            member = TypeTree.Member(
                kind: .initializer, labelStart: labelStart, labelCount: labelCount,
                parameterCount: Int32(parameterCount))
        case UInt8(ascii: "D"), UInt8(ascii: "d"), UInt8(ascii: "Z"):
            member = TypeTree.Member(kind: .deinitializer)
        case UInt8(ascii: "i"), UInt8(ascii: "P"), UInt8(ascii: "F"), UInt8(ascii: "W"), UInt8(ascii: "E"),
            UInt8(ascii: "e"):
            break
        default:
            cursor.index -= 1
            throw error(
                "unsupported entity 'f\(kind < 0x80 && kind >= 0x20 ? String(Character(Unicode.Scalar(kind))) : "?")'")
        }
        let context = try popContext()
        push(Operand(kind: .context, node: tree.addFunctionContext(in: context, member: member)))
    }

    /// 'v' ACCESSOR: a variable, or one of its accessors (a getter, `didSet`), as the context of local types.
    mutating func pushVariableContext() throws(ParseError) {
        _ = try popType()
        // An empty label list, when the variable has one, and the name.
        _ = pop(.emptyList)
        let name = try popName()
        let context = try popContext()
        // An accessor is one letter; the addressors `a` and `l` take a second.
        let accessor = cursor.peek()
        guard accessor.isLetter else { throw error("expected a variable's accessor") }
        cursor.advance()
        if accessor == UInt8(ascii: "a") || accessor == UInt8(ascii: "l") {
            guard cursor.peek().isLetter else { throw error("expected an addressor's kind") }
            cursor.advance()
        }
        // A static variable.
        _ = cursor.consume(UInt8(ascii: "Z"))
        let member = TypeTree.Member(kind: .variable, name: name, accessor: accessor)
        push(Operand(kind: .context, node: tree.addFunctionContext(in: context, member: member)))
    }

    /// 'i' ACCESSOR: a subscript, or one of its accessors, as the context of what its body declares.
    mutating func pushSubscriptContext() throws(ParseError) {
        let (function, _) = try popType()
        let node = tree[node: function]
        let parameterCount = node.kind == .function ? Int(node.count) - 1 : 0
        let labels = try popLabels(parameterCount: parameterCount)
        let context = try popContext()
        let accessor = cursor.peek()
        guard accessor.isLetter else { throw error("expected a subscript's accessor") }
        cursor.advance()
        // A static subscript.
        _ = cursor.consume(UInt8(ascii: "Z"))
        let member = TypeTree.Member(
            kind: .subscript, accessor: accessor, labelStart: labels.start, labelCount: labels.count,
            parameterCount: Int32(parameterCount))
        push(Operand(kind: .context, node: tree.addFunctionContext(in: context, member: member)))
    }

    /// Pops a function's argument labels: an empty list, or an identifier or separator per parameter. Records them
    /// in order in ``TypeTree/memberLabels`` (`Span.none` for a separator's `_`) and returns where and how many, a
    /// count of -1 when there is no list of them.
    mutating func popLabels(parameterCount: Int) throws(ParseError) -> (start: Int32, count: Int32) {
        guard pop(.emptyList) == nil, top?.kind == .identifier, parameterCount > 0 else { return (0, -1) }
        let start = tree.memberLabels.count
        for _ in 0..<parameterCount {
            if let label = pop(.identifier) {
                tree.memberLabels.append(label.span)
            } else if pop(.separator) != nil {
                tree.memberLabels.append(.none)
            } else {
                break
            }
        }
        // Popped from the stack, the last label comes first.
        var (low, high) = (start, tree.memberLabels.count - 1)
        while low < high {
            (tree.memberLabels[low], tree.memberLabels[high]) = (tree.memberLabels[high], tree.memberLabels[low])
            (low, high) = (low + 1, high - 1)
        }
        return (Int32(start), Int32(tree.memberLabels.count - start))
    }

    /// 'G': generic argument lists, innermost level first on the stack, bound to the nominal type before them.
    mutating func pushBoundGeneric() throws(ParseError) {
        // Count the lists first: types, then a separator and more types for each outer level, then an empty list.
        var lists = 0
        var position = tree.operands.count - 1
        while true {
            while position >= 0, tree.operands[position].kind == .type { position -= 1 }
            lists += 1
            guard position >= 0 else { throw error("expected generic arguments") }
            if tree.operands[position].kind == .emptyList { break }
            guard tree.operands[position].kind == .separator else { throw error("expected generic arguments") }
            position -= 1
        }
        var depth: Int32 = 1
        let bound = try withUnsafeTemporaryAllocation(of: (list: Int32, count: Int32).self, capacity: lists) {
            bindings throws(ParseError) in
            for level in 0..<lists {
                var start = tree.operands.count
                while start > 0, tree.operands[start - 1].kind == .type { start -= 1 }
                let mark = tree.mark
                for index in start..<tree.operands.count {
                    tree.gather(tree.operands[index].node)
                    depth = max(depth, tree.operands[index].depth + 1)
                }
                bindings[level] = tree.commit(from: mark)
                tree.operands.count = start
                // The marker after each list: a separator, or the empty list before the innermost.
                tree.operands.count -= 1
            }
            guard let base = pop(), base.kind == .type, tree[node: base.node].kind == .nominal else {
                throw error("expected a generic type")
            }
            guard let bound = tree.bind(base.node, innermostFirst: UnsafeBufferPointer(bindings)) else {
                throw error("more generic argument lists than levels")
            }
            return bound
        }
        try pushType(bound, depth: depth)
        substituteTop()
    }

    /// 't': a tuple of the types since the last empty list or first-element separator, each with an optional label.
    mutating func pushTuple() throws(ParseError) {
        var depth: Int32 = 1
        let mark = tree.mark
        if pop(.emptyList) == nil {
            while true {
                let isFirst = pop(.separator) != nil
                _ = pop(.variadic)
                let label = pop(.identifier)?.span ?? .none
                let (type, typeDepth) = try popType()
                depth = max(depth, typeDepth + 1)
                tree.gather(type, label: label)
                // The separator follows the first element, so it is met just before that element is popped.
                if isFirst { break }
            }
        }
        tree.reverseGathered(since: mark)
        let (list, count) = tree.commit(from: mark)
        try pushType(tree.add(TypeTree.Node(kind: .tuple, list: list, count: count)), depth: depth)
    }

    /// 'p': an existential of the protocols since the last empty list or separator.
    mutating func pushProtocolList() throws(ParseError) {
        var depth: Int32 = 1
        let mark = tree.mark
        if pop(.emptyList) == nil {
            while true {
                let isFirst = pop(.separator) != nil
                let (type, typeDepth) = try popProtocol()
                tree.gather(type)
                depth = max(depth, typeDepth + 1)
                if isFirst { break }
            }
        }
        tree.reverseGathered(since: mark)
        let (list, count) = tree.commit(from: mark)
        try pushType(tree.add(TypeTree.Node(kind: .existential, list: list, count: count)), depth: depth)
    }

    /// Pops a protocol as protocol lists and descriptors write it, its context and name without `P` (or as a type).
    mutating func popProtocol() throws(ParseError) -> (node: Int32, depth: Int32) {
        if let operand = top, operand.kind == .identifier || operand.kind == .declarationName { try pushNominal() }
        return try popType()
    }

    /// Pops effects, parameters and result; a function type is `result params effects* 'c'`.
    mutating func popFunctionType() throws(ParseError) -> (node: Int32, depth: Int32) {
        while pop(.effect) != nil {}
        var depth: Int32 = 1
        func popList(_ decoder: inout SwiftMangledDecoder) throws(ParseError) -> Int32? {
            if decoder.pop(.emptyList) != nil { return nil }
            let (type, typeDepth) = try decoder.popType()
            depth = max(depth, typeDepth + 1)
            return type
        }
        let parameters = try popList(&self)
        let result = try popList(&self) ?? tree.add(TypeTree.Node(kind: .tuple))
        return (tree.addFunction(parameters: parameters, result: result), depth)
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
        case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "e"), UInt8(ascii: "D"), UInt8(ascii: "d"),
            UInt8(ascii: "I"),
            UInt8(ascii: "j"), UInt8(ascii: "O"), UInt8(ascii: "o"), UInt8(ascii: "p"), UInt8(ascii: "t"),
            UInt8(ascii: "w"),
            UInt8(ascii: "c"), UInt8(ascii: "P"), UInt8(ascii: "A"):
            break
        case UInt8(ascii: "f"), UInt8(ascii: "i"):
            guard cursor.consumeNumber() != nil, cursor.consume(UInt8(ascii: "_")) else {
                throw error("expected a builtin width")
            }
        case UInt8(ascii: "v"):
            guard cursor.consumeNumber() != nil, cursor.consume(UInt8(ascii: "_")) else {
                throw error("expected a vector width")
            }
            _ = try popType()
        case UInt8(ascii: "V"):
            _ = try popType()
            _ = try popType()
        default:
            throw error("unsupported builtin type")
        }
        try pushType(tree.addBuiltin(), depth: 1)
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
            if pop(.emptyList) == nil { throw error("unsupported unknown-context arguments") }
            guard pop(.identifier) != nil else { throw error("expected an unknown context's address") }
            push(Operand(kind: .context, node: try popContext()))
        case UInt8(ascii: "p"):
            let (type, depth) = try popType()
            try pushType(tree.addList(.metatype, [type]), depth: depth + 1)
        case UInt8(ascii: "M"), UInt8(ascii: "m"):
            guard [UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "o")].contains(cursor.peek()) else {
                throw error("unsupported metatype representation")
            }
            cursor.advance()
            let (type, depth) = try popType()
            try pushType(tree.addList(.metatype, [type]), depth: depth + 1)
        case UInt8(ascii: "l"):
            try pushProtocolList()
        case UInt8(ascii: "c"):
            let (superclass, depth) = try popType()
            try pushProtocolList()
            let (protocols, listDepth) = try popType()
            let members = tree[node: protocols]
            let mark = tree.mark
            tree.gather(superclass)
            for offset in 0..<Int(members.count) { tree.gather(tree.entryNode(members.list, offset)) }
            let (list, count) = tree.commit(from: mark)
            try pushType(
                tree.add(TypeTree.Node(kind: .existential, list: list, count: count)), depth: max(depth, listDepth) + 1)
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
            let sugared =
                byte == UInt8(ascii: "q")
                ? tree.addStandardLibrary("Optional", [type]) : tree.addStandardLibrary("Array", [type])
            try pushType(sugared, depth: depth + 1)
        case UInt8(ascii: "D"):
            let (value, valueDepth) = try popType()
            let (key, keyDepth) = try popType()
            try pushType(tree.addStandardLibrary("Dictionary", [key, value]), depth: max(keyDepth, valueDepth) + 1)
        default:
            throw error("unsupported sugared type")
        }
    }

    /// 'Qr': the opaque result type of the declaration being mangled (`var body: some View` is `4bodyQrvp`); 'Qz'
    /// an associated type of the first generic parameter (`A.Body`), both placeholders here. 'QO' after a
    /// declaration: its opaque result type, whose descriptor (`QOMQ`) the type holding the declaration names.
    mutating func pushOpaqueType() throws(ParseError) {
        if cursor.consume(UInt8(ascii: "r")) || cursor.consume(UInt8(ascii: "z")) {
            try pushType(tree.addPlaceholder(), depth: 1)
        } else if cursor.consume(UInt8(ascii: "O")), let declaration = top, declaration.kind == .context,
            tree[node: declaration.node].kind == .functionContext, let type = tree.enclosingType(of: declaration.node)
        {
            _ = pop()
            try pushType(type, depth: 1)
        } else {
            throw error("unsupported opaque type")
        }
    }

    /// 'W' and a letter: `Wvd`/`Wvi` a stored property's field offset, named by the type that holds it; the
    /// globals of a conformance (`WP` witness table, `Wp` its pattern, `WG`, `Wa`, `WI`, `Wl`, `WL`, `WT`), named by
    /// the conforming type.
    mutating func applyWitnessOperator() throws(ParseError) {
        let kind = cursor.peek()
        cursor.advance()
        switch kind {
        case UInt8(ascii: "v"):
            guard cursor.consume(UInt8(ascii: "d")) || cursor.consume(UInt8(ascii: "i")),
                let variable = top, variable.kind == .context
            else { throw error("unsupported field offset") }
        case UInt8(ascii: "P"), UInt8(ascii: "p"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "I"),
            UInt8(ascii: "l"), UInt8(ascii: "L"), UInt8(ascii: "T"):
            try pushConformingType()
        case UInt8(ascii: "V"):
            // The value witness table of the type before it.
            try pushGlobal()
        case UInt8(ascii: "O"):
            // An outlined copy or destroy (`WOh`) of a named type; one of a bound generic type (`Optional<T>`) is
            // the generic type's, which is no type of the app's.
            guard cursor.peek().isLetter, let type = top, type.kind == .type, tree[node: type.node].kind == .nominal,
                case let component = tree[node: type.node].component, component >= 0,
                tree.components[Int(component)].argumentCount == 0
            else { throw error("unsupported outlined operation") }
            cursor.advance()
            try pushGlobal()
        default:
            cursor.index -= 1
            throw error("unsupported witness operator")
        }
    }

    /// Replaces a conformance on the stack (the conforming type, its protocol and module, and for a witness the
    /// requirement) by a global of the conforming type: the stack's first operand.
    mutating func pushConformingType() throws(ParseError) {
        guard let first = tree.operands.count > 1 ? tree.operands[0] : nil, first.kind == .type else {
            throw error("expected a conformance")
        }
        while pop() != nil {}
        push(Operand(kind: .global, node: first.node))
    }

    /// 'T' after a function's symbol: a thunk, a pointer or a part of it, or a specialization of it, each named by
    /// the function it is made from: `TA` partial apply forwarder, `To`/`TO` @objc and native thunks, `TD`/`Td`
    /// dynamic and direct dispatch, `Tj` dispatch thunk, `Tq` method descriptor, `Tu` async function pointer, `Tm`
    /// merged function, `TQn_`/`TYn_` an async function's partial functions, `Tvn_` an outlined variable, and
    /// `Tg`/`TG`/`Ti` generic specializations, whose arguments come before them and are dropped.
    mutating func applyThunkOrSpecialization() throws(ParseError) {
        let kind = cursor.peek()
        cursor.advance()
        switch kind {
        case UInt8(ascii: "A"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "D"), UInt8(ascii: "d"),
            UInt8(ascii: "j"), UInt8(ascii: "q"), UInt8(ascii: "u"), UInt8(ascii: "m"):
            break
        case UInt8(ascii: "Q"), UInt8(ascii: "Y"), UInt8(ascii: "v"):
            guard cursor.consumeIndex() != nil else { throw error("expected an index") }
        case UInt8(ascii: "W"):
            // A protocol witness: a member's symbol, named by the conforming type as the conformance's globals are.
            try pushConformingType()
            tree.namesMember = true
            return
        case UInt8(ascii: "L"):
            // A protocol's requirements base descriptor.
            let (protocolType, _) = try popProtocol()
            push(Operand(kind: .global, node: protocolType))
            return
        case UInt8(ascii: "f"):
            // A function signature specialization: its pass and the changes to each parameter (`Tf4nd_n`), which
            // may hold constants and whole symbols; what follows it changes nothing about the function either.
            cursor.index = cursor.bytes.count
        case UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "i"):
            // Flags (`q` serialized, `m` metatype parameters), then the pass that made it, a digit.
            while cursor.peek() == UInt8(ascii: "q") || cursor.peek() == UInt8(ascii: "m") { cursor.advance() }
            guard cursor.peek().isDigit else { throw error("expected a specialization's pass") }
            cursor.advance()
            // The generic arguments, each a type and the first list ended by a separator, down to the function.
            while let operand = top, operand.kind != .context { _ = pop() }
        default:
            cursor.index -= 1
            throw error("unsupported thunk or specialization")
        }
        // A merged value witness (`wCPTm`) is as much its type's as the witness.
        if kind == UInt8(ascii: "m"), top?.kind == .global { return }
        guard let function = top, function.kind == .context, tree[node: function.node].kind == .functionContext else {
            throw error("expected a function before a thunk")
        }
    }

    /// `D`, `N`, `M?`, `Hn`: a global that names the type before it.
    mutating func pushGlobal() throws(ParseError) {
        let (type, _) = try popType()
        push(Operand(kind: .global, node: type))
        try expectEndOfGlobal()
    }

    /// After a global, only a global of it (`McMK`), a thunk of it (`wCPTm`) or an unmangled suffix may follow.
    func expectEndOfGlobal() throws(ParseError) {
        let next = cursor.peek()
        guard cursor.isAtEnd || next == UInt8(ascii: "M") || next == UInt8(ascii: "T") || next == UInt8(ascii: ".")
        else {
            throw error("unsupported symbol after a type")
        }
    }
}
