/// Decides which screen of the app is on top of a view-controller hierarchy: the one rule that a debug overlay, a
/// screen-view hook and `screenname hierarchy` share.
///
/// ```swift
/// let result = VisibleScreenResolver().resolve(hierarchy)
/// result.screen     // "HomeController"
/// result.container  // .navigation
/// ```
///
/// The walk: from the root, follow what is presented, as long as it is still appearing, to the top-most
/// controller; from there descend through containers into the child that is on screen (a tab bar's selected
/// child, the top of a navigation stack, a page controller's current page, each column of a split view). A
/// controller that is no container is the screen, and its own children are parts of it, unless one of its visible
/// children is a container (a hosting controller showing a `TabView`) or it holds nothing of the app's (a
/// framework controller), in which case the walk goes on into them. A controller with nothing of the app's is
/// named by its nearest ancestor that has; when the top-most controller holds nothing of the app's at all (an
/// alert, a share sheet), the screen below it is the answer.
public struct VisibleScreenResolver: Sendable {
    /// How controllers are named: the rules and the display style.
    public var namer: ScreenNamer

    /// Creates a resolver that names controllers with `namer`.
    public init(namer: ScreenNamer = ScreenNamer()) {
        self.namer = namer
    }

    /// Resolves the visible screens of a hierarchy.
    public func resolve(_ hierarchy: ViewControllerHierarchy) -> VisibleScreen {
        let walk = Walk(hierarchy: hierarchy, resolver: self)
        var chain = [hierarchy.root]
        while let next = walk.presentedOnTop(of: chain[chain.count - 1]) { chain.append(next) }
        let topMost = chain[chain.count - 1]
        for start in chain.reversed() {
            var leaves: [Int] = []
            walk.descend(from: start, into: &leaves)
            var visible: [Int] = []
            for leaf in leaves {
                if let named = walk.nearestNamed(from: leaf, upTo: start), !visible.contains(named) {
                    visible.append(named)
                }
            }
            guard !visible.isEmpty else { continue }
            // The path goes where the walk ended, which is below the screen when that is named by an ancestor.
            let path = hierarchy.ancestry(of: leaves[0])
            let below = path.drop { $0 != start }
            return VisibleScreen(
                root: hierarchy.root, topMost: topMost,
                container: below.lazy.compactMap { walk.kinds[$0] }.first ?? .plain, path: path, visible: visible,
                screens: visible.map { walk.names[$0]! }, labels: walk.labels(resolver: self), kinds: walk.kinds)
        }
        return VisibleScreen(
            root: hierarchy.root, topMost: topMost, container: walk.kinds[topMost] ?? .plain,
            path: hierarchy.ancestry(of: topMost), visible: [], screens: [], labels: walk.labels(resolver: self),
            kinds: walk.kinds)
    }

    /// The kind of container a controller is, from its class (the framework's containers) or, for a class no
    /// table holds, such as an app's subclass, from the view UIKit gives containers; `nil` for no container.
    public func containerKind(of controller: ViewControllerHierarchy.Controller) -> ContainerKind? {
        let outer = outerType(of: controller.typeName)
        if let outer, let name = outer.components.first?.name {
            for entry in ContainerKind.controllerTable where name == entry.name.description {
                if Self.module(outer.module, matches: entry.module) { return entry.kind }
            }
        }
        guard let viewClass = controller.view.className,
            let viewKind = ContainerKind.viewTable.first(where: { $0.name.description == viewClass })?.kind
        else { return nil }
        // Navigation and tab bar controllers (and older split view controllers) share their view's class.
        guard viewKind == .navigation else { return viewKind }
        let name = outer?.components.last?.name ?? controller.typeName
        return ContainerKind.nameEndings.first { name.hasSuffix($0.ending.description) }?.kind ?? .navigation
    }

    /// What a controller is called in a path or tree: its display name when it has one, else its class's name
    /// without module and generic arguments (`UINavigationController`, `UIHostingController`).
    public func label(of controller: ViewControllerHierarchy.Controller) -> String {
        label(of: controller, named: namer.name(controller.typeName).displayName)
    }

    /// The label of a controller whose display name is known.
    func label(of controller: ViewControllerHierarchy.Controller, named name: String?) -> String {
        name ?? outerType(of: controller.typeName)?.components.last?.name ?? controller.typeName
    }

    /// The outermost named type of a class name: the controller's own class, not the content it holds.
    func outerType(of typeName: String) -> NominalType? {
        var record = typeName
        return record.withUTF8 { bytes in
            var tree = TypeTree()
            defer { tree.deallocate() }
            tree.reset(source: bytes)
            guard case .success(let decoded) = RecordDecoder.decode(bytes, into: &tree),
                tree[node: decoded.root].kind == .nominal
            else { return nil }
            return tree.nominalType(of: decoded.root)
        }
    }

    /// Whether a class's module is the one a table entry names (or its `Core` half), anyone's (`__C`), or none at
    /// all (`NSStringFromClass` gives UIKit's classes without one).
    static func module(_ module: String?, matches entry: StaticString) -> Bool {
        guard var module else { return true }
        return module.withUTF8 { ScreenNamer.isAnyonesModule($0) || ScreenNamer.module($0, isTableModule: entry) }
    }
}

extension VisibleScreenResolver {
    /// One resolution's view of a hierarchy: each controller named and classified once.
    struct Walk {
        let hierarchy: ViewControllerHierarchy
        /// Each controller's display name; `nil` for one that holds nothing of the app's.
        let names: [String?]
        /// Each controller's container kind; `nil` for no container.
        let kinds: [ContainerKind?]

        init(hierarchy: ViewControllerHierarchy, resolver: VisibleScreenResolver) {
            self.hierarchy = hierarchy
            names = hierarchy.controllers.map { resolver.namer.name($0.typeName).displayName }
            kinds = hierarchy.controllers.map { resolver.containerKind(of: $0) }
        }

        /// Each controller's label, from the names already given.
        func labels(resolver: VisibleScreenResolver) -> [String] {
            hierarchy.controllers.indices.map { resolver.label(of: hierarchy.controllers[$0], named: names[$0]) }
        }

        /// The last controller still appearing that `top` or one of its children (at any depth) presented.
        func presentedOnTop(of top: Int) -> Int? {
            var found: Int?
            var pending = [top]
            while let controller = pending.popLast() {
                for presented in hierarchy.presented(by: controller)
                where hierarchy.controllers[presented].appearance == .appeared
                    || hierarchy.controllers[presented].appearance == .appearing
                {
                    found = max(found ?? presented, presented)
                }
                pending.append(contentsOf: hierarchy.children(of: controller))
            }
            return found
        }

        /// Collects the controllers the walk ends at below `controller`: the candidates for screens.
        func descend(from controller: Int, into leaves: inout [Int]) {
            let children = hierarchy.children(of: controller)
            let visible = children.filter { hierarchy.controllers[$0].isVisible }
            var next: [Int]
            if let kind = kinds[controller] {
                // A split view shows its columns side by side; the others show one child at a time.
                next = kind == .split ? visible : visible.suffix(1)
                // A navigation controller's top is its last child, even while the stack is off screen.
                if next.isEmpty, kind == .navigation, let top = children.last { next = [top] }
            } else if hierarchy.controllers[controller] == .elided {
                next = visible
            } else {
                let containers = visible.filter { kinds[$0] != nil }
                next = !containers.isEmpty ? containers : names[controller] == nil ? visible : []
            }
            guard !next.isEmpty else {
                leaves.append(controller)
                return
            }
            for child in next { descend(from: child, into: &leaves) }
        }

        /// The controller itself when it has a display name, else its nearest ancestor up to `limit` that has.
        func nearestNamed(from controller: Int, upTo limit: Int) -> Int? {
            var current = controller
            while true {
                if names[current] != nil { return current }
                guard current != limit, let parent = hierarchy.parent(of: current) else { return nil }
                current = parent
            }
        }
    }
}
