/// The tokens of one file as ``DeclarationReader`` reads them: made when the reader first reaches them and forgotten
/// once it has moved past, so that a file is read holding the tokens of one declaration, not the whole file's.
struct TokenWindow {
    private var tokenizer: SwiftTokenizer
    private var tokens: [SwiftToken] = []
    /// The position in the file's tokens of `tokens[0]`.
    private var base = 0
    private var isAtEnd = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        tokenizer = SwiftTokenizer(bytes)
        // Room for the tokens of most files at once, and of a declaration in any.
        tokens.reserveCapacity(min(bytes.count / 6, 4096))
    }

    /// The token at `position`, or `nil` past the file's last; `position` is at least that given to
    /// ``forget(before:)``.
    mutating func token(at position: Int) -> SwiftToken? {
        while position - base >= tokens.count {
            guard !isAtEnd, let next = tokenizer.next() else {
                isAtEnd = true
                return nil
            }
            tokens.append(next)
        }
        return tokens[position - base]
    }

    /// Lets go of the tokens before `position`: once they are at least half of those held, so that each token is
    /// moved a constant number of times on average.
    mutating func forget(before position: Int) {
        let dropped = position - base
        guard dropped >= 1024, dropped * 2 >= tokens.count else { return }
        tokens.removeFirst(dropped)
        base = position
    }
}
