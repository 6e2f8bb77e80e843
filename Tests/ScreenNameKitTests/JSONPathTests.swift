import Testing

@testable import ScreenNameKit

/// `--json-key` paths, and the strings they find as byte ranges of a line.
@Suite struct JSONPathTests {
    @Test(
        arguments: [
            ("view.name", #"{"view": {"name": "A"}, "name": "B"}"#, ["\"A\""]),
            ("properties.$screen_name", #"{"properties":{"$screen_name":"A"}}"#, ["\"A\""]),
            ("a[1]", #"{"a":["x","y","z"]}"#, ["\"y\""]),
            ("a[]", #"{"a":["x",1,{"b":"c"},"z"]}"#, ["\"x\"", "\"z\""]),
            (
                "a[k=s].v", #"{"a":[{"v":"late","k":"s"},{"k":"t","v":"no"},{"k":"s","v":"yes"}]}"#,
                ["\"late\"", "\"yes\""]
            ),
            ("a.b", #"{"a":{"b":12}}"#, []),
            ("a.b", #"{"a":{"b":"x"}"#, []),
            ("a.b", "not json", []),
            ("a", #"{"a":"x"} trailing"#, []),
            ("k\\q", #"{"k\\q":"A"}"#, ["\"A\""]),
            (#"k\\q"#, #"{"k\\q":"A"}"#, []),
            ("k", #"{"\u006b":"A","kk":"B"}"#, ["\"A\""]),
        ] as [(String, String, [String])])
    func pathsFindTheirStrings(path: String, document: String, expected: [String]) throws {
        let path = try JSONPath(path)
        var document = document
        let found = document.withUTF8 { bytes in
            path.strings(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        #expect(found == expected)
    }

    /// The grammar check takes a document whole or not at all: a string or a scalar is read as a value in every
    /// position a container can hold one, and nothing is read below the deepest level followed, whatever is there.
    @Test(
        arguments: [
            (#"["x",1,true,null,-2.5e3,{"k":"v","n":[]},[]]"#, true), (#"{"a":"x","b":{"c":[1,"y"]}}"#, true),
            (#"  {"a" : [ "x" , 2 ] }  "#, true), (#"["a\"b"]"#, true), (#""x""#, true), ("12", true),
            (#"{"a":"x",}"#, false), (#"{"a" "x"}"#, false), (#"["x" "y"]"#, false), (#"{"a":}"#, false),
            (#"{1:"x"}"#, false), (#"["x"#, false), (#"["x",]"#, false), (#"[,]"#, false), (#"{"a":"x"} {}"#, false),
            (String(repeating: "[", count: 199) + #""x""# + String(repeating: "]", count: 199), true),
            (String(repeating: "[", count: 200) + #""x""# + String(repeating: "]", count: 200), false),
            (String(repeating: "[", count: 199) + "1" + String(repeating: "]", count: 199), true),
            (String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200), false),
            (String(repeating: "[", count: 200) + String(repeating: "]", count: 200), true),
            (String(repeating: "[", count: 201) + String(repeating: "]", count: 201), false),
            (String(repeating: #"{"a":"#, count: 199) + #""x""# + String(repeating: "}", count: 199), true),
            (String(repeating: #"{"a":"#, count: 200) + #""x""# + String(repeating: "}", count: 200), false),
        ] as [(String, Bool)])
    func documentsAreCheckedWhole(document: String, isJSON: Bool) {
        var document = document
        document.withUTF8 { bytes in
            let tape = JSONTape.allocate()
            defer { tape.deallocate() }
            let reader = JSONReader(bytes: bytes, tape: tape)
            let start = reader.skipSpace(0)
            let checked = reader.value(at: start).map { reader.skipSpace($0.upperBound) == bytes.count } ?? false
            #expect(checked == isJSON)
            // The root is the tape's first entry, and spans the value.
            if checked { #expect(tape.range(of: 0) == start..<reader.value(at: start)!.upperBound) }
        }
    }

    @Test(arguments: ["", "a..b", "a[", "a[x]", "[=v]"])
    func malformedPathsAreRefused(path: String) {
        #expect(throws: JSONPath.Error.self) { try JSONPath(path) }
    }

    @Test(
        arguments: [
            (
                #""SwiftUI.UIHostingController\u003cMyApp.HomeView\u003e""#,
                "SwiftUI.UIHostingController<MyApp.HomeView>"
            ),
            (#""a\"b\\c\nd""#, "a\"b\\c\nd"), (#""\ud83d\ude00 é""#, "😀 é"), (#""\u12""#, nil),
        ] as [(String, String?)])
    func stringsDecodeAndEncodeBack(literal: String, decoded: String?) {
        var literal = literal
        let value = literal.withUTF8 { JSONPath.decode($0) }
        #expect(value.map { String(decoding: $0, as: UTF8.self) } == decoded)
        if let value {
            // Encoded again and decoded again, the value is the same.
            let again = JSONPath.encode(value).withUnsafeBufferPointer { JSONPath.decode($0) }
            #expect(again == value)
        }
    }

    /// A literal without an escape is read in place, whatever its length; one with an escape anywhere is decoded.
    @Test(
        arguments: [
            (#""MyApp.HomeView""#, "MyApp.HomeView"), (#""""#, ""), (#"""#, nil), (#""a\"b""#, nil),
            (#""\u003cHome\u003e""#, nil),
            (#""SwiftUI.UIHostingController<MyApp.HomeView>""#, "SwiftUI.UIHostingController<MyApp.HomeView>"),
            (#""SwiftUI.UIHostingController<MyApp.Home\u0056iew>""#, nil),
        ] as [(String, String?)])
    func plainLiteralsAreReadInPlace(literal: String, text: String?) {
        var literal = literal
        let plain = literal.withUTF8 { JSONPath.plainText(ofLiteral: $0).map { String(decoding: $0, as: UTF8.self) } }
        #expect(plain == text)
    }

    /// A display name is written between quotes as it is; a value with a quote, a backslash or a control character
    /// is escaped, whether it is asked for whole or in the pieces a stream's writer takes.
    @Test(
        arguments: [
            ("HomeView", #""HomeView""#), ("Outer.Inner<Café>", #""Outer.Inner<Café>""#), ("", #""""#),
            ("a\"b\\c", #""a\"b\\c""#), ("tab\there\n", #""tab\there\n""#), ("\u{1}", #""\u0001""#),
        ] as [(String, String)])
    func valuesEncodeAsJSONStrings(value: String, expected: String) {
        let whole = JSONPath.encode(Array(value.utf8))
        var pieces: [UInt8] = []
        Array(value.utf8).withUnsafeBufferPointer { value in JSONPath.encode(value) { pieces += $0 } }
        #expect(String(decoding: whole, as: UTF8.self) == expected)
        #expect(pieces == whole)
    }

    /// One finder reads document after document, as a stream of JSON Lines is read: each document's values are its
    /// own, and a document with many more values than the tape first has room for finds the same strings as a small
    /// one, and so does a small one after it.
    @Test func aFinderReadsDocumentAfterDocument() throws {
        let finder = JSONStringFinder(paths: [try JSONPath("a[].v"), try JSONPath("b.v")])
        func strings(_ document: String) -> [String] {
            var document = document
            return document.withUTF8 { bytes in
                finder.strings(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
            }
        }
        #expect(strings(#"{"a":[{"v":"x"},{"w":{"v":"no"}},{"v":"y"}],"b":{"v":"z"}}"#) == ["\"x\"", "\"y\"", "\"z\""])
        #expect(strings(#"{"b":{"v":"z"},"a":[[],{"v":"x"}]}"#) == ["\"z\"", "\"x\""])
        #expect(strings(#"{"b":{"v":"z"}"#) == [])
        // Past the room the tape keeps between documents, too.
        for count in [JSONTape.initialCapacity * 8, JSONTape.retainedCapacity / 2] {
            let large = "{\"a\":[" + (0..<count).map { #"{"u":[],"v":"\#($0)"}"# }.joined(separator: ",") + "]}"
            #expect(strings(large) == (0..<count).map { "\"\($0)\"" })
            #expect(strings(#"{"a":[{"v":"x"}]}"#) == ["\"x\""])
        }
    }
}
