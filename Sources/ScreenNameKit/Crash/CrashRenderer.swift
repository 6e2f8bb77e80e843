/// Writes what a crash report comes to: its screen, every screen on its backtrace, or a JSON object.
public struct CrashRenderer: Sendable {
    public enum Format: Hashable, Sendable {
        /// The screen, one line a report.
        case screen
        /// Each screen on the backtrace once, innermost first, one a line.
        case all
        /// One JSON object a report; with `all`, a `screens` array of every frame that names one.
        case json(all: Bool)
    }

    public let format: Format
    public let resolver: CrashResolver

    public init(format: Format = .screen, resolver: CrashResolver = CrashResolver()) {
        self.format = format
        self.resolver = resolver
    }

    /// The text for one report of the input `source`; empty when a text format has no screen to print.
    public func render(_ report: CrashReport, _ result: CrashResolver.Result, source: String) -> String {
        switch format {
        case .screen:
            return result.screens.first.map { $0.name + "\n" } ?? ""
        case .all:
            var seen: Set<String> = []
            var text = ""
            for screen in result.screens where seen.insert(screen.name).inserted { text += screen.name + "\n" }
            return text
        case .json(let all):
            var object = JSONObject()
            object.add("input", source)
            object.add("line", report.line)
            object.add("format", report.format.rawValue)
            if let thread = report.thread { object.add("thread", thread) } else { object.add("thread", nil) }
            object.add("backtrace", result.isException ? "exception" : "thread")
            CrashRenderer.addFrame(result.screens.first, to: &object)
            object.add("unsymbolicated", result.unsymbolicated)
            if all {
                let screens = result.screens.map { screen in
                    var member = JSONObject()
                    CrashRenderer.addFrame(screen, to: &member)
                    return member.text
                }
                object.add("screens", json: "[" + screens.joined(separator: ",") + "]")
            }
            return object.text + "\n"
        }
    }

    static func addFrame(_ screen: CrashResolver.Screen?, to object: inout JSONObject) {
        object.add("screen", screen?.name)
        if let frame = screen?.frame { object.add("frame", frame.number) } else { object.add("frame", nil) }
        object.add("member", screen?.member)
        object.add("symbol", screen?.frame.symbol)
        object.add("image", screen?.frame.image)
        object.add("sourceFile", screen?.frame.sourceFile)
        if let line = screen?.frame.sourceLine { object.add("sourceLine", line) } else { object.add("sourceLine", nil) }
    }
}
