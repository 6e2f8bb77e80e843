// The app module of the probe: screens of every shape the runtime names differently.
import SwiftUI
import UIKit

struct ContentView: View {}
struct DetailView: View {}
struct SidebarView: View {}
struct HomeView: View {}
struct SettingsView: View {}
final class Store {}
enum Route { case detail(id: Int) }
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
