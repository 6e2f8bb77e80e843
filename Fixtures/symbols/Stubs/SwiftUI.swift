// A stand-in for SwiftUI: a View protocol with its body requirement, so that the probe's views have body getters,
// opaque result types and protocol witnesses as real SwiftUI views do.
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

public struct Text: View {
    public init(_ text: String) {}
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension View {
    public func onAppear(perform action: @escaping () -> Void) -> some View { self }
    public func task(_ action: @escaping () async -> Void) -> some View { self }
}
