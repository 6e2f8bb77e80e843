/// Writes what a hierarchy shows, as `screenname hierarchy` prints it: the screens on top, the walk to them as one
/// line, the whole tree with the walk marked, or one JSON object.
///
/// ```swift
/// var reader = HierarchyReader()
/// for line in dump.split(separator: "\n") { _ = Array(line.utf8).withUnsafeBufferPointer { reader.read($0) } }
/// let hierarchy = reader.finish()!
/// let renderer = HierarchyRenderer(format: .path)
/// print(renderer.render(hierarchy, renderer.resolver.resolve(hierarchy), line: 1), terminator: "")
/// // UINavigationController (navigation) > SettingsViewController*
/// ```
public struct HierarchyRenderer {
    /// What is written for each hierarchy.
    public enum Format: Sendable {
        /// The screens on top, one a line.
        case screen
        /// The walk from the root as one line.
        case path
        /// The whole hierarchy, a controller a line, the walk marked.
        case tree
        /// One JSON object on one line.
        case json
    }

    public let format: Format
    /// Names each controller and finds the screens on top.
    public let resolver: VisibleScreenResolver

    public init(format: Format, resolver: VisibleScreenResolver = VisibleScreenResolver()) {
        self.format = format
        self.resolver = resolver
    }

    /// The text for a hierarchy whose walk `result` is (from ``resolver``), line breaks included; `line` is where the
    /// dump started, for `json`.
    public func render(_ hierarchy: ViewControllerHierarchy, _ result: VisibleScreen, line: Int) -> String {
        switch format {
        case .screen: return result.screens.map { $0 + "\n" }.joined()
        case .path: return path(hierarchy, result) + "\n"
        case .tree: return tree(hierarchy, result)
        case .json: return json(hierarchy, result, line: line) + "\n"
        }
    }

    /// The walk from the root as one line: ` > ` into a child, ` + ` into a presented controller, containers with
    /// their kind, the screens marked with `*`.
    public func path(_ hierarchy: ViewControllerHierarchy, _ result: VisibleScreen) -> String {
        var text = ""
        for (offset, controller) in result.path.enumerated() {
            if offset > 0 { text += hierarchy.relation(of: controller) == .presented ? " + " : " > " }
            text += describe(controller, in: hierarchy, result)
        }
        return text
    }

    /// The whole hierarchy, indented two spaces a level, the walk marked with `*` in the first column.
    public func tree(_ hierarchy: ViewControllerHierarchy, _ result: VisibleScreen) -> String {
        var onWalk = Set(result.path)
        for screen in result.visible { onWalk.formUnion(hierarchy.ancestry(of: screen)) }
        var text = ""
        var pending = [hierarchy.root]
        while let controller = pending.popLast() {
            let item = hierarchy.controllers[controller]
            text += onWalk.contains(controller) ? "* " : "  "
            text += String(repeating: "  ", count: hierarchy.depth(of: controller))
            if hierarchy.relation(of: controller) == .presented { text += "+ " }
            text += describe(controller, in: hierarchy, result) + ": " + item.appearance.rawValue
            switch item.view {
            case .inWindow: break
            case .notInWindow: text += ", not in the window"
            case .notLoaded: text += ", view not loaded"
            }
            if let presenter = item.presentationController { text += ", presented with " + presenter }
            text += "\n"
            // In the order they were added, which for a dump is the order of its lines.
            pending.append(
                contentsOf: (hierarchy.children(of: controller) + hierarchy.presented(by: controller)).sorted()
                    .reversed())
        }
        return text
    }

    /// A controller's label, its container kind in parentheses, and `*` when it is one of the screens.
    func describe(_ controller: Int, in hierarchy: ViewControllerHierarchy, _ result: VisibleScreen) -> String {
        var text = label(controller, in: hierarchy, result)
        if result.visible.contains(controller) { text += "*" }
        let kind =
            result.kinds.indices.contains(controller)
            ? result.kinds[controller] : resolver.containerKind(of: hierarchy.controllers[controller])
        if let kind { text += " (\(kind.rawValue))" }
        return text
    }

    /// A controller's label, as the result carries it (or, for a result made by hand, as the resolver gives it).
    func label(_ controller: Int, in hierarchy: ViewControllerHierarchy, _ result: VisibleScreen) -> String {
        result.labels.indices.contains(controller)
            ? result.labels[controller] : resolver.label(of: hierarchy.controllers[controller])
    }

    /// One JSON object for a dump.
    public func json(_ hierarchy: ViewControllerHierarchy, _ result: VisibleScreen, line: Int) -> String {
        func label(_ controller: Int) -> String { self.label(controller, in: hierarchy, result) }
        var object = JSONObject()
        object.add("line", line)
        object.add("root", label(result.root))
        object.add("topMost", label(result.topMost))
        object.add("screen", result.screen)
        object.add("visible", result.screens)
        object.add("container", result.container.rawValue)
        object.add("path", result.path.map(label))
        return object.text
    }
}
