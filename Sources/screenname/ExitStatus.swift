import ScreenNameKit

/// The exit statuses of every command, as `--help` and the README list them.
enum ExitStatus: Int32, Comparable {
    /// Success, also when a reader such as `head` closed the output early.
    case success = 0
    /// Findings: `--strict` failures, lint's findings, a dump without a screen of the app.
    case findings = 1
    /// Usage errors, unreadable inputs and write errors.
    case failure = 2

    /// The status a diagnostic of this severity brings.
    init(_ severity: Diagnostic.Severity) {
        switch severity {
        case .notice: self = .success
        case .finding: self = .findings
        case .error: self = .failure
        }
    }

    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
