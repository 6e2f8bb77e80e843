// A module named with one capital letter, as a sample or test target may be: the demangler names generic
// parameters so (A, B, A1), and the runtime prints this type as A.HomeView.
import SwiftUI

struct HomeView: View {
    var body: some View { Text("Home") }
}
