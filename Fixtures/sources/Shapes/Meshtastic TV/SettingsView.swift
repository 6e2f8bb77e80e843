import SwiftUI

// A tvOS target in a folder whose name has a space: its module is Meshtastic_TV.
struct SettingsView: View {
    var body: some View { Text("Settings") }
}
