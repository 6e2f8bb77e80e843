import ScreenNameKit

/// `--json-key`: each JSON line passes through with the strings at the paths rewritten to display names.
extension Filter {
    /// Writes one line of JSON Lines with the strings at the `--json-key` paths replaced: by the display name as a
    /// JSON string, or `null` when it names only framework types or no type. A line that is not JSON, or that holds
    /// no string at any path, passes through unchanged (reported under `--strict`).
    func jsonLine(_ line: UnsafeBufferPointer<UInt8>, terminated: Bool, source: String, number: Int)
        throws(Stdio.WriteFailure)
    {
        var ranges: [Range<Int>] = []
        for path in options.jsonKeys {
            for range in path.strings(in: line) where !ranges.contains(range) { ranges.append(range) }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        if ranges.isEmpty, options.strict, !Filter.trim(line).isEmpty {
            report("\(source):\(number): no string at the --json-key paths (or not a JSON line)", status: 1)
        }
        var position = 0
        for range in ranges {
            try output.append(UnsafeBufferPointer(rebasing: line[position..<range.lowerBound]))
            let replacement = jsonReplacement(
                UnsafeBufferPointer(rebasing: line[range]), source: source, number: number)
            try replacement.withUnsafeBufferPointer { bytes throws(Stdio.WriteFailure) in try output.append(bytes) }
            position = range.upperBound
        }
        try output.append(UnsafeBufferPointer(rebasing: line[position...]))
        if terminated { try output.endRecord(terminator) } else if output.isLineBuffered { try output.flush() }
    }

    /// A JSON string literal's replacement: its text named and encoded back, or `null`. A string without escapes is
    /// named straight from the line's bytes.
    func jsonReplacement(_ literal: UnsafeBufferPointer<UInt8>, source: String, number: Int) -> [UInt8] {
        func named(_ value: UnsafeBufferPointer<UInt8>) -> [UInt8] {
            withDisplayName(of: value, source: source, line: number) { name in
                name.map { JSONPath.encode($0) } ?? Array("null".utf8)
            }
        }
        if literal.count >= 2, !literal.contains(UInt8(ascii: "\\")) {
            return named(UnsafeBufferPointer(rebasing: literal[1..<(literal.count - 1)]))
        }
        guard let value = JSONPath.decode(literal) else { return Array(literal) }
        return value.withUnsafeBufferPointer { named($0) }
    }
}
