/// A type declared in Swift source: its kind, nesting path, place and inheritance clause.
///
/// ```swift
/// var index = DeclarationIndex()
/// index.add(source: "import UIKit\n\nextension Settings { final class RootView: UIViewController {} }",
///           file: "Settings/RootView.swift", module: nil)
/// index.declarations[0]  // class Settings.RootView at line 3, inheriting UIViewController
/// ```
public struct Declaration: Hashable, Sendable {
    /// The declaring keyword.
    public enum Kind: String, Hashable, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `typealias`
    }

    /// The declaring keyword.
    public var kind: Kind
    /// The nesting path, outermost first, as the runtime names the type: a local type's path is its own name.
    public var path: [String]
    /// The module the file belongs to, as the caller inferred it from the file's place; `nil` when unknown.
    public var module: String?
    /// The file, as the caller named it.
    public var file: String
    /// The 1-based line of the declared name.
    public var line: Int
    /// The 1-based column of the declared name, in bytes.
    public var column: Int
    /// The entries of the inheritance clause as written, such as `UIHostingController<HomeView>`.
    public var inherited: [String]
    /// Whether the type is declared inside a function or closure.
    public var isLocal: Bool

    /// Creates a declaration.
    public init(
        kind: Kind, path: [String], module: String?, file: String, line: Int, column: Int,
        inherited: [String], isLocal: Bool
    ) {
        self.kind = kind
        self.path = path
        self.module = module
        self.file = file
        self.line = line
        self.column = column
        self.inherited = inherited
        self.isLocal = isLocal
    }

    /// `file:line:column`, the form compilers and editors jump to.
    public var location: String { "\(file):\(line):\(column)" }

    /// The nesting path joined with dots, such as `Settings.RootView`.
    public var dottedPath: String { path.joined(separator: ".") }
}
