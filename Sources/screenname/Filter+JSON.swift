import ScreenNameKit

/// `--json-key`: each JSON line, or each element of a JSON array document, passes through with the strings at the
/// paths rewritten to display names.
extension Filter {
    /// How a `--json-key` input is written, decided by its first byte that is not white space.
    enum JSONLayout {
        case undecided
        /// One JSON value a line.
        case lines
        /// A JSON array document, read element by element as its bytes stream past.
        case document(JSONArrayStream)
    }

    /// Writes one line of a `--json-key` input: of JSON Lines, with the strings at the paths replaced by display
    /// names (JSON strings, or `null` when filtered); of a JSON array document (an input whose first byte that is
    /// not white space is `[`), with each element of the array rewritten so, however it is spread over lines.
    /// Anything that is not JSON, or holds no string at any path, passes through unchanged (reported under
    /// `--strict`).
    func jsonLine(_ line: UnsafeBufferPointer<UInt8>, terminated: Bool, source: String, number: Int)
        throws(Stdio.WriteFailure)
    {
        if case .undecided = jsonLayout, let first = line.first(where: { !JSONArrayStream.isSpace($0) }) {
            jsonLayout =
                first == UInt8(ascii: "[")
                ? .document(JSONArrayStream(maximumElementLength: Filter.maximumRecordLength)) : .lines
        }
        guard case .document(var stream) = jsonLayout else {
            try writeRewritten(line, source: source, number: number)
            if terminated { try output.endRecord(terminator) } else if output.isLineBuffered { try output.flush() }
            return
        }
        // The stream is taken out while it is fed, so that its buffer is not copied.
        jsonLayout = .undecided
        var failure: Stdio.WriteFailure?
        func write(_ piece: JSONArrayStream.Piece) {
            guard failure == nil else { return }
            do throws(Stdio.WriteFailure) {
                switch piece {
                case .passThrough(let bytes): try output.append(bytes)
                case .element(let element):
                    try writeRewritten(element, isElement: true, source: source, number: number)
                }
            } catch { failure = error }
        }
        stream.feed(line, write)
        if terminated {
            var lineBreak = terminator
            withUnsafePointer(to: &lineBreak) { stream.feed(UnsafeBufferPointer(start: $0, count: 1), write) }
        }
        // An element the input ends in goes out when the input ends (see `run`).
        jsonLayout = .document(stream)
        if let failure { throw failure }
        if output.isLineBuffered { try output.flush() }
    }

    /// Writes a JSON value with the strings at the `--json-key` paths replaced, every other byte as it was.
    func writeRewritten(_ value: UnsafeBufferPointer<UInt8>, isElement: Bool = false, source: String, number: Int)
        throws(Stdio.WriteFailure)
    {
        let ranges = jsonStrings.strings(in: value)
        if ranges.isEmpty, options.strict, !Filter.trim(value).isEmpty {
            let what = isElement ? "in the array's element" : "(or not a JSON line)"
            report("\(source):\(number): no string at the --json-key paths \(what)", status: 1)
        }
        var position = 0
        for range in ranges {
            try output.append(UnsafeBufferPointer(rebasing: value[position..<range.lowerBound]))
            try writeReplacement(of: UnsafeBufferPointer(rebasing: value[range]), source: source, number: number)
            position = range.upperBound
        }
        try output.append(UnsafeBufferPointer(rebasing: value[position...]))
    }

    /// Writes a JSON string literal's replacement: its text named and encoded back, `null`, or the literal as it came
    /// when its text is no type name. A string without escapes is named straight from the line's bytes.
    func writeReplacement(of literal: UnsafeBufferPointer<UInt8>, source: String, number: Int)
        throws(Stdio.WriteFailure)
    {
        func named(_ value: UnsafeBufferPointer<UInt8>) throws(Stdio.WriteFailure) {
            try withDisplayName(of: value, source: source, line: number) { name, unchanged throws(Stdio.WriteFailure) in
                guard let name else { return unchanged ? try output.append(literal) : try output.append("null") }
                try JSONPath.encode(name) { bytes throws(Stdio.WriteFailure) in try output.append(bytes) }
            }
        }
        if let text = JSONPath.plainText(ofLiteral: literal) { return try named(text) }
        guard let value = JSONPath.decode(literal) else { return try output.append(literal) }
        try value.withUnsafeBufferPointer { value throws(Stdio.WriteFailure) in try named(value) }
    }
}
