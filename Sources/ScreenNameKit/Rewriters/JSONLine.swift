/// Formats one result as a JSON object on one line.
package enum JSONLine {
    package static func format(input: UnsafeBufferPointer<UInt8>, result: ScreenName?, locations: [String]? = nil)
        -> String
    {
        var line = "{\"input\":"
        appendString(String(decoding: input, as: UTF8.self), to: &line)
        line += ",\"name\":"
        appendOptional(result?.displayName, to: &line)
        line += ",\"module\":"
        appendOptional(result?.type?.owningModule, to: &line)
        line += ",\"path\":["
        for (index, component) in (result?.type?.components ?? []).enumerated() {
            if index > 0 { line += "," }
            appendString(component.name, to: &line)
        }
        line += "],\"form\":"
        appendOptional(result?.form?.rawValue, to: &line)
        line += ",\"filtered\":"
        appendOptional(result == nil ? "blank" : result?.filterReason?.description, to: &line)
        // Only where the look-through rule found the name: which wrapper to report for the tables.
        if let wrapper = result?.unknownWrapper {
            line += ",\"unknownWrapper\":"
            appendString((wrapper.module.map { $0 + "." } ?? "") + wrapper.path, to: &line)
        }
        if result?.isThirdParty == true { line += ",\"thirdParty\":true" }
        if let locations {
            line += ",\"locations\":["
            for (index, location) in locations.enumerated() {
                if index > 0 { line += "," }
                appendString(location, to: &line)
            }
            line += "]"
        }
        line += "}"
        return line
    }

    package static func appendOptional(_ value: String?, to line: inout String) {
        if let value { appendString(value, to: &line) } else { line += "null" }
    }

    package static func appendString(_ value: String, to line: inout String) {
        line += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": line += "\\\""
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            case let control where control.value < 0x20 || control.value == 0x7F:
                let hex = String(control.value, radix: 16)
                line += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: line.unicodeScalars.append(scalar)
            }
        }
        line += "\""
    }
}
