// A stand-in for SwiftUI with the generic shapes of the real types, so the runtime prints real names for them.
import UIKit

public protocol View {}
public protocol ViewModifier {}

public struct AnyView: View { public init() {} }
public struct EmptyView: View { public init() {} }
public struct Text: View { public init() {} }
public struct Color: View { public init() {} }
public struct Spacer: View { public init() {} }
public enum TextAlignment { case leading }
public struct NavigationPath { public init() {} }
public struct PresentationOptionsPreferenceKey {}
public struct RootModifier: ViewModifier {}
public struct _FrameLayout: ViewModifier {}
public struct _PaddingLayout: ViewModifier {}
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {}
public struct Settings<Content> {}

public struct ModifiedContent<Content, Modifier>: View {}
public struct _ConditionalContent<TrueContent, FalseContent>: View {}
public struct TupleView<T>: View {}
public struct EquatableView<Content>: View {}
public struct Form<Content>: View {}
public struct GeometryReader<Content>: View {}
public struct Group<Content>: View {}
public struct HStack<Content>: View {}
public struct LazyHStack<Content>: View {}
public struct LazyVStack<Content>: View {}
public struct List<SelectionValue, Content>: View {}
public struct NavigationSplitView<Sidebar, Content, Detail>: View {}
public struct NavigationStack<Data, Root>: View {}
public struct NavigationView<Content>: View {}
public struct ScrollView<Content>: View {}
public struct TabView<SelectionValue, Content>: View {}
public struct VStack<Content>: View {}
public struct ZStack<Content>: View {}

open class UIHostingController<Content>: UIViewController {}
open class _UIHostingView<Content> { public init() {} }
final class PresentationHostingController<Content>: UIHostingController<Content> {}
final class NavigationStackHostingController<Content>: UIHostingController<Content> {}
final class UIKitNavigationController: UINavigationController {}
final class PlatformAlertController: UIAlertController {}

// SwiftUI's internal controllers are not public; the probe reaches them through these.
public func presentationHostingControllerType<Content>(_: Content.Type) -> Any.Type {
    PresentationHostingController<Content>.self
}
public func navigationStackHostingControllerType<Content>(_: Content.Type) -> Any.Type {
    NavigationStackHostingController<Content>.self
}
public let internalControllerTypes: [Any.Type] = [UIKitNavigationController.self, PlatformAlertController.self]

// The internal views SwiftUI wraps an app's destinations and sheets in, as SwiftUI declares them: `SheetContent`
// privately, so the runtime prints it in an anonymous context.
struct LazyView<Content>: View {}
struct ParameterizedLazyView<Value, Content>: View {}
private struct SheetContent<Content>: View {}
public func lazyViewType<Content>(_: Content.Type) -> Any.Type { LazyView<Content>.self }
public func parameterizedLazyViewType<Value, Content>(_: Value.Type, _: Content.Type) -> Any.Type {
    ParameterizedLazyView<Value, Content>.self
}
public func sheetContentType<Content>(_: Content.Type) -> Any.Type { SheetContent<Content>.self }
