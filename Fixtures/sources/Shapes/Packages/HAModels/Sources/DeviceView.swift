import SwiftUI

struct DeviceView: View {
    var body: some View { Text("Device") }
}
