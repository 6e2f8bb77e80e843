/// Finds, in a symbol as `swift demangle`, Xcode, crash reporters and Sentry print it, the text of the type the
/// symbol's entity is a member of: `MyApp.SettingsViewController` in `closure #1 () -> () in
/// MyApp.SettingsViewController.viewDidLoad() -> ()`, `MyApp.HomeView` in `protocol witness for
/// SwiftUI.View.body.getter : A.Body in conformance MyApp.HomeView : SwiftUI.View in MyApp`. The described parser
/// reads that text as it reads any type's.
enum DemangledSymbol {
    /// What the demangler prints before the entity a symbol is made from, each dropped in turn.
    static let phrases: [StaticString] = [
        "async function pointer to ", "partial apply forwarder for ", "partial apply ObjC forwarder for ",
        "partial apply for ", "thunk for ", "merged ",
        "dispatch thunk of ", "method descriptor for ", "@objc ", "@nonobjc ", "static ", "specialized ",
        "direct field offset for ", "field offset for ", "variable initialization expression of ",
        "type metadata for ", "type metadata accessor for ", "full type metadata for ", "nominal type descriptor for ",
        "reflection metadata field descriptor ", "reflection metadata associated type descriptor ",
        "protocol conformance descriptor for ", "protocol witness table for ", "protocol witness table pattern for ",
        "metadata instantiation cache for ", "opaque type descriptor for ", "value witness table for ",
        "type metadata instantiation function for ", "type metadata instantiation cache for ",
        "type metadata completion function for ", "protocol descriptor for ",
        "protocol requirements base descriptor for ", "outlined destroy of ", "outlined copy of ",
        "anonymous descriptor ", "extension descriptor ", "property descriptor for ", "method lookup function for ",
        "class metadata base offset for ", "vtable thunk for ", "coroutine continuation prototype for ",
        "generic type metadata pattern for ",
        // Value witnesses as the simplified text prints them, without `value witness`.
        "initializeBufferWithCopyOfBuffer for ", "destroy for ", "initializeWithCopy for ", "assignWithCopy for ",
        "initializeWithTake for ", "assignWithTake for ", "getEnumTagSinglePayload for ",
        "storeEnumTagSinglePayload for ", "getEnumTag for ", "destructiveProjectEnumData for ",
        "destructiveInjectEnumTag for ",
    ]

    /// The phrases before a variable's or a function's name rather than a type's.
    static let memberPhrases: [StaticString] = [
        "direct field offset for ", "field offset for ", "variable initialization expression of ",
        "property descriptor for ", "method descriptor for ", "dispatch thunk of ",
    ]

    /// The last words of a member that is no type: a deinitializer, or an accessor after its variable's name.
    static let memberEnds: [StaticString] = [
        ".__deallocating_deinit", ".deinit", ".__ivar_destroyer", ".__ivar_initializer",
    ]
    /// An accessor at the end of a simplified member's text, which reads as a path of names too.
    static let accessorEnds: [StaticString] = [".getter", ".setter", ".modify", ".didset", ".willset"]

    /// Whether `bytes` is one of ``memberEnds`` or ``accessorEnds`` without its dot: a word that ends a member's
    /// path of names (`Store.values.setter`), never a type's.
    static func isMemberWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func matches(_ end: StaticString) -> Bool {
            let count = end.utf8CodeUnitCount - 1
            guard bytes.count == count else { return false }
            for offset in 0..<count where bytes[offset] != end.utf8Start[offset + 1] { return false }
            return true
        }
        return memberEnds.contains(where: matches) || accessorEnds.contains(where: matches)
    }

    static let accessors: [StaticString] = [
        "getter", "setter", "modify", "read", "didset", "willset", "unsafeAddressor", "unsafeMutableAddressor",
        "nativeOwningAddressor", "nativeOwningMutableAddressor", "materializeForSet", "init", "_modify", "_read",
    ]

    /// Whether `bytes` is shaped as a member's symbol that also reads as a type: a deinitializer's, a path of
    /// names, or a closure's, which reads as a local type (`closure #1 in HomeView.body.getter`).
    static func isMemberShaped(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let cursor = ByteCursor(bytes)
        if bytes.first == UInt8(ascii: "c") || bytes.first == UInt8(ascii: "i") {
            if cursor.hasPrefix("closure #") || cursor.hasPrefix("implicit closure #") { return true }
        }
        switch bytes.last {
        case UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "y"):
            return memberEnds.contains { ends(bytes, with: $0) } || accessorEnds.contains { ends(bytes, with: $0) }
        default:
            return false
        }
    }

    /// The range of the type text in `bytes`, or `nil` when it names no entity of a type; an empty range when the
    /// entity is of no type (a function of a module, an outlined copy of a generic type).
    static func typeRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let range = entityTypeRange(in: bytes), range != 0..<bytes.count else { return nil }
        let type = UnsafeBufferPointer(rebasing: bytes[range])
        // A type whose text is itself shaped as a member (`My.t.didset` of `My.t.didset.t.didset : T`) names no
        // type: read as a symbol again, it would lose its last names.
        if isMemberShaped(type) { return nil }
        let cursor = ByteCursor(type)
        // A module, not a type: the demangler qualifies every type but a local one with its module, in the full
        // text (with a signature, `-> R` or ` : T`); the simplified text (`closure #1 in Home.viewDidLoad()`)
        // qualifies none.
        // The signature is looked for from the entity on: what comes before it (`… for View.Body : View in
        // Home`) is the simplified text's too.
        let isFull =
            index(of: " -> ", in: bytes, from: range.lowerBound, before: bytes.count) != nil
            || index(of: " : ", in: bytes, from: range.lowerBound, before: bytes.count) != nil
        if isFull, lastDot(in: type, from: 0, before: type.count) == nil, !type.contains(UInt8(ascii: " ")) {
            return range.lowerBound..<range.lowerBound
        }
        // The extended type itself, `(extension in MyApp):UIKit.UIViewController`, is its own module's; a type
        // nested in the extension (`…UIViewController.Banner`) is the extension's.
        if cursor.hasPrefix("(extension in "), let close = closing(in: type, from: -1, before: type.count),
            close + 1 < type.count, type[close + 1] == UInt8(ascii: ":"),
            let dot = lastDot(in: type, from: close + 2, before: type.count),
            lastDot(in: type, from: close + 2, before: dot) == nil
        {
            return (range.lowerBound + close + 2)..<range.upperBound
        }
        // An outlined copy of a generic type, `MyApp.Home?`, is the generic type's (`Optional`).
        if ByteCursor(bytes).hasPrefix("outlined "), type.last == UInt8(ascii: "?") || type.last == UInt8(ascii: ">") {
            return range.lowerBound..<range.lowerBound
        }
        return range
    }

    /// The member of `type` (the range ``typeRange(in:)`` gave) that the symbol's entity is, as Swift source names it
    /// and Open Quickly finds it: `viewDidLoad()`, `row(at:)`, `init(items:)`, `buttonTapped(_:)`, `body.getter`,
    /// `deinit`; the full text's parameters become their labels (`row(at: Swift.Int) -> A` is `row(at:)`). `nil`
    /// when the entity is the type itself (a descriptor, a conformance's witness) or a local type's.
    static func memberText(in bytes: UnsafeBufferPointer<UInt8>, type: Range<Int>) -> String? {
        guard !type.isEmpty, type.upperBound + 1 < bytes.count, bytes[type.upperBound] == UInt8(ascii: ".") else {
            return nil
        }
        let start = type.upperBound + 1
        var end = start
        while end < bytes.count, bytes[end].isIdentifierByte || bytes[end] == UInt8(ascii: ".") { end += 1 }
        guard end > start, bytes[start].isIdentifierByte else { return nil }
        var member = Array(bytes[start..<end])
        // The allocating initializer and the deallocating deinitializer are `init` and `deinit` in source.
        for (entry, name) in [("__allocating_init", "init"), ("__deallocating_deinit", "deinit")]
        where member.elementsEqual(entry.utf8) {
            member = Array(name.utf8)
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "("),
            let close = closing(in: bytes, from: end - 1, before: bytes.count)
        {
            member.append(UInt8(ascii: "("))
            let inside = UnsafeBufferPointer(rebasing: bytes[(end + 1)..<close])
            if inside.isEmpty
                || (inside.last == UInt8(ascii: ":")
                    && inside.allSatisfy({ $0.isIdentifierByte || $0 == UInt8(ascii: ":") }))
            {
                // Simplified: the labels already, `(_:didFinishLaunchingWithOptions:)`.
                member.append(contentsOf: inside)
            } else {
                // Full: each parameter outside brackets, `label: Type` or a type alone (`_`).
                var parameter = 0
                while parameter < inside.count {
                    let next = word(", ", in: inside, from: parameter, before: inside.count, returningStart: true)
                    let text = UnsafeBufferPointer(rebasing: inside[parameter..<(next ?? inside.count)])
                    var label = 0
                    while label < text.count, text[label].isIdentifierByte { label += 1 }
                    let labelled = label > 0 && ByteCursor(text, index: label).hasPrefix(": ")
                    member.append(contentsOf: labelled ? Array(text[..<label]) : [UInt8(ascii: "_")])
                    member.append(UInt8(ascii: ":"))
                    parameter = next.map { $0 + 2 } ?? inside.count
                }
            }
            member.append(UInt8(ascii: ")"))
        }
        return String(decoding: member, as: UTF8.self)
    }

    static func entityTypeRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = 0
        var end = bytes.count
        // Each step drops what comes before the entity, or narrows to the part that names the type.
        var steps = 0
        // Whether the entity is a member's variable or function, whose text may end with its name alone
        // (simplified: `variable initialization expression of Home.title`, `<<opaque return type of Home.body>>`).
        var isMember = false
        while start < end, steps < 64 {
            steps += 1
            var cursor = ByteCursor(bytes, index: start)
            let first = bytes[start]
            if let phrase = phrases.first(where: { $0.utf8Start[0] == first && cursor.hasPrefix($0) }) {
                start += phrase.utf8CodeUnitCount
                isMember = isMember || memberPhrases.contains { cursor.hasPrefix($0) }
                continue
            }
            // `(1) await resume partial function for`, `(2) suspend resume partial function for`.
            if cursor.consume(UInt8(ascii: "(")), cursor.consumeNumber() != nil, cursor.consume(UInt8(ascii: ")")),
                let after = index(of: " partial function for ", in: bytes, from: cursor.index, before: end)
            {
                start = after
                continue
            }
            cursor.index = start
            // `generic specialization <…> of `, `function signature specialization <…> of `.
            if cursor.hasPrefix("generic specialization <") || cursor.hasPrefix("function signature specialization <") {
                guard let open = index(of: "<", in: bytes, from: start, before: end),
                    let close = closing(in: bytes, from: open - 2, before: end),
                    ByteCursor(bytes, index: close + 1).hasPrefix(" of ")
                else { return nil }
                start = close + 5
                continue
            }
            // `closure #1 () -> () in …`, `implicit closure #2 … in …`, `default argument 0 of …`,
            // `outlined variable #0 of …`, `destroy value witness for …`: the entity after the first ` in `, ` of `
            // or ` for ` outside brackets.
            if cursor.hasPrefix("closure #") || cursor.hasPrefix("implicit closure #") {
                guard let after = word(" in ", in: bytes, from: start, before: end) else { return nil }
                start = after
                continue
            }
            if cursor.hasPrefix("default argument ") || cursor.hasPrefix("outlined variable #") {
                guard let after = word(" of ", in: bytes, from: start, before: end) else { return nil }
                start = after
                continue
            }
            if let after = index(of: " value witness for ", in: bytes, from: start, before: end),
                !bytes[start..<after].contains(UInt8(ascii: "."))
            {
                start = after
                continue
            }
            // `<<opaque return type of MyApp.HomeView.body : some>>`.
            if cursor.hasPrefix("<<opaque return type of "), ends(bytes[start..<end], with: ">>") {
                start += "<<opaque return type of ".utf8.count
                end -= 2
                isMember = true
                continue
            }
            // `protocol witness for REQUIREMENT in conformance TYPE : PROTOCOL in MODULE`.
            if cursor.hasPrefix("protocol witness for ") {
                guard let after = index(of: " in conformance ", in: bytes, from: start, before: end) else { return nil }
                start = after
                continue
            }
            if cursor.hasPrefix("associated type witness table accessor for ") {
                guard let after = word(" in ", in: bytes, from: start, before: end) else { return nil }
                start = after
                continue
            }
            break
        }
        // A conformance, `TYPE : PROTOCOL in MODULE`: the module is one word at the end.
        if let module = lastWord(" in ", in: bytes, from: start, before: end),
            bytes[module..<end].allSatisfy({ $0.isIdentifierByte }),
            let colon = word(" : ", in: bytes, from: start, before: module - 4, returningStart: true)
        {
            end = colon
        }
        // A member of a local type, `body.getter : some in LocalView #1 in MyApp.f() -> ()`: the last local type.
        if let local = lastLocalType(in: bytes, from: start, before: end), local > start { return local..<end }
        guard let type = member(in: bytes, start: start, end: end) else { return nil }
        // A member named without a signature: its path less its name.
        if isMember, type.upperBound == end, let dot = lastDot(in: bytes, from: start, before: end) {
            return start..<dot
        }
        return type
    }

    /// Where the last local type's text (`LocalView #1 in …`) after ` in ` starts.
    static func lastLocalType(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        var found: Int?
        var position = start
        while let after = index(of: " in ", in: bytes, from: position, before: end) {
            var cursor = ByteCursor(bytes, index: after)
            if cursor.peek().isIdentifierHead {
                cursor.index = cursor.identifierEnd()
                if cursor.hasPrefix(" #") { found = after }
            }
            position = after
        }
        return found
    }

    /// The type of the entity in `bytes[start..<end]`: a function's (`T.f(…) -> R`), an accessor's or a variable's
    /// (`T.v.getter : V`, `T.v : V`), a deinitializer's, a member of a local type (`body.getter : some in LocalView
    /// #1 in MyApp.f() -> ()`), or the type itself.
    static func member(in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Range<Int>? {
        guard start < end else { return nil }
        // The path runs to the first `(` that is no part of a name's context (`MyApp.(Private in _…)`), ` : ` or
        // the end.
        var path = start
        var depth = 0
        var signature = end
        while path < end {
            let byte = bytes[path]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: "("), depth == 0 {
                // `MyApp.(PrivateView in _8D3…)` and `(extension in MyApp):` are contexts, not parameters.
                if path == start || bytes[path - 1] == UInt8(ascii: ".") {
                    guard let close = closing(in: bytes, from: path - 1, before: end) else { return nil }
                    path = close + 1
                    continue
                }
                signature = path
                break
            } else if byte == UInt8(ascii: " "), depth == 0 {
                signature = path
                break
            }
            path += 1
        }
        var typeEnd = signature
        let rest = UnsafeBufferPointer(rebasing: bytes[signature..<end])
        // A function, printed with its signature (`f() -> ()`), or simplified (`f()`) with a member's lower-case
        // name (or a compiler's, `$main()`): `MyApp.DetailView()` is a value's description.
        var isFunction = false
        if rest.first == UInt8(ascii: "("), let close = closing(in: bytes, from: signature - 1, before: end) {
            let name = (lastDot(in: bytes, from: start, before: signature) ?? start - 1) + 1
            // Simplified, the parentheses hold labels alone (`buttonTapped(_:)`), never values (`detail(id: 42)`).
            let labels = bytes[(signature + 1)..<close].allSatisfy {
                $0.isIdentifierByte || $0 == UInt8(ascii: ":")
            }
            isFunction =
                index(of: "-> ", in: bytes, from: close, before: end) != nil
                || (labels && name < signature
                    && (bytes[name].isLowercase || bytes[name] == UInt8(ascii: "_") || bytes[name] == UInt8(ascii: "$")))
        }
        let isVariable = ByteCursor(rest).hasPrefix(" : ")
        if isFunction || isVariable {
            guard let dot = lastDot(in: bytes, from: start, before: typeEnd) else { return nil }
            let last = UnsafeBufferPointer(rebasing: bytes[(dot + 1)..<typeEnd])
            typeEnd = dot
            // `T.v.getter : V`, `T.subscript.getter : (Int) -> V`: the accessor and the variable.
            if isVariable, accessors.contains(where: { equals(last, $0) }) {
                guard let variable = lastDot(in: bytes, from: start, before: typeEnd) else { return nil }
                typeEnd = variable
            }
        } else if signature == end, let memberEnd = memberEnds.first(where: { ends(bytes[start..<end], with: $0) }) {
            typeEnd = end - memberEnd.utf8CodeUnitCount
        } else if signature == end, let dot = lastDot(in: bytes, from: start, before: end),
            accessors.contains(where: { equals(UnsafeBufferPointer(rebasing: bytes[(dot + 1)..<end]), $0) }),
            let variable = lastDot(in: bytes, from: start, before: dot)
        {
            // Simplified, an accessor has no signature: `HomeView.body.getter`.
            typeEnd = variable
        } else if signature != end {
            // A local type's text, `LocalView #1 in MyApp.f() -> R`, is the type whole; other words after a space
            // name no entity.
            return ByteCursor(rest).hasPrefix(" #") ? start..<end : nil
        }
        return start < typeEnd ? start..<typeEnd : nil
    }

    // MARK: Bytes

    static func ends(_ bytes: UnsafeBufferPointer<UInt8>, with suffix: StaticString) -> Bool {
        ends(bytes[...], with: suffix)
    }

    static func ends(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, with suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let base = bytes.endIndex - count
        for offset in 0..<count where bytes[base + offset] != suffix.utf8Start[offset] { return false }
        return true
    }

    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        bytes.count == text.utf8CodeUnitCount && ends(bytes, with: text)
    }

    /// Where the text after the first `word` at or after `from` starts, wherever it is.
    static func index(of word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int, before end: Int)
        -> Int?
    {
        let count = word.utf8CodeUnitCount
        let first = word.utf8Start[0]
        var position = from
        while position + count <= end {
            if bytes[position] == first, ByteCursor(bytes, index: position).hasPrefix(word) { return position + count }
            position += 1
        }
        return nil
    }

    /// How the byte at `position` changes how many brackets are open: +1 for `(`, `<`, `[`, -1 for their partners
    /// (not the `>` of `->`), else 0.
    @inline(__always)
    static func nesting(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        switch bytes[position] {
        case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "["): return 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): return -1
        case UInt8(ascii: ">"): return position > 0 && bytes[position - 1] == UInt8(ascii: "-") ? 0 : -1
        default: return 0
        }
    }

    /// Where the text after the first `word` outside brackets starts (or `word` itself, with `returningStart`).
    static func word(
        _ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int, before end: Int,
        returningStart: Bool = false
    ) -> Int? {
        let count = word.utf8CodeUnitCount
        let first = word.utf8Start[0]
        var depth = 0
        var position = from
        while position + count <= end {
            let change = nesting(bytes, at: position)
            depth += change
            if change == 0, depth == 0, bytes[position] == first, ByteCursor(bytes, index: position).hasPrefix(word) {
                return returningStart ? position : position + count
            }
            position += 1
        }
        return nil
    }

    /// Where the text after the last `word` outside brackets starts.
    static func lastWord(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int, before end: Int)
        -> Int?
    {
        var found: Int?
        var position = from
        while let next = DemangledSymbol.word(word, in: bytes, from: position, before: end) {
            found = next
            position = next
        }
        return found
    }

    /// The last `.` outside brackets in `bytes[from..<end]`.
    static func lastDot(in bytes: UnsafeBufferPointer<UInt8>, from: Int, before end: Int) -> Int? {
        var depth = 0
        var found: Int?
        var position = from
        while position < end {
            depth += nesting(bytes, at: position)
            if depth == 0, bytes[position] == UInt8(ascii: ".") { found = position }
            position += 1
        }
        return found
    }

    /// The bracket that closes the one after `before` (at `before + 1`), or `nil`.
    static func closing(in bytes: UnsafeBufferPointer<UInt8>, from before: Int, before end: Int) -> Int? {
        var depth = 0
        var position = before + 1
        while position < end {
            let change = nesting(bytes, at: position)
            depth += change
            if change < 0, depth == 0 { return position }
            position += 1
        }
        return nil
    }
}
