/// Decodes the searchable name of a navigation route value, as `String(describing:)` prints it, into a ``TypeTree``.
///
/// A route is an enum case (or a struct) with its payload: `MyApp.Route.detail(id: 42)`, `detail(id: 42)`,
/// `settings(MyApp.Route.Sub.a)`, `Optional(MyApp.Route.home)`. Only the head before the payload matters, so a
/// payload may hold anything (quotes, parentheses, commas) without confusing the reader. ScreenNameViewer prints
/// a pathless `navigationDestination` value as `ContentView.swift : value: 1`; its file name is the route's name.
/// The head is one named type in the tree: its first part as the module when there are more (`MyApp`), the type
/// path and case as its components (`Route`, `detail`).
enum RouteValueParser {
    /// Decodes a route value into `tree` (which must be reset to it) and returns its named type, in the ``route``
    /// form.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree)
        -> Result<(root: Int32, form: InputForm), RecordDecoder.Failure>
    {
        do throws(ParseError) {
            return .success((try parse(bytes, into: &tree), .route))
        } catch {
            return .failure(RecordDecoder.Failure(form: nil, reason: .notARoute(error)))
        }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree) throws(ParseError) -> Int32 {
        if let file = fileValueHead(bytes) { return tree.addNominal(module: .none, name: tree.span(0..<file)) }
        // An optional route is its payload, as the decoder reads every optional value.
        if let payload = RecordDecoder.optionalPayload(bytes), let start = payload.baseAddress,
            let base = bytes.baseAddress
        {
            do throws(ParseError) {
                return try parseCase(payload, into: &tree)
            } catch {
                throw ParseError(error.reason, at: error.offset + (start - base))
            }
        }
        if ByteCursor(bytes).hasPrefix("Optional(") {
            guard bytes.last == UInt8(ascii: ")") else { throw ParseError("unbalanced 'Optional('", at: bytes.count) }
            throw ParseError("expected a case name", at: 9)
        }
        return try parseCase(bytes, into: &tree)
    }

    /// The head of a route value that is not an optional: its case, with the type path and module before it.
    static func parseCase(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree) throws(ParseError) -> Int32 {
        var cursor = ByteCursor(bytes)
        // The first name is the module when another follows it, so it is kept aside until the next dot says.
        var first = TypeTree.Span.none
        var type: Int32 = -1
        while true {
            guard cursor.peek().isIdentifierHead else { throw ParseError("expected a case name", at: cursor.index) }
            guard !tree.isFull else { throw ParseError("too many parts", at: cursor.index) }
            let start = cursor.index
            while cursor.peek().isIdentifierByte { cursor.advance() }
            guard cursor.isValidName(from: start) else {
                throw ParseError("invalid UTF-8 or a character no name may hold", at: start)
            }
            let name = tree.span(start..<cursor.index, of: bytes)
            if first.isNone {
                first = name
            } else if type < 0 {
                type = tree.addNominal(module: first, name: name)
            } else {
                type = tree.nested(name, in: type)
            }
            guard cursor.peek() == UInt8(ascii: "."), cursor.peek(1).isIdentifierHead else { break }
            cursor.advance()
        }
        // What follows the head is a payload in parentheses.
        if !cursor.isAtEnd {
            guard cursor.peek() == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else {
                throw ParseError("unexpected text after the case name", at: cursor.index)
            }
        }
        guard type < 0 else { return type }
        if tree.equals(first, "nil") { throw ParseError("no route (nil)", at: 0) }
        return tree.addNominal(module: .none, name: first)
    }

    /// The length of the file name of ScreenNameViewer's `File.swift : value: 1` form, or `nil` when the value has
    /// none (or it is not UTF-8).
    static func fileValueHead(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // The file name is name bytes and dots, so the marker, which starts with a space, can only start at the first
        // other byte: one look there, not one at every byte.
        let marker: StaticString = " : value: "
        var cursor = ByteCursor(bytes)
        while cursor.peek().isIdentifierByte || cursor.peek() == UInt8(ascii: ".") { cursor.advance() }
        guard cursor.index > 0, cursor.hasPrefix(marker),
            String(validating: UnsafeBufferPointer(rebasing: bytes[0..<cursor.index]), as: UTF8.self) != nil
        else { return nil }
        return cursor.index
    }
}

extension ScreenNamer {
    /// Names a navigation route value given as UTF-8 bytes.
    ///
    /// ```swift
    /// ScreenNamer().routeName("MyApp.Route.detail(id: 42)").displayName  // "Route.detail"
    /// ```
    public func routeName(bytes: UnsafeBufferPointer<UInt8>) -> ScreenName {
        var tree = TypeTree()
        defer { tree.deallocate() }
        tree.reset(source: bytes)
        switch RouteValueParser.decode(bytes, into: &tree) {
        case .success(let decoded):
            let chosen = choose(decoded.root, form: decoded.form, in: tree) ?? decoded.root
            return ScreenName(
                displayName: displayName(chosen, in: tree), type: tree.nominalType(of: chosen), form: decoded.form,
                filterReason: nil)
        case .failure(let failure):
            return ScreenName(displayName: nil, type: nil, form: failure.form, filterReason: failure.reason)
        }
    }

    /// Names a navigation route value given as a string.
    public func routeName(_ value: String) -> ScreenName {
        var value = value
        return value.withUTF8 { routeName(bytes: $0) }
    }
}
