/// One record of a table export: CSV as RFC 4180 writes it (quoted fields, doubled quotes, separators and line
/// breaks inside quotes) or TSV (a tab between fields, no quoting), split into fields without copying.
///
/// ```swift
/// var record = #"2026-11-30,"UIHostingController<ModifiedContent<A, B>>",42"#
/// record.withUTF8 { DelimitedRecord(bytes: $0, format: .csv).fields.count }  // 3
/// ```
public struct DelimitedRecord {
    /// How a table separates and quotes its fields.
    public enum Format: Sendable {
        /// Comma-separated values with RFC 4180 quoting.
        case csv
        /// Tab-separated values, which hold no tab or line break in a field and so need no quoting.
        case tsv

        var separator: UInt8 { self == .csv ? UInt8(ascii: ",") : UInt8(ascii: "\t") }
    }

    /// The record's bytes, without its line break.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The byte ranges of its fields as written (quotes included).
    public let fields: [Range<Int>]
    public let format: Format

    /// Splits a record into fields.
    public init(bytes: UnsafeBufferPointer<UInt8>, format: Format) {
        self.bytes = bytes
        self.format = format
        var fields: [Range<Int>] = []
        DelimitedRecord.forEachField(in: bytes, format: format) { _, field, _ in
            fields.append(field)
            return true
        }
        self.fields = fields
    }

    /// The range of the field at `index` of a record, found without splitting the others; `nil` for a record with
    /// fewer fields.
    public static func range(ofField index: Int, in bytes: UnsafeBufferPointer<UInt8>, format: Format) -> Range<Int>? {
        field(at: index, in: bytes, format: format)?.range
    }

    /// The range of the field at `index` of a record and, when it needs no unquoting beyond dropping its quotes, its
    /// value as bytes of the record (see ``plainValue(_:format:)``), found in the one scan of its quotes.
    public static func field(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, format: Format) -> (
        range: Range<Int>, plainValue: UnsafeBufferPointer<UInt8>?
    )? {
        var found: (Range<Int>, UnsafeBufferPointer<UInt8>?)?
        forEachField(in: bytes, format: format) { position, field, quotes in
            if position == index {
                found = (field, plainValue(UnsafeBufferPointer(rebasing: bytes[field]), quotes: quotes))
            }
            return position < index
        }
        return found
    }

    /// Hands `body` each field's number, range and count of quote bytes in order, until it returns `false`: the one
    /// reading of a record's quotes and separators. A quote opens a quoted field only at its start; inside one, a
    /// doubled quote is a quote.
    @inline(__always)
    static func forEachField(
        in bytes: UnsafeBufferPointer<UInt8>, format: Format, _ body: (Int, Range<Int>, Int) -> Bool
    ) {
        guard let base = bytes.baseAddress else {
            _ = body(0, 0..<0, 0)
            return
        }
        let separator = format.separator
        let quote = format == .csv ? UInt8(ascii: "\"") : separator
        var field = 0
        var start = 0
        var position = 0
        var quoted = false
        var quotes = 0
        let count = bytes.count
        while position < count {
            // Outside quotes only the separator and the quote matter, and inside only the quote: whole blocks
            // without either are passed over at once.
            position = UInt8.next(separator, or: quote, in: base, from: position, count: count)
            guard position < count else { break }
            let byte = base[position]
            if byte == quote, format == .csv {
                quotes += 1
                if quoted {
                    if position + 1 < count, base[position + 1] == quote {
                        position += 1
                        quotes += 1
                    } else {
                        quoted = false
                    }
                } else if position == start {
                    quoted = true
                }
            } else if !quoted {
                guard body(field, start..<position, quotes) else { return }
                field += 1
                start = position + 1
                quotes = 0
            }
            position += 1
        }
        _ = body(field, start..<count, quotes)
    }

    /// The value of a field as bytes of the record when it needs no unquoting beyond dropping its quotes (it holds
    /// no doubled quote); `nil` otherwise, and ``value(at:)`` copies it.
    public static func plainValue(_ field: UnsafeBufferPointer<UInt8>, format: Format) -> UnsafeBufferPointer<UInt8>? {
        guard format == .csv, let base = field.baseAddress else { return field }
        // Counted up to three: more say no more than three do.
        let quote = UInt8(ascii: "\"")
        var quotes = 0
        var index = UInt8.next(quote, or: quote, in: base, from: 0, count: field.count)
        while index < field.count, quotes < 3 {
            quotes += 1
            index = UInt8.next(quote, or: quote, in: base, from: index + 1, count: field.count)
        }
        return plainValue(field, quotes: quotes)
    }

    /// The one rule of ``plainValue(_:format:)``, for a CSV field that holds `quotes` quote bytes: one without any is
    /// its value, one with exactly the two around it is its value without them, any other needs unquoting.
    @inline(__always)
    static func plainValue(_ field: UnsafeBufferPointer<UInt8>, quotes: Int) -> UnsafeBufferPointer<UInt8>? {
        let isQuoted =
            quotes == 2 && field.count >= 2 && field.first == UInt8(ascii: "\"") && field.last == UInt8(ascii: "\"")
        return quotes == 0 ? field : isQuoted ? UnsafeBufferPointer(rebasing: field[1..<(field.count - 1)]) : nil
    }

    /// Whether a value must be quoted to stand in a field of the format.
    @inlinable
    public static func needsQuotes(_ value: UnsafeBufferPointer<UInt8>, format: Format) -> Bool {
        guard format == .csv, let base = value.baseAddress else { return false }
        func mustQuote(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        // The four bytes are all below `-`, and a display name's bytes are above them: eight bytes at a time are
        // tested for one below `-` (the word below is nonzero exactly when one is), the last eight overlapping the
        // word before, and only such a word is looked at byte by byte; a value shorter than a word is read so whole.
        guard value.count >= 8 else { return value.contains(where: mustQuote) }
        func mayHold(at index: Int) -> Bool {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            return (word &- 0x2D2D_2D2D_2D2D_2D2D) & ~word & 0x8080_8080_8080_8080 != 0
                && value[index..<(index &+ 8)].contains(where: mustQuote)
        }
        var index = 0
        while index &+ 8 < value.count {
            if mayHold(at: index) { return true }
            index &+= 8
        }
        return mayHold(at: value.count &- 8)
    }

    /// The value of the field at `index`: its quotes dropped and doubled quotes made one.
    public func value(at index: Int) -> [UInt8] {
        let field = UnsafeBufferPointer(rebasing: bytes[fields[index]])
        guard format == .csv, field.count >= 2, field.first == UInt8(ascii: "\""), field.last == UInt8(ascii: "\"")
        else { return Array(field) }
        var value: [UInt8] = []
        var position = 1
        while position < field.count - 1 {
            value.append(field[position])
            position += field[position] == UInt8(ascii: "\"") && field[position + 1] == UInt8(ascii: "\"") ? 2 : 1
        }
        return value
    }

    /// A value as a field of the format: quoted in CSV only when it must be (it holds a comma, a quote or a line
    /// break), as it came.
    public static func field(_ value: [UInt8], format: Format) -> [UInt8] {
        guard value.withUnsafeBufferPointer({ needsQuotes($0, format: format) }) else { return value }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in value {
            quoted.append(byte)
            if byte == UInt8(ascii: "\"") { quoted.append(byte) }
        }
        quoted.append(UInt8(ascii: "\""))
        return quoted
    }

    /// The length of the line at `start`, up to the first `separator`, and whether it is a whole record by itself
    /// (see ``isComplete(_:format:)``), found in one pass; ``RecordNamer/padding`` readable bytes must follow the
    /// separator, as a run of lines from a reader that keeps spare bytes after its buffer has them.
    @inlinable
    public static func line(at start: UnsafePointer<UInt8>, separator: UInt8, format: Format) -> (
        count: Int, isComplete: Bool
    ) {
        guard format == .csv else { return (RecordFraming.end(at: start, separator: separator), true) }
        let (count, evenQuotes) = RecordFraming.end(at: start, separator: separator, quote: UInt8(ascii: "\""))
        return (count, evenQuotes)
    }

    /// A line of a table read in one pass where it is plain: how many bytes from `start` come before the first
    /// `separator` (its line break), the range of its field at `column` as written (`nil` when it has fewer fields)
    /// and the range of that field's value (its bytes, or those between its quotes), a carriage return before the
    /// line break belonging to neither, as ``field(at:in:format:)`` reads them; `nil` when a quote stands
    /// anywhere but around that field, or inside it, as a doubled quote: ``line(at:separator:format:)`` and
    /// ``field(at:in:format:)`` read such a record.
    ///
    /// The bytes from `start` through the line break and the fifteen after it must be readable, as they are in the
    /// buffers the tool reads into: sixteen bytes are tested at a time; up to the field the separators are looked
    /// at one by one, and after it only a line break or a quote.
    public static func plainLine(
        at start: UnsafePointer<UInt8>, separator lineBreak: UInt8, column: Int, format: Format
    ) -> (count: Int, field: Range<Int>?, value: Range<Int>)? {
        let raw = UnsafeRawPointer(start)
        let breaks = SIMD16<UInt8>(repeating: lineBreak)
        let separators = SIMD16<UInt8>(repeating: format.separator)
        // TSV has no quote: the line break stands in for it, which the stops below already hold.
        let quote = format == .csv ? UInt8(ascii: "\"") : lineBreak
        let quotes = SIMD16<UInt8>(repeating: quote)
        /// The first line break or quote from `offset`.
        func nextStop(from offset: Int) -> Int {
            var offset = offset
            while true {
                let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
                let (first, second) = UInt8.words(
                    SIMD16<UInt8>(repeating: 0).replacing(with: 0x80, where: (block .== breaks) .| (block .== quotes)))
                if first | second != 0 {
                    return offset
                        &+ (first != 0 ? first.trailingZeroBitCount &>> 3 : 8 &+ second.trailingZeroBitCount &>> 3)
                }
                offset &+= 16
            }
        }
        /// The line's end after the field, which ends at `fieldEnd` (a separator or the line break): `nil` when a
        /// quote comes first.
        func lineEnd(after fieldEnd: Int) -> Int? {
            guard start[fieldEnd] != lineBreak else { return fieldEnd }
            let stop = nextStop(from: fieldEnd &+ 1)
            return start[stop] == lineBreak ? stop : nil
        }
        // The field separators still to pass before the field starts.
        var toStart = column
        var fieldStart = column == 0 ? 0 : -1
        var offset = 0
        while true {
            let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            // A byte of 0x80 for each byte that matters, so that `x & (x - 1)` drops the lowest and `x - 1` below it
            // keeps the bytes before.
            let (stopLow, stopHigh) = UInt8.words(
                SIMD16<UInt8>(repeating: 0).replacing(with: 0x80, where: (block .== breaks) .| (block .== quotes)))
            var (low, high) = UInt8.words(
                SIMD16<UInt8>(repeating: 0).replacing(with: 0x80, where: block .== separators))
            // Only the separators before the first stop count.
            if stopLow != 0 {
                low &= (stopLow & (0 &- stopLow)) &- 1
                high = 0
            } else if stopHigh != 0 {
                high &= (stopHigh & (0 &- stopHigh)) &- 1
            }
            while low | high != 0 {
                let word = low != 0 ? low : high
                let position = offset &+ (low != 0 ? 0 : 8) &+ word.trailingZeroBitCount &>> 3
                if low != 0 { low &= low &- 1 } else { high &= high &- 1 }
                if toStart > 0 {
                    toStart &-= 1
                    if toStart == 0 { fieldStart = position &+ 1 }
                } else {
                    guard let count = lineEnd(after: position) else { return nil }
                    return (count, fieldStart..<position, fieldStart..<position)
                }
            }
            if stopLow | stopHigh != 0 {
                let position =
                    offset
                    &+ (stopLow != 0 ? stopLow.trailingZeroBitCount &>> 3 : 8 &+ stopHigh.trailingZeroBitCount &>> 3)
                if start[position] == lineBreak {
                    guard fieldStart >= 0 else { return (position, nil, 0..<0) }
                    // A carriage return that ends the line is no part of the last field.
                    let fieldEnd =
                        position > fieldStart && start[position &- 1] == UInt8(ascii: "\r") ? position &- 1 : position
                    return (position, fieldStart..<fieldEnd, fieldStart..<fieldEnd)
                }
                // A quote opens the field: its value runs to the next quote, which a separator or the line break must
                // follow (a carriage return before it too).
                guard toStart == 0, position == fieldStart else { return nil }
                let closing = nextStop(from: position &+ 1)
                guard start[closing] == quote else { return nil }
                var fieldEnd = closing &+ 1
                if start[fieldEnd] == UInt8(ascii: "\r"), start[fieldEnd &+ 1] == lineBreak { fieldEnd &+= 1 }
                guard start[fieldEnd] == format.separator || start[fieldEnd] == lineBreak,
                    let count = lineEnd(after: fieldEnd)
                else { return nil }
                return (count, fieldStart..<(closing &+ 1), (fieldStart &+ 1)..<closing)
            }
            offset &+= 16
        }
    }

    /// Whether bytes read so far end a CSV record: every quote opened is closed. A line break inside quotes belongs
    /// to the field, so a record may run over several lines.
    public static func isComplete(_ bytes: UnsafeBufferPointer<UInt8>, format: Format) -> Bool {
        guard format == .csv, let base = bytes.baseAddress else { return true }
        let quote = UInt8(ascii: "\"")
        var quotes = 0
        var index = 0
        while true {
            index = UInt8.next(quote, or: quote, in: base, from: index, count: bytes.count)
            guard index < bytes.count else { return quotes % 2 == 0 }
            quotes += 1
            index += 1
        }
    }
}
