/// Decodes the Punycode variant of Swift manglings (RFC 3492 with `_` as the delimiter and `A`–`J` as digits 26–35).
enum Punycode {
    /// The decoded name, or `nil` when the input is not valid Punycode or does not decode to a name (white space,
    /// punctuation, controls, or a combining mark or digit first).
    static func decodeName(_ input: UnsafeBufferPointer<UInt8>) -> String? {
        guard let text = decode(input), let first = text.unicodeScalars.first,
            first.isASCII ? UInt8(first.value).isIdentifierHead : !first.isMark,
            text.unicodeScalars.allSatisfy({ $0.isASCII ? UInt8($0.value).isIdentifierByte : $0.canAppearInName })
        else { return nil }
        return text
    }

    /// The decoded text, or `nil` when the input is not valid Punycode or decodes to an invalid scalar.
    static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String? {
        // 64-bit arithmetic on every platform: on wasm32 an `Int` is 32 bits, and the bounds below must mean the same.
        // Products are bounded by the checks below, so they are not checked again (on wasm32 a checked 64-bit
        // product needs a 128-bit helper the module does not have).
        let base: Int64 = 36
        let tMin: Int64 = 1
        let tMax: Int64 = 26
        let skew: Int64 = 38
        let damp: Int64 = 700
        var n: Int64 = 128
        var i: Int64 = 0
        var bias: Int64 = 72
        var output: [Unicode.Scalar] = []
        var position = 0
        if let delimiter = input.lastIndex(of: UInt8(ascii: "_")) {
            for byte in input[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(Unicode.Scalar(byte))
            }
            position = delimiter + 1
        }
        func digit(_ byte: UInt8) -> Int64? {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): Int64(byte - UInt8(ascii: "a"))
            case UInt8(ascii: "A")...UInt8(ascii: "J"): Int64(byte - UInt8(ascii: "A")) + 26
            default: nil
            }
        }
        func adapt(_ delta: Int64, _ count: Int64, _ first: Bool) -> Int64 {
            var delta = first ? delta / damp : delta / 2
            delta += delta / count
            var k: Int64 = 0
            while delta > ((base - tMin) &* tMax) / 2 {
                delta /= base - tMin
                k += base
            }
            return k + (((base - tMin + 1) &* delta) / (delta + skew))
        }
        while position < input.count {
            let oldI = i
            var w: Int64 = 1
            var k = base
            while true {
                guard position < input.count, let value = digit(input[position]) else { return nil }
                position += 1
                // No overflow: a digit is below 36 and `w` at most 2^32, checked as it grows.
                guard i <= Int64(UInt32.max) else { return nil }
                i += value &* w
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if value < t { break }
                w = w &* (base - t)
                guard w <= Int64(UInt32.max) else { return nil }
                k += base
            }
            let count = Int64(output.count) + 1
            bias = adapt(i - oldI, count, oldI == 0)
            n += i / count
            i %= count
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: Int(i))
            i += 1
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: output)
        return text
    }
}
