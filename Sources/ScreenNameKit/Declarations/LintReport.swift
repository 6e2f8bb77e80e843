/// What `screenname lint` found in a tree, and how it prints: compiler-style lines, GitHub Actions annotations, one
/// JSON document, or a SARIF 2.1.0 log for code scanning.
///
/// ```swift
/// let report = LintReport(findings: [], files: 2, screens: 5, names: 0)
/// report.render(.text)  // "screenname lint: 0 errors, 0 warnings in 2 files (5 screens, 0 names checked)\n"
/// ```
public struct LintReport {
    /// How findings are written.
    public enum Format: String, Sendable {
        case text, github, json, sarif
    }

    public var findings: [ScreenLinter.Finding]
    public var files: Int
    public var screens: Int
    public var names: Int
    /// The version SARIF names the tool with.
    public var toolVersion: String

    public init(findings: [ScreenLinter.Finding], files: Int, screens: Int, names: Int, toolVersion: String = "") {
        self.findings = findings
        self.files = files
        self.screens = screens
        self.names = names
        self.toolVersion = toolVersion
    }

    public var errors: Int { findings.filter { $0.severity == .error }.count }
    public var warnings: Int { findings.count - errors }

    /// The closing line: `screenname lint: 1 error, 0 warnings in 2 files (5 screens, 0 names checked)`.
    public var summary: String {
        "screenname lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") "
            + "in \(files) file\(files == 1 ? "" : "s") (\(screens) screen\(screens == 1 ? "" : "s"), \(names) name\(names == 1 ? "" : "s") checked)"
    }

    /// The findings and the summary as `format` writes them.
    public func render(_ format: Format) -> String {
        var text = ""
        switch format {
        case .text:
            for finding in findings {
                text +=
                    "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.check)]\(finding.ownersSuffix)\n"
            }
            text += summary + "\n"
        case .github:
            for finding in findings {
                text +=
                    "::\(finding.severity.rawValue) file=\(LintReport.escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),"
                    + "title=\(finding.check)::\(LintReport.escapeData(finding.message + finding.ownersSuffix))\n"
            }
            text += summary + "\n"
        case .json:
            var objects: [String] = []
            for finding in findings {
                var object = JSONObject()
                object.add("file", finding.file)
                object.add("line", finding.line)
                object.add("column", finding.column)
                object.add("severity", finding.severity.rawValue)
                object.add("check", finding.check)
                object.add("name", finding.name)
                object.add("message", finding.message)
                if let owners = finding.owners { object.add("owners", owners) }
                objects.append(object.text)
            }
            var counts = JSONObject()
            counts.add("errors", errors)
            counts.add("warnings", warnings)
            counts.add("files", files)
            counts.add("screens", screens)
            counts.add("names", names)
            var report = JSONObject()
            report.add("findings", json: "[" + objects.joined(separator: ",") + "]")
            report.add("summary", json: counts.text)
            text = report.text + "\n"
        case .sarif:
            text = sarif + "\n"
        }
        return text
    }

    /// GitHub workflow commands escape `%`, `\r`, `\n` in messages, and also `:` and `,` in properties.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Replaces every occurrence of one character (the library does not use Foundation's replacing).
    package func replacingAll(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
