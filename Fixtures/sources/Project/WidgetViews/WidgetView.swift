import SwiftUI

struct WidgetView: View {
    var body: some View { Badge() }
}
