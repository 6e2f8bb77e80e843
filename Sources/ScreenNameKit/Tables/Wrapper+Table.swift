extension Wrapper {
    /// The framework wrappers to look through, sorted by name.
    ///
    /// The modifier of `ModifiedContent` and the data of `NavigationStack` are never content: a screen named after
    /// `RootModifier` or a path element is the mistake this table exists to avoid. A collection of the app's types
    /// (`[MyApp.HomeView]`, a dictionary's values) names that type; a dictionary's keys are never the screen.
    static let table: [Wrapper] = [
        Wrapper(name: "Array", module: "Swift", arity: 1, content: [0]),
        Wrapper(name: "ContiguousArray", module: "Swift", arity: 1, content: [0]),
        Wrapper(name: "Dictionary", module: "Swift", arity: 2, content: [1]),
        Wrapper(name: "EquatableView", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "Form", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "GeometryReader", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "Group", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "HStack", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "LazyHStack", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "LazyVStack", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "LazyView", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "List", module: "SwiftUI", arity: 2, content: [1]),
        Wrapper(name: "ModifiedContent", module: "SwiftUI", arity: 2, content: [0]),
        Wrapper(name: "NavigationSplitView", module: "SwiftUI", arity: 3, content: [2, 1, 0]),
        Wrapper(name: "NavigationStack", module: "SwiftUI", arity: 2, content: [1]),
        Wrapper(name: "NavigationStackHostingController", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "NavigationView", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "Optional", module: "Swift", arity: 1, content: [0]),
        Wrapper(name: "ParameterizedLazyView", module: "SwiftUI", arity: 2, content: [1]),
        Wrapper(name: "PresentationHostingController", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "ScrollView", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "Set", module: "Swift", arity: 1, content: [0]),
        Wrapper(name: "SheetContent", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "TabView", module: "SwiftUI", arity: 2, content: [1]),
        Wrapper(name: "TupleView", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "UIHostingController", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "VStack", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "ZStack", module: "SwiftUI", arity: 1, content: [0]),
        Wrapper(name: "_ConditionalContent", module: "SwiftUI", arity: 2, content: [0, 1]),
        Wrapper(name: "_UIHostingView", module: "SwiftUI", arity: 1, content: [0]),
    ]

    /// The wrapper a named type is, matched on its innermost name, its argument count and (when known) its module.
    static func entry(for type: NominalType) -> Wrapper? {
        guard let last = type.components.last, type.components.count == 1 else { return nil }
        var name = last.name
        var module = type.module
        return name.withUTF8 { name in
            guard module != nil else { return entry(name: name, arity: last.arguments.count, module: nil) }
            return module!.withUTF8 { entry(name: name, arity: last.arguments.count, module: $0) }
        }
    }

    /// The wrapper with this name and argument count, declared in `module` (or its `Core` half), if any.
    static func entry(name: UnsafeBufferPointer<UInt8>, arity: Int, module: UnsafeBufferPointer<UInt8>?) -> Wrapper? {
        guard let position = nameIndex.position(of: name) else { return nil }
        let wrapper = table[position]
        guard wrapper.arity == arity else { return nil }
        if let module, !ScreenNamer.module(module, isTableModule: wrapper.module) { return nil }
        return wrapper
    }

    /// The wrappers' names, hashed, in the order of `table`.
    static let nameIndex = NameIndex([NameTable(table.map({ $0.name }))])

    /// How the names of arguments that are never content end, in a framework generic type the table does not know:
    /// modifiers, keys, layouts, effects, styles, writers, actions, preferences, contexts. Sorted.
    static let modifierEndings: [StaticString] = [
        "Action", "Context", "Effect", "Key", "Layout", "Modifier", "Preference", "Style", "Writer",
    ]

    /// How the names of arguments that are content end: looked at first in a framework generic type the table does
    /// not know. Sorted.
    static let contentEndings: [StaticString] = ["Content", "Controller", "Page", "Screen", "View"]

    /// The framework's types that hold data, not content, in such a type's arguments: collections, `Binding`,
    /// `State`. Sorted.
    static let dataTypes: [StaticString] = ["Array", "Binding", "ContiguousArray", "Dictionary", "Set", "State"]

    /// SwiftUI's modifiers that wrap SwiftUI's own content, never the app's: a wrapper with one of them among its
    /// other arguments holds no screen. Sorted.
    static let frameworkContentModifiers: [StaticString] = ["NavigationColumnModifier"]
}
