import SwiftUI
import UIKit

/// Named as SwiftUI's `Settings` scene is: the app's own, since the app declares it.
struct Settings: View {
    var body: some View { Text("Settings") }
}

struct HomeView: View {
    var body: some View { Text("Home") }
}

final class HomeViewController: UIViewController {}

enum Checkout {
    struct PaymentView: View {
        var body: some View { Text("Pay") }
    }
}

typealias Start = HomeView
