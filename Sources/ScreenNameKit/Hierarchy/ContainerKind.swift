/// The kind of a container view controller: one that shows other controllers as its content.
///
/// ```swift
/// VisibleScreenResolver().containerKind(of: .init(typeName: "UITabBarController"))  // .tabBar
/// ```
public enum ContainerKind: String, Hashable, Sendable, CaseIterable {
    /// A tab bar controller: one child, the selected tab, is visible.
    case tabBar
    /// A navigation controller: the top of its stack is visible.
    case navigation
    /// A split view controller: each column shown side by side is visible.
    case split
    /// A page view controller: the current page is visible.
    case pager
    /// No container: the top-most controller is itself the screen.
    case plain
}
