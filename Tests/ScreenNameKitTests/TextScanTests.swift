import Foundation
import Testing

@testable import ScreenNameKit

/// The candidate scan that passes over prose finds exactly what looking at every byte finds.
@Suite struct TextScanTests {
    /// What one scan of a line found: each name's range, what replaces it and whether it is the user's.
    struct Found: Equatable, CustomStringConvertible {
        var range: Range<Int>
        var text: String
        var isScreen: Bool
        var description: String { "\(range) \(text) \(isScreen)" }
    }

    /// What one scan finds in a line; with `skipping`, through `memo`, which the lines of a test share, so that
    /// names seen before are answered from it.
    static func scan(_ line: [UInt8], skipping: Bool, memo: RecordCache? = nil) -> [Found] {
        let scanner = TextScanner(namer: ScreenNamer())
        var tree = TypeTree()
        defer { tree.deallocate() }
        var text: [UInt8] = []
        var found: [Found] = []
        line.withUnsafeBufferPointer { bytes in
            scanner.forEachName(in: bytes, tree: &tree, text: &text, memo: memo, skipping: skipping) {
                range, text, isScreen, _ in
                found.append(Found(range: range, text: String(decoding: text, as: UTF8.self), isScreen: isScreen))
            }
        }
        return found
    }

    /// Checks each line, and each line again once the memo holds what the first pass stored.
    static func expectSameAsReference(_ lines: [[UInt8]]) {
        let memo = RecordCache()
        for pass in 0..<2 {
            for line in lines {
                #expect(
                    scan(line, skipping: true, memo: memo) == scan(line, skipping: false),
                    "pass \(pass): \(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    /// A name after `[` is a method's class only after `-` or `+`: the memo tells the two apart (the fuzz target
    /// found them remembered as one).
    @Test func aMethodsClassIsRememberedApartFromABracketedName() {
        Self.expectSameAsReference([
            Array("-[tableTest.TableViewController bind]: unrecognized selector".utf8),
            Array("\u{7}[tableTest.TableViewController bind]: unrecognized selector".utf8),
            Array("+[tableTest.TableViewController bind]".utf8),
        ])
    }

    /// A name nested deeper than any decoder reads is none, nor is any that starts inside it: the nest passes through
    /// whole, in one read, and the names before and after it are still named, by both scans alike.
    @Test func aNestTooDeepToReadPassesThroughWhole() {
        let depth = ParseError.maximumDepth + 1
        let nest = String(repeating: "Box<", count: depth) + "MyApp.Inner" + String(repeating: ">", count: depth)
        let shallow = String(repeating: "Box<", count: 20) + "MyApp.Inner" + String(repeating: ">", count: 20)
        let lines = [
            "before <MyApp.HomeView: 0x1> \(nest) after MyApp.SettingsView",
            "open \(String(repeating: "MyApp.Box<", count: 1_000)) then MyApp.SettingsView",
            "\(shallow) and \(nest)",
        ]
        Self.expectSameAsReference(lines.map { Array($0.utf8) })
        let found = Self.scan(Array(lines[0].utf8), skipping: true).map(\.text)
        #expect(found == ["HomeView", "SettingsView"])
        let open = Self.scan(Array(lines[1].utf8), skipping: true).map(\.text)
        #expect(open == ["SettingsView"])
        // A nest the parser reads is named as before: the app's outermost generic type.
        #expect(Self.scan(Array(lines[2].utf8), skipping: true).map(\.text) == ["Box"])
    }

    /// Key-value coding's exceptions, `_printHierarchy`, `heap` and `leaks` print an object as `<Class 0x…>`, without
    /// the colon of its description: its class is named as a described object's is, with or without a module, but
    /// only before an address, a hex digit after `0x`.
    @Test func anObjectPrintedWithoutItsColonNamesItsClass() {
        let lines = [
            "[<LoginViewController 0x7f8b1c00> setValue:forUndefinedKey:]: this class is not key value coding",
            "[<MyApp.LoginViewController 0x7f8b1c00> valueForUndefinedKey:]",
            "Thread 1: \"[<UIView 0x7fc42d60d0d0> setValue:forUndefinedKey:]\"",
            "<LoginViewController 0x> and <LoginViewController 0xg1> and <LoginViewController  0x1>",
        ]
        Self.expectSameAsReference(lines.map { Array($0.utf8) })
        let found = lines.map { Self.scan(Array($0.utf8), skipping: true).map { "\($0.text) \($0.isScreen)" } }
        #expect(found == [["LoginViewController true"], ["LoginViewController true"], ["UIView false"], []])
    }

    /// Lines of every shape the in-text fixtures, the hierarchy dumps and the runtime fixtures hold.
    static let fixtureLines: [[UInt8]] = {
        var lines: [[UInt8]] = []
        let folders = ["cli", "hierarchy"].map { Fixtures.root.appendingPathComponent($0) }
        for folder in folders {
            let cases = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in cases.sorted() {
                for file in ["stdin", "dump.txt"] {
                    guard
                        let data = FileManager.default.contents(
                            atPath: folder.appendingPathComponent("\(name)/\(file)").path)
                    else { continue }
                    lines += data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
                }
            }
        }
        lines += Fixtures.runtimeRows.map { Array("presenting <\($0.input): 0x1> and \($0.input)".utf8) }
        return lines
    }()

    /// Lines built from the pieces each rule of the scan turns on, next to each other in every order: words of both
    /// cases, dots before each kind of byte, generic brackets, mangling prefixes, URLs, Objective-C methods, object
    /// descriptions and failed casts' quotes.
    static let generatedLines: [[UInt8]] = {
        let pieces = [
            "MyApp", "HomeView", "home", ".", ".V", ".v", ".(", "._", ".1", "<", ">", "<Swift.Int>", ", ", " ", "  ",
            "_Tt", "_TtC5MyApp4Home", "_T0", "$s5MyApp4HomeVN", "_$s", "$", "$e", "://", "https://Ex.Am/Pl.E", "-[",
            "-[MyApp.Home view]", "]", ": 0x", ": 0x1a>", " 0x", " 0x1a>", "'", "of type ", " to ",
            "(unknown context at $1a)", "é",
            "\u{301}", "0x1f", "42", "SwiftUI.UIHostingController<", "MyApp.Home", "-", ":", "/", "\t", "\r", "#1 in ",
            ".Type", ".Protocol", ".Types", "?", "!", "...", " & ", " -> ", "->", "(", ")", "[", "]", ",", "@",
            " #1 in MyApp.f()", "(Home in _1A2B)", "(extension in MyApp):", "inout ", "any ", "some ", "Any",
            "MyApp.Outer<Swift.Int>.Inner", "-(16)-[MyApp.Home:0x1]", "-[MyApp.Home view]",
            "(Swift.Int) -> Swift.String", "[Swift.String: MyApp.Home]",
        ].map { Array($0.utf8) }
        var random = RobustnessTests.SplitMix(state: 2026)
        var lines: [[UInt8]] = []
        for _ in 0..<40_000 {
            var line: [UInt8] = []
            for _ in 0..<(1 + Int(random.next() % 12)) { line += pieces[Int(random.next() % UInt64(pieces.count))] }
            lines.append(line)
        }
        return lines
    }()

    @Test func skippingFindsWhatTheReferenceFindsInFixtures() {
        Self.expectSameAsReference(Self.fixtureLines)
    }

    @Test func skippingFindsWhatTheReferenceFindsInGeneratedLines() {
        Self.expectSameAsReference(Self.generatedLines + NamingEngineTests.inputs)
    }

    /// Names holding an unknown context are remembered without its address, in every place a line may hold them:
    /// lines that differ only in an address, of any length, find what looking at every byte finds, each line after
    /// the memo holds what another address came to.
    @Test func unknownContextsAreRememberedWhateverTheirAddress() {
        let names = Set((Self.fixtureLines + NamingEngineTests.inputs).filter(NamingEngineTests.holdsContext))
            .sorted { $0.lexicographicallyPrecedes($1) }
        #expect(names.count > 100)
        var lines: [[UInt8]] = []
        for name in names {
            for address in NamingEngineTests.contextAddresses {
                let variant = NamingEngineTests.readdressed(name, address)
                lines += [variant, Array("presenting <".utf8) + variant + Array(": 0x1a> and ".utf8) + variant]
            }
        }
        Self.expectSameAsReference(lines)
    }

    /// A block of lines finds, line by line, what each line alone finds, with ranges in the block and lines counted
    /// from 0; a line over the limit is passed over.
    @Test func aBlockOfLinesFindsWhatEachLineFinds() {
        let lines = Array(Self.fixtureLines.prefix(3000)) + Array(Self.generatedLines.prefix(3000))
        var block: [UInt8] = []
        var expected: [(Int, Found)] = []
        for (number, line) in lines.enumerated() {
            expected += Self.scan(line, skipping: false).map { found in
                var found = found
                found.range = (found.range.lowerBound + block.count)..<(found.range.upperBound + block.count)
                return (number, found)
            }
            block += line + [UInt8(ascii: "\n")]
        }
        block += Array("last <MyApp.HomeView: 0x1>".utf8)
        expected.append(
            (lines.count, Found(range: (block.count - 20)..<(block.count - 6), text: "HomeView", isScreen: true)))
        let records = RecordNamer()
        var found: [(Int, Found)] = []
        let count = block.withUnsafeBufferPointer { bytes in
            records.forEachName(inLines: bytes, separator: UInt8(ascii: "\n")) { name in
                #expect(name.isUnchanged == bytes[name.range].elementsEqual(name.text))
                #expect(bytes[name.lineStart..<name.range.lowerBound].allSatisfy { $0 != UInt8(ascii: "\n") })
                found.append(
                    (
                        name.line,
                        Found(
                            range: name.range, text: String(decoding: name.text, as: UTF8.self), isScreen: name.isScreen
                        )
                    ))
            }
        }
        #expect(count == lines.count + 1)
        #expect(found.map(\.0) == expected.map(\.0))
        #expect(found.map(\.1) == expected.map(\.1))
        let long = Array("x <MyApp.HomeView: 0x1>\n<MyApp.HomeView: 0x1>\n".utf8)
        let kept = long.withUnsafeBufferPointer { bytes in
            var lines: [Int] = []
            records.forEachName(inLines: bytes, separator: UInt8(ascii: "\n"), longestLine: 22) {
                lines.append($0.line)
            }
            return lines
        }
        #expect(kept == [1])
    }

    /// The candidate test of a block's last bytes, copied into a padded block, agrees with the test of whole blocks.
    @Test func theLastBytesAreTestedAsWholeBlocksAre() {
        let bytes = Array("<$._-:aT/[(Z\n\u{0}".utf8)
        for length in [1, 2, 15, 16, 17, 18, 33] {
            for position in 0..<length {
                for first in bytes {
                    for second in bytes {
                        var short = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                        short[position] = first
                        if position + 1 < length { short[position + 1] = second }
                        // The same bytes with a space after them, read as whole blocks.
                        let long = short + [UInt8](repeating: UInt8(ascii: " "), count: 40)
                        let tail = short.withUnsafeBufferPointer {
                            UInt8.nextNameCandidate($0.baseAddress!, from: 0, count: length, stop: UInt8(ascii: "\n"))
                        }
                        let whole = long.withUnsafeBufferPointer {
                            UInt8.nextNameCandidate(
                                $0.baseAddress!, from: 0, count: long.count, stop: UInt8(ascii: "\n"))
                        }
                        #expect(tail == (whole < length ? whole : length), "\(short)")
                    }
                }
            }
        }
    }
}

extension TextScanTests {
    /// The run a name in text may span ends where the byte-by-byte reading ends it, however its groups and the bytes
    /// that end it fall among the sixteen-byte blocks.
    @Test func aNameRunEndsWhereTheByteByByteReadingEndsIt() {
        var random = RobustnessTests.SplitMix(state: 11)
        let alphabet = Array("ab.<<>>[]()-, :_".utf8)
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...70, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            line.withUnsafeBufferPointer { bytes in
                for start in stride(from: 0, to: line.count, by: 7) {
                    var parenthesized = false
                    var expectedParenthesized = false
                    let end = TextScanner.nameRunEnd(in: bytes, from: start, parenthesized: &parenthesized)
                    let expected = Self.nameRunEndByBytes(in: bytes, from: start, parenthesized: &expectedParenthesized)
                    #expect(end == expected, "\(String(decoding: line, as: UTF8.self)) from \(start)")
                    #expect(parenthesized == expectedParenthesized)
                }
            }
        }
    }

    /// Where the run from `start` ends, found one byte at a time: the reference the vector loop is held to.
    static func nameRunEndByBytes(in line: UnsafeBufferPointer<UInt8>, from start: Int, parenthesized: inout Bool)
        -> Int
    {
        var depth = 0
        for index in start..<line.count {
            let byte = line[index]
            if !(byte.isASCIIIdentifierByte || byte == UInt8(ascii: ".") || byte >= 0x80),
                TextScanner.endsRun(line, at: index, start: start, depth: &depth, parenthesized: &parenthesized)
            {
                return index
            }
        }
        return line.count
    }
}

extension TextScanTests {
    /// Runs longer than the memo keeps are cut there; every word of `A<x>A<x>…` starts a run to the line's end, and
    /// followed whole they would cost the square of the line.
    @Test func aLongRunIsCutAtTheLongestTheMemoKeeps() {
        let line = Array(String(repeating: "A<x>", count: 2_000).utf8)
        line.withUnsafeBufferPointer { bytes in
            for start in [0, 4, 4_000, 7_000] {
                var parenthesized = false
                var unused = false
                let expected = Self.nameRunEndByBytes(in: bytes, from: start, parenthesized: &unused)
                #expect(expected == line.count)
                let end = TextScanner.nameRunEnd(in: bytes, from: start, parenthesized: &parenthesized)
                #expect(end == min(expected, start + TextScanner.longestRun))
            }
        }
    }

    /// Names whose runs are longer than the memo keeps, or that sit among such runs, are found as looking at every
    /// byte finds them: a debug print of a struct after its type's name, a SwiftUI host whose generic arguments run
    /// past a kilobyte, and a name after a line of `A<x>` and of `-[` closed by one `]`.
    @Test func namesInLongRunsAreFoundAsTheReferenceFindsThem() {
        let modifiers = String(
            repeating: ", SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<MyApp.SessionStore>>>", count: 16)
        let host =
            "SwiftUI.UIHostingController<" + String(repeating: "SwiftUI.ModifiedContent<", count: 16)
            + "MyApp.ContentView" + modifiers + ">"
        let lines = [
            "model: MyApp.HomeViewModel(items: [" + String(repeating: "MyApp.Item(id: 1), ", count: 80)
                + "]) in <MyApp.HomeViewController: 0x7fb1c2d06120>",
            "presenting <" + host + ": 0x7fb1c2d06120>",
            String(repeating: "A<x>", count: 600) + " <MyApp.HomeViewController: 0x1>",
            String(repeating: "-[", count: 600) + "] <MyApp.HomeViewController: 0x1>",
        ].map { Array($0.utf8) }
        #expect(host.utf8.count > TextScanner.longestRun)
        Self.expectSameAsReference(lines)
        let names = lines.map { Self.scan($0, skipping: true, memo: RecordCache()).map(\.text) }
        #expect(names[0].contains("HomeViewModel") && names[0].contains("HomeViewController"))
        #expect(names[1] == ["ContentView"])
        #expect(names[2].last == "HomeViewController")
        #expect(names[3].last == "HomeViewController")
    }
}
