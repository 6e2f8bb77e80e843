extension ContainerKind {
    /// A framework container controller class, matched on its name and module.
    struct ControllerEntry: Sendable {
        let name: StaticString
        let module: StaticString
        let kind: ContainerKind
    }

    /// The framework's container controllers, sorted by name: UIKit's public classes and the private ones SwiftUI
    /// builds `NavigationStack`, `TabView` and `NavigationSplitView` from, as the runtime names them (iOS 17 to 26).
    ///
    /// A hosting controller is not listed: it shows a view, and its content decides whose screen it is.
    static let controllerTable: [ControllerEntry] = [
        ControllerEntry(name: "NotificationSendingSplitViewController", module: "SwiftUI", kind: .split),
        ControllerEntry(name: "NotifyingMulticolumnSplitViewController", module: "SwiftUI", kind: .split),
        ControllerEntry(name: "SplitViewNavigationController", module: "SwiftUI", kind: .navigation),
        ControllerEntry(name: "StyleContextSplitViewNavigationController", module: "SwiftUI", kind: .navigation),
        ControllerEntry(name: "UIKitInspectorSplitViewController", module: "SwiftUI", kind: .split),
        ControllerEntry(name: "UIKitNavigationController", module: "SwiftUI", kind: .navigation),
        ControllerEntry(name: "UIKitSplitViewController", module: "SwiftUI", kind: .split),
        ControllerEntry(name: "UIKitTabBarController", module: "SwiftUI", kind: .tabBar),
        ControllerEntry(name: "UIMoreNavigationController", module: "UIKit", kind: .navigation),
        ControllerEntry(name: "UINavigationController", module: "UIKit", kind: .navigation),
        ControllerEntry(name: "UIPageViewController", module: "UIKit", kind: .pager),
        ControllerEntry(name: "UISplitViewController", module: "UIKit", kind: .split),
        ControllerEntry(name: "UITabBarController", module: "UIKit", kind: .tabBar),
    ]

    /// The views UIKit gives its containers, sorted by name: how a dump shows that an app's own class, which no
    /// table can hold, is a container. `UILayoutContainerView` is the view of navigation and tab bar controllers
    /// (and of split view controllers before iOS 14); the class name's ending tells which (see `nameEndings`).
    static let viewTable: [(name: StaticString, kind: ContainerKind)] = [
        ("UILayoutContainerView", .navigation),
        ("_UIPageViewControllerContentView", .pager),
        ("_UISplitViewControllerPanelImplView", .split),
    ]

    /// How an app's tab bar and split view controller classes are named after the UIKit class they extend, sorted
    /// by ending: read only for a controller whose view is `UILayoutContainerView`, which is otherwise taken for a
    /// navigation controller.
    static let nameEndings: [(ending: StaticString, kind: ContainerKind)] = [
        ("SplitViewController", .split),
        ("TabBarController", .tabBar),
    ]
}
