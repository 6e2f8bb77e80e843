/// Which controllers of a hierarchy are on screen, and which of them are the app's screens.
///
/// Controllers are given by their numbers in the ``ViewControllerHierarchy``.
public struct VisibleScreen: Hashable, Sendable {
    /// The root controller.
    public var root: Int
    /// The top-most controller: the last presented controller still appearing, or the root.
    public var topMost: Int
    /// The outermost container on the walk from the controller the screens were found below (the top-most, or
    /// what it was presented over when it holds nothing of the app's) to the first screen.
    public var container: ContainerKind
    /// The walk from the root to where it ended for the first screen, each controller a child or a presented
    /// controller of the one before: the screen itself, or a controller below it that holds nothing of the app's.
    /// From the root to the top-most controller when there is no screen.
    public var path: [Int]
    /// The app's screens on display, the primary column first (several for a split view's columns side by side).
    public var visible: [Int]
    /// The display names of `visible`, in the same order.
    public var screens: [String]
    /// Each controller's label, by its number: its display name, or its own class's innermost name when it holds
    /// nothing of the app's (``VisibleScreenResolver/label(of:)``).
    public var labels: [String]
    /// Each controller's container kind, by its number; `nil` for no container.
    public var kinds: [ContainerKind?]

    /// The first screen's display name; `nil` when nothing of the app's is on screen.
    public var screen: String? { screens.first }

    /// Creates a result.
    public init(
        root: Int, topMost: Int, container: ContainerKind, path: [Int], visible: [Int], screens: [String],
        labels: [String] = [], kinds: [ContainerKind?] = []
    ) {
        self.labels = labels
        self.kinds = kinds
        self.root = root
        self.topMost = topMost
        self.container = container
        self.path = path
        self.visible = visible
        self.screens = screens
    }
}
