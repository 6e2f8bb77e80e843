import SwiftUI

// A folder with a dash: its module is My_App.
struct RootView: View {
    var body: some View { Text("Root") }
}
