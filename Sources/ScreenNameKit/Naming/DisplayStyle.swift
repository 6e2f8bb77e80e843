/// How much of the chosen type's name to print.
///
/// ```swift
/// ScreenNamer(style: .leaf).name("MyApp.Settings.RootView").displayName  // "RootView"
/// ```
public enum DisplayStyle: String, Hashable, Sendable, CaseIterable {
    /// The nesting path without the module: `Settings.RootView`.
    case path
    /// The innermost name only: `RootView`.
    case leaf
    /// The module and the nesting path: `MyApp.Settings.RootView`.
    case module
}
