/// The names that mark a type as Apple's: SDK modules and framework type names, for text without a module.
///
/// The large tables are generated from the iOS SDK (`Tools/generate-tables`); the small ones below are known
/// only from runtime output or are chosen by hand, and say why.
enum AppleNames {
    /// Whether a module belongs to the SDK; so does every module named `_` and a letter (`_Concurrency`,
    /// `_StringProcessing`, `_math`), as the SDK names its underscored modules. `_` and a digit is an app's: Xcode
    /// names the module of a folder `2048` `_2048`.
    static func isAppleModule(_ module: String) -> Bool {
        var module = module
        return module.withUTF8 { isAppleModule(bytes: $0) }
    }

    /// Whether a module given as UTF-8 bytes belongs to the SDK.
    static func isAppleModule(bytes module: UnsafeBufferPointer<UInt8>) -> Bool {
        // `SwiftUI` and `Swift` stand in most framework names several times over: compared before any hashing.
        module.equals("SwiftUI") || module.equals("Swift")
            || (module.count > 1 && module[0] == UInt8(ascii: "_") && module[1].isLetter)
            || module.equals("Builtin")
            || moduleIndex.contains(module)
    }

    /// Whether a type of `module` whose outermost name is `outermost` is Apple's by its module: as
    /// ``isAppleModule(bytes:)`` says, except that a module Apple's by its leading underscore alone holds no type
    /// named `_` and a digit. No type of the SDK is named so; code generators write such names (SwiftProtobuf's
    /// `_GeneratedWithProtocGenSwiftVersion._2`), and a name without a module whose first part is such an app type
    /// reads it as the module.
    @inline(__always)
    static func isAppleModule(
        bytes module: UnsafeBufferPointer<UInt8>, outermost: () -> UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard isAppleModule(bytes: module) else { return false }
        return module[0] != UInt8(ascii: "_") || underscoredModuleIsApple(module, outermost: outermost)
    }

    /// The rest of ``isAppleModule(bytes:outermost:)`` for a module whose name starts with `_`, out of the way of
    /// the common modules.
    @inline(never)
    static func underscoredModuleIsApple(
        _ module: UnsafeBufferPointer<UInt8>, outermost: () -> UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let name = outermost()
        guard name.count > 1, name[0] == UInt8(ascii: "_"), name[1].isDigit else { return true }
        return moduleIndex.contains(module)
    }

    /// Whether a name without a module is a framework type.
    ///
    /// Many SwiftUI names are also ordinary app names (`Settings`, `Tab`, `Group`, `Section`, `Label`), so a
    /// SwiftUI name counts as Apple's only with generic arguments (SwiftUI's generic types always print them),
    /// with a leading underscore, or when it is one of the plain leaves listed below. UIKit's and the other
    /// frameworks' class names carry prefixes and do not collide with app names.
    static func isFrameworkTypeName(_ name: String, hasArguments: Bool) -> Bool {
        var name = name
        return name.withUTF8 { isFrameworkTypeName(bytes: $0, hasArguments: hasArguments) }
    }

    /// Whether a name without a module, given as UTF-8 bytes, is a framework type.
    static func isFrameworkTypeName(bytes name: UnsafeBufferPointer<UInt8>, hasArguments: Bool) -> Bool {
        if alwaysFramework.contains(name) { return true }
        if name.first == UInt8(ascii: "_"), hasPrivatePrefix(name) { return true }
        if hasArguments || name.first == UInt8(ascii: "_"), swiftUITypeIndex.contains(name) { return true }
        return hasClassPrefix(name) && runtimeClassIndex.contains(name)
    }

    /// Whether a name carries the prefix of an Objective-C class of Apple's frameworks: two capitals (`PUPhotoView`,
    /// `CAMViewfinderView`, `SPHostingViewController`), a word and `UI` (`SearchUICardView`, `SiriUIButton`), or a
    /// leading `_`. Apple's runtime lists hold names without one too (`SidebarViewController`, `AccountCell`), which
    /// apps declare as well: 6 of the 5,831 types that six open-source apps outside the fixtures declare, and none
    /// with a prefix. Such a name stays the app's and is marked ambiguous (``isSharedName(_:)``).
    static func hasClassPrefix(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count > 2 else { return false }
        if name[0] == UInt8(ascii: "_") || (name[0].isUppercase && name[1].isUppercase) { return true }
        guard name[0].isUppercase else { return false }
        var end = 1
        while end < name.count, name[end].isLowercase { end += 1 }
        return end + 2 < name.count && name[end] == UInt8(ascii: "U") && name[end + 1] == UInt8(ascii: "I")
            && name[end + 2].isUppercase
    }

    /// Whether a name without a module is one that Apple's frameworks and apps both declare, so that only the app's
    /// sources can say whose it is: one of ``sharedNames``, or a name of Apple's runtime lists without a class prefix.
    static func isSharedName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        sharedNameIndex.contains(name) || (!hasClassPrefix(name) && runtimeClassIndex.contains(name))
    }

    /// Whether a name is shaped like the hosting controllers SwiftUI adds with each release
    /// (`NavigationStackHostingController`, `PresentationHostingController`): it ends in `HostingController`.
    static func isHostingControllerName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.hasSuffix(hostingControllerEnding)
    }

    /// The ending of ``isHostingControllerName(_:)``.
    static let hostingControllerEnding: StaticString = "HostingController"

    /// The prefixes of Apple's private classes, which no table can list in full (UIKit alone adds some each
    /// release): a name that starts with one and then a capital letter is Apple's.
    static let privatePrefixes: [StaticString] = ["_NS", "_SwiftUI", "_UI", "_UIKit", "__"]

    /// Whether a name starts with one of ``privatePrefixes`` and a capital letter after it, or has the shape of
    /// every private class of Apple's frameworks: `_`, a prefix of two or more capitals, then a capital and a
    /// lower-case letter (`_SLAuthHostViewController`, `_PKPaymentRemoteViewController`, `_DUIPreview`), or of
    /// SwiftUI's namespaced private types: `_`, a capitalized word, `_` and a capital (`_ViewList_View`,
    /// `_DisplayList_Identity`, `_VariadicView_Children`), which no dump lists, as they are no classes. C and
    /// Objective-C reserve names that start with `_` and a capital, or with two underscores (Foundation's
    /// `__NSCFString`, the standard library's `__SwiftNativeNSArray`), to the implementation; of the 20,848 types
    /// declared in thirteen open-source apps' trees, one has any of these shapes, in an SSH package that a visionOS
    /// app vendors (`_SSHReconnectMode`; `make check-tables`).
    static func hasPrivatePrefix(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let listed = privatePrefixes.contains { prefix in
            let count = prefix.utf8CodeUnitCount
            return name.count > count && name[count].isUppercase
                && memoryEqual(prefix.utf8Start, name.baseAddress, count: count)
        }
        if listed { return true }
        var end = 1
        while end < name.count, name[end].isUppercase { end += 1 }
        if end >= 4, end < name.count, name[end].isLowercase { return true }
        // `_`, a capital and more of the word, then `_` and a capital.
        guard end == 2 else { return false }
        while end < name.count, name[end].isLetter || name[end].isDigit { end += 1 }
        return end + 1 < name.count && name[end] == UInt8(ascii: "_") && name[end + 1].isUppercase
    }

    /// The names that are framework types without a module, wherever they stand.
    static let alwaysFramework = NameIndex([
        uikitClasses, frameworkControllers, objectClasses, swiftUIInternals, swiftUILeaves, standardLibrary,
    ])
    static let swiftUITypeIndex = NameIndex([swiftUITypes, swiftUIGenericViews])
    static let moduleIndex = NameIndex([modules, standardLibraryNamespaces])
    static let sharedNameIndex = NameIndex([sharedNames])
    /// Apple's runtime classes: tens of thousands of names, indexed only when a name first needs them (a bare name
    /// with a class prefix that no other table holds, or one without a prefix, for its ambiguity).
    static let runtimeClassIndex = LineNameIndex(runtimeClassLines)
    /// The runtime classes as a table, for listings and tests.
    static let runtimeClasses = NameTable(lines: runtimeClassLines)

    /// Names that Apple's frameworks and apps both declare, so that without a module the bytes cannot say whose a
    /// type is: the bare names of Apple's runtime class lists that six open-source apps also declare (home-assistant,
    /// Meshtastic, IceCubesApp, DuckDuckGo, Firefox Focus, Element X; `../shared/apple-names/runtime-classes/
    /// app-collisions.iOS-bare.tsv`), the SwiftUI type names those apps declare (its README), and RealityKit's
    /// `ARView`, a name apps also give their own views (`struct ARView: UIViewRepresentable` around ARKit's view).
    /// `--json` marks a reading that rests on one `ambiguous`; `--app` settles it.
    static let sharedNames = NameTable([
        "ARView",
        "Account",
        "Alarm",
        "App",
        "AppDelegate",
        "Application",
        "AuthenticationManager",
        "BrowserToolbar",
        "CallToAction",
        "Channel",
        "Client",
        "Configuration",
        "Contact",
        "Content",
        "CountDown",
        "Device",
        "DownloadManager",
        "EmptyView",
        "Event",
        "EventDescription",
        "Feature",
        "Filter",
        "Group",
        "History",
        "Label",
        "Metrics",
        "NavigationBar",
        "Object",
        "PDFDocument",
        "RateLimiter",
        "Reachability",
        "Request",
        "Section",
        "ServiceState",
        "Settings",
        "State",
        "Status",
        "Tab",
        "Theme",
        "TimeProvider",
        "Trigger",
        "Value",
        "Version",
        "Waypoint",
        "WebView",
    ])

    /// The standard library's namespaces, which text without modules prints first, where a module would stand:
    /// `Unicode.Scalar` in a simplified symbol (`specialized Unicode.Scalar.withUTF8CodeUnits<A>(_:)`).
    static let standardLibraryNamespaces = NameTable(["Unicode"])

    /// SwiftUI classes and types that stand for no screen of the app wherever they appear without a module: those no SDK
    /// file lists, which appear in runtime output of hosting and navigation (the split view's and search's
    /// controllers as an analytics SDK's list, checked against iOS 26.2, names them bare; an iOS 26.1 class dump
    /// holds most of them), and `UIHostingController` itself, which SDKs that cut off generic arguments print bare
    /// (`StyleContextSplitViewNavigationController` holds a style context, never content:
    /// `_TtGC7SwiftUI41StyleContextSplitViewNavigationControllerVS_19SidebarStyleContext_`).
    static let swiftUIInternals = NameTable([
        "HostingScrollView",
        "NavigationStackHostingController",
        "NotificationSendingSplitViewController",
        "NotifyingMulticolumnSplitViewController",
        "PlatformAlertController",
        "PresentationHostingController",
        "PresentationOptionsPreferenceKey",
        "RootModifier",
        "SplitViewNavigationController",
        "StyleContextSplitViewNavigationController",
        "SwiftUISearchController",
        "TabHostingController",
        "UIHostingController",
        "UIKitInspectorSplitViewController",
        "UIKitNavigationController",
        "UIKitSplitViewController",
        "UIKitTabBarController",
        "_UIHostingView",
    ])

    /// SwiftUI's private generic views that wrap an app's content, which no SDK file lists: like the SDK's generic
    /// types, Apple's without a module only with the arguments the runtime always prints (`LazyView<DetailView>`), so
    /// a bare `LazyView` is the app's own (DuckDuckGo declares one).
    static let swiftUIGenericViews = NameTable([
        "LazyView",
        "ParameterizedLazyView",
        "SheetContent",
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

    /// Standard-library and Foundation value types that `String(describing:)` prints without a module, and those
    /// whose specializations and outlined copies an app's image holds, as simplified symbols print them
    /// (`specialized StaticString.withUTF8Buffer<A>(_:)`, `outlined destroy of DefaultStringInterpolation`).
    static let standardLibrary = NameTable([
        "AnyHashable",
        "Array",
        "Bool",
        "Character",
        "ClosedRange",
        "Collection",
        "ContiguousArray",
        "Data",
        "Date",
        "DefaultStringInterpolation",
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
        "StaticString",
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
        "_ContiguousArrayBuffer",
    ])
}
