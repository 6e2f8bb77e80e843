import Testing

@testable import ScreenNameKit

/// How `--csv` and `--tsv` read a field's value and write a display name back into a field.
@Suite struct DelimitedRecordTests {
    /// A line framed in one pass has the length and the completeness that finding its end and counting its quotes
    /// give, wherever its end and its quotes fall among the sixteen-byte blocks, and quotes after its end count not.
    @Test(arguments: [1, 2, 3])
    func aLineIsFramedWithWhetherItClosesItsQuotes(quoteCount: Int) {
        for length in 0...40 {
            for first in 0..<Swift.max(length, 1) {
                var line = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                for quote in 0..<quoteCount where first + quote * 7 < length {
                    line[first + quote * 7] = UInt8(ascii: "\"")
                }
                // Quotes after the line break, and the padding a reader keeps, must not change the answer.
                let bytes =
                    line + [UInt8(ascii: "\n"), UInt8(ascii: "\"")] + [UInt8](repeating: 0, count: RecordNamer.padding)
                bytes.withUnsafeBufferPointer { buffer in
                    let record = UnsafeBufferPointer(rebasing: buffer[0..<length])
                    for format in [DelimitedRecord.Format.csv, .tsv] {
                        let framed = DelimitedRecord.line(
                            at: buffer.baseAddress!, separator: UInt8(ascii: "\n"), format: format)
                        #expect(framed.count == length)
                        #expect(framed.isComplete == DelimitedRecord.isComplete(record, format: format))
                    }
                }
            }
        }
    }

    /// The one-pass reading of a plain line agrees with framing the line and splitting its fields, wherever its
    /// separators, quotes, carriage returns and line break fall among the sixteen-byte blocks and whatever follows
    /// its line break; it reads every line that holds no quote, and every TSV line.
    @Test func aPlainLineIsReadAsFramingAndSplittingReadIt() {
        var random = RobustnessTests.SplitMix(state: 7)
        let alphabet = Array("ab,,\"\" \r\tx".utf8)
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...48, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let after = (0..<16).map { _ in alphabet.randomElement(using: &random)! }
            for format in [DelimitedRecord.Format.csv, .tsv] {
                for column in 0..<4 { Self.checkPlainLine(line, after: after, column: column, format: format) }
            }
        }
    }

    /// Holds ``DelimitedRecord/plainLine(at:separator:column:format:)`` on `line`, then a line break and `after`, to
    /// what ``DelimitedRecord/line(at:separator:format:)`` and ``DelimitedRecord/field(at:in:format:)`` read.
    static func checkPlainLine(_ line: [UInt8], after: [UInt8], column: Int, format: DelimitedRecord.Format) {
        let bytes = line + [UInt8(ascii: "\n")] + after + [UInt8](repeating: 0, count: RecordNamer.padding)
        bytes.withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress!
            let plain = DelimitedRecord.plainLine(
                at: start, separator: UInt8(ascii: "\n"), column: column, format: format)
            let hasQuote = format == .csv && line.contains(UInt8(ascii: "\""))
            #expect(plain != nil || hasQuote, "\(String(decoding: line, as: UTF8.self))")
            guard let plain else { return }
            let framed = DelimitedRecord.line(at: start, separator: UInt8(ascii: "\n"), format: format)
            #expect(framed.isComplete && framed.count == line.count && plain.count == line.count)
            var end = line.count
            if end > 0, line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let reference = DelimitedRecord.field(
                at: column, in: UnsafeBufferPointer(rebasing: buffer[0..<end]), format: format)
            let field = plain.field.map { $0.lowerBound..<Swift.min($0.upperBound, end) }
            #expect(field == reference?.range, "\(String(decoding: line, as: UTF8.self)) column \(column)")
            if let reference, plain.field != nil {
                let value = plain.value.lowerBound..<Swift.min(plain.value.upperBound, end)
                #expect(
                    reference.plainValue.map(Array.init) == Array(buffer[value]),
                    "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    /// A CSV field takes quotes exactly when its value holds a comma, a quote or a line break; TSV never quotes.
    @Test(
        arguments: [
            ("HomeView", false), ("UIHostingController<ModifiedContent<A, B>>", true), (#"say "hi""#, true),
            ("two\nlines", true), ("cr\r", true), ("Café-View/Detail.Screen", false), ("", false),
            ("AVeryLongScreenNameThatFillsSeveralWords,", true), ("-./0123456789", false),
        ] as [(String, Bool)])
    func displayNamesAreQuotedOnlyWhenTheyMustBe(value: String, quoted: Bool) {
        var value = value
        value.withUTF8 { bytes in
            #expect(DelimitedRecord.needsQuotes(bytes, format: .csv) == quoted)
            #expect(!DelimitedRecord.needsQuotes(bytes, format: .tsv))
        }
    }

    /// Wherever it stands, in a word of eight bytes or in the bytes after the last whole word, one byte that must be
    /// quoted is found, and bytes just above `,` or outside ASCII are never taken for one.
    @Test func everyPositionOfAByteThatMustBeQuotedIsFound() {
        for length in 1...24 {
            for position in 0..<length {
                for byte in [UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r")] {
                    var value = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    value[position] = byte
                    #expect(value.withUnsafeBufferPointer { DelimitedRecord.needsQuotes($0, format: .csv) })
                }
                for byte: UInt8 in [0x2D, 0x2E, 0x7F, 0x80, 0xC3, 0xFF] {
                    var value = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    value[position] = byte
                    #expect(!value.withUnsafeBufferPointer { DelimitedRecord.needsQuotes($0, format: .csv) })
                }
            }
        }
    }

    /// A field's value is read in place, without its quotes, unless it holds a quote that must be undone.
    @Test(
        arguments: [
            (#""MyApp.HomeView""#, "MyApp.HomeView"), ("MyApp.HomeView", "MyApp.HomeView"),
            (#""A<B, C>""#, "A<B, C>"), (#""a""b""#, nil), (#"ab"c"#, nil), (#""""#, ""), (#"""#, nil),
        ] as [(String, String?)])
    func plainValuesAreReadInPlace(field: String, value: String?) {
        var field = field
        field.withUTF8 { bytes in
            let plain = DelimitedRecord.plainValue(bytes, format: .csv)
            #expect(plain.map { String(decoding: $0, as: UTF8.self) } == value)
            #expect(DelimitedRecord.plainValue(bytes, format: .tsv).map { Array($0) } == Array(bytes))
        }
    }

    /// The one scan of a record finds a field and tells whether its value can be read in place, as
    /// ``DelimitedRecord/plainValue(_:format:)`` decides for the field alone.
    @Test(
        arguments: [
            (#"a,"MyApp.Home",c"#, 1, #""MyApp.Home""#, "MyApp.Home"),
            (#"a,"A<B, C>",c"#, 1, #""A<B, C>""#, "A<B, C>"),
            (#"a,"say ""hi""",c"#, 1, #""say ""hi""""#, nil),
            (#"a,b"c,d"#, 1, #"b"c"#, nil),
            (#"a,"b"x,d"#, 1, #""b"x"#, nil),
            ("a,,c", 1, "", ""),
            ("a,b", 2, nil, nil),
            (#""x,y",z"#, 0, #""x,y""#, "x,y"),
        ] as [(String, Int, String?, String?)])
    func aFieldIsFoundWithItsValue(record: String, column: Int, field: String?, value: String?) {
        var record = record
        record.withUTF8 { bytes in
            let found = DelimitedRecord.field(at: column, in: bytes, format: .csv)
            #expect(found.map { String(decoding: bytes[$0.range], as: UTF8.self) } == field)
            #expect(found?.plainValue.map { String(decoding: $0, as: UTF8.self) } == value)
            if let found {
                let alone = DelimitedRecord.plainValue(UnsafeBufferPointer(rebasing: bytes[found.range]), format: .csv)
                #expect(alone.map(Array.init) == found.plainValue.map(Array.init))
                #expect(DelimitedRecord.range(ofField: column, in: bytes, format: .csv) == found.range)
            }
        }
    }
}
