// The app module of the probe: screens of every shape the runtime names differently.
import SwiftUI
import UIKit

struct ContentView: View {}
struct DetailView: View {}
struct SidebarView: View {}
struct HomeView: View {}
struct SettingsView: View {}
final class Store {}
enum Route: Hashable { case detail(id: Int) }
final class HomeViewController: UIViewController {}

struct Outer {
    struct Inner: View {}
    final class InnerViewController: UIViewController {}
}

struct GenericOuter<T> {
    struct Inner<U>: View {}
    final class InnerViewController: UIViewController {}
}

struct ListScreen<Item>: View {}

private struct PrivateView: View {}
fileprivate final class PrivateViewController: UIViewController {
    final class Nested: UIViewController {}
}

func localViewType() -> Any.Type {
    struct LocalView: View {}
    return LocalView.self
}

func localControllerType() -> Any.Type {
    final class LocalViewController: UIViewController {}
    return LocalViewController.self
}

extension Array {
    struct ExtInner: View {}
}

// App types whose names SwiftUI also uses.
struct Settings: View {}
struct Tab: View {}
enum Filter {}
struct Group: View {}
struct Section: View {}
struct Label: View {}
struct Configuration {}
struct Content: View {}
struct State {}
struct Value {}

// App types that look like Apple's but are the app's own.
class UIHostingHiddenNavBarController<Content>: UIHostingController<Content> {}
class BaseHostingController<Content>: UIHostingController<Content> {}

let privateTypes: [Any.Type] = [PrivateView.self, PrivateViewController.self, PrivateViewController.Nested.self]

// Types declared in closures: of a global's initializer, inside a function, of a lazy property, of an observer, of a
// method's call, of a static property (as `#Preview` bodies are), in an initializer and a deinitializer's closure.
let closureTypes: [Any.Type] = [
    { struct InClosureView: View {}; return InClosureView.self }(),
    functionClosureType(),
    ClosureHolder().lazyType,
    ClosureHolder.observedType(),
    ClosureHolder().methodClosureType(),
    ClosureHolder.previewType,
    ClosureHolder(initializing: ()).initType,
]

func functionClosureType() -> Any.Type {
    let make = { () -> Any.Type in
        struct FunctionClosureView: View {}
        return FunctionClosureView.self
    }
    return make()
}

final class ClosureHolder {
    lazy var lazyType: Any.Type = {
        struct LazyClosureView: View {}
        return LazyClosureView.self
    }()
    var initType: Any.Type = Int.self
    static var seen: Any.Type = Int.self
    var observed = 0 {
        didSet {
            ClosureHolder.seen = {
                struct ObserverClosureView: View {}
                return ObserverClosureView.self
            }()
        }
    }

    init() {}

    init(initializing: Void) {
        initType = {
            final class InitClosureController: UIViewController {}
            return InitClosureController.self
        }()
    }

    static func observedType() -> Any.Type {
        let holder = ClosureHolder()
        holder.observed = 1
        return seen
    }

    func methodClosureType() -> Any.Type {
        [1].map { _ -> Any.Type in
            struct MethodClosureView: View {}
            return MethodClosureView.self
        }[0]
    }

    static let previewType: Any.Type = {
        struct PreviewClosureView: View {}
        return PreviewClosureView.self
    }()
}

// The second wave: deep nesting, generics in generics, constrained extensions, extensions of other modules' types,
// actors, non-ASCII names, the app's own modifiers and long modifier chains, the app's hosting subclasses, and
// private types inside public ones.
struct Feature {
    struct Flow {
        struct Step {
            struct StepView: View {}
            final class Detail {
                final class DetailController: UIViewController {}
            }
        }
    }
}

struct Box<A> {
    struct Shelf<B> {
        struct Item<C>: View {}
        final class ShelfController: UIViewController {}
    }
}

extension ListScreen where Item == Store {
    struct Row: View {}
}

extension GenericOuter where T == Int {
    struct IntOnly: View {}
}

extension String {
    struct Formatter: View {}
}

extension Dictionary {
    struct Entry {}
}

extension Text {
    struct Badge: View {}
}

extension UIViewController {
    final class Overlay: UIViewController {}
}

actor SessionStore {}

actor Sync {
    actor Worker {}
    final class Progress: UIViewController {}
}

struct CaféView: View {}
struct 画面: View {}
final class ÜbersichtViewController: UIViewController {}

struct CardModifier: ViewModifier {}
struct BorderModifier: ViewModifier {}

final class HomeHostingController: UIHostingController<HomeView> {}
final class RootHostingController: UIHostingController<AnyView> {}
class AppHostingController<Content>: UIHostingController<Content> {}

public struct PublicScreen {
    private struct HiddenView: View {}
    fileprivate final class HiddenController: UIViewController {}
    static let hiddenTypes: [Any.Type] = [HiddenView.self, HiddenController.self]
}

enum Destination {
    struct Sheet: View {}
}

struct AVeryLongScreenNameThatKeepsGoingForMoreThanSixtyFourBytesOfNameView: View {}
