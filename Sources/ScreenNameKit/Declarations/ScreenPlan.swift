/// The screens of a tree as a tracking plan: a row a screen with its module-qualified name, file, line and module,
/// written in any form ``NameCatalogue`` reads, so that `lint --names` reads the plan back and finds each name once.
///
/// ```swift
/// var index = DeclarationIndex()
/// index.add(source: "struct HomeView: View {}", file: "Sources/MyApp/Home.swift", module: "MyApp")
/// ScreenPlan(screens: index.screens).render(.csv)
/// // "name,file,line,module\nMyApp.HomeView,Sources/MyApp/Home.swift,1,MyApp\n"
/// ```
public struct ScreenPlan: Sendable {
    /// One screen of the plan.
    public struct Row: Hashable, Sendable {
        /// The name with its module, the form the filter's `--module` prints and `lint --names` finds exactly.
        public var name: String
        public var file: String
        public var line: Int
        public var module: String?
    }

    public var rows: [Row]

    /// The plan of `screens`, in their order, a file that several targets compile listed once for each module. A
    /// screen whose name `namer` filters is left out: no event carries it, and lint reports it as `filtered-screen`.
    public init(screens: [Declaration], namer: ScreenNamer = ScreenNamer()) {
        var seen: Set<Row> = []
        rows = []
        for screen in screens {
            let name = (screen.module.map { $0 + "." } ?? "") + screen.dottedPath
            guard namer.name(name).displayName != nil else { continue }
            let row = Row(name: name, file: screen.file, line: screen.line, module: screen.module)
            if seen.insert(row).inserted { rows.append(row) }
        }
    }

    /// The plan in `format`: a header row for tables (`name`, `file`, `line`, `module`), objects with those
    /// members for JSON, a name a line for plain text.
    public func render(_ format: NameCatalogue.Format) -> String {
        let header = ["name", "file", "line", "module"]
        func cells(_ row: Row) -> [String] { [row.name, row.file, String(row.line), row.module ?? ""] }
        func object(_ row: Row) -> String {
            var object = JSONObject()
            object.add("name", row.name)
            object.add("file", row.file)
            object.add("line", row.line)
            object.add("module", row.module)
            return object.text
        }
        switch format {
        case .plain:
            return rows.map { $0.name + "\n" }.joined()
        case .csv:
            return ([header] + rows.map(cells)).map { $0.map(ScreenPlan.csvField).joined(separator: ",") + "\n" }
                .joined()
        case .tsv:
            return ([header] + rows.map(cells)).map { $0.joined(separator: "\t") + "\n" }.joined()
        case .json:
            return rows.isEmpty ? "[]\n" : "[\n" + rows.map { "  " + object($0) }.joined(separator: ",\n") + "\n]\n"
        case .jsonl:
            return rows.map { object($0) + "\n" }.joined()
        case .markdown:
            let lines = [header, header.map { _ in "---" }] + rows.map { cells($0).map(ScreenPlan.markdownCell) }
            return lines.map { "| " + $0.joined(separator: " | ") + " |\n" }.joined()
        }
    }

    /// A CSV field, quoted (RFC 4180) when it holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return text
        }
        return "\"" + text.replacingAll("\"", "\"\"") + "\""
    }

    /// A Markdown table cell, its pipes escaped.
    static func markdownCell(_ text: String) -> String { text.replacingAll("|", "\\|") }
}
