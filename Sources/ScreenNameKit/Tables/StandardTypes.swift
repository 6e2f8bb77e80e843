/// The standard-library types that manglings abbreviate, by the letter after `S` (and after `Sc` for the second set).
///
/// From the Swift ABI's mangling documentation (`KNOWN-TYPE-KIND`); the old mangling uses a subset of the same letters.
enum StandardTypes {
    /// `S` + letter.
    static let first: [UInt8: StaticString] = [
        UInt8(ascii: "A"): "AutoreleasingUnsafeMutablePointer", UInt8(ascii: "a"): "Array",
        UInt8(ascii: "B"): "BinaryFloatingPoint", UInt8(ascii: "b"): "Bool",
        UInt8(ascii: "D"): "Dictionary", UInt8(ascii: "d"): "Double",
        UInt8(ascii: "E"): "Encodable", UInt8(ascii: "e"): "Decodable",
        UInt8(ascii: "F"): "FloatingPoint", UInt8(ascii: "f"): "Float",
        UInt8(ascii: "G"): "RandomNumberGenerator", UInt8(ascii: "H"): "Hashable",
        UInt8(ascii: "h"): "Set", UInt8(ascii: "I"): "DefaultIndices",
        UInt8(ascii: "i"): "Int", UInt8(ascii: "J"): "Character",
        UInt8(ascii: "j"): "Numeric", UInt8(ascii: "K"): "BidirectionalCollection",
        UInt8(ascii: "k"): "RandomAccessCollection", UInt8(ascii: "L"): "Comparable",
        UInt8(ascii: "l"): "Collection", UInt8(ascii: "M"): "MutableCollection",
        UInt8(ascii: "m"): "RangeReplaceableCollection", UInt8(ascii: "N"): "ClosedRange",
        UInt8(ascii: "n"): "Range", UInt8(ascii: "O"): "ObjectIdentifier",
        UInt8(ascii: "P"): "UnsafePointer", UInt8(ascii: "p"): "UnsafeMutablePointer",
        UInt8(ascii: "Q"): "Equatable", UInt8(ascii: "q"): "Optional",
        UInt8(ascii: "R"): "UnsafeBufferPointer", UInt8(ascii: "r"): "UnsafeMutableBufferPointer",
        UInt8(ascii: "S"): "String", UInt8(ascii: "s"): "Substring",
        UInt8(ascii: "T"): "Sequence", UInt8(ascii: "t"): "IteratorProtocol",
        UInt8(ascii: "U"): "UnsignedInteger", UInt8(ascii: "u"): "UInt",
        UInt8(ascii: "V"): "UnsafeRawPointer", UInt8(ascii: "v"): "UnsafeMutableRawPointer",
        UInt8(ascii: "W"): "UnsafeRawBufferPointer", UInt8(ascii: "w"): "UnsafeMutableRawBufferPointer",
        UInt8(ascii: "X"): "RangeExpression", UInt8(ascii: "x"): "Strideable",
        UInt8(ascii: "Y"): "RawRepresentable", UInt8(ascii: "y"): "StringProtocol",
        UInt8(ascii: "Z"): "SignedInteger", UInt8(ascii: "z"): "BinaryInteger",
    ]

    /// `Sc` + letter: the concurrency types.
    static let second: [UInt8: StaticString] = [
        UInt8(ascii: "A"): "Actor", UInt8(ascii: "C"): "CheckedContinuation",
        UInt8(ascii: "c"): "UnsafeContinuation", UInt8(ascii: "E"): "CancellationError",
        UInt8(ascii: "e"): "UnownedSerialExecutor", UInt8(ascii: "F"): "Executor",
        UInt8(ascii: "f"): "SerialExecutor", UInt8(ascii: "G"): "TaskGroup",
        UInt8(ascii: "g"): "ThrowingTaskGroup", UInt8(ascii: "I"): "AsyncIteratorProtocol",
        UInt8(ascii: "i"): "AsyncSequence", UInt8(ascii: "J"): "UnownedJob",
        UInt8(ascii: "M"): "MainActor", UInt8(ascii: "P"): "TaskPriority",
        UInt8(ascii: "S"): "AsyncStream", UInt8(ascii: "s"): "AsyncThrowingStream",
        UInt8(ascii: "T"): "Task", UInt8(ascii: "t"): "UnsafeCurrentTask",
    ]

    /// The old mangling's `S` + letter, used in Objective-C runtime names.
    static let old: [UInt8: StaticString] = [
        UInt8(ascii: "a"): "Array", UInt8(ascii: "b"): "Bool", UInt8(ascii: "c"): "UnicodeScalar",
        UInt8(ascii: "d"): "Double", UInt8(ascii: "f"): "Float", UInt8(ascii: "i"): "Int",
        UInt8(ascii: "V"): "UnsafeRawPointer", UInt8(ascii: "v"): "UnsafeMutableRawPointer",
        UInt8(ascii: "P"): "UnsafePointer", UInt8(ascii: "p"): "UnsafeMutablePointer",
        UInt8(ascii: "Q"): "ImplicitlyUnwrappedOptional", UInt8(ascii: "q"): "Optional",
        UInt8(ascii: "R"): "UnsafeBufferPointer", UInt8(ascii: "r"): "UnsafeMutableBufferPointer",
        UInt8(ascii: "S"): "String", UInt8(ascii: "u"): "UInt",
    ]

    /// The named type `Swift.name`.
    static func nominal(_ name: StaticString) -> NominalType {
        NominalType(module: "Swift", components: [Component(name.description)])
    }

    /// The type `Swift.name`.
    static func type(_ name: StaticString) -> TypeName { .nominal(nominal(name)) }
}
