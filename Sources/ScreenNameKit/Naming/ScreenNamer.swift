/// Turns a type name in any form into the name of the user's own type, the one `grep` and Open Quickly find.
///
/// ```swift
/// let namer = ScreenNamer()
/// namer.name("SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.ContentView, SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<MyApp.Store>>>>").displayName
/// // "ContentView"
/// namer.name("UINavigationController").displayName  // nil: a framework type
/// ```
public struct ScreenNamer: Sendable {
    /// Names added to the built-in tables.
    public var rules: NamingRules
    /// How much of the chosen name to print.
    public var style: DisplayStyle
    /// Whether records without a prefix are bare manglings, as `_mangledTypeName` prints them (`SaySiG`).
    public var bareManglings: Bool

    /// Creates a namer with the given rules and display style.
    public init(rules: NamingRules = NamingRules(), style: DisplayStyle = .path, bareManglings: Bool = false) {
        self.rules = rules
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
        switch RecordDecoder.decode(bytes, bareManglings: bareManglings) {
        case .success(let decoded): return name(decoded.type, form: decoded.form)
        case .failure(let failure): return ScreenName(displayName: nil, type: nil, form: failure.form, filterReason: failure.reason)
        }
    }

    /// Names an already decoded type.
    public func name(_ type: TypeName, form: InputForm = .described) -> ScreenName {
        if let chosen = screen(in: type) {
            return ScreenName(displayName: render(chosen), type: chosen, form: form, filterReason: nil)
        }
        let reason: FilterReason = type.containsNominal ? .frameworkOnly : .noNamedType
        return ScreenName(displayName: nil, type: nil, form: form, filterReason: reason)
    }

    /// Finds the user's type in a type: the type itself when it is the user's, else content inside framework wrappers.
    public func screen(in type: TypeName) -> NominalType? {
        switch type {
        case .nominal(let nominal):
            let arguments = nominal.components.last?.arguments ?? []
            if !rules.unwrapped.isEmpty, matches(nominal, rules.unwrapped) {
                for argument in arguments { if let found = screen(in: argument) { return found } }
                return isFramework(nominal) ? nil : nominal
            }
            if !isFramework(nominal) { return nominal }
            guard let wrapper = Wrapper.entry(for: nominal) else { return nil }
            for position in wrapper.content { if let found = screen(in: arguments[position]) { return found } }
            return nil
        case .tuple(let elements):
            for element in elements { if let found = screen(in: element.type) { return found } }
            return nil
        case .metatype(let instance):
            return screen(in: instance)
        case .existential(let members):
            // `any MyApp.Routable` names the app's protocol, as its described twin `MyApp.Routable` does.
            for member in members { if let found = screen(in: member) { return found } }
            return nil
        case .function:
            return nil
        }
    }

    /// Whether a named type is a framework type: from an Apple module, a framework name without module, or denied.
    public func isFramework(_ type: NominalType) -> Bool {
        if !rules.isEmpty {
            if matches(type, rules.allowed) { return false }
            if matches(type, rules.denied) { return true }
        }
        if let module = type.owningModule, module != ScreenNamer.importedModule, module != ScreenNamer.synthesizedModule {
            return AppleNames.isAppleModule(module)
        }
        guard let outermost = type.components.first else { return false }
        return AppleNames.isFrameworkTypeName(outermost.name, hasArguments: !outermost.arguments.isEmpty)
    }

    /// Prints a chosen type in the namer's style.
    public func render(_ type: NominalType) -> String {
        switch style {
        case .leaf:
            return type.components.last?.name ?? ""
        case .path:
            return type.path
        case .module:
            // The declaring module: `(extension in MyApp):Swift.Array.Cell` is MyApp's, and its name leads there.
            guard let module = type.owningModule, module != ScreenNamer.importedModule, module != ScreenNamer.synthesizedModule
            else { return type.path }
            return module + "." + type.path
        }
    }

    /// The module the runtime gives Objective-C and C types, which says nothing of whose they are.
    static let importedModule = "__C"
    /// The module of types the Clang importer synthesizes (error codes of `NS_ERROR_ENUM`), likewise anyone's.
    static let synthesizedModule = "__C_Synthesized"

    /// Whether a rule name names the type: its module, innermost name, nesting path or qualified path.
    func matches(_ type: NominalType, _ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        let path = type.path
        if names.contains(path) { return true }
        if let leaf = type.components.last?.name, names.contains(leaf) { return true }
        for module in [type.module, type.extensionModule] {
            if let module, names.contains(module) || names.contains(module + "." + path) { return true }
        }
        return false
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

extension TypeName {
    /// Whether any named type occurs in the type.
    var containsNominal: Bool {
        switch self {
        case .nominal: true
        case .tuple(let elements): elements.contains { $0.type.containsNominal }
        case .function(let parameters, let result): result.containsNominal || parameters.contains { $0.containsNominal }
        case .metatype(let instance): instance.containsNominal
        case .existential(let members): members.contains { $0.containsNominal }
        }
    }
}
