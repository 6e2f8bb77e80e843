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
        var start = 0
        var index = 0
        var quoted = false
        let separator = format.separator
        while index < bytes.count {
            let byte = bytes[index]
            if format == .csv, byte == UInt8(ascii: "\"") {
                // A quote opens a quoted field only at its start; inside one, a doubled quote is a quote.
                if quoted {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        index += 1
                    } else {
                        quoted = false
                    }
                } else if index == start {
                    quoted = true
                }
            } else if byte == separator, !quoted {
                fields.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        fields.append(start..<bytes.count)
        self.fields = fields
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
        let mustQuote =
            format == .csv
            && value.contains {
                $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
                    || $0 == UInt8(ascii: "\r")
            }
        guard mustQuote else { return value }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in value {
            quoted.append(byte)
            if byte == UInt8(ascii: "\"") { quoted.append(byte) }
        }
        quoted.append(UInt8(ascii: "\""))
        return quoted
    }

    /// Whether bytes read so far end a CSV record: every quote opened is closed. A line break inside quotes belongs
    /// to the field, so a record may run over several lines.
    public static func isComplete(_ bytes: UnsafeBufferPointer<UInt8>, format: Format) -> Bool {
        guard format == .csv else { return true }
        var quotes = 0
        for byte in bytes where byte == UInt8(ascii: "\"") { quotes += 1 }
        return quotes % 2 == 0
    }
}
