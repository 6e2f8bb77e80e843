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
        ] as [(String, String, [String])])
    func pathsFindTheirStrings(path: String, document: String, expected: [String]) throws {
        let path = try JSONPath(path)
        var document = document
        let found = document.withUTF8 { bytes in
            path.strings(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        #expect(found == expected)
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
}
