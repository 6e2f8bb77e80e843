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
    private let tape = JSONTape.allocate()
    private var found: [Range<Int>] = []

    /// Creates a finder for the strings at any of `paths`.
    public init(paths: [JSONPath]) {
        self.paths = paths
    }

    deinit { tape.deallocate() }

    /// The byte ranges (quotes included) of the strings at any of the paths, in document order and each once; empty
    /// when the document is not JSON or holds nothing there.
    public func strings(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        tape.reset()
        found.removeAll(keepingCapacity: true)
        let reader = JSONReader(bytes: bytes, tape: tape)
        guard let root = reader.value(at: reader.skipSpace(0)), reader.skipSpace(root.upperBound) == bytes.count else {
            return []
        }
        for path in paths { path.collect(root, step: 0, reader: reader, into: &found) }
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
}
