import SwiftUI

// Compiled by both targets: it belongs to both modules.
struct Badge: View {
    var body: some View { Text("1") }
}
