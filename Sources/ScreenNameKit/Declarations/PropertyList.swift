/// A value of an old-style (OpenStep) property list, the text format of Xcode's `project.pbxproj`: dictionaries,
/// arrays and strings, with `/* … */` and `//` comments.
enum PropertyList: Hashable, Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// Reads a whole property list; `nil` for text that is not one.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> PropertyList? {
        var reader = Reader(cursor: ByteCursor(bytes))
        return reader.value(depth: 0)
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [PropertyList] { if case .array(let values) = self { values } else { [] } }
    var dictionary: [String: PropertyList] { if case .dictionary(let values) = self { values } else { [:] } }

    subscript(key: String) -> PropertyList? { dictionary[key] }

    private struct Reader {
        var cursor: ByteCursor

        /// The most levels of nesting read; a project nests four or five.
        static let maximumDepth = 64

        mutating func value(depth: Int) -> PropertyList? {
            guard depth < Reader.maximumDepth else { return nil }
            skipSpaceAndComments()
            switch cursor.peek() {
            case UInt8(ascii: "{"):
                cursor.advance()
                var entries: [String: PropertyList] = [:]
                while true {
                    skipSpaceAndComments()
                    if cursor.consume(UInt8(ascii: "}")) { return .dictionary(entries) }
                    guard case .string(let key)? = value(depth: depth + 1) else { return nil }
                    skipSpaceAndComments()
                    guard cursor.consume(UInt8(ascii: "=")), let entry = value(depth: depth + 1) else { return nil }
                    skipSpaceAndComments()
                    guard cursor.consume(UInt8(ascii: ";")) else { return nil }
                    entries[key] = entry
                }
            case UInt8(ascii: "("):
                cursor.advance()
                var values: [PropertyList] = []
                while true {
                    skipSpaceAndComments()
                    if cursor.consume(UInt8(ascii: ")")) { return .array(values) }
                    guard let element = value(depth: depth + 1) else { return nil }
                    values.append(element)
                    skipSpaceAndComments()
                    if !cursor.consume(UInt8(ascii: ",")) {
                        skipSpaceAndComments()
                        guard cursor.consume(UInt8(ascii: ")")) else { return nil }
                        return .array(values)
                    }
                }
            case UInt8(ascii: "\""):
                return quoted()
            default:
                let start = cursor.index
                while PropertyList.Reader.isBare(cursor.peek()) { cursor.advance() }
                guard cursor.index > start else { return nil }
                return .string(cursor.string(from: start))
            }
        }

        /// `"…"` with `\"`, `\\`, `\n` and `\t` escapes.
        mutating func quoted() -> PropertyList? {
            cursor.advance()
            var bytes: [UInt8] = []
            while !cursor.isAtEnd {
                let byte = cursor.peek()
                cursor.advance()
                switch byte {
                case UInt8(ascii: "\""):
                    return .string(String(decoding: bytes, as: UTF8.self))
                case UInt8(ascii: "\\"):
                    let escaped = cursor.peek()
                    cursor.advance()
                    switch escaped {
                    case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
                    default: bytes.append(escaped)
                    }
                default:
                    bytes.append(byte)
                }
            }
            return nil
        }

        static func isBare(_ byte: UInt8) -> Bool {
            byte.isASCIIIdentifierByte || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "+")
        }

        mutating func skipSpaceAndComments() {
            while !cursor.isAtEnd {
                let byte = cursor.peek()
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r")
                {
                    cursor.advance()
                } else if cursor.hasPrefix("/*") {
                    cursor.advance(2)
                    while !cursor.isAtEnd, !cursor.hasPrefix("*/") { cursor.advance() }
                    cursor.advance(2)
                } else if cursor.hasPrefix("//") {
                    while !cursor.isAtEnd, cursor.peek() != UInt8(ascii: "\n") { cursor.advance() }
                } else {
                    return
                }
            }
        }
    }
}
