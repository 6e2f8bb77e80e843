/// Why a record has no display name.
///
/// ```swift
/// ScreenNamer().name("UINavigationController").filterReason  // .frameworkOnly
/// ScreenNamer().name("hello world").filterReason?.isMalformed  // true
/// ```
public enum FilterReason: Hashable, Sendable, CustomStringConvertible {
    /// The record is not a type name in any form.
    case notATypeName(ParseError)
    /// The record looks mangled but could not be decoded.
    case notDecodable(ParseError)
    /// Every named type in it is a framework type (Apple's, or denied by the rules).
    case frameworkOnly
    /// It names no nominal type at all, only tuples, functions or existentials.
    case noNamedType
    /// Under route naming: the record is not a route value.
    case notARoute(ParseError)

    /// A lower-case phrase for diagnostics and JSON.
    public var description: String {
        switch self {
        case .notATypeName(let error): "not a type name: \(error)"
        case .notDecodable(let error): "not decodable: \(error)"
        case .frameworkOnly: "framework type"
        case .noNamedType: "no named type"
        case .notARoute(let error): "not a route value: \(error)"
        }
    }

    /// Whether the record was not a type name at all (an error under `--strict`).
    public var isMalformed: Bool {
        switch self {
        case .notATypeName, .notDecodable, .notARoute: true
        case .frameworkOnly, .noNamedType: false
        }
    }
}
