/// A tree of view controllers as UIKit holds it: a root, each controller's children, and what each presents.
///
/// Built from a `_printHierarchy` dump by ``HierarchyReader``, or in an app from the live controllers:
///
/// ```swift
/// var hierarchy = ViewControllerHierarchy(root: .init(typeName: "UINavigationController"))
/// let home = hierarchy.add(.init(typeName: "MyApp.HomeController"), to: hierarchy.root, as: .child)
/// hierarchy.add(.init(typeName: "MyApp.Sheet"), to: home, as: .presented)
/// ```
///
/// Controllers are numbered in the order they were added, which for a dump is the order of its lines.
public struct ViewControllerHierarchy: Hashable, Sendable {
    /// One view controller: its class, its appearance, its view and how it was presented.
    public struct Controller: Hashable, Sendable {
        /// The controller's class name in any form the namer reads (`MyApp.HomeController`, `_TtGC7SwiftUI…`).
        public var typeName: String
        /// Where the controller is in its appearance cycle.
        public var appearance: Appearance
        /// Whether its view is loaded and in a window.
        public var view: View
        /// The class of the presentation controller that presented it, such as `_UIPageSheetPresentationController`.
        public var presentationController: String?

        /// Creates a controller; by default one that has appeared, with a plain view in the window.
        public init(
            typeName: String, appearance: Appearance = .appeared, view: View = .inWindow("UIView"),
            presentationController: String? = nil
        ) {
            self.typeName = typeName
            self.appearance = appearance
            self.view = view
            self.presentationController = presentationController
        }

        /// The controller a dump quoted from its middle leaves out, which stands in as its root: `…`. What it
        /// shows is unknown, so each of its visible children counts as on screen.
        public static let elided = Controller(typeName: "…", view: .inWindow("…"))

        /// Whether the controller is on screen: appeared or appearing, with its view in a window.
        public var isVisible: Bool {
            guard case .inWindow = view else { return false }
            return appearance == .appeared || appearance == .appearing
        }
    }

    /// Where a controller is in its appearance cycle, as UIKit's `_printHierarchy` prints it.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case appeared, appearing, disappearing, disappeared
    }

    /// A controller's view: not loaded, or loaded with its class and whether it is in a window.
    public enum View: Hashable, Sendable {
        /// `isViewLoaded` is false.
        case notLoaded
        /// The view is loaded and in a window.
        case inWindow(String)
        /// The view is loaded but not in a window (`view.window == nil`).
        case notInWindow(String)

        /// The view's class; `nil` when it is not loaded.
        public var className: String? {
            switch self {
            case .notLoaded: nil
            case .inWindow(let name), .notInWindow(let name): name
            }
        }
    }

    /// How a controller hangs from its parent: a child (`children`) or presented (`presentedViewController`).
    public enum Relation: String, Hashable, Sendable {
        case child, presented
    }

    /// Every controller, the root first, numbered in the order they were added.
    public private(set) var controllers: [Controller]
    /// The parent of each controller; -1 for the root.
    private var parents: [Int]
    private var relations: [Relation]
    /// The children and presented controllers of each, in order.
    private var hanging: [[Int]]

    /// The root's number.
    public var root: Int { 0 }

    /// Creates a hierarchy of one controller, the root.
    public init(root: Controller) {
        controllers = [root]
        parents = [-1]
        relations = [.child]
        hanging = [[]]
    }

    /// Adds a controller below `parent` and returns its number.
    @discardableResult
    public mutating func add(_ controller: Controller, to parent: Int, as relation: Relation) -> Int {
        precondition(controllers.indices.contains(parent), "no controller \(parent) in the hierarchy")
        controllers.append(controller)
        parents.append(parent)
        relations.append(relation)
        hanging.append([])
        hanging[parent].append(controllers.count - 1)
        return controllers.count - 1
    }

    /// The controller a controller hangs from; `nil` for the root.
    public func parent(of controller: Int) -> Int? {
        parents[controller] < 0 ? nil : parents[controller]
    }

    /// How a controller hangs from its parent; `.child` for the root.
    public func relation(of controller: Int) -> Relation {
        relations[controller]
    }

    /// A controller's children, in order.
    public func children(of controller: Int) -> [Int] {
        hanging[controller].filter { relations[$0] == .child }
    }

    /// The controllers a controller presented, in order (one, but for a dump taken during a transition).
    public func presented(by controller: Int) -> [Int] {
        hanging[controller].filter { relations[$0] == .presented }
    }

    /// The controllers from the root to `controller`, both included.
    public func ancestry(of controller: Int) -> [Int] {
        var path = [controller]
        while let parent = parent(of: path[path.count - 1]) { path.append(parent) }
        return path.reversed()
    }

    /// How far below the root a controller hangs: 0 for the root.
    public func depth(of controller: Int) -> Int {
        var depth = 0
        var current = controller
        while let parent = parent(of: current) {
            depth += 1
            current = parent
        }
        return depth
    }
}
