/// Reads crash and hang reports a line at a time, several to an input if need be: Apple's `.ips` (a JSON header
/// line, then a JSON body, or a text body in older ones), Apple's text `.crash`, and the symbolicated text Xcode's
/// organizer, Crashlytics and Sentry export. A text report starts at `Incident Identifier:` (or, outside a report,
/// `Process:`), or at the first
/// thread it shows when it has no header (`Thread 0 Crashed:`, Crashlytics's `Crashed: …`, `Last Exception
/// Backtrace:`); other lines are skipped.
///
/// What it holds is bounded: the frames of the threads it keeps and the images (``CrashReport/maximumFrames``
/// each), and an `.ips` body up to ``maximumBodyLength``.
public struct CrashReportReader {
    /// What the reader makes of its lines.
    public enum Output: Hashable, Sendable {
        /// A whole report.
        case report(CrashReport)
        /// A report that could not be read, at its first line, and why.
        case unreadable(line: Int, String)
    }

    /// The longest `.ips` body read; a longer one is reported and skipped.
    public static let maximumBodyLength = 1 << 20

    /// The part of a text report the lines belong to.
    enum Section {
        case none, crashed, exception, main, images
    }

    var report: CrashReport?
    var section = Section.none
    /// Whether the report named its crashed thread; a hang report does not, and its main thread stands in.
    var sawCrashedThread = false
    var mainFrames: [CrashFrame] = []
    /// After an `.ips` header: whether its body is awaited, and the body as it is read.
    var awaitsBody = false
    var body: [UInt8]?
    var bodyTooLong = false
    var depth = 0
    var inString = false
    var escaped = false

    public init() {}

    /// Reads the next line (without its line break), the `number`th of the input.
    public mutating func read(_ line: UnsafeBufferPointer<UInt8>, number: Int, _ emit: (Output) -> Void) {
        if body != nil {
            readBody(line, emit)
            return
        }
        let start = CrashFrame.trimmed(line, 0..<line.count)
        let text = UnsafeBufferPointer(rebasing: line[start])
        let cursor = ByteCursor(text)
        if awaitsBody {
            if text.isEmpty { return }
            awaitsBody = false
            if cursor.peek() == UInt8(ascii: "{") {
                body = []
                readBody(line, emit)
                return
            }
            // An older `.ips`: the header line, then the report as text.
            report?.format = .text
        }
        if cursor.peek() == UInt8(ascii: "{"), text.last == UInt8(ascii: "}"),
            DemangledSymbol.index(of: "\"bug_type\"", in: text, from: 0, before: text.count) != nil
        {
            finishReport(emit)
            report = CrashReport(format: .ips, line: number)
            awaitsBody = true
            return
        }
        // An iOS report starts with its incident's identifier, a macOS one with its process.
        if cursor.hasPrefix("Incident Identifier:") || report == nil && cursor.hasPrefix("Process:") {
            finishReport(emit)
            report = CrashReport(format: .text, line: number)
        }
        if let header = threadHeader(text) {
            if report == nil {
                guard header == .crashed || header == .exception else { return }
                report = CrashReport(format: .text, line: number)
            }
            section = header
            if header == .crashed {
                sawCrashedThread = true
                report?.frames = []
                report?.thread = CrashReportReader.threadNumber(text)
            }
            return
        }
        guard report != nil else { return }
        if cursor.hasPrefix("Path:") {
            report?.executablePath = CrashFrame.text(text, CrashFrame.trimmed(text, 5..<text.count))
            return
        }
        if cursor.hasPrefix("Binary Images:") {
            section = .images
            return
        }
        if section == .images {
            if let image = CrashReportReader.image(text) {
                if report!.images.count < CrashReport.maximumFrames { report?.images.append(image) }
            } else {
                section = .none
            }
            return
        }
        guard section != .none else { return }
        if let frame = CrashFrame(line: text) {
            add(frame)
        } else if section == .exception, cursor.hasPrefix("(0x") {
            // An unsymbolicated exception backtrace, `(0x1850e2d8c 0x1842b45ec …)`: addresses only.
            var words = 0
            for index in 0..<(text.count - 1)
            where text[index] == UInt8(ascii: "0") && text[index + 1] == UInt8(ascii: "x") {
                add(CrashFrame(number: words, image: nil, symbol: nil))
                words += 1
            }
        } else {
            section = .none
        }
    }

    /// Ends the input: the report being read, or what is missing of it.
    public mutating func finish(_ emit: (Output) -> Void) {
        if body != nil || awaitsBody, let report {
            emit(.unreadable(line: report.line, "truncated crash report: its JSON body does not end"))
            self = CrashReportReader()
            return
        }
        finishReport(emit)
    }

    mutating func add(_ frame: CrashFrame) {
        switch section {
        case .crashed: if report!.frames.count < CrashReport.maximumFrames { report?.frames.append(frame) }
        case .exception:
            if report!.exceptionFrames.count < CrashReport.maximumFrames { report?.exceptionFrames.append(frame) }
        case .main: if mainFrames.count < CrashReport.maximumFrames { mainFrames.append(frame) }
        case .none, .images: break
        }
    }

    mutating func finishReport(_ emit: (Output) -> Void) {
        if var report {
            if !sawCrashedThread {
                report.frames = mainFrames
                if !mainFrames.isEmpty { report.thread = 0 }
            }
            emit(.report(report))
        }
        self = CrashReportReader()
    }

    /// Follows an `.ips` body's brackets, outside its strings, to the line where the body's object closes.
    mutating func readBody(_ line: UnsafeBufferPointer<UInt8>, _ emit: (Output) -> Void) {
        if !bodyTooLong, body!.count + line.count + 1 > CrashReportReader.maximumBodyLength {
            bodyTooLong = true
            body = []
        }
        if !bodyTooLong {
            body!.append(contentsOf: line)
            body!.append(UInt8(ascii: "\n"))
        }
        for byte in line {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
            }
        }
        guard depth <= 0 else { return }
        guard var report else { return }
        let held = body!
        body = nil
        if bodyTooLong {
            emit(.unreadable(line: report.line, "crash report's JSON body is longer than 1 MiB, skipped"))
        } else if held.withUnsafeBufferPointer({ report.readIPSBody($0) }) {
            emit(.report(report))
        } else {
            emit(.unreadable(line: report.line, "crash report's JSON body is not a JSON object"))
        }
        self = CrashReportReader()
    }

    /// The section a thread's header line starts, or `nil` for any other line.
    func threadHeader(_ text: UnsafeBufferPointer<UInt8>) -> Section? {
        let cursor = ByteCursor(text)
        if cursor.hasPrefix("Last Exception Backtrace:") { return .exception }
        // lldb's `bt` marks the thread it stopped in: `* thread #1, queue = 'com.apple.main-thread', stop reason = …`.
        if cursor.hasPrefix("Crashed: ") || cursor.hasPrefix("* thread #") { return .crashed }
        if cursor.hasPrefix("thread #") { return Section.none }
        guard cursor.hasPrefix("Thread "), let number = CrashReportReader.threadNumber(text) else { return nil }
        var after = ByteCursor(text, index: 7)
        while after.peek().isDigit { after.advance() }
        if after.hasPrefix(" Crashed:") { return .crashed }
        // `Thread 0:` or `Thread 0::  Dispatch queue: …`; not `Thread 0 name:`.
        guard after.peek() == UInt8(ascii: ":") else { return nil }
        return number == 0 && report != nil ? .main : Section.none
    }

    /// The number after `Thread ` (or lldb's `* thread #`) at the start of a line.
    static func threadNumber(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let start = ByteCursor(text).hasPrefix("Thread ") ? 7 : ByteCursor(text).hasPrefix("* thread #") ? 10 : nil
        guard let start else { return nil }
        var end = start
        while end < text.count, text[end].isDigit { end += 1 }
        return CrashFrame.number(text, start..<end)
    }

    /// A line of `Binary Images:`: `0x100f34000 - 0x100f3ffff MyApp arm64  <3c9…> /private/…/MyApp.app/MyApp`,
    /// or on older macOS reports `0x1010fc000 - 0x101189ff7 +com.example.App (1.5.1 - 16) <79D…> /Applications/…`.
    static func image(_ text: UnsafeBufferPointer<UInt8>) -> CrashReport.Image? {
        var cursor = ByteCursor(text)
        guard cursor.consume("0x") else { return nil }
        while cursor.peek().isHexDigit { cursor.advance() }
        while CrashFrame.isBlank(cursor.peek()) { cursor.advance() }
        guard cursor.consume("- ") else { return nil }
        while CrashFrame.isBlank(cursor.peek()) { cursor.advance() }
        guard cursor.consume("0x") else { return nil }
        while cursor.peek().isHexDigit { cursor.advance() }
        while CrashFrame.isBlank(cursor.peek()) { cursor.advance() }
        _ = cursor.consume(UInt8(ascii: "+"))
        // The name runs to its version `(…)` or its UUID `<…>`, less an architecture after it.
        let start = cursor.index
        var end = start
        while end < text.count, !(text[end] == UInt8(ascii: "(") || text[end] == UInt8(ascii: "<")) { end += 1 }
        var name = CrashFrame.trimmed(text, start..<end)
        if let space = CrashFrame.lastIndex(of: " ", in: text, name),
            architectures.contains(where: {
                UnsafeBufferPointer(rebasing: text[(space + 1)..<name.upperBound]).equals($0)
            })
        {
            name = CrashFrame.trimmed(text, name.lowerBound..<space)
        }
        guard !name.isEmpty else { return nil }
        var path: String?
        if let close = DemangledSymbol.index(of: "> ", in: text, from: end, before: text.count) {
            let range = CrashFrame.trimmed(text, close..<text.count)
            if !range.isEmpty { path = CrashFrame.text(text, range) }
        }
        return CrashReport.Image(name: CrashFrame.text(text, name), path: path)
    }

    static let architectures: [StaticString] = [
        "arm64", "arm64e", "arm64_32", "armv7", "armv7k", "armv7s", "i386", "x86_64", "x86_64h",
    ]
}
