/// One frame of a thread in a crash or hang report: its place on the thread (0 is where the thread stopped), the
/// image it runs in, and, when the report is symbolicated, its symbol and source location.
public struct CrashFrame: Hashable, Sendable {
    /// The frame's place on its thread, 0 the innermost.
    public var number: Int
    /// The image's name as the report gives it (`MyApp`, `UIKitCore`, `com.example.MyApp` on older macOS reports).
    public var image: String?
    /// The symbol as the report prints it, without its offset (` + 120`) and source location; `nil` when the frame
    /// is an address only.
    public var symbol: String?
    public var sourceFile: String?
    public var sourceLine: Int?

    public init(
        number: Int, image: String?, symbol: String?, sourceFile: String? = nil, sourceLine: Int? = nil
    ) {
        self.number = number
        self.image = image
        self.symbol = symbol
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
    }

    /// Reads a frame line of a text report, as Apple's `.crash` files, Xcode's organizer, Crashlytics and Sentry
    /// print it: `3   MyApp   0x0000000100f3a2c4 closure #1 in Home.viewDidLoad() + 120 (Home.swift:42)`, the
    /// number, the image (which may hold spaces), the address, then the symbol, or an address or the image again
    /// with an offset when unsymbolicated (`0x100f34000 + 25284`). `nil` for any other line.
    public init?(line: UnsafeBufferPointer<UInt8>) {
        guard let parts = CrashFrame.parts(of: line) else { return nil }
        self.init(
            number: parts.number, image: CrashFrame.text(line, parts.image),
            symbol: parts.symbol.map { CrashFrame.text(line, $0) },
            sourceFile: parts.sourceFile.map { CrashFrame.text(line, $0) }, sourceLine: parts.sourceLine)
    }

    /// Where a frame line's parts are: what ``init(line:)`` reads, without making strings of them, for the text
    /// scanner that rewrites a frame's symbol in place.
    struct Parts {
        var number: Int
        var image: Range<Int>
        var symbol: Range<Int>?
        var sourceFile: Range<Int>?
        var sourceLine: Int?
    }

    static func parts(of line: UnsafeBufferPointer<UInt8>) -> Parts? {
        var cursor = ByteCursor(line)
        while isBlank(cursor.peek()) { cursor.advance() }
        if cursor.peek() == UInt8(ascii: "*") || cursor.peek() == UInt8(ascii: "f") { return lldbParts(of: line) }
        let digits = cursor.index
        var number = 0
        while cursor.peek().isDigit, cursor.index - digits < 6 {
            number = number * 10 + Int(cursor.peek() - UInt8(ascii: "0"))
            cursor.advance()
        }
        guard cursor.index > digits, isBlank(cursor.peek()) else { return nil }
        // The address is the first `0x` word after a blank; the image is what comes before it.
        let imageStart = cursor.index
        var address: Range<Int>?
        var position = cursor.index
        while position + 2 < line.count {
            if line[position] == UInt8(ascii: "0"), line[position + 1] == UInt8(ascii: "x"), isBlank(line[position - 1])
            {
                var end = position + 2
                while end < line.count, line[end].isHexDigit { end += 1 }
                if end > position + 2, end == line.count || isBlank(line[end]) {
                    address = position..<end
                    break
                }
            }
            position += 1
        }
        guard let address else { return nil }
        let image = trimmed(line, imageStart..<address.lowerBound)
        guard !image.isEmpty else { return nil }
        var parts = Parts(number: number, image: image)
        var rest = trimmed(line, address.upperBound..<line.count)
        // `(File.swift:42)` or `(<compiler-generated>)` after the symbol.
        if line[rest].last == UInt8(ascii: ")"), let open = lastIndex(of: " (", in: line, rest) {
            let inside = (open + 2)..<(rest.upperBound - 1)
            var colon = inside.upperBound
            while colon > inside.lowerBound, line[colon - 1].isDigit { colon -= 1 }
            if colon < inside.upperBound, colon > inside.lowerBound + 1, line[colon - 1] == UInt8(ascii: ":") {
                parts.sourceFile = inside.lowerBound..<(colon - 1)
                parts.sourceLine = CrashFrame.number(line, colon..<inside.upperBound)
                rest = trimmed(line, rest.lowerBound..<open)
            } else if line[inside.lowerBound] == UInt8(ascii: "<") {
                rest = trimmed(line, rest.lowerBound..<open)
            }
        }
        // ` + 120`, the offset in the symbol.
        var end = rest.upperBound
        while end > rest.lowerBound, line[end - 1].isDigit { end -= 1 }
        if end < rest.upperBound, end - rest.lowerBound > 3, line[end - 1] == UInt8(ascii: " "),
            line[end - 2] == UInt8(ascii: "+"), line[end - 3] == UInt8(ascii: " ")
        {
            rest = trimmed(line, rest.lowerBound..<(end - 3))
        }
        // Unsymbolicated: an address (`0x100f34000`), the image again (`MyApp`), or `???`.
        let bytes = UnsafeBufferPointer(rebasing: line[rest])
        if !(rest.isEmpty || ByteCursor(bytes).hasPrefix("0x") || bytes.elementsEqual(line[image])
            || bytes.elementsEqual("???".utf8))
        {
            parts.symbol = rest
        }
        return parts
    }

    /// A frame as lldb's `bt` prints it: `  * frame #1: 0x0000000100f3a2c4 MyApp\`closure #1 () -> () in
    /// MyApp.Home.viewDidLoad() -> () at Home.swift:48:30`, the image before the backtick, the offset (` + 312`)
    /// or the source location (` at FILE:LINE:COLUMN`) after the symbol.
    static func lldbParts(of line: UnsafeBufferPointer<UInt8>) -> Parts? {
        var cursor = ByteCursor(line)
        while isBlank(cursor.peek()) { cursor.advance() }
        if cursor.consume("* ") { while isBlank(cursor.peek()) { cursor.advance() } }
        guard cursor.consume("frame #") else { return nil }
        let digits = cursor.index
        while cursor.peek().isDigit, cursor.index - digits < 6 { cursor.advance() }
        guard let number = CrashFrame.number(line, digits..<cursor.index), cursor.consume(": 0x") else { return nil }
        while cursor.peek().isHexDigit { cursor.advance() }
        guard isBlank(cursor.peek()) else { return nil }
        while isBlank(cursor.peek()) { cursor.advance() }
        let imageStart = cursor.index
        guard let tick = line[imageStart...].firstIndex(of: UInt8(ascii: "`")), tick > imageStart else { return nil }
        var parts = Parts(number: number, image: imageStart..<tick)
        var rest = trimmed(line, (tick + 1)..<line.count)
        if let at = lastIndex(of: " at ", in: line, rest) {
            // `FILE:LINE` or `FILE:LINE:COLUMN`.
            let location = (at + 4)..<rest.upperBound
            var colon = location.upperBound
            var fields: [Int] = []
            while let found = line[location.lowerBound..<colon].lastIndex(of: UInt8(ascii: ":")), fields.count < 2,
                let value = CrashFrame.number(line, (found + 1)..<colon)
            {
                fields.append(value)
                colon = found
            }
            if !fields.isEmpty, colon > location.lowerBound {
                parts.sourceFile = location.lowerBound..<colon
                parts.sourceLine = fields.last
                rest = trimmed(line, rest.lowerBound..<at)
            }
        }
        var end = rest.upperBound
        while end > rest.lowerBound, line[end - 1].isDigit { end -= 1 }
        if end < rest.upperBound, end - rest.lowerBound > 3, ByteCursor(line, index: end - 3).hasPrefix(" + ") {
            rest = trimmed(line, rest.lowerBound..<(end - 3))
        }
        if !rest.isEmpty { parts.symbol = rest }
        return parts
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    static func trimmed(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isBlank(line[start]) { start += 1 }
        while end > start, isBlank(line[end - 1]) || line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    static func text(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: line[range], as: UTF8.self)
    }

    /// The decimal number in `range`, or `nil` when it is none or past nine digits.
    static func number(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count <= 9 else { return nil }
        var value = 0
        for index in range {
            guard line[index].isDigit else { return nil }
            value = value * 10 + Int(line[index] - UInt8(ascii: "0"))
        }
        return value
    }

    /// Where the last `word` in `range` starts.
    static func lastIndex(of word: StaticString, in line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var position = range.upperBound - word.utf8CodeUnitCount
        while position >= range.lowerBound {
            if ByteCursor(line, index: position).hasPrefix(word) { return position }
            position -= 1
        }
        return nil
    }
}
