/// Finds the strings at a set of ``JSONPath``s in one JSON document after another, as a stream of JSON Lines needs:
/// each document is checked once for all the paths, and the buffers are kept from one document to the next.
///
/// ```swift
/// let finder = JSONStringFinder(paths: [try JSONPath("view.name")])
/// var line = #"{"view": {"name": "MyApp.HomeView"}}"#
/// line.withUTF8 { finder.strings(in: $0) }  // [18..<34]: "MyApp.HomeView", quotes included
/// ```
public final class JSONStringFinder {
    /// The paths whose strings are found.
    public let paths: [JSONPath]

    /// A step of a path with its names as ranges of ``names``, so that following it copies no string.
    private enum Step {
        case member(Name)
        case index(Int)
        case each
        case matching(key: Name, value: Name)
    }

    /// A name of a step: where its bytes are in ``names``, and whether they hold a `\`, which the comparison with a
    /// key needs to know (see ``JSONReader/isString(_:equalTo:holdsBackslash:)``).
    private struct Name {
        let range: Range<Int>
        let holdsBackslash: Bool
    }

    /// The steps of every path, one path after another; `ends` says where each path's steps end.
    private let steps: UnsafeMutableBufferPointer<Step>
    private let ends: [Int]
    /// The names of every step, as UTF-8 bytes.
    private let names: UnsafeMutableBufferPointer<UInt8>
    private let tape = JSONTape.allocate()
    /// The strings found in the document being read; accessed by one call at a time, so no access is checked at run
    /// time.
    @exclusivity(unchecked) private var found: [Range<Int>] = []

    /// Creates a finder for the strings at any of `paths`.
    public init(paths: [JSONPath]) {
        self.paths = paths
        var bytes: [UInt8] = []
        func add(_ name: String) -> Name {
            let start = bytes.count
            bytes += Array(name.utf8)
            return Name(range: start..<bytes.count, holdsBackslash: name.utf8.contains(UInt8(ascii: "\\")))
        }
        var steps: [Step] = []
        var ends: [Int] = []
        for path in paths {
            for step in path.steps {
                switch step {
                case .member(let name): steps.append(.member(add(name)))
                case .index(let index): steps.append(.index(index))
                case .each: steps.append(.each)
                case .matching(let key, let value): steps.append(.matching(key: add(key), value: add(value)))
                }
            }
            ends.append(steps.count)
        }
        self.steps = .allocate(capacity: steps.count)
        _ = self.steps.initialize(from: steps)
        self.ends = ends
        names = .allocate(capacity: Swift.max(bytes.count, 1))
        _ = names.initialize(from: bytes)
    }

    deinit {
        tape.deallocate()
        steps.deallocate()
        names.deallocate()
    }

    /// The byte ranges (quotes included) of the strings at any of the paths, in document order and each once; empty
    /// when the document is not JSON or holds nothing there, and for a document of 2 GiB or more.
    public func strings(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        tape.reset()
        // Mostly one string or none: dropped one by one, which keeps the room and costs less than a general removal.
        while !found.isEmpty { found.removeLast() }
        let reader = JSONReader(bytes: bytes, tape: tape)
        guard reader.document() != nil else { return [] }
        var start = 0
        for end in ends {
            // The root is the tape's first entry.
            collect(0, step: start, end: end, reader: reader, into: &found)
            start = end
        }
        guard found.count > 1 else { return found }
        found.sort { $0.lowerBound < $1.lowerBound }
        var unique = 1
        for index in 1..<found.count where found[index] != found[unique - 1] {
            found[unique] = found[index]
            unique += 1
        }
        found.removeLast(found.count - unique)
        return found
    }

    /// Follows the steps `step..<end` of one path from the value recorded in `entry` of the tape, adding the strings
    /// it reaches.
    ///
    /// Written as loops over the tape rather than with the reader's member and element visitors: a line of an export
    /// takes a dozen of these steps, and most keys are told apart by their lengths (see ``isString(_:_:reader:)``).
    private func collect(_ entry: Int, step: Int, end: Int, reader: JSONReader, into found: inout [Range<Int>]) {
        guard step < end else {
            let value = tape.range(of: entry)
            if reader.bytes[value.lowerBound] == UInt8(ascii: "\"") { found.append(value) }
            return
        }
        let opening = reader.bytes[Int(tape[entry].start)]
        let stop = Int(tape[entry].next)
        switch steps[step] {
        case .member(let name):
            guard opening == UInt8(ascii: "{") else { return }
            var key = entry &+ 1
            while key < stop {
                let value = key &+ 1
                if isString(key, name, reader: reader) {
                    collect(value, step: step &+ 1, end: end, reader: reader, into: &found)
                }
                key = Int(tape[value].next)
            }
        case .index(let index):
            guard opening == UInt8(ascii: "[") else { return }
            var element = entry &+ 1
            var position = 0
            while element < stop {
                if position == index {
                    return collect(element, step: step &+ 1, end: end, reader: reader, into: &found)
                }
                position &+= 1
                element = Int(tape[element].next)
            }
        case .each:
            guard opening == UInt8(ascii: "[") else { return }
            var element = entry &+ 1
            while element < stop {
                collect(element, step: step &+ 1, end: end, reader: reader, into: &found)
                element = Int(tape[element].next)
            }
        case .matching(let key, let expected):
            guard opening == UInt8(ascii: "[") else { return }
            var element = entry &+ 1
            while element < stop {
                if reader.bytes[Int(tape[element].start)] == UInt8(ascii: "{") {
                    // The element matches when any of its members is `key` with the string `expected`.
                    let members = Int(tape[element].next)
                    var member = element &+ 1
                    while member < members {
                        let value = member &+ 1
                        if isString(member, key, reader: reader), isString(value, expected, reader: reader) {
                            collect(element, step: step &+ 1, end: end, reader: reader, into: &found)
                            break
                        }
                        member = Int(tape[value].next)
                    }
                }
                element = Int(tape[element].next)
            }
        }
    }

    /// Whether the value recorded in `entry` is a string whose text is `name`. Text of the same length is compared in
    /// place; shorter text is never it, and longer text only through an escape, which the reader decodes.
    @inline(__always)
    private func isString(_ entry: Int, _ name: Name, reader: JSONReader) -> Bool {
        let value = tape[entry]
        let start = Int(value.start)
        let count = Int(value.end) &- start &- 2
        let length = name.range.count
        guard count >= length, let base = reader.bytes.baseAddress, base[start] == UInt8(ascii: "\"") else {
            return false
        }
        if count == length, !name.holdsBackslash {
            return count == 0
                || memoryEqual(base + (start &+ 1), names.baseAddress! + name.range.lowerBound, count: count)
        }
        return reader.isString(
            start..<Int(value.end), equalTo: UnsafeBufferPointer(rebasing: names[name.range]),
            holdsBackslash: name.holdsBackslash)
    }
}
