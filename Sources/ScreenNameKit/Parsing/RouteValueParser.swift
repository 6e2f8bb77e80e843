/// Reads the searchable name of a navigation route value from how `String(describing:)` prints it.
///
/// A route is an enum case (or a struct) with its payload: `MyApp.Route.detail(id: 42)`, `detail(id: 42)`,
/// `settings(MyApp.Route.Sub.a)`, `Optional(MyApp.Route.home)`. Only the head before the payload matters, so a
/// payload may hold anything (quotes, parentheses, commas) without confusing the reader. ScreenNameViewer prints
/// a pathless `navigationDestination` value as `ContentView.swift : value: 1`; its file name is the route's name.
enum RouteValueParser {
    struct Route {
        /// The module, when the value was printed with `String(reflecting:)`.
        var module: String?
        /// The type path and case, such as `Route`, `detail`.
        var path: [String]
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Route {
        if let file = fileValueHead(bytes) { return Route(module: nil, path: [file]) }
        // An optional route is its payload, as the decoder reads every optional value.
        if let payload = RecordDecoder.optionalPayload(bytes), let start = payload.baseAddress,
            let base = bytes.baseAddress
        {
            do throws(ParseError) {
                return try parseCase(payload)
            } catch {
                throw ParseError(error.reason, at: error.offset + (start - base))
            }
        }
        if ByteCursor(bytes).hasPrefix("Optional(") {
            guard bytes.last == UInt8(ascii: ")") else { throw ParseError("unbalanced 'Optional('", at: bytes.count) }
            throw ParseError("expected a case name", at: 9)
        }
        return try parseCase(bytes)
    }

    /// The head of a route value that is not an optional: its case, with the type path and module before it.
    static func parseCase(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> Route {
        var cursor = ByteCursor(bytes)
        var names: [String] = []
        while true {
            guard cursor.peek().isIdentifierHead else { throw ParseError("expected a case name", at: cursor.index) }
            let start = cursor.index
            while cursor.peek().isIdentifierByte { cursor.advance() }
            guard let name = cursor.validString(from: start) else {
                throw ParseError("invalid UTF-8 or a character no name may hold", at: start)
            }
            names.append(name)
            guard cursor.peek() == UInt8(ascii: "."), cursor.peek(1).isIdentifierHead else { break }
            cursor.advance()
        }
        // What follows the head is a payload in parentheses.
        if !cursor.isAtEnd {
            guard cursor.peek() == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else {
                throw ParseError("unexpected text after the case name", at: cursor.index)
            }
        }
        if names == ["nil"] { throw ParseError("no route (nil)", at: 0) }
        if names.count > 1 { return Route(module: names[0], path: Array(names.dropFirst())) }
        return Route(module: nil, path: names)
    }

    /// The file name of ScreenNameViewer's `File.swift : value: 1` form.
    static func fileValueHead(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // The file name is name bytes and dots, so the marker, which starts with a space, can only start at the first
        // other byte: one look there, not one at every byte.
        let marker: StaticString = " : value: "
        var cursor = ByteCursor(bytes)
        while cursor.peek().isIdentifierByte || cursor.peek() == UInt8(ascii: ".") { cursor.advance() }
        guard cursor.index > 0, cursor.hasPrefix(marker) else { return nil }
        return String(validating: UnsafeBufferPointer(rebasing: bytes[0..<cursor.index]), as: UTF8.self)
    }
}

extension ScreenNamer {
    /// Names a navigation route value given as UTF-8 bytes.
    ///
    /// ```swift
    /// ScreenNamer().routeName("MyApp.Route.detail(id: 42)").displayName  // "Route.detail"
    /// ```
    public func routeName(bytes: UnsafeBufferPointer<UInt8>) -> ScreenName {
        do throws(ParseError) {
            let route = try RouteValueParser.parse(bytes)
            let nominal = NominalType(module: route.module, components: route.path.map { Component($0) })
            return ScreenName(displayName: render(nominal), type: nominal, form: .route, filterReason: nil)
        } catch {
            return ScreenName(displayName: nil, type: nil, form: nil, filterReason: .notARoute(error))
        }
    }

    /// Names a navigation route value given as a string.
    public func routeName(_ value: String) -> ScreenName {
        var value = value
        return value.withUTF8 { routeName(bytes: $0) }
    }
}
