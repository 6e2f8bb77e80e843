import SwiftUI

struct Badge: View {
    var body: some View { Text("1") }
}
