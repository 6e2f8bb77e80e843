import Testing

@testable import ScreenNameKit

/// The one naming engine: its byte scans, the described parser's loop for the common shape, and the property that
/// the output for a record depends only on the record, the style and the rules that match it.
@Suite struct NamingEngineTests {
    /// The inputs the checks below read: every runtime fixture, every toolchain mangling and mutations of them.
    static let inputs: [[UInt8]] = {
        var inputs =
            Fixtures.runtimeRows.map { Array($0.input.utf8) }
            + Fixtures.swiftRepoManglings.map { Array($0.mangled.utf8) }
        inputs += [
            "_TtO15__C_Synthesized7MyError", "_TtGC7SwiftUI19UIHostingControllerV3__C4Home_", "__C.UIView",
            "MyApp.(unknown context at $10a3c).PrivateView",
            "SwiftUI.ModifiedContent<SwiftUI.ModifiedContent<MyApp.A, SwiftUI.B>, SwiftUI.C>",
        ]
        .map { Array($0.utf8) }
        var random = RobustnessTests.SplitMix(state: 99)
        let alphabet = Array("_$<>(),. .CVOGSN0123456789aAbBsTtMnyD".utf8)
        for _ in 0..<30_000 {
            var bytes = RobustnessTests.seeds[Int(random.next() % UInt64(RobustnessTests.seeds.count))]
            let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
            switch random.next() % 3 {
            case 0 where !bytes.isEmpty: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
            default: if !bytes.isEmpty { bytes.remove(at: position) }
            }
            inputs.append(bytes)
        }
        return inputs
    }()

    /// The vector scan of sixteen bytes finds where a name ends as the byte test does: every byte value at every
    /// position of a block, and blocks ending near the buffer's end, where bytes are tested one at a time.
    @Test func identifierScanAgreesWithTheByteTestAtEveryPosition() {
        for length in [5, 15, 16, 17, 31, 32, 40] {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let expected = byte.isASCIIIdentifierByte ? length : position
                    let end = bytes.withUnsafeBufferPointer {
                        UInt8.asciiIdentifierEnd($0.baseAddress!, from: 0, count: length)
                    }
                    #expect(end == expected, "byte \(byte) at \(position) of \(length)")
                }
            }
        }
    }

    /// The hexadecimal test, written without branches, accepts exactly `0`–`9`, `a`–`f` and `A`–`F`.
    @Test func hexDigitsAreExactlyTheSixteenOfEitherCase() {
        let digits = Set("0123456789abcdefABCDEF".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(byte.isHexDigit == digits.contains(byte), "byte \(byte)")
        }
    }

    /// The tree the common shape's loop reads, and the one the general descent reads, as values; `nil` for the
    /// loop when it leaves the record to the descent.
    static func bothReadings(_ bytes: [UInt8]) -> (common: TypeName?, general: TypeName?) {
        bytes.withUnsafeBufferPointer { buffer in
            var tree = TypeTree()
            defer { tree.deallocate() }
            tree.reset(source: buffer)
            let common = DescribedNameParser.parseCommonShape(buffer, into: &tree).map { tree.typeName(of: $0) }
            tree.reset(source: buffer)
            let general = (try? DescribedNameParser.parseGeneral(buffer, into: &tree)).map { tree.typeName(of: $0) }
            return (common, general)
        }
    }

    /// Wherever the common shape's loop reads a record, the general descent reads the same type.
    @Test func commonShapeReadsWhatTheDescentReads() {
        var read = 0
        for input in Self.inputs {
            let (common, general) = Self.bothReadings(input)
            guard let common else { continue }
            read += 1
            #expect(common == general, "\(String(decoding: input, as: UTF8.self))")
        }
        // Most described fixtures and many of their mutations have the common shape.
        #expect(read > 5_000)
    }

    @Test(
        arguments: [
            ("SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.HomeView, SwiftUI._PaddingLayout>>", true),
            ("MyApp.Settings.RootView", true),
            ("MyApp.(unknown context at $10a3c).PrivateView", true),
            ("UIHostingController<ModifiedContent<AnyView, RootModifier>>", true),
            ("MyApp.Outer<Swift.Int>.Inner", false), ("Any", false), ("nil", false), ("MyApp.Home.Type", false),
            ("(MyApp.Home)", false),
            ("Home #1 in f()", false), ("MyApp.Café", false), ("MyApp.Home?", false), ("[MyApp.Home]", false),
            ("MyApp.Home<A,B>", false), ("any MyApp.P", false), ("(extension in MyApp):Swift.Array.Cell", false),
        ] as [(String, Bool)])
    func commonShapeIsTheDottedNameWithTrailingArguments(input: String, common: Bool) {
        let (loop, general) = Self.bothReadings(Array(input.utf8))
        #expect((loop != nil) == common)
        if let loop { #expect(loop == general) }
    }

    /// Rules that name nothing in the input change nothing: the output, the reason and the form are those of no
    /// rules, in every style, as one record and inside text.
    @Test func rulesThatMatchNothingChangeNothing() {
        var rules = NamingRules()
        rules.denied = ["ZZZNoSuchName"]
        rules.allowed = ["ZZZNoSuchModule.Nothing"]
        rules.unwrapped = ["ZZZNoSuchWrapper"]
        for style in DisplayStyle.allCases {
            for bare in [false, true] {
                let plain = ScreenNamer(style: style, bareManglings: bare)
                let ruled = ScreenNamer(rules: rules, style: style, bareManglings: bare)
                let plainRecords = RecordNamer(namer: plain)
                for input in Self.inputs {
                    input.withUnsafeBufferPointer { bytes in
                        let expected = plain.name(bytes: bytes)
                        #expect(
                            ruled.name(bytes: bytes) == expected, "\(String(decoding: input, as: UTF8.self)) (\(style))"
                        )
                        let streamed: String? =
                            switch plainRecords.name(bytes) {
                            case .name(let name): String(decoding: name, as: UTF8.self)
                            case .filtered, .malformed: nil
                            }
                        #expect(
                            streamed == expected.displayName, "\(String(decoding: input, as: UTF8.self)) (\(style))")
                        if !bare {
                            #expect(
                                TextScanner(namer: ruled).replacements(in: bytes)
                                    == TextScanner(namer: plain).replacements(in: bytes))
                        }
                    }
                }
            }
        }
    }

    /// An unknown context's address, the hex digits after `$`, never changes what a record names: each runtime
    /// fixture and mutation that holds one names the same with its address replaced by others (none, one digit,
    /// upper-case, longer than a pointer), in every style; and a record namer, which keeps such records by their
    /// text without the addresses, answers each variant as the namer without a cache does, whichever came first.
    /// What an unknown context starts with, before its address.
    static let contextMarker = Array("(unknown context at $".utf8)
    /// Addresses of every length and case an unknown context may print, and none.
    static let contextAddresses = ["", "0", "10a3c", "55886D0B7830", "ffffffffffffffff0000", "1d3108fec"].map {
        Array($0.utf8)
    }

    /// Whether `bytes` hold an unknown context.
    static func holdsContext(_ bytes: [UInt8]) -> Bool {
        bytes.count >= contextMarker.count
            && (0...(bytes.count - contextMarker.count)).contains { bytes[$0...].starts(with: contextMarker) }
    }

    /// `record` with each unknown context's address replaced by `address`.
    static func readdressed(_ record: [UInt8], _ address: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < record.count {
            if record[index...].starts(with: contextMarker) {
                result += contextMarker
                index += contextMarker.count
                while index < record.count, record[index].isHexDigit { index += 1 }
                result += address
            } else {
                result.append(record[index])
                index += 1
            }
        }
        return result
    }

    @Test func unknownContextAddressesNeverChangeTheName() {
        let records = Self.inputs.filter(Self.holdsContext)
        #expect(records.count > 40)
        for style in DisplayStyle.allCases {
            let namer = ScreenNamer(style: style)
            let streamed = RecordNamer(namer: namer)
            for record in records {
                let expected = record.withUnsafeBufferPointer { namer.name(bytes: $0) }
                for address in Self.contextAddresses {
                    let variant = Self.readdressed(record, address)
                    variant.withUnsafeBufferPointer { bytes in
                        let named = namer.name(bytes: bytes)
                        let text = String(decoding: variant, as: UTF8.self)
                        #expect(Self.outcome(named) == Self.outcome(expected), "\(text) (\(style))")
                        let fromStream: String? =
                            switch streamed.name(bytes) {
                            case .name(let name): String(decoding: name, as: UTF8.self)
                            case .filtered, .malformed: nil
                            }
                        #expect(fromStream == named.displayName, "\(text) (\(style))")
                    }
                }
            }
        }
    }

    /// What a name says but for where in the record a parse error stood, which moves with an address's length.
    static func outcome(_ name: ScreenName) -> String {
        let reason: String =
            switch name.filterReason {
            case .notATypeName(let error)?: "not a type name: \(error.reason)"
            case .notDecodable(let error)?: "not decodable: \(error.reason)"
            case .notARoute(let error)?: "not a route: \(error.reason)"
            case let other?: "\(other)"
            case nil: "-"
            }
        var copy = name
        copy.filterReason = nil
        return "\(copy) \(reason)"
    }

    /// The two records that once named differently with and without a rule: a module of imported types says
    /// nothing of whose a type is, on every road into the engine.
    @Test(
        arguments: [
            ("_TtO15__C_Synthesized7MyError", "MyError"), ("_TtGC7SwiftUI19UIHostingControllerV3__C4Home_", "Home"),
            ("__C.LegacyHomeController", "LegacyHomeController"), ("SwiftUI.UIHostingController<__C.Home>", "Home"),
            ("__C.UIView", nil),
        ] as [(String, String?)])
    func importedModulesAreAnyones(input: String, expected: String?) {
        var rules = NamingRules()
        rules.denied = ["ZZZ"]
        #expect(ScreenNamer().name(input).displayName == expected)
        #expect(ScreenNamer(rules: rules).name(input).displayName == expected)
        let records = RecordNamer()
        var record = input
        record.withUTF8 { bytes in
            switch records.name(bytes) {
            case .name(let name): #expect(String(decoding: name, as: UTF8.self) == expected)
            case .filtered, .malformed: #expect(expected == nil)
            }
        }
    }

    /// A record that is no type name says why on the fast road as the full one does, also when the cache answers
    /// it the second time, so that `--strict` reports it without decoding it again.
    @Test(arguments: ["cli/strict/stdin", "cli/mangled-strict/stdin", "cli/repeated-records/stdin"])
    func malformedRecordsCarryTheirReason(fixture: String) throws {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent(fixture), encoding: .utf8)
        let records = RecordNamer()
        var reasons = 0
        for line in text.split(separator: "\n") + text.split(separator: "\n") {
            let expected = ScreenNamer().name(String(line)).filterReason
            var record = String(line)
            record.withUTF8 { bytes in
                if case .malformed(let reason) = records.name(bytes) {
                    reasons += 1
                    #expect(String(decoding: reason, as: UTF8.self) == expected?.description)
                    #expect(expected?.isMalformed == true)
                } else {
                    #expect(expected?.isMalformed != true, "\(line)")
                }
            }
        }
        #expect(reasons > 0)
    }
}
