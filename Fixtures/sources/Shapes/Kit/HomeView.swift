import SwiftUI

struct HomeView: View {
    var body: some View { Text("Home") }
}
