import ScreenNameKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls the tool needs; with `HelperThread`, the only file that imports the C library.
enum Stdio {
    static let standardInput: Int32 = 0
    static let standardOutput: Int32 = 1
    static let standardError: Int32 = 2

    /// Lets a closed pipe surface as `EPIPE` from `write` instead of killing the process.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Reads up to `count` bytes, retrying on interruption; returns 0 at end of input, or an error message.
    static func readChunk(_ fd: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, StdioError>
    {
        while true {
            let n = read(fd, buffer, count)
            if n >= 0 { return .success(n) }
            if errno == EINTR { continue }
            return .failure(StdioError(message: lastError()))
        }
    }

    /// Writes all `count` bytes, retrying on interruption and short writes.
    static func writeAll(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, count: Int) throws(RewriteFailure) {
        var written = 0
        while written < count {
            let n = write(fd, bytes + written, count - written)
            if n > 0 {
                written += n
            } else if n < 0, errno == EINTR {
                continue
            } else if n < 0, errno == EPIPE {
                throw .outputClosed
            } else {
                throw .writeFailed(n == 0 ? "wrote nothing" : lastError())
            }
        }
    }

    /// A sink that writes to `fd` in large writes, or each record at once when `isLineBuffered`.
    static func outputSink(_ fd: Int32, isLineBuffered: Bool) -> OutputSink {
        OutputSink(isLineBuffered: isLineBuffered) { bytes throws(RewriteFailure) in
            guard let base = bytes.baseAddress else { return }
            try writeAll(fd, base, count: bytes.count)
        }
    }

    /// What a record reader reads `fd` with.
    static func filling(_ fd: Int32) -> RecordReader.Fill {
        { buffer, count throws(RewriteFailure) in
            switch readChunk(fd, into: buffer, count: count) {
            case .success(let n): return n
            case .failure(let error): throw .readFailed(error.message)
            }
        }
    }

    /// Opens a file for reading; directories are refused with a message of their own.
    static func openForReading(_ path: String) -> Result<Int32, StdioError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(StdioError(message: lastError())) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            return .failure(StdioError(message: "is a directory"))
        }
        return .success(fd)
    }

    /// The entries of a directory, without `.` and `..`.
    static func listDirectory(_ path: String) -> Result<[SourceEntry], StdioError> {
        guard let directory = opendir(path) else { return .failure(StdioError(message: lastError())) }
        defer { closedir(directory) }
        var entries: [SourceEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: SourceEntry.Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            // Some file systems leave the type unknown: then it is asked for, links not followed.
            case Int32(DT_UNKNOWN): kind = Stdio.kind(of: path + "/" + name, followingLinks: false)
            default: kind = .other
            }
            entries.append(SourceEntry(name: name, kind: kind ?? .other))
        }
        return .success(entries)
    }

    /// What stands at `path` (following links unless told not to), or `nil` when nothing does; `-` asks about
    /// standard input.
    static func kind(of path: String, followingLinks: Bool = true) -> SourceEntry.Kind? {
        var info = stat()
        let found = path == "-" ? fstat(standardInput, &info) : followingLinks ? stat(path, &info) : lstat(path, &info)
        guard found == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        return type == S_IFREG ? .file : type == S_IFDIR ? .directory : .other
    }

    /// Reads a whole file, refusing one larger than `limit` bytes.
    static func readFile(_ path: String, limit: Int) -> Result<[UInt8], StdioError> {
        let fd: Int32
        switch openForReading(path) {
        case .success(let opened): fd = opened
        case .failure(let error): return .failure(error)
        }
        defer { closeFile(fd) }
        var bytes: [UInt8] = []
        // Sized once from the file's size, so that reading a large file does not hold two copies while it grows.
        var info = stat()
        if fstat(fd, &info) == 0, info.st_size > 0 { bytes.reserveCapacity(min(Int(info.st_size), limit) + 1) }
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * 1024)
        defer { chunk.deallocate() }
        while true {
            switch readChunk(fd, into: chunk, count: 64 * 1024) {
            case .success(0):
                return .success(bytes)
            case .success(let n):
                bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: n))
                if bytes.count > limit { return .failure(StdioError(message: "larger than \(limit) bytes")) }
            case .failure(let error):
                return .failure(error)
            }
        }
    }

    /// Whether a shell pattern (`*`, `?`, `[…]`) matches a path.
    static func matches(pattern: String, _ path: String) -> Bool {
        fnmatch(pattern, path, 0) == 0
    }

    /// The absolute path of `path` with every link followed (`realpath(3)`), or `nil` when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func closeFile(_ fd: Int32) {
        _ = close(fd)
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The terminal's width in columns, or `nil` when the output is not a terminal.
    static func terminalWidth() -> Int? {
        if let columns = getenv("COLUMNS").map({ String(cString: $0) }), let width = Int(columns), width > 0 {
            return width
        }
        var size = winsize()
        guard ioctl(standardOutput, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes a diagnostic line to standard error, ignoring failure (nothing better can be done).
    static func printError(_ message: String) {
        var line = "screenname: " + message + "\n"
        line.withUTF8 { try? writeAll(standardError, $0.baseAddress!, count: $0.count) }
    }

    static func terminate(_ status: ExitStatus) -> Never {
        exit(status.rawValue)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}

/// A failed system call's message, such as `no such file or directory`.
struct StdioError: Error {
    var message: String
}

extension RewriteFailure {
    /// The exit status after a write failed, given the status so far: that status for a closed reader (a quiet
    /// end, which keeps the findings and errors already reported), 2 with a message for any other failure.
    func exitStatus(after status: ExitStatus) -> ExitStatus {
        switch self {
        case .outputClosed:
            return status
        case .writeFailed(let message), .readFailed(let message):
            Stdio.printError("write error: \(message)")
            return .failure
        }
    }
}

extension OutputSink {
    /// Writes a whole text and flushes; returns the exit status: 0, also for a closed reader, or 2 with a message.
    func write(_ text: String) -> ExitStatus {
        do throws(RewriteFailure) {
            try append(text)
            try flush()
        } catch {
            return error.exitStatus(after: .success)
        }
        return .success
    }
}
