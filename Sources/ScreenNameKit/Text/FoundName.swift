/// A type name found in a block of lines by ``RecordNamer/forEachName(inLines:separator:longestLine:_:)``, valid
/// only during the call that hands it over: `text` points into the namer's buffer.
public struct FoundName {
    /// The byte range of the name in the block.
    public var range: Range<Int>
    /// The line that holds it: 0 for the block's first.
    public var line: Int
    /// Where that line starts in the block.
    public var lineStart: Int
    /// The display name of the user's type it names, or for a framework type its short type name.
    public var text: UnsafeBufferPointer<UInt8>
    /// How many bytes of `text` are the name: all of them, but in a crash report's frame line, where `text` is the
    /// screen's name and the member the frame runs in (`SettingsViewController.viewDidLoad()`).
    public var nameCount: Int
    /// Whether `text` is the display name of the user's type (what `--only-matching` prints).
    public var isScreen: Bool
    /// Whether `text` is what the block holds at `range`, so that nothing needs replacing.
    public var isUnchanged: Bool
}
