/// Something a rewriter says about its input as it reads it, for the caller to print: `FILE:LINE: message`.
public struct Diagnostic: CustomStringConvertible {
    /// How much the diagnostic weighs on the run's outcome.
    public enum Severity: Comparable, Sendable {
        /// Said, and the run is still a success (a record too long to read, without `strict`).
        case notice
        /// A finding of a strict run: a record that is not a type name, a row without the column.
        case finding
        /// The input cannot be read as asked (a header without the column): the rest of it passes through.
        case error
    }

    public var severity: Severity
    /// The input's name, as the caller gave it.
    public var source: String
    /// The 1-based record or line number, when the diagnostic is about one.
    public var line: Int?
    public var message: String

    public init(_ severity: Severity, source: String, line: Int?, _ message: String) {
        self.severity = severity
        self.source = source
        self.line = line
        self.message = message
    }

    /// `source:line: message`, or `source: message`.
    public var description: String {
        line.map { "\(source):\($0): \(message)" } ?? "\(source): \(message)"
    }
}
