import Testing

@testable import ScreenNameKit

/// How `--csv` and `--tsv` read a field's value and write a display name back into a field.
@Suite struct DelimitedRecordTests {
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
}
