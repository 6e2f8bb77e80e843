/// Why a rewrite stopped before the end of its input: the output's reader went away, or a read or a write failed.
public enum RewriteFailure: Error {
    /// The reader of the output went away (a closed pipe): a quiet end, as `| head -1` expects.
    case outputClosed
    /// A write failed, with the system's message.
    case writeFailed(String)
    /// A read failed, with the system's message; the next input may still be read.
    case readFailed(String)
}
