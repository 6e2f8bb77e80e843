/// Splits Swift source into the tokens the declaration index reads, following Swift's lexical grammar.
///
/// It is right where a regular expression is wrong: line, block and nested block comments; single-line,
/// multi-line and raw string literals with interpolations that hold braces, strings and comments of their own;
/// attributes with arguments; `#if` lines; backticked identifiers. Unterminated literals and comments end at the
/// end of the file; nothing here fails.
struct SwiftTokenizer {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    var lineStart = 0

    /// How deeply string interpolations may nest before the rest of a literal is skipped flat.
    static let maximumNesting = 64

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// All tokens of the source.
    static func tokens(of bytes: UnsafeBufferPointer<UInt8>) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes)
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 6)
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    func peek(_ offset: Int = 0) -> UInt8 {
        let i = index + offset
        return i < bytes.count ? bytes[i] : 0
    }

    /// Moves past one byte, counting lines.
    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func next() -> SwiftToken? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        let start = index
        let startLine = line
        let column = index - lineStart + 1
        func token(_ kind: SwiftToken.Kind, _ range: Range<Int>? = nil) -> SwiftToken {
            SwiftToken(kind: kind, range: range ?? start..<index, line: startLine, column: column)
        }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "`"):
            index += 1
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                index += 1
            }
            let nameEnd = index
            if peek() == UInt8(ascii: "`") { index += 1 }
            return token(.identifier, nameStart..<nameEnd)
        case UInt8(ascii: "\""):
            skipStringLiteral(hashes: 0, nesting: 0)
            return token(.string)
        case UInt8(ascii: "#"):
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                index += hashes
                skipStringLiteral(hashes: hashes, nesting: 0)
                return token(.string)
            }
            index += 1
            let nameStart = index
            while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
            let name = bytes[nameStart..<index]
            if name.elementsEqual("if".utf8) || name.elementsEqual("elseif".utf8) || name.elementsEqual("else".utf8)
                || name.elementsEqual("endif".utf8)
            {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return token(.directive)
            }
            return token(.pound)
        case UInt8(ascii: "@"):
            index += 1
            while index < bytes.count, bytes[index].isIdentifierByte || bytes[index] == UInt8(ascii: ".") { index += 1 }
            if peek() == UInt8(ascii: "(") { skipBalancedParentheses(nesting: 0) }
            return token(.attribute)
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
            index += 2
            return token(.arrow)
        case let head where head.isIdentifierHead:
            while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
            return token(.identifier)
        case let digit where digit.isDigit:
            while index < bytes.count,
                bytes[index].isIdentifierByte || (bytes[index] == UInt8(ascii: ".") && peek(1).isDigit)
            {
                index += 1
            }
            return token(.number)
        default:
            index += 1
            return token(.punctuation(byte))
        }
    }

    /// Skips white space and comments.
    mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\n")
            {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Skips a block comment; block comments nest in Swift.
    mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Skips a string literal that starts at `"`, after its `hashes` leading `#`s.
    mutating func skipStringLiteral(hashes: Int, nesting: Int) {
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        func closesHere(_ tokenizer: SwiftTokenizer) -> Bool {
            let quotes = isMultiline ? 3 : 1
            for offset in 0..<quotes where tokenizer.peek(offset) != UInt8(ascii: "\"") { return false }
            for offset in 0..<hashes where tokenizer.peek(quotes + offset) != UInt8(ascii: "#") { return false }
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") && closesHere(self) {
                index += (isMultiline ? 3 : 1) + hashes
                return
            }
            if byte == UInt8(ascii: "\n"), !isMultiline { return }
            if byte == UInt8(ascii: "\\") {
                var escapeHashes = 0
                while escapeHashes < hashes, peek(1 + escapeHashes) == UInt8(ascii: "#") { escapeHashes += 1 }
                if escapeHashes == hashes {
                    index += 1 + hashes
                    if peek() == UInt8(ascii: "("), nesting < SwiftTokenizer.maximumNesting {
                        skipBalancedParentheses(nesting: nesting + 1)
                    } else if index < bytes.count {
                        advance()
                    }
                    continue
                }
            }
            advance()
        }
    }

    /// Skips `( … )` with everything inside: nested parentheses, strings and comments.
    mutating func skipBalancedParentheses(nesting: Int) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                skipStringLiteral(hashes: 0, nesting: nesting)
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                index += hashes
                if peek() == UInt8(ascii: "\"") { skipStringLiteral(hashes: hashes, nesting: nesting) }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                advance()
            }
        }
    }
}
