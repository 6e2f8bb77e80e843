// The WebAssembly module's exports (make wasm): screenname.js calls them over the module's memory. Built in Embedded
// Swift with the library's sources, outside the package; one namer and one text rewriter serve every call.

let records = RecordNamer()

/// Where `screenname_in_text` writes, and what it hands to the caller.
var written: [UInt8] = []

let text = TextRewriter(
    namer: records.namer, sink: OutputSink(capacity: 64 * 1024) { bytes in written.append(contentsOf: bytes) })

@_cdecl("screenname_alloc")
public func screennameAlloc(_ count: Int) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 16)
}

@_cdecl("screenname_free")
public func screennameFree(_ pointer: UnsafeMutableRawPointer) {
    pointer.deallocate()
}

/// Names `length` bytes at `input` into `output`: the length written, -1 without a screen, -2 when it does not fit.
@_cdecl("screenname_name")
public func screennameName(
    _ input: UnsafePointer<UInt8>, _ length: Int, _ output: UnsafeMutablePointer<UInt8>, _ capacity: Int
) -> Int {
    guard let name = records.displayName(ofValue: UnsafeBufferPointer(start: input, count: length)) else { return -1 }
    guard name.count <= capacity else { return -2 }
    output.update(from: name.baseAddress!, count: name.count)
    return name.count
}

/// Rewrites the names inside `length` bytes of text as `--in-text` does and returns the result's length;
/// `screenname_in_text_copy` copies it out.
@_cdecl("screenname_in_text")
public func screennameInText(_ input: UnsafePointer<UInt8>, _ length: Int) -> Int {
    written.removeAll(keepingCapacity: true)
    do throws(RewriteFailure) {
        try text.rewrite(Array(UnsafeBufferPointer(start: input, count: length)))
        try text.sink.flush()
    } catch {
        return -1
    }
    return written.count
}

@_cdecl("screenname_in_text_copy")
public func screennameInTextCopy(_ output: UnsafeMutablePointer<UInt8>) {
    written.withUnsafeBufferPointer { output.update(from: $0.baseAddress!, count: $0.count) }
}
