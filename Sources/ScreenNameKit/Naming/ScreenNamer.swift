/// Turns a type name in any form into the name of the user's own type, the one `grep` and Open Quickly find.
///
/// ```swift
/// let namer = ScreenNamer()
/// namer.name("SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.ContentView, SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<MyApp.Store>>>>").displayName
/// // "ContentView"
/// namer.name("UINavigationController").displayName  // nil: a framework type
/// ```
///
/// Each call decodes into a fresh ``TypeTree``; ``RecordNamer`` keeps one, and a cache, for streams of records.
public struct ScreenNamer: Sendable {
    /// Names added to the built-in tables.
    public var rules: NamingRules {
        didSet { hasRules = !rules.isEmpty }
    }
    /// Whether any rule was added, kept as one flag: testing the rules' sets each time a record is chosen would copy
    /// them, with a retain and a release of each.
    private(set) var hasRules: Bool
    /// How much of the chosen name to print.
    public var style: DisplayStyle
    /// Whether records without a prefix are bare manglings, as `_mangledTypeName` prints them (`SaySiG`).
    public var bareManglings: Bool

    /// Creates a namer with the given rules and display style.
    public init(rules: NamingRules = NamingRules(), style: DisplayStyle = .path, bareManglings: Bool = false) {
        self.rules = rules
        self.hasRules = !rules.isEmpty
        self.style = style
        self.bareManglings = bareManglings
    }

    /// Names one record, detecting its form.
    public func name(_ record: String) -> ScreenName {
        var record = record
        return record.withUTF8 { name(bytes: $0) }
    }

    /// Names one record given as UTF-8 bytes, detecting its form; surrounding whitespace is not trimmed.
    public func name(bytes: UnsafeBufferPointer<UInt8>) -> ScreenName {
        var tree = TypeTree()
        defer { tree.deallocate() }
        return name(bytes, in: &tree)
    }

    /// Names an already decoded type.
    public func name(_ type: TypeName, form: InputForm = .described) -> ScreenName {
        var tree = TypeTree()
        defer { tree.deallocate() }
        return result(tree.add(type), form: form, in: tree)
    }

    /// Finds the user's type in a type: the type itself when it is the user's, else content inside framework wrappers.
    public func screen(in type: TypeName) -> NominalType? {
        var tree = TypeTree()
        defer { tree.deallocate() }
        return choose(tree.add(type), in: tree).map { tree.nominalType(of: $0) }
    }

    /// Whether a named type is a framework type: from an Apple module, a framework name without module, or denied.
    public func isFramework(_ type: NominalType) -> Bool {
        var tree = TypeTree()
        defer { tree.deallocate() }
        return isFramework(tree[node: tree.add(type)], in: tree)
    }

    /// Prints a chosen type in the namer's style.
    public func render(_ type: NominalType) -> String {
        var tree = TypeTree()
        defer { tree.deallocate() }
        return displayName(tree.add(type), in: tree)
    }

    /// Decodes a record into `tree` and names it, with the chosen type as a value.
    func name(_ bytes: UnsafeBufferPointer<UInt8>, in tree: inout TypeTree) -> ScreenName {
        tree.reset(source: bytes)
        switch RecordDecoder.decode(bytes, into: &tree, bareManglings: bareManglings) {
        case .success(let decoded):
            var named = result(decoded.root, form: decoded.form, in: tree)
            // A symbol names its member too: the mangling's function context in the type, or in a symbol's text
            // what follows the type the screen was found in.
            if decoded.form == .symbol, named.displayName != nil {
                named.member =
                    tree.memberText
                    ?? tree.symbolText.flatMap { DemangledSymbol.memberText(in: $0.text, type: $0.type) }
            }
            return named
        case .failure(let failure):
            return ScreenName(displayName: nil, type: nil, form: failure.form, filterReason: failure.reason)
        }
    }

    /// The result for a decoded tree.
    func result(_ root: Int32, form: InputForm, in tree: TypeTree) -> ScreenName {
        var wrapper: Int32?
        if let chosen = choose(root, in: tree, unknownWrapper: &wrapper) {
            var type = tree.nominalType(of: chosen)
            if hasRules, moduleIsOuterType(tree[node: chosen], in: tree), let module = type.module {
                type = NominalType(module: nil, components: [Component(module)] + type.components)
            }
            var result = ScreenName(
                displayName: displayName(chosen, in: tree), type: type, form: form,
                filterReason: nil,
                unknownWrapper: wrapper.map { ScreenNamer.withoutArguments(tree.nominalType(of: $0)) })
            result.isThirdParty = owner(of: tree[node: chosen], in: tree) == .thirdParty
            result.isAmbiguous = isAmbiguous(root, chosen: chosen, in: tree)
            return result
        }
        let reason: FilterReason = containsNominal(root, in: tree) ? .frameworkOnly : .noNamedType
        var filtered = ScreenName(displayName: nil, type: nil, form: form, filterReason: reason)
        filtered.isAmbiguous = isAmbiguous(root, chosen: nil, in: tree)
        return filtered
    }

    /// A named type's module and path, its generic arguments left out.
    static func withoutArguments(_ type: NominalType) -> NominalType {
        NominalType(
            module: type.module, extensionModule: type.extensionModule,
            components: type.components.map { Component($0.name) })
    }

    /// The display name of a chosen node as a string.
    func displayName(_ node: Int32, in tree: TypeTree) -> String {
        var bytes: [UInt8] = []
        render(tree[node: node], in: tree) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The module the runtime gives Objective-C and C types, which says nothing of whose they are.
    static let importedModule: StaticString = "__C"
    /// The module of types the Clang importer synthesizes (error codes of `NS_ERROR_ENUM`), likewise anyone's.
    static let synthesizedModule: StaticString = "__C_Synthesized"

    /// Whether `module` is the one a table entry names, or its `Core` half: iOS 18 moved SwiftUI's and UIKit's types
    /// into `SwiftUICore` and `UIKitCore`, which the runtime prints as their module.
    static func module(_ module: UnsafeBufferPointer<UInt8>, isTableModule entry: StaticString) -> Bool {
        if module.equals(entry) { return true }
        let length = entry.utf8CodeUnitCount
        return module.count == length + 4 && memoryEqual(entry.utf8Start, module.baseAddress, count: length)
            && UnsafeBufferPointer(rebasing: module[length...]).equals("Core")
    }
}

extension NominalType {
    /// The nesting path without module and generic arguments, such as `Settings.RootView`.
    public var path: String {
        var result = ""
        for component in components {
            if !result.isEmpty { result += "." }
            result += component.name
        }
        return result
    }
}
