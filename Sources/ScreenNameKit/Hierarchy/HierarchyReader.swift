/// Reads UIKit's `_printHierarchy` dumps (as lldb's `po`, Chisel's `pvc` or a bug report shows them) into
/// ``ViewControllerHierarchy`` values, a line at a time, so that a file of any size is read in bounded memory.
///
/// ```
/// <UINavigationController 0x7fa47905fa00>, state: appeared, view: <UILayoutContainerView 0x7fa47862e9c0>
///    | <MyApp.HomeController 0x14fe55d50>, state: appeared, view: <UIView 0x14fe5d4a0>
///    + <MyApp.Sheet 0x14fe27540>, state: appeared, view: <UIView 0x15101a8a0>, presented with: <…>
/// ```
///
/// A line without tree marks that reads as a controller starts a dump; each `|` or `+` before a controller is
/// one level below it, the last one saying whether the controller is a child (`|`) or presented (`+`). Any
/// indentation and spacing is accepted, so a dump indented in a forum post or collapsed by a chat reads the same.
/// Other lines (lldb and cycript prompts, blank lines, prose) are skipped; a line with tree marks that does not
/// read as a controller is ``Outcome/unreadable(_:)`` and skipped too, never guessed at.
///
/// The forms a dump is shared in read the same: without addresses (`<MyApp.Home>`, as snapshot tests record it),
/// after Swift's `- some : ` (`po` of `value(forKey: "_printHierarchy")`), as one quoted string with `\n` escapes
/// (cycript; see ``forEachDumpLine(in:_:)``), and quoted from its middle: a first line below tree marks hangs
/// below a root the quote left out, `…`, and the lines after it keep their places relative to it.
public struct HierarchyReader: Sendable {
    /// What reading a line did.
    public enum Outcome: Hashable, Sendable {
        /// The line is no part of a dump: blank, a prompt, prose.
        case skipped
        /// The line's controller was added to the current dump.
        case added
        /// The line started a new dump; the one before it, if any, is complete.
        case started(previous: ViewControllerHierarchy?)
        /// The line has tree marks but is not a controller line that fits the dump; the reason says why.
        case unreadable(String)
    }

    /// The most controllers a dump may hold; later lines of the dump are unreadable.
    public let maximumControllers: Int
    /// The most levels below the root.
    public let maximumDepth: Int
    /// The most bytes of controller lines a dump may hold (2 MiB by default): with ``maximumControllers``, what keeps
    /// a dump's memory bounded when its class names are long; later lines of the dump are unreadable.
    public let maximumBytes: Int
    /// The bytes of the current dump's lines so far.
    private var heldBytes = 0
    private var current: ViewControllerHierarchy?
    /// The controller at each level of the current line's ancestry.
    private var ancestry: [Int] = []
    /// The levels of tree marks above the first line of a dump quoted from its middle, less one.
    private var quotedDepth = 0

    /// Creates a reader with the given limits.
    public init(maximumControllers: Int = 10_000, maximumDepth: Int = 100, maximumBytes: Int = 2 << 20) {
        self.maximumControllers = maximumControllers
        self.maximumDepth = maximumDepth
        self.maximumBytes = maximumBytes
    }

    /// Reads every dump in a text; each problem is prefixed with its line number.
    public static func hierarchies(in text: String) -> (hierarchies: [ViewControllerHierarchy], problems: [String]) {
        var reader = HierarchyReader()
        var hierarchies: [ViewControllerHierarchy] = []
        var problems: [String] = []
        var text = text
        text.withUTF8 { bytes in
            // Split at the byte: a `String` holds `\r\n` as one character, which a split at `\n` would not find.
            RecordFraming.forEachLine(in: bytes) { line, number in
                forEachDumpLine(in: line) { dumpLine in
                    switch reader.read(dumpLine) {
                    case .skipped, .added, .started(previous: nil): break
                    case .started(let previous?): hierarchies.append(previous)
                    case .unreadable(let reason): problems.append("line \(number): \(reason)")
                    }
                }
            }
        }
        if let last = reader.finish() { hierarchies.append(last) }
        return (hierarchies, problems)
    }

    /// Reads one line, without its line break.
    public mutating func read(_ line: UnsafeBufferPointer<UInt8>) -> Outcome {
        var cursor = ByteCursor(line)
        var depth = 0
        var relation = ViewControllerHierarchy.Relation.child
        Self.skipSpaces(&cursor)
        _ = cursor.consume("- some : ") || cursor.consume("- some: ")
        while cursor.peek() == UInt8(ascii: "|") || cursor.peek() == UInt8(ascii: "+") {
            relation = cursor.peek() == UInt8(ascii: "+") ? .presented : .child
            depth += 1
            cursor.advance()
            Self.skipSpaces(&cursor)
        }
        let controller: ViewControllerHierarchy.Controller
        switch Self.controller(&cursor) {
        case .success(let read): controller = read
        case .failure(let reason):
            // Without tree marks, a line that is not a controller is no part of a dump.
            return depth == 0 ? .skipped : .unreadable(reason.text)
        }
        guard depth > 0 else {
            let previous = current
            current = ViewControllerHierarchy(root: controller)
            ancestry = [0]
            quotedDepth = 0
            heldBytes = line.count
            return .started(previous: previous)
        }
        // A line below tree marks with no dump open starts a dump quoted from its middle: it hangs below the root
        // the quote left out, and the lines after it keep their places relative to it.
        let started = current == nil
        var hierarchy = current ?? ViewControllerHierarchy(root: .elided)
        if started {
            ancestry = [0]
            quotedDepth = depth - 1
            heldBytes = 0
        }
        depth -= quotedDepth
        guard depth > 0 else { return .unreadable("above the first line of a dump quoted from its middle") }
        guard depth <= ancestry.count else {
            return .unreadable("nested \(depth) levels deep below a line \(ancestry.count - 1) levels deep")
        }
        guard depth <= maximumDepth else { return .unreadable("nested deeper than \(maximumDepth) levels") }
        guard hierarchy.controllers.count < maximumControllers else {
            return .unreadable("more than \(maximumControllers) controllers in one dump")
        }
        guard heldBytes + line.count <= maximumBytes else {
            return .unreadable("more than \(maximumBytes >> 20) MiB of controller lines in one dump")
        }
        heldBytes += line.count
        // The hierarchy is taken out while it grows, so that adding to it does not copy its arrays.
        current = nil
        let added = hierarchy.add(controller, to: ancestry[depth - 1], as: relation)
        current = hierarchy
        ancestry.removeSubrange(depth...)
        ancestry.append(added)
        return started ? .started(previous: nil) : .added
    }

    /// Calls `body` with each dump line that an input line holds: the line itself, or, for a dump printed as one
    /// quoted string with `\n` escapes (cycript's `_printHierarchy().toString()`), each line of the string, without
    /// the quotes and whatever stands before the opening one. The lines are parts of `line`, not copies.
    public static func forEachDumpLine(
        in line: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var quote = 0
        while quote + 1 < line.count, !(line[quote] == UInt8(ascii: "\"") && line[quote + 1] == UInt8(ascii: "<")) {
            quote += 1
        }
        var end = line.count
        while end > quote, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == 0x0D { end -= 1 }
        guard quote + 1 < line.count, end > quote + 1, line[end - 1] == UInt8(ascii: "\"") else {
            body(line)
            return
        }
        end -= 1
        var start = quote + 1
        var index = start
        var escaped = false
        while index + 1 < end {
            if line[index] == UInt8(ascii: "\\") {
                if line[index + 1] == UInt8(ascii: "n") {
                    body(UnsafeBufferPointer(rebasing: line[start..<index]))
                    start = index + 2
                    escaped = true
                }
                index += 2
            } else {
                index += 1
            }
        }
        guard escaped else {
            body(line)
            return
        }
        body(UnsafeBufferPointer(rebasing: line[start..<end]))
    }

    /// Ends the input: returns the dump being read, if any.
    public mutating func finish() -> ViewControllerHierarchy? {
        defer {
            current = nil
            ancestry = []
        }
        return current
    }

    /// Why a line is not a controller line.
    struct Reason: Error {
        let text: String
    }

    /// Reads `<Class 0x…>, state: …, view: …[, presented with: <…>]` and any later `, key: value` fields.
    static func controller(_ cursor: inout ByteCursor) -> Result<ViewControllerHierarchy.Controller, Reason> {
        guard let name = object(&cursor) else { return .failure(Reason(text: "expected '<Class 0x…>'")) }
        guard cursor.consume(", state: ") else { return .failure(Reason(text: "expected ', state: ' after '>'")) }
        let stateStart = cursor.index
        while cursor.peek().isLetter { cursor.advance() }
        let state = string(cursor.bytes, from: stateStart, to: cursor.index)
        guard let appearance = ViewControllerHierarchy.Appearance(rawValue: state) else {
            return .failure(Reason(text: "unknown state '\(state)'"))
        }
        guard cursor.consume(", view: ") else { return .failure(Reason(text: "expected ', view: ' after the state")) }
        Self.skipSpaces(&cursor)
        let view: ViewControllerHierarchy.View
        if cursor.consume("(view not loaded)") {
            view = .notLoaded
        } else if let viewClass = object(&cursor) {
            view = cursor.consume(" not in the window") ? .notInWindow(viewClass) : .inWindow(viewClass)
        } else {
            return .failure(Reason(text: "expected '<View 0x…>' or '(view not loaded)' after 'view: '"))
        }
        var presentationController: String?
        if cursor.consume(", presented with: ") {
            guard let presenter = object(&cursor) else {
                return .failure(Reason(text: "expected '<Class 0x…>' after 'presented with: '"))
            }
            presentationController = presenter
        }
        // Fields a later UIKit may add are read past; anything else is not this format.
        Self.skipSpaces(&cursor)
        guard cursor.isAtEnd || cursor.consume(", ") else {
            return .failure(Reason(text: "unexpected text after the controller's fields"))
        }
        return .success(
            ViewControllerHierarchy.Controller(
                typeName: name, appearance: appearance, view: view, presentationController: presentationController))
    }

    /// Reads `<Class 0x…>`, `<Class: 0x…>` or `<Class>` and returns the class name.
    static func object(_ cursor: inout ByteCursor) -> String? {
        guard cursor.consume(UInt8(ascii: "<")) else { return nil }
        let start = cursor.index
        while !cursor.isAtEnd, cursor.peek() != UInt8(ascii: " "), cursor.peek() != UInt8(ascii: ">") {
            cursor.advance()
        }
        var end = cursor.index
        if end > start, cursor.bytes[end - 1] == UInt8(ascii: ":") { end -= 1 }
        guard end > start else { return nil }
        if cursor.consume(UInt8(ascii: " ")) {
            guard cursor.consume("0x") else { return nil }
            while cursor.peek().isHexDigit { cursor.advance() }
        }
        guard cursor.consume(UInt8(ascii: ">")) else { return nil }
        return string(cursor.bytes, from: start, to: end)
    }

    static func skipSpaces(_ cursor: inout ByteCursor) {
        while cursor.peek() == UInt8(ascii: " ") || cursor.peek() == UInt8(ascii: "\t") || cursor.peek() == 0x0D {
            cursor.advance()
        }
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
