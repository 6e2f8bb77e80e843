/// Chooses a crash report's screen: the innermost frame of the app's images whose symbol names a type of the app,
/// on the backtrace of the uncaught exception when the report has one and it holds such a frame, else on the
/// crashed thread.
public struct CrashResolver: Sendable {
    /// A frame that names a screen.
    public struct Screen: Hashable, Sendable {
        public var name: String
        /// The member of the screen's type the frame runs in (`viewDidLoad()`), when its symbol's text says.
        public var member: String?
        public var frame: CrashFrame
    }

    /// What a report comes to.
    public struct Result: Hashable, Sendable {
        /// Every frame that names a screen, innermost first: the first is the report's screen.
        public var screens: [Screen] = []
        /// Whether the screens are on the exception's backtrace rather than the crashed thread.
        public var isException = false
        /// The frames of the app's images passed over on that backtrace or thread for want of a symbol.
        public var unsymbolicated = 0
    }

    public let namer: ScreenNamer

    public init(namer: ScreenNamer = ScreenNamer()) {
        self.namer = namer
    }

    public func resolve(_ report: CrashReport) -> Result {
        let appImages = report.appImages
        func screens(_ frames: [CrashFrame]) -> Result {
            var result = Result()
            for frame in frames {
                if let image = frame.image {
                    guard appImages?.contains(image) ?? !CrashReport.isSystemImage(image) else { continue }
                }
                guard let symbol = frame.symbol else {
                    result.unsymbolicated += 1
                    continue
                }
                let module = frame.image.flatMap(CrashResolver.module(ofImage:))
                var symbolText = symbol
                if let (name, member) = symbolText.withUTF8({ screen(ofSymbol: $0, module: module) }) {
                    result.screens.append(Screen(name: name, member: member, frame: frame))
                }
            }
            return result
        }
        if !report.exceptionFrames.isEmpty {
            var thrown = screens(report.exceptionFrames)
            if !thrown.screens.isEmpty {
                thrown.isException = true
                return thrown
            }
        }
        return screens(report.frames)
    }

    /// The screen a frame's symbol names: a member of a type (in any form `swift demangle` and crash reporters
    /// print), or an Objective-C method (`-[HomeViewController viewDidLoad]`, whose class is read as a name). A
    /// function of a module alone (`main`, `crash(_:)`) names none.
    ///
    /// Crash reporters print symbols as `swift demangle --simplified` does, without modules, so that a nested
    /// type's outer type (`Onboarding.WelcomeView.body.getter`) would read as its module. A frame of the app's
    /// image is the app module's: the type is read again qualified with `module`, the image's name, when the
    /// symbol names a type without it.
    public func name(_ symbol: String, module: String? = nil) -> String? {
        var symbol = symbol
        return symbol.withUTF8 { screen(ofSymbol: $0, module: module)?.name }
    }

    /// The screen a symbol names, as ``name(_:module:)`` says, and the member of its type the symbol's text names.
    func screen(ofSymbol bytes: UnsafeBufferPointer<UInt8>, module: String?) -> (name: String, member: String?)? {
        if bytes.count > 3, bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+"),
            bytes[1] == UInt8(ascii: "[")
        {
            // The class runs to the selector's space, or to a category's `(`.
            var end = 2
            while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "(") { end += 1 }
            guard end < bytes.count, end > 2,
                let name = namer.name(bytes: UnsafeBufferPointer(rebasing: bytes[2..<end])).displayName
            else { return nil }
            // The selector, `submitOrder:`, is the member.
            var selector = end
            while selector < bytes.count, bytes[selector] != UInt8(ascii: " ") { selector += 1 }
            let close = bytes[selector...].firstIndex(of: UInt8(ascii: "]")) ?? bytes.count
            let member = selector + 1 < close ? String(decoding: bytes[(selector + 1)..<close], as: UTF8.self) : nil
            return (name, member)
        }
        let named = namer.name(bytes: bytes)
        guard named.form == .symbol || named.form == .swiftMangled, let display = named.displayName else { return nil }
        guard let module, let range = DemangledSymbol.typeRange(in: bytes), !range.isEmpty else {
            return (display, named.member)
        }
        let type = Array(bytes[range])
        if type.starts(with: module.utf8), type.count > module.utf8.count, type[module.utf8.count] == 0x2E {
            return (display, named.member)
        }
        let qualified = Array(module.utf8) + [0x2E] + type
        return (qualified.withUnsafeBufferPointer { namer.name(bytes: $0).displayName } ?? display, named.member)
    }

    /// The module an app's image holds, as Xcode names a target's module after its product: the name with every
    /// byte that cannot be in an identifier made `_`; `nil` for a bundle identifier (`com.example.MyApp`), as
    /// older macOS reports name images.
    static func module(ofImage image: String) -> String? {
        guard !image.isEmpty, !image.utf8.contains(UInt8(ascii: ".")), !image.utf8.first!.isDigit else { return nil }
        return String(decoding: image.utf8.map { $0.isIdentifierByte ? $0 : UInt8(ascii: "_") }, as: UTF8.self)
    }
}
