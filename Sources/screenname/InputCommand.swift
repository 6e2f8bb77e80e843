import ScreenNameKit

/// A command that reads its input files and keeps an exit status: the filter and `hierarchy`.
protocol InputCommand: AnyObject {
    var output: OutputSink { get }
    /// The exit status so far.
    var status: Int32 { get }
    /// Prints a diagnostic and raises the exit status to `status`.
    func report(_ message: String, status: Int32)
}

extension InputCommand {
    /// Reads each input in turn with `read` (standard input for `-`, and when there is none), given its file
    /// descriptor and the name diagnostics give it; a file that cannot be opened or read is reported with status 2
    /// and the others are still read, and a failed write ends the run. Returns the exit status once the output is
    /// flushed.
    func readEach(_ files: [String], _ read: (Int32, String) throws(RewriteFailure) -> Void) -> Int32 {
        for file in files.isEmpty ? ["-"] : files {
            let fd: Int32
            if file == "-" {
                fd = Stdio.standardInput
            } else {
                switch Stdio.openForReading(file) {
                case .success(let opened): fd = opened
                case .failure(let error):
                    report("\(file): \(error.message)", status: 2)
                    continue
                }
            }
            defer { if fd != Stdio.standardInput { Stdio.closeFile(fd) } }
            let source = file == "-" ? "<stdin>" : file
            do throws(RewriteFailure) {
                try read(fd, source)
            } catch {
                guard case .readFailed(let message) = error else { return error.exitStatus(after: status) }
                report("\(source): read error: \(message)", status: 2)
            }
        }
        do throws(RewriteFailure) { try output.flush() } catch { return error.exitStatus(after: status) }
        return status
    }
}
