/// The form a record was written in.
///
/// ```swift
/// ScreenNamer().name("_TtCC5MyApp5Outer5Inner").form  // .objcRuntime
/// ```
public enum InputForm: String, Hashable, Sendable {
    /// Text as `String(describing:)`, `String(reflecting:)`, `_typeName` or `swift-demangle` print it.
    case described
    /// An Objective-C runtime name in the old mangling, `_TtC5MyApp4Home`.
    case objcRuntime = "objc-runtime"
    /// A Swift mangling, `$s5MyApp4HomeVD`, or a bare `_mangledTypeName` result.
    case swiftMangled = "swift-mangled"
    /// The symbol of a function, an accessor, a closure or a thunk, as a crash's frame names it,
    /// `$s5MyApp8HomeViewV4bodyQrvg`: named by the type it is a member of.
    case symbol
    /// A navigation route value as `String(describing:)` prints an enum case, `MyApp.Route.detail(id: 42)`.
    case route
    /// A value's description, named by its type: `MyApp.DetailView()`, `SwiftUI.LazyView<MyApp.HomeView>(content: …)`.
    case value
    /// An object's description, named by its class: `<MyApp.ViewController: 0x7fd9201253c0>`.
    case object
}
