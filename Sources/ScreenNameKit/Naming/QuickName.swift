/// A display name found without building a type tree: up to four byte ranges of the record, to be joined by dots.
///
/// ```swift
/// var record = "_TtCC5MyApp5Outer5Inner"
/// record.withUTF8 { ScreenNamer().quickName(bytes: $0) }  // .name: "Outer" and "Inner" (printed "Outer.Inner")
/// ```
public enum QuickName: Hashable, Sendable {
    /// The display name's parts, as ranges of the record.
    case name(QuickParts)
    /// The record names only framework types.
    case filtered
}

/// Up to four byte ranges of a record that, joined by dots, spell a display name.
public struct QuickParts: Hashable, Sendable {
    /// How many of the ranges are used.
    public private(set) var count = 0
    private var storage: (Range<Int>, Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0, 0..<0)

    /// The most parts a quick name has; longer names take the full path.
    public static let capacity = 4

    init() {}

    init(_ range: Range<Int>) {
        append(range)
    }

    /// The range at `index`, which must be below `count`.
    public subscript(index: Int) -> Range<Int> {
        switch index {
        case 0: storage.0
        case 1: storage.1
        case 2: storage.2
        default: storage.3
        }
    }

    public static func == (lhs: QuickParts, rhs: QuickParts) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in 0..<count { hasher.combine(self[index]) }
    }

    mutating func append(_ range: Range<Int>) {
        switch count {
        case 0: storage.0 = range
        case 1: storage.1 = range
        case 2: storage.2 = range
        default: storage.3 = range
        }
        count += 1
    }
}
