import SwiftUI

// A folder named with digits first: its module is _2048.
struct GameView: View {
    var body: some View { Text("2048") }
}
