import ScreenNameKit

/// `screenname lint`: checks a source tree's screens and a catalogue of screen names, for CI.
struct Lint {
    /// The run, as the options set it; its output is resolved once the command line is read, since `--list`
    /// changes what `--format` may be.
    var request = LintRun(roots: [])
    /// `--format` as given.
    var formatName: String?
    /// Print every declaration the index found instead of checking.
    var list = false

    /// Reads lint's command line, each option as its entry in ``HelpText`` says.
    init(arguments: [String]) throws(Options.UsageError) {
        for (entry, value) in try Options.read(arguments, HelpText.lintOptions, positional: &request.roots) {
            if case .lint(let apply) = entry.apply { try apply(&self, value) }
        }
        guard !request.roots.isEmpty else { throw Options.UsageError(message: "lint needs at least one source folder") }
        do throws(LintOutput.Error) { request.output = try LintOutput(format: formatName, list: list) } catch {
            throw Options.UsageError(message: error.description)
        }
    }

    /// Runs the checks on the disk, writes what they say, and returns the exit status.
    func run(writingTo sink: OutputSink) -> ExitStatus {
        let outcome = request.run(on: DiskFileSystem(), toolVersion: screennameVersion)
        for message in outcome.problems + outcome.faults { Stdio.printError(message) }
        let status: ExitStatus = !outcome.problems.isEmpty ? .failure : outcome.failing > 0 ? .findings : .success
        guard let text = outcome.text else { return status }
        return max(status, sink.write(text))
    }
}
