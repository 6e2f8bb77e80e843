import SwiftUI
import UIKit
import struct Foundation.Date

// class CommentedOutController: UIViewController {}
/* struct BlockCommented: View {} /* nested: class Deeper {} */ still comment: enum Gone {} */

@MainActor final class SettingsViewController: UIViewController {
    class func make() -> SettingsViewController { SettingsViewController() }
    class var identifier: String { "settings" }
    let message = "class NotAType: UIViewController { }"
    let multi = """
        struct AlsoNotAType: View {}
        "quoted" \(value) and braces { }
        """
    let raw = #"enum RawNotAType { case a } \(notInterpolated) "quote" "#
    let interpolated = "value: \(dictionary["key", default: "}"]) { class Fake {} }"
    var value = 1
    var dictionary: [String: String] = [:]
}

enum Settings {
    struct RootView: View {
        var body: some View { Text("Settings") }
    }
}

extension Settings {
    final class DetailViewController: SettingsViewController {}
    struct Row<Item: Identifiable>: View where Item.ID == Int {
        let item: Item
    }
}

#if os(iOS)
struct PlatformScreen: View {}
#else
struct PlatformScreen: View {}
#endif

@available(iOS 16, *)
public actor ImageCache {}

protocol Screen: View {}
struct ProfileCard: Screen {}
typealias Handler = (Int) -> Void
struct `Default`: View {}
struct Plain {}
extension Plain: View {}

func makeLocal() -> Any.Type {
    struct LocalScreen: View {}
    return LocalScreen.self
}

#Preview {
    RootView()
}
