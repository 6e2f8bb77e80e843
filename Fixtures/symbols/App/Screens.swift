// The probe for function symbols: the shapes whose members, accessors, closures and thunks crash reports and
// symbol tables name. Tools/generate-symbol-fixtures compiles it (with -Onone and -O) against the stubs in
// ../Stubs and reads every symbol with nm and swift-demangle.
import SwiftUI
import UIKit

struct HomeView: View {
    var title = "Home"
    var count = 0 {
        didSet { log("count \(oldValue)") }
        willSet { log("will \(newValue)") }
    }

    var body: some View {
        VStack {
            Button(action: { log("tapped") }) { Text(title) }
        }
        .onAppear { log("appear") }
        .task { _ = await load() }
    }

    func load() async -> Int {
        await Task.yield()
        return count
    }

    static func preview() -> HomeView { HomeView() }

    subscript(index: Int) -> String { title + String(index) }
}

final class SettingsViewController: UIViewController {
    private let items: [String]
    lazy var header: String = { "Settings" + String(items.count) }()
    var onClose: (() -> Void)?

    init(items: [String]) {
        self.items = items
        super.init()
    }

    deinit { log("deinit") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let handler = { [weak self] in self?.buttonTapped(0) }
        handler()
        items.forEach { item in log(item) }
        onClose = { log("closed") }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Task { await self.refresh() }
    }

    func buttonTapped(_ sender: Any) { log("button \(sender)") }

    func refresh() async { log(header) }

    override var title: String? {
        get { "Settings" }
        set { log(newValue ?? "") }
    }
}

enum Onboarding {
    struct WelcomeView: View {
        var body: some View { Text("Welcome") }
    }

    final class StepController: UIViewController {
        override func viewDidLoad() { log("step") }

        final class Detail: UIViewController {
            override func viewDidLoad() { log("detail") }
        }
    }
}

struct ListScreen<Item: CustomStringConvertible>: View {
    var items: [Item]
    var body: some View { Text(items.map { $0.description }.joined()) }
    func row(at index: Int) -> Item { items[index] }
}

private struct PrivateBadge: View {
    var body: some View { Text("private") }
}

protocol Tracked {
    func track() -> String
}

extension Tracked {
    func trackedName() -> String { "tracked " + track() }
}

extension HomeView: Tracked {
    func track() -> String { title }

    struct Header: View {
        var body: some View { Text("header") }
    }
}

extension UIViewController {
    func trackScreen() { log("screen") }

    struct Banner {
        func show() { log("banner") }
    }
}

actor Store {
    var values: [Int] = []
    func load() async -> [Int] { values }
}

class ProfileView: UIView {
    override func layoutSubviews() { log("layout") }
}

/// A public type: its public properties and subscripts have descriptors (`…vpMV`, `…ipMV`) that symbol tables list.
public struct ProfileCard {
    public var title: String
    public init(title: String) { self.title = title }
    public subscript(line: Int) -> String { title + String(line) }
}

func topLevel() -> String {
    struct LocalView: View {
        var body: some View { Text("local") }
    }
    return String(describing: type(of: LocalView().body))
}

func log(_ message: String) {
    if message == "never printed" { print(message) }
}

@inline(never) func use<Value>(_ value: Value) -> String { String(describing: value) }

public func runProbe() -> [String] {
    let home = HomeView()
    let settings = SettingsViewController(items: ["a"])
    settings.viewDidLoad()
    settings.viewWillAppear(true)
    settings.trackScreen()
    UIViewController.Banner().show()
    let list = ListScreen(items: [1, 2])
    return [
        use(home.body), use(Onboarding.WelcomeView().body), use(list.body), use(list.row(at: 0)),
        use(PrivateBadge().body), use(HomeView.Header().body), home.trackedName(), topLevel(), use(home[1]),
        use(HomeView.preview()), use(Store()), use(ProfileView()), use(Onboarding.StepController.Detail()),
        ProfileCard(title: "card")[1],
    ]
}
