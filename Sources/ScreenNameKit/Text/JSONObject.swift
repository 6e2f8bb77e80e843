/// Writes one JSON object on one line, member by member: the one way the tool writes JSON (`--json`, `-o --json`,
/// `hierarchy --json`, `lint --format json`), every string escaped by ``JSONPath/encode(_:_:)``.
///
/// ```swift
/// var object = JSONObject()
/// object.add("name", "HomeView")
/// object.add("line", 3)
/// object.add("path", ["Settings", "RootView"])
/// object.text  // {"name":"HomeView","line":3,"path":["Settings","RootView"]}
/// ```
package struct JSONObject {
    private var body = ""

    package init() {}

    /// The object's text, braces included.
    package var text: String { "{" + body + "}" }

    private mutating func key(_ key: StaticString) {
        if !body.isEmpty { body += "," }
        body += "\""
        body += key.description
        body += "\":"
    }

    /// A string member, `null` for `nil`.
    package mutating func add(_ name: StaticString, _ value: String?) {
        key(name)
        if let value { JSONObject.appendString(value, to: &body) } else { body += "null" }
    }

    package mutating func add(_ name: StaticString, _ value: Int) {
        key(name)
        body += String(value)
    }

    package mutating func add(_ name: StaticString, _ value: Bool) {
        key(name)
        body += value ? "true" : "false"
    }

    /// An array of strings.
    package mutating func add(_ name: StaticString, _ values: [String]) {
        key(name)
        body += "["
        for (index, value) in values.enumerated() {
            if index > 0 { body += "," }
            JSONObject.appendString(value, to: &body)
        }
        body += "]"
    }

    /// A member whose value is JSON text already (an object, or an array of objects).
    package mutating func add(_ name: StaticString, json: String) {
        key(name)
        body += json
    }

    /// Appends a value as a JSON string.
    static func appendString(_ value: String, to text: inout String) {
        var value = value
        value.withUTF8 { bytes in
            JSONPath.encode(bytes) { piece in text += String(decoding: piece, as: UTF8.self) }
        }
    }
}
