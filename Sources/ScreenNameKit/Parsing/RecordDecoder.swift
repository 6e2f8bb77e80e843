/// Detects the form of one record and decodes it into a ``TypeTree``.
enum RecordDecoder {
    struct Failure: Error {
        var form: InputForm?
        var reason: FilterReason
    }

    /// The prefixes of Swift's stable mangling and its predecessors, `_` first for the symbol-table spelling.
    static let swiftPrefixes: [StaticString] = ["$s", "_$s", "$S", "_$S", "$e", "_$e", "_T0"]

    /// The length of the Swift mangling prefix the bytes start with, or 0.
    static func swiftPrefixLength(_ cursor: ByteCursor) -> Int {
        // Every prefix starts with `$` or `_`: most records are turned away by one byte.
        let first = cursor.peek()
        guard first == UInt8(ascii: "$") || first == UInt8(ascii: "_") else { return 0 }
        for prefix in swiftPrefixes where cursor.hasPrefix(prefix) { return prefix.utf8CodeUnitCount }
        return 0
    }

    /// Decodes a record into `tree` (which must be reset to it) and returns the root node and the form:
    /// `_Tt` names and prefixed manglings by their prefix, anything else as described text.
    ///
    /// A record that starts with a digit cannot be described text, so it is tried as a bare `_mangledTypeName`;
    /// `bareManglings` tries every unprefixed record that way first.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree, bareManglings: Bool = false)
        -> Result<(root: Int32, form: InputForm), Failure>
    {
        var bytes = bytes
        let observing = observingPrefixLength(bytes, at: 0)
        if observing > 0 {
            bytes = UnsafeBufferPointer(rebasing: bytes[observing...])
            tree.reset(source: bytes)
        }
        let cursor = ByteCursor(bytes)
        if cursor.peek() == UInt8(ascii: "_"), cursor.hasPrefix("_Tt") {
            return mangled(.objcRuntime, bytes, after: 3, into: &tree, ObjCRuntimeNameDecoder.decode)
        }
        let prefix = swiftPrefixLength(cursor)
        if prefix > 0 {
            return mangled(.swiftMangled, bytes, after: prefix, into: &tree, SwiftMangledDecoder.decode)
        }
        // A symbol quoted without its `$` (`s7SwiftUI19UIHostingControllerC…`, as tools that take `$` for a shell's
        // variable print it): `s`, then a module as the mangling spells one, its length and its name, and more.
        // Read so when it decodes; else as a bare mangling whose `s` is the standard library's module
        // (`s15ContiguousArrayVy5MyApp4HomeVG`, as `_mangledTypeName` prints one), when that decodes; else as not
        // decodable when the decoding went past the module, or as a word that only starts so (`s3Bucket`); so too
        // under `bareManglings`, where `s` and a module's name is no type the standard library declares.
        if cursor.peek() == UInt8(ascii: "s"), cursor.peek(1).isDigit, let module = spelledName(bytes, at: 1) {
            let symbol = mangled(.swiftMangled, bytes, after: 1, into: &tree, SwiftMangledDecoder.decode)
            guard case .failure(let failure) = symbol else { return symbol }
            tree.reset(source: bytes)
            let bare = mangled(.swiftMangled, bytes, after: 0, into: &tree, SwiftMangledDecoder.decode)
            if case .success = bare { return bare }
            if case .notDecodable(let error) = failure.reason, error.offset > module.upperBound { return symbol }
            tree.reset(source: bytes)
        }
        guard bareManglings || cursor.peek().isDigit else { return described(bytes, into: &tree) }
        let bare = mangled(.swiftMangled, bytes, after: 0, into: &tree, SwiftMangledDecoder.decode)
        // Under `bareManglings`, a record that is no mangling may still be described text.
        if case .failure = bare, !cursor.peek().isDigit {
            tree.reset(source: bytes)
            if case .success(let decoded) = described(bytes, into: &tree) { return .success(decoded) }
        }
        return bare
    }

    /// The range of the name `bytes` hold at `start` as a mangling spells one, its length (no leading zero) and that
    /// many bytes of an identifier, with more after it (`7SwiftUI19…`); `nil` when they hold none.
    static func spelledName(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Range<Int>? {
        var cursor = ByteCursor(bytes, index: start)
        guard cursor.peek() != UInt8(ascii: "0"), let length = cursor.consumeNumber(), length > 0,
            cursor.index + length < bytes.count, bytes[cursor.index].isIdentifierHead,
            (cursor.index..<(cursor.index + length)).allSatisfy({ bytes[$0].isIdentifierByte })
        else { return nil }
        return cursor.index..<(cursor.index + length)
    }

    /// A member's symbol as the demangler prints it (a crash's frame), named by the type it is a member of; `nil`
    /// when `bytes` is none, with the tree reset to them.
    static func demangledSymbol(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree)
        -> Result<(root: Int32, form: InputForm), Failure>?
    {
        guard let range = DemangledSymbol.typeRange(in: bytes) else { return nil }
        let type = UnsafeBufferPointer(rebasing: bytes[range])
        tree.reset(source: type)
        tree.namesMember = true
        // A symbol of no type (a module's function) names none.
        if type.isEmpty { return .success((tree.addModule(.none), .symbol)) }
        if let root = try? DescribedNameParser.parse(type, into: &tree) {
            // Set once parsed: the parser may start the tree afresh.
            tree.symbolText = (bytes, range)
            return .success((root, .symbol))
        }
        tree.reset(source: bytes)
        return nil
    }

    /// How many bytes at `start` name a key-value observing subclass rather than a class: key-value observing
    /// gives an observed object a class of its own at run time, named `NSKVONotifying_` and the class's name as the
    /// runtime has it (`NSKVONotifying__TtC5MyApp4Home`, `NSKVONotifying_UILabel`), which is what
    /// `object_getClass`, and so some SDKs, see; the class is the name after it. 0 when no name follows.
    @inline(__always)
    static func observingPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "N") else { return 0 }
        let prefix: StaticString = "NSKVONotifying_"
        var cursor = ByteCursor(bytes, index: start)
        while cursor.hasPrefix(prefix), cursor.index + prefix.utf8CodeUnitCount < bytes.count {
            cursor.index += prefix.utf8CodeUnitCount
        }
        return cursor.index - start
    }

    static func described(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree)
        -> Result<(root: Int32, form: InputForm), Failure>
    {
        do throws(ParseError) {
            let root = try DescribedNameParser.parse(bytes, into: &tree)
            // `MyApp.Home.deinit` reads as a path of names, `closure #1 in Home.f()` as a local type: both are
            // members' symbols.
            // A closure's text whose entity names no type (`closure #1 in _f(_:)`) names none.
            if DemangledSymbol.isMemberShaped(bytes) {
                if let symbol = demangledSymbol(bytes, into: &tree) { return symbol }
                tree.namesMember = true
                return .success((tree.addModule(.none), .symbol))
            }
            return .success((root, .described))
        } catch {
            if let symbol = demangledSymbol(bytes, into: &tree) { return symbol }
            // A value's or an object's description is named by the type it starts with, an optional's by its
            // payload's where that names a type.
            if let (head, form) = descriptionHead(bytes) {
                // A payload names a type when it starts as one does in a description: a capital (a module or a
                // type), `_`, an object's `<` or an array's `[`; `true`, `42` and `"text"` are the standard library's.
                if form == .value, let payload = optionalPayload(bytes), let first = payload.first,
                    first.isUppercase || first == UInt8(ascii: "_") || first == UInt8(ascii: "<")
                        || first == UInt8(ascii: "[")
                {
                    tree.reset(source: payload)
                    if case .success(let decoded) = decode(payload, into: &tree) {
                        return .success((decoded.root, .value))
                    }
                }
                tree.reset(source: head)
                switch decode(head, into: &tree) {
                case .success(let decoded): return .success((decoded.root, form))
                case .failure: tree.reset(source: bytes)
                }
            }
            return .failure(Failure(form: nil, reason: .notATypeName(error)))
        }
    }

    /// The type a description starts with: the class of `<Type: 0x…>` (and `<Type: 0x…; frame = …>`, `<Type 0x…>`),
    /// or the type of `Type(label: value, …)` and `Type()`, whose payload may hold anything. A head whose innermost
    /// name starts with a lower-case letter is an enum case, which only `--route` reads.
    static func descriptionHead(_ bytes: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, InputForm)? {
        guard bytes.count > 2 else { return nil }
        var cursor = ByteCursor(bytes)
        if bytes.first == UInt8(ascii: "<"), bytes.last == UInt8(ascii: ">") {
            cursor.advance()
            while !cursor.isAtEnd, !cursor.hasPrefix(": 0x"), cursor.peek() != UInt8(ascii: " ") { cursor.advance() }
            // `<Type 0x…>`, without the colon, is how `heap`, `leaks` and view-controller dumps print an object.
            guard cursor.hasPrefix(": 0x") || cursor.hasPrefix(" 0x"), cursor.index > 1 else { return nil }
            var end = cursor.index
            // Texture prints a node's view and layer as the node's class and `-View` or `-Layer`
            // (`<MyApp.FeedNode-Layer: 0x…; node = …>`, _ASDisplayLayer.mm's description): the node's class is named.
            for ending: StaticString in ["-Layer", "-View"] {
                let length = ending.utf8CodeUnitCount
                if end - 1 > length, memoryEqual(ending.utf8Start, bytes.baseAddress! + end - length, count: length) {
                    end -= length
                    break
                }
            }
            return (UnsafeBufferPointer(rebasing: bytes[1..<end]), .object)
        }
        guard bytes.last == UInt8(ascii: ")") else { return nil }
        var angles = 0
        var segmentStart = 0
        while !cursor.isAtEnd {
            switch cursor.peek() {
            case UInt8(ascii: "<"): angles += 1
            case UInt8(ascii: ">"): angles -= 1
            case UInt8(ascii: ".") where angles == 0: segmentStart = cursor.index + 1
            case UInt8(ascii: "(") where angles == 0:
                // `(unknown context at $…)` and `(extension in …)` are parts of the type's path.
                if cursor.hasPrefix("(unknown context at $") || cursor.hasPrefix("(extension in ") {
                    while !cursor.isAtEnd, cursor.peek() != UInt8(ascii: ")") { cursor.advance() }
                    break
                }
                let first = segmentStart < cursor.index ? bytes[segmentStart] : 0
                guard first.isUppercase || first == UInt8(ascii: "_") else { return nil }
                return (UnsafeBufferPointer(rebasing: bytes[0..<cursor.index]), .value)
            case UInt8(ascii: " ") where angles == 0: return nil
            default: break
            }
            cursor.advance()
        }
        return nil
    }

    /// The payload of an optional value's description, `x` of `Optional(x)`, which is how Swift prints `.some(x)`
    /// (`Optional(<MyApp.HomeViewController: 0x…>)`, `Optional(MyApp.DetailView(id: 42))`, an optional metatype's
    /// `Optional(MyApp.HomeView)`) or a route's case (`Optional(MyApp.Route.home)`); optionals of optionals are
    /// unwrapped too. `nil` for any other record, and past ``optionalDepth`` levels, so that a record's nesting costs
    /// no more than that.
    static func optionalPayload(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        /// The `x` of `Optional(x)` or `Swift.Optional(x)`, when `x` is not empty.
        func unwrapped(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
            let cursor = ByteCursor(bytes)
            let head = cursor.hasPrefix("Optional(") ? 9 : cursor.hasPrefix("Swift.Optional(") ? 15 : 0
            guard head > 0, bytes.count > head + 1, bytes.last == UInt8(ascii: ")") else { return nil }
            return UnsafeBufferPointer(rebasing: bytes[head..<(bytes.count - 1)])
        }
        var payload = bytes
        var levels = 0
        while let inner = unwrapped(payload) {
            guard levels < optionalDepth else { return nil }
            payload = inner
            levels += 1
        }
        return levels > 0 ? payload : nil
    }

    /// How many optionals deep ``optionalPayload(_:)`` looks.
    static let optionalDepth = 8

    /// Decodes the bytes after a prefix, reporting errors at offsets into the whole record.
    static func mangled(
        _ form: InputForm, _ bytes: UnsafeBufferPointer<UInt8>, after prefixLength: Int, into tree: inout TypeTree,
        _ decode: (UnsafeBufferPointer<UInt8>, inout TypeTree) throws(ParseError) -> Int32
    ) -> Result<(root: Int32, form: InputForm), Failure> {
        do throws(ParseError) {
            let root = try decode(UnsafeBufferPointer(rebasing: bytes[prefixLength...]), &tree)
            return .success((root, tree.namesMember ? .symbol : form))
        } catch {
            return .failure(
                Failure(form: form, reason: .notDecodable(ParseError(error.reason, at: error.offset + prefixLength))))
        }
    }
}
