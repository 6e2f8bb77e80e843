import ScreenNameKit

/// One run over the input files, as the filter and `hierarchy` read them: the diagnostics on standard error and the
/// exit status they come to.
final class InputRun {
    let files: [String]
    let output: OutputSink
    /// The exit status so far.
    private(set) var status = ExitStatus.success

    init(files: [String], output: OutputSink) {
        self.files = files
        self.output = output
    }

    /// Prints a diagnostic and raises the exit status to `status`.
    func report(_ message: String, _ status: ExitStatus) {
        Stdio.printError(message)
        self.status = max(self.status, status)
    }

    /// Prints a rewriter's diagnostic and raises the exit status as its severity says.
    func report(_ diagnostic: Diagnostic) { report(diagnostic.description, ExitStatus(diagnostic.severity)) }

    /// Reads each input in turn with `rewrite` (standard input for `-`, and when there is none), given the name
    /// diagnostics give it and what reads it; a file that cannot be opened or read is reported with status 2 and
    /// the others are still read, and a failed write ends the run. Returns the exit status once the output is
    /// flushed; a closed standard output ends the run quietly with the status so far.
    func run(_ rewrite: (String, RecordReader.Fill) throws(RewriteFailure) -> Void) -> ExitStatus {
        for file in files.isEmpty ? ["-"] : files {
            let fd: Int32
            if file == "-" {
                fd = Stdio.standardInput
            } else {
                switch Stdio.openForReading(file) {
                case .success(let opened): fd = opened
                case .failure(let error):
                    report("\(file): \(error.message)", .failure)
                    continue
                }
            }
            defer { if fd != Stdio.standardInput { Stdio.closeFile(fd) } }
            let source = file == "-" ? "<stdin>" : file
            do throws(RewriteFailure) {
                try rewrite(source, Stdio.filling(fd))
            } catch {
                guard case .readFailed(let message) = error else { return error.exitStatus(after: status) }
                report("\(source): read error: \(message)", .failure)
            }
        }
        do throws(RewriteFailure) { try output.flush() } catch { return error.exitStatus(after: status) }
        return status
    }
}
