import Foundation
import ScreenNameKit
import Testing

/// Mutated and random input never crashes the decoders and never yields a fragment that is not a name.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so every run mutates the same way.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seeds: [[UInt8]] = {
        var inputs = Fixtures.runtimeRows(["symbol", "objc", "mangled", "reflecting", "demangled"]).map {
            Array($0.input.utf8)
        }
        inputs += Fixtures.swiftRepoManglings.map { Array($0.mangled.utf8) }
        return inputs
    }()

    /// A display name is a dotted path of identifiers: no brackets, commas, spaces or empty parts.
    static func isNamePath(_ name: String) -> Bool {
        // Split by scalars: as a `Character`, a dot followed by a combining mark is not a dot.
        let parts = name.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.first, !("0"..."9").contains(first) else { return false }
                if !first.isASCII,
                    [.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory)
                {
                    return false
                }
                return part.allSatisfy { scalar in
                    scalar.isASCII
                        ? scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
                            || ("0"..."9").contains(scalar)
                        : !scalar.properties.isWhitespace && scalar.properties.generalCategory != .unassigned
                            && scalar.properties.generalCategory != .control
                }
            }
    }

    @Test func hundredThousandMutationsOfValidNames() {
        var random = SplitMix(state: 2026)
        let alphabet = Array("_$<>(),. :?!0123456789ACDEGLMNOPSTVXYZacdegilmnopqstuvxyz".utf8) + [0, 0xFF, 0xC3]
        let plain = ScreenNamer()
        let bare = ScreenNamer(bareManglings: true)
        var named = 0
        for iteration in 0..<100_000 {
            var bytes = Self.seeds[Int(random.next() % UInt64(Self.seeds.count))]
            for _ in 0...(random.next() % 3) {
                let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
                switch random.next() % 5 {
                case 0 where !bytes.isEmpty: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
                case 2 where !bytes.isEmpty: bytes.remove(at: position)
                case 3: bytes = Array(bytes.prefix(position))
                default:
                    let end = min(bytes.count, position + Int(random.next() % 12))
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                }
            }
            let namer = iteration % 2 == 0 ? plain : bare
            let result = bytes.withUnsafeBufferPointer { namer.name(bytes: $0) }
            if let name = result.displayName {
                named += 1
                #expect(Self.isNamePath(name), "\(bytes) gave \(name)")
            }
        }
        #expect(named > 1000)
    }

    /// A module-qualified display name names itself; so does a display name of one part in any style.
    @Test func namingIsIdempotent() {
        let qualified = ScreenNamer(style: .module, bareManglings: true)
        for row in Fixtures.runtimeRows {
            let namer = row.form == "mangled" ? qualified : ScreenNamer(style: .module)
            guard let name = namer.name(row.input).displayName else { continue }
            // A display name is described text, read again as such (not as a bare mangling).
            #expect(ScreenNamer(style: .module).name(name).displayName == name, "\(row.input) → \(name)")
            if !name.contains(".") { #expect(ScreenNamer().name(name).displayName == name) }
        }
    }

    @Test func randomBytesAfterEveryPrefix() {
        var random = SplitMix(state: 7)
        for prefix in ["_Tt", "$s", "_$s", "$S", "_T0", "$e", ""] {
            for _ in 0..<2_000 {
                let count = Int(random.next() % 40)
                let bytes = Array(prefix.utf8) + (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                let result = bytes.withUnsafeBufferPointer { ScreenNamer(bareManglings: true).name(bytes: $0) }
                if let name = result.displayName { #expect(Self.isNamePath(name)) }
            }
        }
    }

    @Test(arguments: [
        String(repeating: "<", count: 1_000_000),
        String(repeating: "A<", count: 100_000),
        String(repeating: ".", count: 1_000_000),
        "$s" + String(repeating: "Sg", count: 100_000) + "D",
        "$sSi" + String(repeating: "Sg", count: 100_000) + "D",
        "$s" + String(repeating: "SaySi", count: 50_000) + String(repeating: "G", count: 50_000) + "D",
        "_Tt" + String(repeating: "GSq", count: 100_000) + "Si" + String(repeating: "_", count: 100_000),
        "$s5MyApp4HomeV" + String(repeating: "A2048a", count: 10_000) + "D",
        "$s1a" + String(repeating: "AA", count: 100_000) + "D",
        "_TtC" + String(repeating: "9", count: 1_000) + "A",
        String(repeating: "(", count: 100_000) + "Int" + String(repeating: ")", count: 100_000),
    ])
    func hostileInputIsRefusedInBoundedTime(input: String) {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let result = ScreenNamer(bareManglings: true).name(input)
            #expect(result.displayName == nil)
        }
        #expect(elapsed < .seconds(5))
    }
}

/// Inputs the fuzzer found: each once broke a property, and each stays fixed.
@Suite struct FuzzFindingTests {
    static let findings: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("fuzz").path)
            .sorted()) ?? []

    @Test func thereAreFindings() {
        #expect(!Self.findings.isEmpty)
    }

    @Test(arguments: findings)
    func findingKeepsEveryProperty(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Fixtures.root.appendingPathComponent("fuzz/\(name)")))
        for namer in [ScreenNamer(), ScreenNamer(style: .module, bareManglings: true)] {
            let result = bytes.withUnsafeBufferPointer { namer.name(bytes: $0) }
            if let display = result.displayName {
                #expect(RobustnessTests.isNamePath(display), "\(name) gave \(display)")
                // A qualified display name, named again as described text, stays itself.
                if namer.style == .module, let again = ScreenNamer(style: .module).name(display).displayName {
                    #expect(again == display, "\(name) gave \(display), which gives \(again)")
                }
            }
        }
    }
}
