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

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Decoded, Failure> {
        do throws(ParseError) {
            return .success(Decoded(type: try DescribedNameParser.parse(bytes), form: .described))
        } catch {
            return .failure(Failure(form: nil, reason: .notATypeName(error)))
        }
    }
}
