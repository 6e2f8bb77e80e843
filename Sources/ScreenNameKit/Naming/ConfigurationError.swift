/// A line of a configuration file that could not be read.
///
/// ```swift
/// var rules = NamingRules()
/// do { try rules.read(configuration: "hide Foo") } catch { print(error) }  // line 1: unknown directive 'hide': …
/// ```
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong with it.
    public var reason: String

    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}
