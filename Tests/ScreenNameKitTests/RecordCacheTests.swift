import Testing

@testable import ScreenNameKit

/// The record cache answers only what was stored for the same bytes, and stays within its sizes.
@Suite struct RecordCacheTests {
    /// The cached output of `record` as text, `nil` on a miss.
    static func cached(_ cache: RecordCache, _ record: String) -> (output: String, kind: RecordCache.Kind)? {
        var record = record
        return record.withUTF8 { bytes in
            cache.lookup(bytes, hash: RecordFraming.hash(bytes)).map {
                (String(decoding: $0.output, as: UTF8.self), $0.kind)
            }
        }
    }

    static func store(_ cache: RecordCache, _ record: String, name: String?, kind: RecordCache.Kind = .name) {
        var record = record
        record.withUTF8 { cache.insert($0, hash: RecordFraming.hash($0), name: name, kind: kind) }
    }

    /// A record namer keeps the name it rendered, joined by dots, and answers the same from its cache.
    @Test func recordNamerKeepsWhatItRendered() {
        let namer = RecordNamer()
        var record = "_TtCC5MyApp5Outer5Inner"
        record.withUTF8 { bytes in
            for _ in 0..<2 {
                guard case .name(let name) = namer.name(bytes) else {
                    Issue.record("no name")
                    return
                }
                #expect(String(decoding: name, as: UTF8.self) == "Outer.Inner")
            }
        }
        #expect(Self.cached(namer.cache, "_TtCC5MyApp5Outer5Inner")! == ("Outer.Inner", .name))
    }

    @Test func keepsFilteredAndMalformedRecordsApart() {
        let cache = RecordCache()
        Self.store(cache, "UINavigationController", name: nil, kind: .filtered)
        Self.store(cache, "hello world", name: nil, kind: .malformed)
        #expect(Self.cached(cache, "UINavigationController")! == ("", .filtered))
        #expect(Self.cached(cache, "hello world")! == ("", .malformed))
    }

    @Test func keepsAnEmptyRecord() {
        let cache = RecordCache()
        Self.store(cache, "", name: nil, kind: .filtered)
        #expect(Self.cached(cache, "")! == ("", .filtered))
        // A buffer without an address is the empty record too.
        let other = RecordCache()
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        other.insert(none, hash: RecordFraming.hash(none), name: "x", kind: .name)
        #expect(
            other.lookup(none, hash: RecordFraming.hash(none)).map { String(decoding: $0.output, as: UTF8.self) } == "x"
        )
    }

    @Test func missesWhatWasNeverStored() {
        let cache = RecordCache()
        Self.store(cache, "MyApp.HomeView", name: "HomeView")
        for record in ["MyApp.HomeVie", "MyApp.HomeView ", "MyApp.HomeViewX", "", "m"] {
            #expect(Self.cached(cache, record) == nil, "\(record)")
        }
    }

    @Test func doesNotKeepRecordsLongerThanTheLimit() {
        let cache = RecordCache()
        let long = "MyApp." + String(repeating: "A", count: RecordCache.maximumKeyLength)
        Self.store(cache, long, name: "long")
        #expect(Self.cached(cache, long) == nil)
    }

    /// Against a dictionary: a small cache, many more keys than it holds (most sharing their first and last
    /// bytes), and every hit must be what was stored last for exactly those bytes.
    @Test func neverAnswersWrongWhileForgetting() {
        let cache = RecordCache(maximumSlotCount: 128, maximumArenaSize: 4096)
        var model: [String: String] = [:]
        var random = RobustnessTests.SplitMix(state: 7)
        var hits = 0
        for step in 0..<50_000 {
            let key = "MyApp.Screen\(Int.random(in: 0..<3_000, using: &random))View<Swift.Int>"
            if let hit = Self.cached(cache, key) {
                hits += 1
                #expect(hit.output == model[key], "\(key) at step \(step)")
            } else {
                let name = "Name\(step)"
                Self.store(cache, key, name: name)
                model[key] = name
            }
        }
        #expect(hits > 0)
        #expect(cache.slotCount == 128 && cache.arenaSize == 4096)
    }

    /// Records whose hashes all collide (as crafted input could make them) cost bounded probing and stay correct.
    @Test func boundsProbingWhenHashesCollide() {
        let cache = RecordCache()
        for index in 0..<5_000 {
            var record = "MyApp.Screen\(index)"
            record.withUTF8 { cache.insert($0, hash: 42, name: "Screen\(index)", kind: .name) }
        }
        var found = 0
        for index in 0..<5_000 {
            var record = "MyApp.Screen\(index)"
            if let hit = record.withUTF8({ cache.lookup($0, hash: 42) }) {
                found += 1
                #expect(String(decoding: hit.output, as: UTF8.self) == "Screen\(index)")
            }
        }
        #expect(found > 0 && found <= RecordCache.maximumProbes)
    }

    /// A full cache keeps the records found again and forgets those seen once.
    @Test func keepsRecordsFoundAgainWhenFull() {
        let cache = RecordCache(maximumSlotCount: 256, maximumArenaSize: 8192)
        let hot = (0..<20).map { "MyApp.Hot\($0)" }
        for record in hot { Self.store(cache, record, name: record) }
        for record in hot { #expect(Self.cached(cache, record) != nil) }
        // Enough records seen once to fill the cache several times over.
        for index in 0..<2_000 {
            let record = "MyApp.(unknown context at $\(index)).Once"
            if Self.cached(cache, record) == nil { Self.store(cache, record, name: "Once") }
            // The hot records are seen again now and then, as a log's screens are.
            if index % 50 == 0 { for record in hot { _ = Self.cached(cache, record) } }
        }
        #expect(hot.allSatisfy { Self.cached(cache, $0)?.output == $0 })
        #expect(Self.cached(cache, "MyApp.(unknown context at $0).Once") == nil)
    }

    /// Finding a record's end and hashing it in one pass gives the hash of its bytes, whatever its length, its
    /// separator and the bytes after it.
    @Test(arguments: [UInt8(ascii: "\n"), 0])
    func hashesARecordWhileFindingItsEnd(separator: UInt8) {
        var random = RobustnessTests.SplitMix(state: 11)
        for length in 0...200 {
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes = bytes.map { $0 == separator ? $0 &+ 1 : $0 }
            bytes.append(separator)
            // What follows the separator, the padding included, may hold more separators.
            bytes += (0..<RecordFraming.padding).map { _ in
                UInt8.random(in: 0...3, using: &random) == 0 ? separator : 65
            }
            bytes.withUnsafeBufferPointer { buffer in
                let (count, hash) = RecordFraming.frame(at: buffer.baseAddress!, separator: separator)
                #expect(count == length)
                #expect(
                    hash == RecordFraming.hash(UnsafeBufferPointer(rebasing: buffer[..<length])), "length \(length)")
            }
        }
    }

    /// Names that differ in one byte land in different first slots of a full table and get different tags.
    @Test func spreadsNamesThatDifferInOneByte() {
        for template in [
            "MyApp.HomeView",
            "SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.RootView, SwiftUI._PaddingLayout>>",
        ] {
            let bytes = Array(template.utf8)
            for position in [0, bytes.count / 2, bytes.count - 1] {
                var hashes: Set<UInt64> = []
                var firstSlots: Set<UInt64> = []
                for byte in UInt8(ascii: "A")...UInt8(ascii: "z") {
                    var variant = bytes
                    variant[position] = byte
                    let hash = variant.withUnsafeBufferPointer { RecordFraming.hash($0) }
                    hashes.insert(hash)
                    firstSlots.insert(hash >> 47)  // the first slot among 128 Ki
                }
                #expect(hashes.count == 58 && firstSlots.count >= 54, "\(template) at \(position)")
            }
        }
    }

    /// The table starts small and doubles as records arrive, keeping what it holds.
    @Test func growsOnlyAsNeeded() {
        let cache = RecordCache()
        #expect(cache.slotCount == 64)
        for index in 0..<1_000 { Self.store(cache, "MyApp.Screen\(index)", name: "Screen\(index)") }
        #expect(cache.slotCount >= 2_048 && cache.slotCount <= 4_096)
        #expect((0..<1_000).allSatisfy { Self.cached(cache, "MyApp.Screen\($0)")?.output == "Screen\($0)" })
    }
}
