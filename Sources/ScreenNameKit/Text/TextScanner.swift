/// Finds type names inside free text (log lines, crash reports, CSV) and says what to print in their place.
///
/// It recognises `_Tt` and `$s` tokens, module-qualified dotted names (with generic arguments and
/// `(unknown context at $…)` parts), generic names without a module (`UIHostingController<…>`), and the class in
/// object descriptions (`<MyApp.LoginViewController: 0x7f8b1c00>`). It leaves prose, file names (`HomeView.swift`),
/// URLs, version numbers, reverse-DNS words (`com.apple.UIKit`) and Objective-C methods (`-[UIView layoutSubviews]`)
/// alone: a dotted name counts only when every part starts with an upper-case letter or `_` and it has a lower-case
/// letter somewhere.
///
/// ```swift
/// let scanner = TextScanner(namer: ScreenNamer())
/// scanner.rewrite("Presenting <MyApp.LoginViewController: 0x7f8b1c00>")
/// // "Presenting <LoginViewController: 0x7f8b1c00>"
/// ```
public struct TextScanner: Sendable {
    /// The namer that names each type found.
    public var namer: ScreenNamer
    /// Whether common names are read straight from the bytes; tests turn it off to compare with the full path.
    public internal(set) var usesQuickPath = true

    /// Creates a scanner that names types with `namer`.
    public init(namer: ScreenNamer) {
        self.namer = namer
    }

    /// The names found in a line, in order, each with its replacement; names that would print unchanged are left out.
    public func replacements(in line: UnsafeBufferPointer<UInt8>) -> [TextReplacement] {
        var found: [TextReplacement] = []
        var index = 0
        let count = line.count
        while index < count {
            let byte = line[index]
            // A URL runs to the next space: nothing inside it is a type name.
            if byte == UInt8(ascii: ":"), index + 2 < count, line[index + 1] == UInt8(ascii: "/"), line[index + 2] == UInt8(ascii: "/") {
                while index < count, !line[index].isSpace { index += 1 }
                continue
            }
            // An Objective-C method, `-[Class selector:]`, is left whole.
            if byte == UInt8(ascii: "-"), index + 1 < count, line[index + 1] == UInt8(ascii: "[") {
                while index < count, line[index] != UInt8(ascii: "]") { index += 1 }
                continue
            }
            guard byte.isIdentifierByte, byte.isIdentifierHead || byte == UInt8(ascii: "$") else {
                index += 1
                continue
            }
            let atBoundary = index == 0 || !(line[index - 1].isIdentifierByte || line[index - 1] == UInt8(ascii: "."))
            if atBoundary, let (replacement, end) = candidate(in: line, at: index) {
                if let replacement { found.append(replacement) }
                index = end
                continue
            }
            // Skip the rest of this word and any dotted run it starts, so no name is found in its middle.
            while index < count, line[index].isIdentifierByte || line[index] == UInt8(ascii: ".") { index += 1 }
        }
        return found
    }

    /// Rewrites a whole line; the bytes around each name are kept as they are.
    public func rewrite(_ line: String) -> String {
        var line = line
        return line.withUTF8 { bytes in
            var result: [UInt8] = []
            var position = 0
            for replacement in replacements(in: bytes) {
                result.append(contentsOf: bytes[position..<replacement.range.lowerBound])
                result.append(contentsOf: replacement.text.utf8)
                position = replacement.range.upperBound
            }
            result.append(contentsOf: bytes[position...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Reads the name that may start at `start`: `nil` when there is none, else its replacement (if it changes) and end.
    func candidate(in line: UnsafeBufferPointer<UInt8>, at start: Int) -> (TextReplacement?, Int)? {
        let inObjectDescription = start > 0 && line[start - 1] == UInt8(ascii: "<")
        if let end = mangledTokenEnd(in: line, at: start) {
            let token = UnsafeBufferPointer(rebasing: line[start..<end])
            guard case .success(let decoded) = RecordDecoder.decode(token) else { return nil }
            return (replacement(for: decoded.type, range: start..<end, in: line), end)
        }
        // Cheap test before parsing: a name continues with '.' or '<' after its first word.
        var probe = start
        while probe < line.count, line[probe].isIdentifierByte { probe += 1 }
        let next: UInt8 = probe < line.count ? line[probe] : 0
        let continues = next == UInt8(ascii: "<")
            || (next == UInt8(ascii: ".") && probe + 1 < line.count
                && (line[probe + 1].isIdentifierHead || line[probe + 1] == UInt8(ascii: "(")))
        let described = inObjectDescription && ByteCursor(line, index: probe).hasPrefix(": 0x")
        guard continues || described else { return nil }
        if usesQuickPath, let (isName, end, text) = namer.quickText(in: line, at: start, objectDescription: inObjectDescription) {
            guard isName else { return nil }
            return (text.map { TextReplacement(range: start..<end, text: $0) }, end)
        }
        guard let (type, end) = DescribedNameParser.parsePrefix(line, from: start),
            case .nominal(let nominal) = type
        else { return nil }
        let isObjectDescription = inObjectDescription && ByteCursor(line, index: end).hasPrefix(": 0x")
        guard isObjectDescription || looksLikeTypeName(nominal, line[start..<end]) else { return nil }
        return (replacement(for: type, range: start..<end, in: line), end)
    }

    /// Whether a dotted or generic name is written the way Swift types are, unlike file names and domains.
    func looksLikeTypeName(_ type: NominalType, _ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        if type.module == nil, type.components.count == 1, type.components[0].arguments.isEmpty { return false }
        return TextScanner.isCapitalized(.nominal(type)) && text.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// Whether every module and type name in a type starts with an upper-case letter or `_`, as Swift's do;
    /// `FORMAT<newline>` in a help text does not.
    static func isCapitalized(_ type: TypeName) -> Bool {
        switch type {
        case .nominal(let nominal):
            for name in [nominal.module].compactMap({ $0 }) + nominal.components.map(\.name) {
                guard let first = name.utf8.first, first.isUppercase || first == UInt8(ascii: "_") else { return false }
            }
            return nominal.components.allSatisfy { $0.arguments.allSatisfy(isCapitalized) }
        case .tuple(let elements): return elements.allSatisfy { isCapitalized($0.type) }
        case .function(let parameters, let result): return parameters.allSatisfy(isCapitalized) && isCapitalized(result)
        case .metatype(let instance): return isCapitalized(instance)
        case .existential(let members): return members.allSatisfy(isCapitalized)
        }
    }

    /// The end of a mangled token (`_Tt…`, `$s…`) starting at `start`, or `nil` when none starts there.
    func mangledTokenEnd(in line: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        // Every prefix starts with `_` or `$`; most words are turned away by this one test.
        guard line[start] == UInt8(ascii: "_") || line[start] == UInt8(ascii: "$") else { return nil }
        let cursor = ByteCursor(line, index: start)
        guard cursor.hasPrefix("_Tt") || RecordDecoder.swiftPrefixes.contains(where: { cursor.hasPrefix($0) }) else { return nil }
        var end = start
        while end < line.count, line[end].isIdentifierByte, line[end] < 0x80 { end += 1 }
        return end
    }

    /// What replaces a type found in text: its display name, or for framework types their short type name.
    func replacement(for type: TypeName, range: Range<Int>, in line: UnsafeBufferPointer<UInt8>) -> TextReplacement? {
        let text: String
        if let screen = namer.screen(in: type) {
            text = namer.render(screen)
        } else if case .nominal(let nominal) = type {
            text = nominal.path
        } else {
            return nil
        }
        guard !line[range].elementsEqual(text.utf8) else { return nil }
        return TextReplacement(range: range, text: text)
    }
}

extension UInt8 {
    var isSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}
