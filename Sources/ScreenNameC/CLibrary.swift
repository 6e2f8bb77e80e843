import ScreenNameKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The C entry points of libscreenname (declared in screenname.h): a thin layer over the library's record namer,
// which keeps the one rule of naming and the cache. One namer serves every caller, behind a lock, since a caller
// such as Python's ctypes may call from several threads at once.

/// The process's namer and the lock around it.
final class SharedNamer: @unchecked Sendable {
    let records = RecordNamer()
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(lock, nil) }

    /// Runs `body` with the namer, no other thread using it meanwhile.
    func withNamer<Result>(_ body: (RecordNamer) -> Result) -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(records)
    }
}

let shared = SharedNamer()

/// What one value comes to: its display name's bytes (valid until the namer's next call), or `nil`.
func withName<Result>(
    _ input: UnsafePointer<CChar>?, _ length: Int, in records: RecordNamer,
    _ body: (UnsafeBufferPointer<UInt8>?) -> Result
) -> Result {
    guard let input, length > 0 else { return body(nil) }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(input).assumingMemoryBound(to: UInt8.self), count: length)
    return body(records.displayName(ofValue: bytes))
}

@_cdecl("screenname_name")
public func screennameName(
    _ input: UnsafePointer<CChar>?, _ length: Int, _ output: UnsafeMutablePointer<CChar>?, _ capacity: Int
) -> Int {
    shared.withNamer { records in
        withName(input, length, in: records) { name in
            guard let name else { return -1 }
            guard let output, name.count <= capacity else { return -2 }
            UnsafeMutableRawPointer(output).copyMemory(from: name.baseAddress!, byteCount: name.count)
            return name.count
        }
    }
}

@_cdecl("screenname_name_column")
public func screennameNameColumn(
    _ input: UnsafePointer<CChar>?, _ offsets: UnsafePointer<Int>?, _ count: Int,
    _ output: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ outputOffsets: UnsafeMutablePointer<Int>?,
    _ isNull: UnsafeMutablePointer<UInt8>?
) -> Int {
    guard let offsets, let outputOffsets, let isNull, count >= 0 else { return -2 }
    return shared.withNamer { records in
        var written = 0
        var fits = true
        for index in 0..<count {
            outputOffsets[index] = written
            let start = offsets[index]
            let length = offsets[index + 1] - start
            withName(input.map { $0 + start }, length, in: records) { name in
                isNull[index] = name == nil ? 1 : 0
                guard let name else { return }
                if fits, let output, written + name.count <= capacity {
                    UnsafeMutableRawPointer(output + written).copyMemory(from: name.baseAddress!, byteCount: name.count)
                } else {
                    fits = false
                }
                written += name.count
            }
        }
        outputOffsets[count] = written
        return fits ? written : -2
    }
}
