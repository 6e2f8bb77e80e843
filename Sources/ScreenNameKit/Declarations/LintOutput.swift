/// What `screenname lint` writes: its findings in a report's format, every declaration the index found, or the
/// screens as a tracking plan that a catalogue reads back.
///
/// ```swift
/// try LintOutput(format: "sarif", list: false)  // .findings(.sarif)
/// try LintOutput(format: "csv", list: true)  // .plan(.csv)
/// ```
public enum LintOutput: Hashable, Sendable {
    case findings(LintReport.Format)
    case listing
    case plan(NameCatalogue.Format)

    /// A `--format` that does not go with the output asked for, and what does.
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The output that a format's name (`text` when `nil`) asks for, with or without `list`.
    public init(format: String?, list: Bool) throws(Error) {
        let format = format ?? "text"
        if list {
            guard format != "text" else {
                self = .listing
                return
            }
            guard let plan = NameCatalogue.Format(rawValue: format) else {
                throw Error(
                    description:
                        "'--list' writes text or a plan (csv, tsv, json, jsonl, markdown, plain), not '\(format)'")
            }
            self = .plan(plan)
        } else {
            guard let report = LintReport.Format(rawValue: format) else {
                throw Error(
                    description: NameCatalogue.Format(rawValue: format) != nil
                        ? "'--format \(format)' writes a plan of the screens: it goes with '--list'"
                        : "unknown format '\(format)': use text, github, json or sarif")
            }
            self = .findings(report)
        }
    }
}
