extension TextScanner {
    /// Whether a line starts as a crash report's frame line does, blanks, a number and a blank, or as lldb's
    /// (`frame #`): the test of a byte or two that keeps a log's lines, which start with a time (`2026-11-30 …`)
    /// or a word, from the frame reader.
    @inline(__always)
    static func startsAsFrame(_ line: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index < count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") { index += 1 }
        // lldb's `bt`: `  * frame #0: …`, `    frame #1: …`.
        if index < count, line[index] == UInt8(ascii: "*") || line[index] == UInt8(ascii: "f") {
            return UnsafeBufferPointer(start: line + index, count: count - index).starts(with: "* frame #".utf8)
                || UnsafeBufferPointer(start: line + index, count: count - index).starts(with: "frame #".utf8)
        }
        let digits = index
        while index < count, line[index].isDigit { index += 1 }
        return index > digits && index < count
            && (line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t"))
    }

    /// A crash report's frame line (`1   MyApp   0x… closure #1 in SettingsViewController.viewDidLoad() + 120`)
    /// whose symbol names a screen of the app and the member it runs in: the symbol's range, with `text` set to
    /// what replaces it (`SettingsViewController.viewDidLoad()`), and how many of its bytes are the screen's name.
    /// `nil` for any other line; for a frame of the system's images (by name, as ``CrashReport/isSystemImage(_:)``
    /// tells them without an image list); and for an Objective-C method and a symbol whose member is not known,
    /// which are kept as the rest of the text keeps them.
    func frameReplacement(in line: UnsafeBufferPointer<UInt8>, text: inout [UInt8]) -> (Range<Int>, Int)? {
        guard let parts = CrashFrame.parts(of: line), let symbol = parts.symbol,
            // An Objective-C method is kept, as the rest of the text keeps it.
            symbol.count < 2 || line[symbol.lowerBound + 1] != UInt8(ascii: "[")
        else { return nil }
        let image = CrashFrame.text(line, parts.image)
        guard !CrashReport.isSystemImage(image),
            let (name, member) = CrashResolver(namer: namer).screen(
                ofSymbol: UnsafeBufferPointer(rebasing: line[symbol]), module: CrashResolver.module(ofImage: image)),
            let member
        else { return nil }
        text.removeAll(keepingCapacity: true)
        text.append(contentsOf: name.utf8)
        text.append(UInt8(ascii: "."))
        text.append(contentsOf: member.utf8)
        return (symbol, name.utf8.count)
    }
}
