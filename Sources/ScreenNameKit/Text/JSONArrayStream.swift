/// Splits a JSON array document (`[ {…}, {…} ]`, as some exports are written) into its elements as its bytes stream
/// past, so that each element can be rewritten as a JSON line is and the document read in bounded memory.
///
/// Bytes between elements (the brackets, commas, white space) and the elements themselves come out in order; an
/// element longer than `maximumElementLength` comes out as ``Piece/passThrough(_:)`` pieces, unchanged. Anything
/// outside an array passes through too.
///
/// ```swift
/// var stream = JSONArrayStream()
/// var text = #"[{"a": 1}, "b"]"#
/// text.withUTF8 { bytes in
///     stream.feed(bytes) { piece in
///         if case .element(let element) = piece { print(String(decoding: element, as: UTF8.self)) }
///     }
/// }
/// // {"a": 1}
/// // "b"
/// ```
public struct JSONArrayStream {
    /// A run of the document's bytes, valid only during the call that hands it over.
    public enum Piece {
        /// Bytes that are no element, or an element too long to hold, to be written as they are.
        case passThrough(UnsafeBufferPointer<UInt8>)
        /// One whole element of a top-level array.
        case element(UnsafeBufferPointer<UInt8>)
    }

    private enum State {
        /// Outside any array, or inside one between its elements.
        case outside, between
        /// In an object or array element, `depth` levels deep.
        case nested
        /// In a string element, or a number, `true`, `false` or `null`.
        case string, bare
        /// In an element too long to hold, passed through until it ends.
        case skipping
    }

    /// The longest element held whole.
    public let maximumElementLength: Int
    private var state = State.outside
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// The element's bytes from earlier feeds, when it spans several.
    private var pending: [UInt8] = []
    /// The state of the element being skipped: its kind and depth.
    private var skipped = State.nested

    /// Creates a stream that holds elements up to `maximumElementLength` bytes.
    public init(maximumElementLength: Int = 1 << 20) {
        self.maximumElementLength = maximumElementLength
    }

    /// Whether the stream is inside an array, between or in its elements.
    public var isInArray: Bool { state != .outside }

    /// Reads the next bytes of the document, handing each piece to `body` in order.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Piece) -> Void) {
        var start = 0  // the first byte not yet handed over
        var index = 0
        func flush(upTo end: Int) {
            if end > start { body(.passThrough(UnsafeBufferPointer(rebasing: bytes[start..<end]))) }
            start = end
        }
        func finishElement(endingAt end: Int) {
            if pending.isEmpty {
                body(.element(UnsafeBufferPointer(rebasing: bytes[start..<end])))
            } else {
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                pending.withUnsafeBufferPointer { body(.element($0)) }
                pending.removeAll(keepingCapacity: pending.capacity <= 1 << 16)
            }
            start = end
            state = .between
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch state {
            case .outside:
                if byte == UInt8(ascii: "[") { state = .between }
                index += 1
            case .between:
                if byte == UInt8(ascii: "]") {
                    state = .outside
                } else if !Self.isSpace(byte), byte != UInt8(ascii: ",") {
                    flush(upTo: index)
                    depth = 0
                    inString = false
                    escaped = false
                    state =
                        byte == UInt8(ascii: "\"")
                        ? .string : byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") ? .nested : .bare
                    if state == .string { inString = true }
                    if state == .nested { depth = 1 }
                }
                index += 1
            case .nested, .string, .bare, .skipping:
                let kind = state == .skipping ? skipped : state
                let ended: Bool
                if kind == .bare {
                    // A number or literal ends where a separator starts; that byte is read again between elements.
                    ended = Self.isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
                    if !ended { index += 1 }
                } else if inString {
                    if let end = JSONReader.stringEnd(in: bytes, from: index, escaped: &escaped) {
                        index = end
                        inString = false
                        ended = depth == 0
                    } else {
                        index = bytes.count
                        ended = false
                    }
                } else {
                    ended = advance(byte)
                    index += 1
                }
                if ended {
                    if state == .skipping {
                        flush(upTo: index)
                        state = .between
                    } else {
                        finishElement(endingAt: index)
                    }
                }
            }
            if state == .nested || state == .string || state == .bare,
                pending.count + (index - start) > maximumElementLength
            {
                // Too long to hold: what was held goes out as it came, and the rest follows as it streams.
                if !pending.isEmpty {
                    pending.withUnsafeBufferPointer { body(.passThrough($0)) }
                    pending = []
                }
                skipped = state
                state = .skipping
            }
        }
        switch state {
        case .nested, .string, .bare:
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        case .outside, .between, .skipping:
            flush(upTo: bytes.count)
        }
    }

    /// Ends the document: hands over an element the input ended in (unfinished, as it came).
    public mutating func finish(_ body: (Piece) -> Void) {
        if !pending.isEmpty { pending.withUnsafeBufferPointer { body(.passThrough($0)) } }
        pending = []
        state = .outside
    }

    /// Moves the nesting state past one byte of a nested element outside its strings; whether the element ended.
    private mutating func advance(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            return depth <= 0
        default: break
        }
        return false
    }

    /// Whether a byte is JSON's white space.
    public static func isSpace(_ byte: UInt8) -> Bool { JSONReader.isSpace(byte) }
}
