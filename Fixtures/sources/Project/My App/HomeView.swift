import SwiftUI

struct HomeView: View {
    var body: some View { Badge() }
}
