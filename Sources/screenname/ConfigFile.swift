/// Reads a configuration file whole, refusing one too large to be a configuration.
enum ConfigFile {
    static let maximumSize = 1 << 20

    static func read(_ path: String) -> Result<String, StdioError> {
        let fd: Int32
        switch Stdio.openForReading(path) {
        case .success(let opened): fd = opened
        case .failure(let error): return .failure(error)
        }
        defer { Stdio.closeFile(fd) }
        var bytes: [UInt8] = []
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * 1024)
        defer { chunk.deallocate() }
        while true {
            switch Stdio.readChunk(fd, into: chunk, count: 64 * 1024) {
            case .success(0):
                return .success(String(decoding: bytes, as: UTF8.self))
            case .success(let n):
                bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: n))
                if bytes.count > maximumSize { return .failure(StdioError(message: "larger than \(maximumSize) bytes")) }
            case .failure(let error):
                return .failure(error)
            }
        }
    }
}
