/// What a crash or hang report says of where it stopped: the crashed thread's frames (the main thread's in a hang
/// report, which marks none), the backtrace of an uncaught exception, and the images the process had loaded.
public struct CrashReport: Hashable, Sendable {
    /// How the report was written.
    public enum Format: String, Hashable, Sendable {
        /// Apple's `.ips`: a JSON header line, then a JSON body.
        case ips
        /// Text: Apple's `.crash` (and the text body of an older `.ips`), Xcode's organizer, Crashlytics, Sentry.
        case text
    }

    /// A loaded image: its name as frames give it, and its path when the report lists one.
    public struct Image: Hashable, Sendable {
        public var name: String
        public var path: String?

        public init(name: String, path: String?) {
            self.name = name
            self.path = path
        }
    }

    public var format: Format
    /// The line of its input the report starts on.
    public var line: Int
    /// The process's executable (`Path:`, `procPath`), when the report gives it.
    public var executablePath: String?
    /// The crashed thread's number, when the report gives it.
    public var thread: Int?
    /// The crashed thread's frames, innermost first.
    public var frames: [CrashFrame] = []
    /// Where an uncaught exception was thrown, innermost first (`lastExceptionBacktrace`, `Last Exception
    /// Backtrace:`).
    public var exceptionFrames: [CrashFrame] = []
    /// The images the report lists (`usedImages`, `Binary Images:`); empty when it lists none.
    public var images: [Image] = []

    /// The most frames kept of a thread, and of images: a thread past it keeps its innermost frames, where its
    /// screen is.
    public static let maximumFrames = 1024

    public init(format: Format, line: Int) {
        self.format = format
        self.line = line
    }

    /// The names of the app's images: those inside the app's bundle (the `.app` folder of the executable's path, or
    /// of any image's when the report does not give that), but the Swift runtime that older apps carry. `nil` when
    /// the report lists no image with a path, and frames' images are then told apart by ``isSystemImage(_:)``.
    public var appImages: Set<String>? {
        guard images.contains(where: { $0.path != nil }) else { return nil }
        let bundle = executablePath.flatMap(CrashReport.bundle(of:))
        var names: Set<String> = []
        for image in images {
            guard let path = image.path, !image.name.hasPrefix("libswift") else { continue }
            if let bundle {
                if path.hasPrefix(bundle) { names.insert(image.name) }
            } else if CrashReport.bundle(of: path) != nil {
                names.insert(image.name)
            }
        }
        return names
    }

    /// A path's bundle, up to and with the first `.app/`.
    static func bundle(of path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes in
            DemangledSymbol.index(of: ".app/", in: bytes, from: 0, before: bytes.count).map {
                String(decoding: bytes[..<$0], as: UTF8.self)
            }
        }
    }

    /// Whether an image is the system's by its name alone, for reports that list no images: a dynamic library
    /// (`libswiftCore.dylib`, `libsystem_kernel.dylib`), an Apple bundle (`com.apple.AppKit`), an SDK module
    /// (`UIKit`, `SwiftUICore`, `CoreFoundation`), or one of the private frameworks every app's frames pass
    /// through.
    public static func isSystemImage(_ name: String) -> Bool {
        name.hasSuffix(".dylib") || name.hasPrefix("com.apple.") || name.hasPrefix("libsystem")
            || AppleNames.isAppleModule(name) || privateFrameworks.contains(name)
    }

    /// Private frameworks on the threads of apps, which are in no SDK's module list.
    static let privateFrameworks: Set<String> = [
        "AttributeGraph", "BaseBoard", "BoardServices", "CoreAutoLayout", "FrontBoardServices", "GraphicsServices",
        "RunningBoardServices", "UIKitCore", "dyld", "libdyld.dylib",
    ]
}
