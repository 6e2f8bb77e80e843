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
        let base = 36
        let tMin = 1
        let tMax = 26
        let skew = 38
        let damp = 700
        var n = 128
        var i = 0
        var bias = 72
        var output: [Unicode.Scalar] = []
        var position = 0
        if let delimiter = input.lastIndex(of: UInt8(ascii: "_")) {
            for byte in input[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(Unicode.Scalar(byte))
            }
            position = delimiter + 1
        }
        func digit(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
            case UInt8(ascii: "A")...UInt8(ascii: "J"): Int(byte - UInt8(ascii: "A")) + 26
            default: nil
            }
        }
        func adapt(_ delta: Int, _ count: Int, _ first: Bool) -> Int {
            var delta = first ? delta / damp : delta / 2
            delta += delta / count
            var k = 0
            while delta > ((base - tMin) * tMax) / 2 {
                delta /= base - tMin
                k += base
            }
            return k + (((base - tMin + 1) * delta) / (delta + skew))
        }
        while position < input.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < input.count, let value = digit(input[position]) else { return nil }
                position += 1
                let (product, overflow) = value.multipliedReportingOverflow(by: w)
                guard !overflow, i <= Int(UInt32.max) else { return nil }
                i += product
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if value < t { break }
                w *= base - t
                guard w <= Int(UInt32.max) else { return nil }
                k += base
            }
            bias = adapt(i - oldI, output.count + 1, oldI == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard let scalar = Unicode.Scalar(UInt32(clamping: n)), n <= 0x10FFFF else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: output)
        return text
    }
}
