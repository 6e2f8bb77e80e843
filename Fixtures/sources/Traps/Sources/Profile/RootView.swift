import SwiftUI

enum Settings {
    /// The profile module's own settings root: same display name as Settings.RootView in the Settings module.
    struct RootView: View {}
}

final class ProfileHostingController: UIHostingController<Settings.RootView> {}
class UIHostingHiddenNavBarController<Content: View>: UIHostingController<Content> {}
class UINavigationController: UIViewController {}
