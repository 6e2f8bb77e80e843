/// A path to string values inside a JSON document, as `--json-key` takes it: member names separated by dots
/// (`view.name`, `properties.$screen_name`), `[N]` for an array's element, `[]` for each element, and `[key=NAME]`
/// for each element that is an object whose member `key` is the string `NAME`
/// (`event_params[key=firebase_screen_class].value.string_value`).
///
/// The values are found as byte ranges of the document, so that a caller can replace them and leave every other
/// byte (key order, spacing, escapes, numbers) as it was.
///
/// ```swift
/// let path = try JSONPath("view.name")
/// var line = #"{"view": {"name": "MyApp.HomeView"}}"#
/// line.withUTF8 { path.strings(in: $0) }  // [18..<34]: "MyApp.HomeView", quotes included
/// ```
public struct JSONPath: Hashable, Sendable {
    /// One step of a path.
    public enum Step: Hashable, Sendable {
        case member(String)
        case index(Int)
        case each
        case matching(key: String, value: String)
    }

    /// The steps, outermost first.
    public var steps: [Step]

    /// A path that cannot be read, with the reason.
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Reads a path such as `event_params[key=firebase_screen_class].value.string_value`.
    public init(_ text: String) throws(Error) {
        steps = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else {
                    throw Error(description: "unclosed '[' in '\(text)'")
                }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                if inside.isEmpty {
                    steps.append(.each)
                } else if let number = Int(inside), number >= 0 {
                    steps.append(.index(number))
                } else if let equals = inside.firstIndex(of: "="), equals != inside.startIndex {
                    steps.append(
                        .matching(key: String(inside[..<equals]), value: String(inside[inside.index(after: equals)...]))
                    )
                } else {
                    throw Error(description: "'[\(inside)]' in '\(text)' is no index, '[]' or '[key=value]'")
                }
                rest = rest[rest.index(after: close)...]
                if rest.first == "." {
                    rest = rest.dropFirst()
                    guard !rest.isEmpty else {
                        throw Error(description: "an empty member name at the end of '\(text)'")
                    }
                }
            } else {
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                guard end != rest.startIndex else { throw Error(description: "an empty member name in '\(text)'") }
                steps.append(.member(String(rest[..<end])))
                rest = rest[end...]
                if rest.first == "." {
                    rest = rest.dropFirst()
                    guard !rest.isEmpty else {
                        throw Error(description: "an empty member name at the end of '\(text)'")
                    }
                }
            }
        }
        guard !steps.isEmpty else { throw Error(description: "an empty path") }
    }

    /// The byte ranges (quotes included) of the strings at the path in a JSON document, in document order; empty when
    /// the document is not JSON or holds nothing there.
    public func strings(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        JSONPath.strings(in: bytes, at: [self])
    }

    /// The byte ranges of the strings at any of the paths, in document order and each once: the document is
    /// checked once for all of them. For one document after another, a ``JSONStringFinder`` keeps its buffers.
    public static func strings(in bytes: UnsafeBufferPointer<UInt8>, at paths: [JSONPath]) -> [Range<Int>] {
        JSONStringFinder(paths: paths).strings(in: bytes)
    }

    /// A string's JSON text for `value`: quotes, `\"`, `\\` and control characters escaped, the rest as it is.
    public static func encode(_ value: [UInt8]) -> [UInt8] {
        value.withUnsafeBufferPointer { encode($0) }
    }

    /// A string's JSON text for `value`, given as bytes.
    public static func encode(_ value: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(value.count + 2)
        encode(value) { text.append(contentsOf: $0) }
        return text
    }

    /// Hands a string's JSON text for `value` to `write` in pieces, as a stream's writer takes them: without a copy
    /// when it holds nothing to escape, as display names do. Inlinable, so that the caller's writer is specialised in:
    /// called through the generic entry point, the three writes of a display name cost more than naming it.
    @inlinable
    public static func encode<Failure: Swift.Error>(
        _ value: UnsafeBufferPointer<UInt8>, _ write: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        guard needsEscaping(value) else {
            try withUnsafePointer(to: UInt8(ascii: "\"")) { quote throws(Failure) in
                let quote = UnsafeBufferPointer(start: quote, count: 1)
                try write(quote)
                try write(value)
                try write(quote)
            }
            return
        }
        try escaped(value).withUnsafeBufferPointer { text throws(Failure) in try write(text) }
    }

    /// Whether a value holds a byte its JSON string escapes: a quote, a backslash, a control character or DEL (which
    /// JSON allows as it is, but which would drive a terminal that shows the output).
    @inlinable
    static func needsEscaping(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        value.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }
    }

    /// The JSON text of a value that holds something to escape.
    @usableFromInline
    static func escaped(_ value: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = [UInt8(ascii: "\"")]
        text.reserveCapacity(value.count + 2)
        for byte in value {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): text += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): text += Array(#"\n"#.utf8)
            case UInt8(ascii: "\r"): text += Array(#"\r"#.utf8)
            case UInt8(ascii: "\t"): text += Array(#"\t"#.utf8)
            case 0..<0x20, 0x7F:
                text += Array(#"\u00"#.utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            default: text.append(byte)
            }
        }
        return text + [UInt8(ascii: "\"")]
    }

    /// The text of a JSON string literal as bytes of the literal, when it holds no escape and so needs no decoding;
    /// `nil` otherwise (``decode(_:)`` reads it then).
    public static func plainText(ofLiteral literal: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard literal.count >= 2, let base = literal.baseAddress else { return nil }
        let backslash = UInt8(ascii: "\\")
        guard UInt8.next(backslash, or: backslash, in: base, from: 1, count: literal.count - 1) == literal.count - 1
        else { return nil }
        return UnsafeBufferPointer(rebasing: literal[1..<(literal.count - 1)])
    }

    /// The decoded bytes of a JSON string literal (`\u003c` is `<`, surrogate pairs joined); `nil` for a malformed one.
    public static func decode(_ literal: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        JSONReader(bytes: literal).string(0..<literal.count)
    }
}

/// Finds the extent of JSON values in a buffer, without building them.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where ``value(at:depth:)`` records the values it checks, if anywhere.
    var tape: JSONTape? = nil

    /// The most levels of nesting followed, so that no input drives the recursion past the stack.
    static let maximumDepth = 200

    func skipSpace(_ index: Int) -> Int {
        // Lines of an export are mostly written without white space: a byte above a space ends it at once.
        if index < bytes.count, bytes[index] > 0x20 { return index }
        var index = index
        while index < bytes.count, JSONReader.isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// Whether a byte is JSON's white space: a space, a tab, a line feed or a carriage return.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The one value the buffer holds, white space around it allowed, recorded in the tape from its first entry; `nil`
    /// when the buffer holds anything else, or is too long for a tape's 32-bit positions (2 GiB or more).
    func document() -> Range<Int>? {
        guard bytes.count < Int(Int32.max), let root = value(at: skipSpace(0)),
            skipSpace(root.upperBound) == bytes.count
        else { return nil }
        return root
    }

    /// The range of the value starting at `index`, or `nil` when no well-formed value starts there; with a tape, every
    /// value it holds (and, for an object, every key) is recorded there, so that ``forEachMember(ofEntry:_:)`` and
    /// ``forEachElement(ofEntry:_:)`` can follow it.
    func value(at index: Int, depth: Int = 0) -> Range<Int>? {
        guard index < bytes.count, depth < JSONReader.maximumDepth else { return nil }
        let open = bytes[index]
        guard open == UInt8(ascii: "{") || open == UInt8(ascii: "[") else {
            return leafEnd(at: index).map { index..<$0 }
        }
        let isObject = open == UInt8(ascii: "{")
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let slot = tape?.open(index) ?? -1
        var position = skipSpace(index + 1)
        if position < bytes.count, bytes[position] == close {
            tape?.close(slot, end: position + 1)
            return index..<(position + 1)
        }
        // Most values in a container are strings and scalars, read here without a call of their own.
        let leavesFit = depth + 1 < JSONReader.maximumDepth
        while true {
            if isObject {
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""),
                    let keyEnd = stringEnd(after: position)
                else { return nil }
                tape?.append(position..<keyEnd)
                position = skipSpace(keyEnd)
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                position = skipSpace(position + 1)
            }
            let elementEnd: Int
            if leavesFit, position < bytes.count, bytes[position] != UInt8(ascii: "{"),
                bytes[position] != UInt8(ascii: "[")
            {
                guard let end = leafEnd(at: position) else { return nil }
                elementEnd = end
            } else {
                guard let element = value(at: position, depth: depth + 1) else { return nil }
                elementEnd = element.upperBound
            }
            position = skipSpace(elementEnd)
            guard position < bytes.count else { return nil }
            if bytes[position] == close {
                tape?.close(slot, end: position + 1)
                return index..<(position + 1)
            }
            guard bytes[position] == UInt8(ascii: ",") else { return nil }
            position = skipSpace(position + 1)
        }
    }

    /// Where the string or the scalar (a number, `true`, `false` or `null`) at `index` ends, which is recorded in the
    /// tape; `nil` when neither starts there. `index` is below the count.
    @inline(__always)
    private func leafEnd(at index: Int) -> Int? {
        if bytes[index] == UInt8(ascii: "\"") {
            guard let end = stringEnd(after: index) else { return nil }
            tape?.append(index..<end)
            return end
        }
        // A scalar: a run of the bytes they are written with.
        var position = index
        while position < bytes.count,
            bytes[position].isASCIIIdentifierByte || bytes[position] == UInt8(ascii: "-")
                || bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: ".")
        {
            position += 1
        }
        guard position > index else { return nil }
        tape?.append(index..<position)
        return position
    }

    /// Where the string whose opening quote is at `index` ends (one past its closing quote); `nil` when it does not.
    func stringEnd(after index: Int) -> Int? {
        var escaped = false
        return JSONReader.stringEnd(in: bytes, from: index + 1, escaped: &escaped)
    }

    /// Where a string open before `index` ends (one past its closing quote), or `nil` when the buffer ends first:
    /// JSON's one string lexer, which streams resume buffer after buffer. `escaped` says whether a backslash before
    /// `index` escapes its byte; given `nil`, whether one at the end escapes the next buffer's first byte.
    ///
    /// Sixteen bytes a step: most bytes of an export's lines are inside strings.
    @inline(__always)
    static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, escaped: inout Bool) -> Int? {
        guard let base = bytes.baseAddress, index < bytes.count else { return nil }
        var position = index
        if escaped {
            escaped = false
            position += 1
        }
        while position &+ 16 <= bytes.count {
            let (first, second) = UInt8.quoteOrBackslashBytes(UnsafeRawPointer(base + position))
            if first | second == 0 {
                position &+= 16
                continue
            }
            position &+= first != 0 ? first.trailingZeroBitCount &>> 3 : 8 &+ second.trailingZeroBitCount &>> 3
            if bytes[position] == UInt8(ascii: "\"") { return position &+ 1 }
            position &+= 2
        }
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
            } else if bytes[position] == UInt8(ascii: "\"") {
                return position + 1
            } else {
                position += 1
            }
        }
        // A backslash as the last byte escapes what the next buffer starts with.
        escaped = position > bytes.count
        return nil
    }

    /// Calls `body` with the range of the key and the entry of the value of each member of the object recorded in
    /// `entry` of the tape, which ``value(at:depth:)`` wrote for this document; nothing for anything else.
    @inline(__always)
    func forEachMember(ofEntry entry: Int, _ body: (Range<Int>, Int) -> Void) {
        guard let tape, bytes[Int(tape[entry].start)] == UInt8(ascii: "{") else { return }
        let stop = Int(tape[entry].next)
        var key = entry &+ 1
        while key < stop {
            let value = key &+ 1
            body(tape.range(of: key), value)
            key = Int(tape[value].next)
        }
    }

    /// Calls `body` with the entry of each element of the array recorded in `entry` of the tape, which
    /// ``value(at:depth:)`` wrote for this document; nothing for anything else.
    @inline(__always)
    func forEachElement(ofEntry entry: Int, _ body: (Int) -> Void) {
        guard let tape, bytes[Int(tape[entry].start)] == UInt8(ascii: "[") else { return }
        let stop = Int(tape[entry].next)
        var element = entry &+ 1
        while element < stop {
            body(element)
            element = Int(tape[element].next)
        }
    }

    /// Whether the value at `range` is a string whose text is `expected`: compared in place when it holds no escape.
    /// `holdsBackslash`, when the caller knows it, says whether `expected` holds a `\\`.
    func isString(_ range: Range<Int>, equalTo expected: UnsafeBufferPointer<UInt8>, holdsBackslash: Bool? = nil)
        -> Bool
    {
        guard range.count >= 2, range.upperBound <= bytes.count, let base = bytes.baseAddress,
            base[range.lowerBound] == UInt8(ascii: "\"")
        else { return false }
        // The text between the quotes, taken without the checks of a slice: the range is inside the buffer.
        let inside = UnsafeBufferPointer(start: base + range.lowerBound + 1, count: range.count - 2)
        // An escape spells a byte with two or more, so a decoded string is never longer than its text, and as long
        // only when it has no escape: most keys are told apart by their lengths, without a scan for `\`. Text as long
        // as `expected` is it when their bytes are the same and `expected` holds no `\`.
        if inside.count < expected.count { return false }
        if inside.count == expected.count {
            guard inside.count == 0 || memoryEqual(inside.baseAddress!, expected.baseAddress, count: inside.count)
            else { return false }
            return !(holdsBackslash ?? expected.contains(UInt8(ascii: "\\")))
        }
        // Longer text is it only through an escape, and an escape keeps the bytes before it: text that starts with
        // another byte than `expected` does, and not with an escape, is not it.
        if inside[0] != UInt8(ascii: "\\"), expected.first != inside[0] { return false }
        guard inside.contains(UInt8(ascii: "\\")) else { return false }
        return string(range).map { $0.elementsEqual(expected) } ?? false
    }

    /// The decoded bytes of the string literal at `range`, or `nil` when it is no string.
    func string(_ range: Range<Int>) -> [UInt8]? {
        decodedString(range) { _, _ in }
    }

    /// The decoded bytes of the string literal at `range`, and in `offsets` the offset in `bytes` where each decoded
    /// byte's character or escape starts, then that of the closing quote, so that a range of the decoded text can be
    /// mapped back to the literal's bytes.
    func string(_ range: Range<Int>, offsets: inout [Int]) -> [UInt8]? {
        offsets.removeAll()
        let decoded = decodedString(range) { start, count in
            for _ in 0..<count { offsets.append(start) }
        }
        offsets.append(range.upperBound - 1)
        return decoded
    }

    /// Decodes the string literal at `range`, telling `record` after each character or escape where it started and
    /// how many bytes it decoded to; inlined into both callers, so that the one that records nothing pays nothing.
    @inline(__always)
    private func decodedString(_ range: Range<Int>, record: (_ start: Int, _ count: Int) -> Void) -> [UInt8]? {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "\""),
            bytes[range.upperBound - 1] == UInt8(ascii: "\"")
        else { return nil }
        var decoded: [UInt8] = []
        var position = range.lowerBound + 1
        let end = range.upperBound - 1
        func hex(_ at: Int) -> UInt32? {
            guard at + 4 <= end else { return nil }
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = bytes[at + offset]
                guard byte.isHexDigit else { return nil }
                value =
                    value << 4
                    | UInt32(
                        byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10)
            }
            return value
        }
        while position < end {
            let byte = bytes[position]
            let start = position
            // Each step is recorded once it has decoded its bytes.
            let before = decoded.count
            defer { record(start, decoded.count - before) }
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                position += 1
                continue
            }
            guard position + 1 < end else { return nil }
            let escaped = bytes[position + 1]
            position += 2
            switch escaped {
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "u"):
                guard var scalar = hex(position) else { return nil }
                position += 4
                // A high surrogate and its low one are one scalar.
                if (0xD800..<0xDC00).contains(scalar), position + 1 < end, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u"), let low = hex(position + 2),
                    (0xDC00..<0xE000).contains(low)
                {
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                    position += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                decoded += Array(String(Character(unicode)).utf8)
            default:
                decoded.append(escaped)
            }
        }
        return decoded
    }
}
