extension CrashReport {
    /// Reads the JSON body of an `.ips` report into `self`: the triggered thread's frames (`faultingThread`'s, or
    /// the first thread's in a hang report, which marks none), `lastExceptionBacktrace` and `usedImages`. `false`
    /// when the body is no JSON object.
    mutating func readIPSBody(_ body: UnsafeBufferPointer<UInt8>) -> Bool {
        let tape = JSONTape.allocate()
        defer { tape.deallocate() }
        let reader = JSONReader(bytes: body, tape: tape)
        guard reader.document() != nil, body[Int(tape[0].start)] == UInt8(ascii: "{") else { return false }
        var threads: Int?
        var exception: Int?
        var faulting: Int?
        reader.forEachMember(ofEntry: 0) { key, value in
            if reader.isKey(key, "threads") {
                threads = value
            } else if reader.isKey(key, "lastExceptionBacktrace") {
                exception = value
            } else if reader.isKey(key, "faultingThread") {
                faulting = reader.integer(ofEntry: value)
            } else if reader.isKey(key, "procPath") {
                executablePath = reader.text(ofEntry: value)
            } else if reader.isKey(key, "usedImages") {
                reader.forEachElement(ofEntry: value) { element in
                    guard images.count < CrashReport.maximumFrames else { return }
                    var name: String?
                    var path: String?
                    reader.forEachMember(ofEntry: element) { key, value in
                        if reader.isKey(key, "name") { name = reader.text(ofEntry: value) }
                        if reader.isKey(key, "path") { path = reader.text(ofEntry: value) }
                    }
                    // An image the report could not name still holds its place: frames point at it by index.
                    let fallback = path.map { String($0.split(separator: "/").last ?? "") } ?? "???"
                    images.append(Image(name: name ?? fallback, path: path))
                }
            }
        }
        if let threads {
            var triggered: (entry: Int, index: Int)?
            var fallback: (entry: Int, index: Int)?
            var index = 0
            reader.forEachElement(ofEntry: threads) { thread in
                reader.forEachMember(ofEntry: thread) { key, value in
                    if triggered == nil, reader.isKey(key, "triggered"), reader.isTrue(ofEntry: value) {
                        triggered = (thread, index)
                    }
                }
                if index == faulting ?? 0 { fallback = (thread, index) }
                index += 1
            }
            if let (entry, index) = triggered ?? fallback {
                thread = index
                reader.forEachMember(ofEntry: entry) { key, value in
                    if reader.isKey(key, "frames") { frames = readFrames(reader, value) }
                }
            }
        }
        if let exception { exceptionFrames = readFrames(reader, exception) }
        return true
    }

    /// The frames of an array of `.ips` frame objects.
    func readFrames(_ reader: JSONReader, _ array: Int) -> [CrashFrame] {
        var frames: [CrashFrame] = []
        reader.forEachElement(ofEntry: array) { element in
            guard frames.count < CrashReport.maximumFrames else { return }
            var frame = CrashFrame(number: frames.count, image: nil, symbol: nil)
            reader.forEachMember(ofEntry: element) { key, value in
                if reader.isKey(key, "symbol") {
                    frame.symbol = reader.text(ofEntry: value)
                } else if reader.isKey(key, "imageIndex") {
                    if let index = reader.integer(ofEntry: value), index < images.count {
                        frame.image = images[index].name
                    }
                } else if reader.isKey(key, "sourceFile") {
                    frame.sourceFile = reader.text(ofEntry: value)
                } else if reader.isKey(key, "sourceLine") {
                    frame.sourceLine = reader.integer(ofEntry: value)
                }
            }
            frames.append(frame)
        }
        return frames
    }
}

extension JSONReader {
    /// Whether the key at `range` is `name`.
    func isKey(_ range: Range<Int>, _ name: StaticString) -> Bool {
        isString(range, equalTo: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// The text of the string recorded in `entry`, or `nil` for any other value.
    func text(ofEntry entry: Int) -> String? {
        guard let tape else { return nil }
        return string(tape.range(of: entry)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The value of the whole number recorded in `entry` (up to nine digits), or `nil` for any other value.
    func integer(ofEntry entry: Int) -> Int? {
        guard let tape else { return nil }
        let range = tape.range(of: entry)
        return CrashFrame.number(bytes, range)
    }

    /// Whether the value recorded in `entry` is `true`.
    func isTrue(ofEntry entry: Int) -> Bool {
        guard let tape else { return false }
        let range = tape.range(of: entry)
        return range.count == 4 && bytes[range.lowerBound] == UInt8(ascii: "t")
    }
}
