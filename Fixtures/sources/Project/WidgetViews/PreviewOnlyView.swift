import SwiftUI

// In the synchronized folder, but excepted from the widget target: its module comes from its folder.
struct PreviewOnlyView: View {
    var body: some View { Text("") }
}
