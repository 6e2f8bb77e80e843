/// Detects the form of one record and decodes it into a ``TypeName``.
enum RecordDecoder {
    struct Decoded {
        var type: TypeName
        var form: InputForm
    }

    struct Failure: Error {
        var form: InputForm?
        var reason: FilterReason
    }

    /// The prefixes of Swift's stable mangling and its predecessors, `_` first for the symbol-table spelling.
    static let swiftPrefixes: [StaticString] = ["$s", "_$s", "$S", "_$S", "$e", "_$e", "_T0"]

    /// Decodes a record: `_Tt` names and prefixed manglings by their prefix, anything else as described text.
    ///
    /// A record that starts with a digit cannot be described text, so it is tried as a bare `_mangledTypeName`;
    /// `bareManglings` tries every unprefixed record that way first.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, bareManglings: Bool = false) -> Result<Decoded, Failure> {
        let cursor = ByteCursor(bytes)
        if cursor.hasPrefix("_Tt") {
            return mangled(.objcRuntime, bytes, after: 3, ObjCRuntimeNameDecoder.decode)
        }
        for prefix in swiftPrefixes where cursor.hasPrefix(prefix) {
            return mangled(.swiftMangled, bytes, after: prefix.utf8CodeUnitCount, SwiftMangledDecoder.decode)
        }
        let described = { () -> Result<Decoded, Failure> in
            do throws(ParseError) {
                return .success(Decoded(type: try DescribedNameParser.parse(bytes), form: .described))
            } catch {
                return .failure(Failure(form: nil, reason: .notATypeName(error)))
            }
        }
        guard bareManglings || cursor.peek().isDigit else { return described() }
        let bare = mangled(.swiftMangled, bytes, after: 0, SwiftMangledDecoder.decode)
        // Under `bareManglings`, a record that is no mangling may still be described text.
        if case .failure = bare, !cursor.peek().isDigit, case .success(let decoded) = described() { return .success(decoded) }
        return bare
    }

    /// Decodes the bytes after a prefix, reporting errors at offsets into the whole record.
    static func mangled(
        _ form: InputForm, _ bytes: UnsafeBufferPointer<UInt8>, after prefixLength: Int,
        _ decode: (UnsafeBufferPointer<UInt8>) throws(ParseError) -> TypeName
    ) -> Result<Decoded, Failure> {
        do throws(ParseError) {
            return .success(Decoded(type: try decode(UnsafeBufferPointer(rebasing: bytes[prefixLength...])), form: form))
        } catch {
            return .failure(Failure(form: form, reason: .notDecodable(ParseError(error.reason, at: error.offset + prefixLength))))
        }
    }
}
