/// A Swift type decoded from any form the runtime, the compiler or the demangler prints.
///
/// Every input form (described text, `_Tt` runtime names, `$s` manglings) decodes into this one tree,
/// so that a type and its mangled twin are named by the same rules.
///
/// ```swift
/// let type = try TypeName(described: "Swift.Optional<MyApp.HomeView>")
/// // .nominal(NominalType(module: "Swift", components: [Optional<MyApp.HomeView>]))
/// ```
public indirect enum TypeName: Hashable, Sendable {
    /// A named type (class, struct, enum, protocol or alias) with its module and nesting path.
    case nominal(NominalType)
    /// A tuple such as `(Int, b: String)`; `()` is the empty tuple.
    case tuple([TupleElement])
    /// A function type such as `@Sendable (Int) async throws -> String`; its attributes are not kept.
    case function(parameters: [TypeName], result: TypeName)
    /// A metatype, `T.Type` or `P.Protocol`.
    case metatype(TypeName)
    /// An existential such as `any P`, `P & Q`, `Any` (no members) or `AnyObject`.
    case existential([TypeName])
}

/// A named type: the module it is declared in and its path of nested names with their generic arguments.
///
/// ```swift
/// let type = try TypeName(described: "MyApp.Outer<Swift.Int>.Inner")
/// // .nominal(NominalType(module: "MyApp", components: [Outer<Swift.Int>, Inner]))
/// if case .nominal(let nominal) = type { nominal.path }  // "Outer.Inner"
/// ```
public struct NominalType: Hashable, Sendable {
    /// The module, or `nil` where the text named none (`String(describing:)` output).
    public var module: String?
    /// The module of the extension that declares the type when it differs from `module`.
    ///
    /// `(extension in MyApp):Swift.Array<Swift.Int>.Cell` is declared by `MyApp` inside `Swift.Array`.
    public var extensionModule: String?
    /// The nesting path, outermost first; anonymous, private and local contexts are left out.
    public var components: [Component]

    /// Creates a named type from its module and nesting path.
    public init(module: String?, extensionModule: String? = nil, components: [Component]) {
        self.module = module
        self.extensionModule = extensionModule
        self.components = components
    }

    /// The module whose code declares the type: the extension's module where there is one.
    public var owningModule: String? { extensionModule ?? module }
}

/// One name on a nesting path, with the generic arguments written at that level.
///
/// ```swift
/// Component("Outer", arguments: [.nominal(NominalType(module: "Swift", components: [Component("Int")]))])
/// // Outer<Swift.Int>
/// ```
public struct Component: Hashable, Sendable {
    /// The declared name, such as `Inner`.
    public var name: String
    /// The generic arguments at this level; empty for a non-generic level.
    public var arguments: [TypeName]

    /// Creates a component from a name and its generic arguments.
    public init(_ name: String, arguments: [TypeName] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// One element of a tuple type, with its label where it has one.
///
/// ```swift
/// try TypeName(described: "(Swift.Int, b: Swift.String)")
/// // .tuple([TupleElement(type: Int), TupleElement(label: "b", type: String)])
/// ```
public struct TupleElement: Hashable, Sendable {
    /// The element's label, such as `b` in `(Int, b: String)`.
    public var label: String?
    /// The element's type.
    public var type: TypeName

    /// Creates a tuple element.
    public init(label: String? = nil, type: TypeName) {
        self.label = label
        self.type = type
    }
}

extension TypeName {
    /// A generic parameter or opaque type of a mangled signature: it stands for no particular type.
    ///
    /// Computed, not stored: a stored enum payload is a tagged pointer that leak checkers cannot follow.
    static var genericPlaceholder: TypeName { .existential([]) }

    /// A compiler builtin type such as `Builtin.Int32`.
    static var builtin: TypeName { .nominal(NominalType(module: "Builtin", components: [Component("Builtin")])) }

    /// Creates the sugared standard-library type `Swift.Name<arguments>`, as `T?`, `[T]` and `[K : V]` denote.
    static func standardLibrary(_ name: String, _ arguments: [TypeName]) -> TypeName {
        .nominal(NominalType(module: "Swift", components: [Component(name, arguments: arguments)]))
    }
}
