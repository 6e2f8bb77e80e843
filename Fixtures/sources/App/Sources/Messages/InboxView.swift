import SwiftUI

public struct InboxView: View {
    public var body: some View { Text("Inbox") }
}
