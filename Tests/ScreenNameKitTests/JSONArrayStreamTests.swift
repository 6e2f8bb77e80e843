import ScreenNameKit
import Testing

/// A JSON array document split into its elements as its bytes arrive, however they are cut.
@Suite struct JSONArrayStreamTests {
    /// The pieces of a document fed in chunks of `size` bytes: each element whole, and the bytes between them.
    static func pieces(_ text: String, chunk size: Int, limit: Int = 1 << 20) -> (elements: [String], all: String) {
        var stream = JSONArrayStream(maximumElementLength: limit)
        var elements: [String] = []
        var all = ""
        let bytes = Array(text.utf8)
        func take(_ piece: JSONArrayStream.Piece) {
            switch piece {
            case .passThrough(let run): all += String(decoding: run, as: UTF8.self)
            case .element(let element):
                let text = String(decoding: element, as: UTF8.self)
                elements.append(text)
                all += text
            }
        }
        var start = 0
        while start < bytes.count {
            let end = min(start + size, bytes.count)
            bytes[start..<end].withUnsafeBufferPointer { stream.feed($0, take) }
            start = end
        }
        stream.finish(take)
        return (elements, all)
    }

    static let document = """
        [
          {"a": "x ] y", "b": [1, {"c": "\\"}"}]},
          "a string, with a comma ] and a bracket",
          -12.5e3, true , null,[[]],
          {}
        ]
        [ "second" ]
        """

    @Test(arguments: [1, 2, 3, 7, 16, 1000])
    func elementsComeWholeHoweverTheBytesAreCut(chunk: Int) {
        let (elements, all) = Self.pieces(Self.document, chunk: chunk)
        #expect(all == Self.document)
        #expect(
            elements == [
                #"{"a": "x ] y", "b": [1, {"c": "\"}"}]}"#, #""a string, with a comma ] and a bracket""#, "-12.5e3",
                "true", "null", "[[]]", "{}", #""second""#,
            ])
    }

    /// Strings long enough to be read sixteen bytes a step, with escaped quotes and backslashes at every place a
    /// cut can fall: before, on and after a backslash.
    @Test func escapesInLongStringsSurviveEveryCut() {
        let first = #"{"eventMessage": "presenting \"MyApp.HomeViewController\" over \\\"tab\\\" at 0x1", "n": 1}"#
        let second = #""0123456789abcde\\" "#.trimmingCharacters(in: .whitespaces)
        let text = "[" + first + ", " + second + ",\n" + first + "]"
        for chunk in 1...48 {
            let (elements, all) = Self.pieces(text, chunk: chunk)
            #expect(all == text)
            #expect(elements == [first, second, first], "chunk \(chunk)")
        }
    }

    @Test func anElementLongerThanTheLimitPassesThroughUnchanged() {
        let text = #"[{"long": "0123456789012345678901234567890123456789"}, {"short": 1}]"#
        for chunk in [1, 5, 100] {
            let (elements, all) = Self.pieces(text, chunk: chunk, limit: 20)
            #expect(all == text)
            #expect(elements == [#"{"short": 1}"#])
        }
    }

    @Test func anUnfinishedElementComesOutAsItCame() {
        let text = #"[{"a": 1}, {"b": "#
        let (elements, all) = Self.pieces(text, chunk: 4)
        #expect(elements == [#"{"a": 1}"#])
        #expect(all == text)
    }

    @Test func textOutsideAnArrayPassesThrough() {
        let text = "not json at all\n"
        let (elements, all) = Self.pieces(text, chunk: 3)
        #expect(elements.isEmpty && all == text)
    }
}
