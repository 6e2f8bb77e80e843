/// The names that mark a type as Apple's: SDK modules and framework type names, for text without a module.
///
/// The large tables are generated from the iOS SDK (`Fixtures/tables/generate`); the small ones below are known
/// only from runtime output or are chosen by hand, and say why.
enum AppleNames {
    /// Whether a module belongs to the SDK; every `_`-prefixed module (`_Concurrency`, `_StringProcessing`) does.
    static func isAppleModule(_ module: String) -> Bool {
        module.utf8.first == UInt8(ascii: "_") || module == "Builtin" || modules.contains(module)
    }

    /// Whether a name without a module is a framework type.
    ///
    /// Many SwiftUI names are also ordinary app names (`Settings`, `Tab`, `Group`, `Section`, `Label`), so a
    /// SwiftUI name counts as Apple's only with generic arguments (SwiftUI's generic types always print them),
    /// with a leading underscore, or when it is one of the plain leaves listed below. UIKit's and the other
    /// frameworks' class names carry prefixes and do not collide with app names.
    static func isFrameworkTypeName(_ name: String, hasArguments: Bool) -> Bool {
        if uikitClasses.contains(name) || frameworkControllers.contains(name) || swiftUIInternals.contains(name)
            || swiftUILeaves.contains(name) || standardLibrary.contains(name)
        {
            return true
        }
        if hasArguments || name.utf8.first == UInt8(ascii: "_") { return swiftUITypes.contains(name) }
        return false
    }

    /// SwiftUI classes and types that no SDK file lists; they appear in runtime output of hosting and navigation.
    static let swiftUIInternals = NameTable([
        "HostingScrollView",
        "NavigationStackHostingController",
        "NotifyingMulticolumnSplitViewController",
        "PlatformAlertController",
        "PresentationHostingController",
        "PresentationOptionsPreferenceKey",
        "RootModifier",
        "TabHostingController",
        "UIKitNavigationController",
        "UIKitTabBarController",
        "_UIHostingView",
    ])

    /// Non-generic SwiftUI types that stand for framework content wherever they appear, never for an app's screen.
    static let swiftUILeaves = NameTable([
        "AnyView",
        "Capsule",
        "Circle",
        "Color",
        "Divider",
        "Ellipse",
        "EmptyView",
        "Font",
        "Image",
        "Rectangle",
        "RoundedRectangle",
        "Spacer",
        "Text",
        "TextAlignment",
    ])

    /// Standard-library and Foundation value types that `String(describing:)` prints without a module.
    static let standardLibrary = NameTable([
        "AnyHashable",
        "Array",
        "Bool",
        "Character",
        "ClosedRange",
        "Data",
        "Date",
        "Dictionary",
        "Double",
        "Float",
        "IndexPath",
        "Int",
        "Int16",
        "Int32",
        "Int64",
        "Int8",
        "NSObject",
        "Never",
        "Optional",
        "Range",
        "Result",
        "Set",
        "String",
        "Substring",
        "UInt",
        "UInt16",
        "UInt32",
        "UInt64",
        "UInt8",
        "URL",
        "UUID",
        "Void",
    ])
}
