/// The type declarations of a Swift source tree, with the screens among them.
///
/// ```swift
/// var index = DeclarationIndex()
/// index.add(source: "struct HomeView: View {}", file: "Sources/App/HomeView.swift", module: "App")
/// index.screens.map({ $0.dottedPath })  // ["HomeView"]
/// ```
public struct DeclarationIndex: Sendable {
    /// Every declaration, in the order the files were added.
    public private(set) var declarations: [Declaration] = []
    /// Inheritance added by extensions (`extension HomeView: View {}`), by extended path.
    var extensionInheritance: [[String]: [String]] = [:]
    /// How many files were added.
    public private(set) var fileCount = 0
    /// The modules of the files added, so that resolving a name does not walk every declaration.
    private var moduleNames: Set<String> = []

    /// Creates an empty index.
    public init() {}

    /// Adds the declarations of one file.
    public mutating func add(source: UnsafeBufferPointer<UInt8>, file: String, module: String?) {
        fileCount += 1
        if let module { moduleNames.insert(module) }
        var reader = DeclarationReader(
            bytes: source, file: file, module: module)
        reader.read()
        declarations += reader.declarations
        for (path, inherited) in reader.extensionInheritance { extensionInheritance[path, default: []] += inherited }
    }

    /// Adds the declarations of one file that belongs to several modules (targets that share it), once for each.
    public mutating func add(source: UnsafeBufferPointer<UInt8>, file: String, modules: [String]) {
        guard let first = modules.first else { return add(source: source, file: file, module: nil) }
        let before = declarations.count
        add(source: source, file: file, module: first)
        guard modules.count > 1 else { return }
        // The file's declarations are the ones just added: no walk over the rest of the tree.
        let read = Array(declarations[before...])
        for module in modules.dropFirst() {
            moduleNames.insert(module)
            declarations += read.map { declaration in
                var declaration = declaration
                declaration.module = module
                return declaration
            }
        }
    }

    /// Adds the declarations of one file given as a string.
    public mutating func add(source: String, file: String, module: String?) {
        var source = source
        source.withUTF8 { add(source: $0, file: file, module: module) }
    }

    /// The screens: classes that inherit from a UIKit view controller (directly or through the tree's own screen
    /// classes), and types that conform to SwiftUI's `View` (directly, through an extension or through a protocol
    /// of the tree that refines `View`).
    public var screens: [Declaration] {
        var screenClasses: Set<String> = []
        var viewProtocols: Set<String> = ["View"]
        var changed = true
        var isScreen = [Bool](repeating: false, count: declarations.count)
        while changed {
            changed = false
            for (offset, declaration) in declarations.enumerated() where !isScreen[offset] {
                let inherited = (declaration.inherited + (extensionInheritance[declaration.path] ?? [])).map(
                    DeclarationIndex.baseName)
                let conformsToView = inherited.contains { viewProtocols.contains($0) }
                if declaration.kind == .protocol {
                    if conformsToView, viewProtocols.insert(declaration.path.last!).inserted { changed = true }
                    continue
                }
                let superclass = declaration.kind == .class ? inherited.first : nil
                let isControllerSubclass =
                    superclass.map { DeclarationIndex.isViewController($0) || screenClasses.contains($0) } ?? false
                if conformsToView || isControllerSubclass {
                    isScreen[offset] = true
                    changed = true
                    if declaration.kind == .class { screenClasses.insert(declaration.path.last!) }
                }
            }
        }
        return declarations.indices.filter { isScreen[$0] }.map { declarations[$0] }
    }

    /// The declarations a named type refers to, best first: those with the same nesting path (in the same module
    /// first), and only those when there are any and the name says more than its innermost part (a module or an
    /// outer type); otherwise also declarations whose path ends with it. A bare innermost name, as `--leaf` prints
    /// it, has dropped its nesting, so every declaration of that name is a candidate.
    ///
    /// A type local to a method is named at run time with the method's type before it
    /// (`HomeView.Row` for `struct Row` inside a method of `HomeView`); local declarations of its innermost name
    /// come last.
    public func declarations(of type: NominalType) -> [Declaration] {
        let type = resolved(type)
        let path = type.components.map({ $0.name })
        let exact = rank(declarations.filter { $0.path == path }, module: type.owningModule)
        let isBare = type.module == nil && type.extensionModule == nil && path.count == 1
        if !exact.isEmpty, !isBare { return exact }
        let found =
            exact
            + rank(
                declarations.filter { $0.path.count > path.count && Array($0.path.suffix(path.count)) == path },
                module: type.owningModule)
        guard found.isEmpty, path.count > 1 else { return found }
        return rank(declarations.filter { $0.isLocal && $0.path.last == path.last }, module: type.owningModule)
    }

    /// The modules the tree's files belong to.
    public var modules: Set<String> { moduleNames }

    /// A named type read against the tree. Described text takes a dotted name's first part for the module; where the
    /// tree declares no type of that path in that module, but declares the whole name as a nesting path, or where the
    /// part is no module of the tree but a type of it, the part starts the nesting path instead: `Settings.RootView`
    /// printed for `enum Settings { struct RootView }`, `StatusEditor.AccessoryView` for a view in
    /// `extension StatusEditor` of another module.
    public func resolved(_ type: NominalType) -> NominalType {
        guard let module = type.module, type.extensionModule == nil else { return type }
        let path = type.components.map({ $0.name })
        if declarations.contains(where: { $0.module == module && $0.path == path }) { return type }
        let nested = [module] + path
        let declaresNested = declarations.contains { $0.path == nested }
        let isTypeNotModule = !moduleNames.contains(module) && declarations.contains { $0.path.contains(module) }
        guard declaresNested || isTypeNotModule else { return type }
        return NominalType(module: nil, components: [Component(module)] + type.components)
    }

    /// The declarations whose innermost name is `name`, best first.
    public func declarations(named name: String, module: String?) -> [Declaration] {
        rank(declarations.filter { $0.path.last == name }, module: module)
    }

    func rank(_ found: [Declaration], module: String?) -> [Declaration] {
        guard let module, found.count > 1 else { return found }
        return found.filter { $0.module == module } + found.filter { $0.module != module }
    }

    /// `UIKit.UIViewController` → `UIViewController`, `UIHostingController<Root>` → `UIHostingController`.
    static func baseName(_ written: String) -> String {
        var name = Substring(written)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// Whether a class name is a framework view controller that app screens subclass.
    ///
    /// The tables hold other controllers too (`UIPresentationController` is no view controller), so the name must
    /// also end in `ViewController` or be one of the container and picker controllers that do not.
    static func isViewController(_ name: String) -> Bool {
        guard name.hasSuffix("ViewController") || otherViewControllers.contains(name) else { return false }
        return AppleNames.uikitClasses.contains(name) || AppleNames.frameworkControllers.contains(name)
            || otherViewControllers.contains(name)
    }

    /// View controllers whose names do not end in `ViewController`, sorted.
    static let otherViewControllers = NameTable([
        "NavigationStackHostingController",
        "PresentationHostingController",
        "UIAlertController",
        "UICloudSharingController",
        "UIHostingController",
        "UIImagePickerController",
        "UINavigationController",
        "UISearchController",
        "UITabBarController",
        "UIVideoEditorController",
    ])
}

/// Reads declarations from the tokens of one file, keeping a stack of the scopes braces open.
struct DeclarationReader {
    enum Scope {
        case type([String])
        case `extension`([String])
        /// Function bodies, closures, accessors or anything else, this many nested: types declared in them are
        /// local. Counted, so that a file of nested braces takes one entry.
        case other(Int)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var tokens: TokenWindow
    let file: String
    let module: String?
    var position = 0
    var scopes: [Scope] = []
    var declarations: [Declaration] = []
    var extensionInheritance: [[String]: [String]] = [:]

    /// Words after `class` that make it a modifier, not a declaration (`class func`, `class var`).
    static let classModifiersFollowers: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "convenience", "required",
        "private", "fileprivate", "internal", "public", "open", "dynamic", "nonisolated", "lazy", "weak", "unowned",
    ]

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, module: String?) {
        self.bytes = bytes
        self.tokens = TokenWindow(bytes)
        self.file = file
        self.module = module
    }

    // Static, taking the bytes: a method of the reader called from its mutating ones would copy the whole reader at
    // every token.
    static func text(_ token: SwiftToken, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
    }

    static func isWord(_ token: SwiftToken, _ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.kind == .identifier, token.range.count == word.utf8CodeUnitCount else { return false }
        let start = word.utf8Start
        for (offset, byte) in bytes[token.range].enumerated() where byte != start[offset] { return false }
        return true
    }

    mutating func token(_ position: Int) -> SwiftToken? { tokens.token(at: position) }

    mutating func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        token(index)?.kind == .punctuation(byte)
    }

    mutating func read() {
        // A declaration looks back one token, at most.
        while let token = token(position) {
            tokens.forget(before: max(position - 1, 0))
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")):
                if case .other(let depth)? = scopes.last {
                    scopes[scopes.count - 1] = .other(depth + 1)
                } else {
                    scopes.append(.other(1))
                }
                position += 1
            case .punctuation(UInt8(ascii: "}")):
                if case .other(let depth)? = scopes.last, depth > 1 {
                    scopes[scopes.count - 1] = .other(depth - 1)
                } else if !scopes.isEmpty {
                    scopes.removeLast()
                }
                position += 1
            case .identifier:
                if !readDeclaration() { position += 1 }
            default:
                position += 1
            }
        }
    }

    /// Reads a declaration starting at the current token, or returns false when there is none.
    mutating func readDeclaration() -> Bool {
        guard let keyword = token(position) else { return false }
        let kind: Declaration.Kind?
        let isExtension = Self.isWord(keyword, "extension", bytes)
        if Self.isWord(keyword, "class", bytes) {
            kind = .class
        } else if Self.isWord(keyword, "struct", bytes) {
            kind = .struct
        } else if Self.isWord(keyword, "enum", bytes) {
            kind = .enum
        } else if Self.isWord(keyword, "actor", bytes) {
            kind = .actor
        } else if Self.isWord(keyword, "protocol", bytes) {
            kind = .protocol
        } else if Self.isWord(keyword, "typealias", bytes) {
            kind = .typealias
        } else {
            kind = nil
        }
        guard kind != nil || isExtension else { return false }
        // `import struct Foundation.Date`, `x.class`: not declarations.
        if position > 0 {
            let previous = token(position - 1)!
            if Self.isWord(previous, "import", bytes) || previous.kind == .punctuation(UInt8(ascii: ".")) {
                return false
            }
        }
        guard let nameToken = token(position + 1), nameToken.kind == .identifier else { return false }
        if kind == .class, DeclarationReader.classModifiersFollowers.contains(Self.text(nameToken, bytes)) {
            return false
        }

        var cursor = position + 2
        var path = [Self.text(nameToken, bytes)]
        if isExtension {
            // `extension Outer.Inner<T>`: a dotted path, generic arguments skipped.
            while true {
                if isPunctuation(cursor, UInt8(ascii: "<")) { cursor = skipAngles(from: cursor) }
                guard isPunctuation(cursor, UInt8(ascii: ".")), let next = token(cursor + 1), next.kind == .identifier
                else { break }
                path.append(Self.text(next, bytes))
                cursor += 2
            }
        } else if isPunctuation(cursor, UInt8(ascii: "<")) {
            cursor = skipAngles(from: cursor)
        }
        // What may follow a declared name; anything else means the keyword was used as a plain word.
        let follows = token(cursor)
        // `extension MyApp.Settings`, `extension Swift.Array` name the type with its module: the path starts after it.
        if isExtension, path.count > 1, path[0] == module || AppleNames.isAppleModule(path[0]) { path.removeFirst() }
        // Without a closure, which would capture (and copy) the whole reader at every keyword.
        var opensClause = false
        if let token = follows {
            opensClause =
                token.kind == .punctuation(UInt8(ascii: "{")) || token.kind == .punctuation(UInt8(ascii: ":"))
                || Self.isWord(token, "where", bytes)
                || (kind == .typealias && token.kind == .punctuation(UInt8(ascii: "=")))
        }
        guard opensClause || (kind == .protocol && follows == nil) else { return false }

        var inherited: [String] = []
        if isPunctuation(cursor, UInt8(ascii: ":")), kind != .typealias {
            cursor += 1
            inherited = readInheritance(from: &cursor)
        }
        if kind == .typealias {
            record(.typealias, name: nameToken, inherited: [])
            position = cursor
            return true
        }
        // Skip a `where` clause up to the body.
        while let next = token(cursor), next.kind != .punctuation(UInt8(ascii: "{")),
            next.kind != .punctuation(UInt8(ascii: "}"))
        {
            cursor += 1
        }
        let scopePath: [String]
        if isExtension {
            scopePath = path
            extensionInheritance[path, default: []] += inherited
            if isPunctuation(cursor, UInt8(ascii: "{")) { scopes.append(.extension(path)) }
        } else {
            scopePath = record(kind!, name: nameToken, inherited: inherited)
            if isPunctuation(cursor, UInt8(ascii: "{")) { scopes.append(.type(scopePath)) }
        }
        position = isPunctuation(cursor, UInt8(ascii: "{")) ? cursor + 1 : cursor
        return true
    }

    /// Records a declaration in the innermost scope and returns its path.
    @discardableResult
    mutating func record(_ kind: Declaration.Kind, name: SwiftToken, inherited: [String]) -> [String] {
        var path: [String] = []
        var isLocal = false
        switch scopes.last {
        case .type(let outer)?, .extension(let outer)?: path = outer
        case .other?: isLocal = true
        case nil: break
        }
        path.append(Self.text(name, bytes))
        declarations.append(
            Declaration(
                kind: kind, path: path, module: module, file: file, line: name.line,
                column: name.column, inherited: inherited, isLocal: isLocal))
        return path
    }

    /// Reads `A, B<C>, D.E` up to `{`, `where` or the end of the clause.
    mutating func readInheritance(from cursor: inout Int) -> [String] {
        var entries: [String] = []
        var current = ""
        while let token = token(cursor) {
            if token.kind == .punctuation(UInt8(ascii: "{")) || token.kind == .punctuation(UInt8(ascii: "}"))
                || Self.isWord(token, "where", bytes)
            {
                break
            }
            if token.kind == .punctuation(UInt8(ascii: ",")) {
                if !current.isEmpty { entries.append(current) }
                current = ""
                cursor += 1
                continue
            }
            if token.kind == .punctuation(UInt8(ascii: "<")) {
                let end = skipAngles(from: cursor)
                for position in cursor..<end { current += Self.text(self.token(position)!, bytes) }
                cursor = end
                continue
            }
            if token.kind != .attribute { current += Self.text(token, bytes) }
            cursor += 1
        }
        if !current.isEmpty { entries.append(current) }
        return entries
    }

    /// The index after the `>` that closes the `<` at `start`; `->` inside does not close it.
    mutating func skipAngles(from start: Int) -> Int {
        var depth = 0
        var cursor = start
        while let token = token(cursor) {
            switch token.kind {
            case .punctuation(UInt8(ascii: "<")): depth += 1
            case .punctuation(UInt8(ascii: ">")):
                depth -= 1
                if depth == 0 { return cursor + 1 }
            case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")):
                return cursor
            default: break
            }
            cursor += 1
        }
        return cursor
    }
}
