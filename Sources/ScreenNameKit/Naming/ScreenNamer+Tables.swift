extension ScreenNamer {
    /// The built-in tables as text: one section per table, one name per line, in the order they are searched.
    public static var tableListing: String {
        var text = ""
        func section(_ title: String, _ names: [String]) {
            text += "# \(title)\n"
            for name in names { text += "\(name)\n" }
            text += "\n"
        }
        func section(_ title: String, _ table: NameTable) { section(title, table.names) }
        section(
            "Apple modules (and every module whose name is '_' and a letter, then anything, but for its types named '_'"
                + " and a digit)", AppleNames.modules)
        section("UIKit classes", AppleNames.uikitClasses)
        section("other frameworks' view controllers", AppleNames.frameworkControllers)
        section(
            "classes of object descriptions (Foundation, Core Animation, the UI frameworks' views)",
            AppleNames.objectClasses)
        section("SwiftUI internal types", AppleNames.swiftUIInternals)
        section("SwiftUI leaves", AppleNames.swiftUILeaves)
        section(
            "SwiftUI's private generic views (Apple's without a module only with generic arguments)",
            AppleNames.swiftUIGenericViews)
        section("standard library and Foundation types", AppleNames.standardLibrary)
        section(
            "standard library namespaces, read as Apple modules in text without modules",
            AppleNames.standardLibraryNamespaces)
        section(
            "names Apple's frameworks and apps both declare (without a module, --json says 'ambiguous')",
            AppleNames.sharedNames)
        section(
            "controllers, views and layers of Apple's runtime class lists (Apple's without a module only with a class"
                + " prefix: two capitals, a word and 'UI', or '_'; without one, --json says 'ambiguous')",
            AppleNames.runtimeClasses)
        section(
            "SwiftUI types (Apple's without a module only with generic arguments or a leading '_')",
            AppleNames.swiftUITypes)
        text += "# prefixes of Apple's private classes (followed by a capital letter)\n"
        for prefix in AppleNames.privatePrefixes { text += "\(prefix)*\n" }
        text +=
            "_[A-Z][A-Z]+[A-Z][a-z]* (an underscore, a prefix of two or more capitals, a capital, a lower-case letter)\n"
        text += "_[A-Z][A-Za-z0-9]*_[A-Z]* (SwiftUI's namespaced private types: an underscore, a word, an underscore,"
        text += " a capital)\n"
        text +=
            "\n# with --app, generic names without a module that the tree does not declare, ending so (newer SDKs' hosts)\n"
        text += "*\(AppleNames.hostingControllerEnding)\n"
        text += "\n# wrappers: generic parameters, content positions searched in order (0-based)\n"
        for wrapper in Wrapper.table {
            text +=
                "\(wrapper.module).\(wrapper.name)\t\(wrapper.arity)\t\(wrapper.content.map(String.init).joined(separator: ","))\n"
        }
        text += "\n# containers (screenname hierarchy): class, kind\n"
        for entry in ContainerKind.controllerTable { text += "\(entry.module).\(entry.name)\t\(entry.kind.rawValue)\n" }
        text +=
            "\n# containers by their view, for a class the table above does not hold (an app's own): view class, kind\n"
        for entry in ContainerKind.viewTable { text += "\(entry.name)\t\(entry.kind.rawValue)\n" }
        text += "\n# which container a UILayoutContainerView is, by the class name's ending\n"
        for entry in ContainerKind.nameEndings { text += "*\(entry.ending)\t\(entry.kind.rawValue)\n" }
        return text
    }
}
