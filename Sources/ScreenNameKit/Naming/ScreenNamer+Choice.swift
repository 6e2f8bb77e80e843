extension ScreenNamer {
    /// Finds the user's type in a decoded tree: the node of the named type to print, or `nil` when every named type
    /// in it is a framework's. This is the one place where the naming rules choose.
    ///
    /// A named type is the user's unless its module is Apple's (or, without a module, its outermost name is a
    /// framework type's), or the user's rules say otherwise. A framework type is looked through only where the
    /// wrapper table says its content stands; a user's `unwrap` type is looked through at every argument.
    func choose(_ node: Int32, in tree: TypeTree) -> Int32? {
        choose(node, in: tree, withRules: hasRules, known: nil, trace: NoTrace())
    }

    /// ``choose(_:in:)`` for a record decoded in `form`: a route value names its own case, which is the app's by what
    /// it is, and no table's name can claim it.
    func choose(_ node: Int32, form: InputForm, in tree: TypeTree) -> Int32? {
        form == .route ? node : choose(node, in: tree)
    }

    /// ``choose(_:in:)``, also saying through which framework generic type that the wrapper table does not know
    /// the choice was found (the innermost, when several): the wrapper a user can report.
    func choose(_ node: Int32, in tree: TypeTree, unknownWrapper: inout Int32?) -> Int32? {
        var found: Int32 = -1
        let chosen = withUnsafeMutablePointer(to: &found) { pointer in
            choose(node, in: tree, withRules: hasRules, known: nil, trace: WrapperTrace(innermost: pointer))
        }
        unknownWrapper = chosen != nil && found >= 0 ? found : nil
        return chosen
    }

    /// `known` holds the content positions of the wrapper the node is already known to be: it repeats its parent's
    /// module, name and arity, as nested `ModifiedContent` does, so it is not looked up again. `trace`, when given,
    /// receives the innermost unknown wrapper the choice was found in.
    private func choose<Trace: ChoiceTrace>(
        _ node: Int32, in tree: TypeTree, withRules: Bool, known: Wrapper.Positions?, trace: Trace
    ) -> Int32? {
        let type = tree[node: node]
        switch type.kind {
        case .nominal:
            let innermost = tree[component: type.component]
            if withRules, !rules.unwrapped.isEmpty, matches(type, in: tree, rules.unwrapped) {
                for offset in 0..<Int(innermost.argumentCount) {
                    if let found = choose(
                        tree.entryNode(innermost.arguments, offset), in: tree, withRules: withRules, known: nil,
                        trace: trace)
                    {
                        return found
                    }
                }
                return isFramework(type, in: tree) ? nil : node
            }
            let content: Wrapper.Positions
            if let known {
                content = known
            } else {
                if !isFramework(type, in: tree, withRules: withRules) {
                    if endsInMemberWord(type, innermost, in: tree) || isReadOtherwiseAlone(type, innermost, in: tree) {
                        return nil
                    }
                    // A generic parameter is no type, unless the user's rules say the app has one so named. Its
                    // name or first part is at most three bytes long: the one test nearly every name stops at.
                    guard innermost.name.count <= 3 || (type.module.count <= 3 && !type.module.isNone) else {
                        return node
                    }
                    let isParameter =
                        isGenericParameter(type, in: tree) && (!withRules || ownerByRules(of: type, in: tree) != .app)
                    return isParameter ? nil : node
                }
                guard innermost.parent < 0, innermost.argumentCount > 0 else { return nil }
                guard
                    let found = Wrapper.entry(
                        name: tree.bytes(innermost.name), arity: Int(innermost.argumentCount),
                        module: type.module.isNone ? nil : tree.bytes(type.module))
                else {
                    let found = chooseInUnknownWrapper(type, innermost, in: tree, withRules: withRules, trace: trace)
                    // A third party's generic type, under `--only-app`, is no wrapper of Apple's to report.
                    if found != nil,
                        rules.declared.isEmpty || owner(of: type, in: tree, withRules: withRules) == .framework
                    {
                        trace.record(node)
                    }
                    return found
                }
                content = found.content
            }
            for index in 0..<content.count {
                let child = tree.entryNode(innermost.arguments, content[index])
                let repeats = !withRules && repeatsWrapper(tree[node: child], of: type, innermost, in: tree)
                if let found = choose(
                    child, in: tree, withRules: withRules, known: repeats ? content : nil, trace: trace)
                {
                    // Only a name without a module can be SwiftUI's own content taken for the app's.
                    if tree[node: found].module.isNone, Int(innermost.argumentCount) > content.count,
                        holdsFrameworkContent(innermost, in: tree)
                    {
                        // What was found is dropped, and with it any unknown wrapper it was found in.
                        trace.drop()
                        return nil
                    }
                    return found
                }
            }
            return nil
        case .tuple, .existential:
            // `any MyApp.Routable` names the app's protocol, as its described twin `MyApp.Routable` does.
            for offset in 0..<Int(type.count) {
                if let found = choose(
                    tree.entryNode(type.list, offset), in: tree, withRules: withRules, known: nil, trace: trace)
                {
                    return found
                }
            }
            return nil
        case .metatype:
            return choose(tree.entryNode(type.list, 0), in: tree, withRules: withRules, known: nil, trace: trace)
        case .function, .module, .functionContext, .extensionContext:
            return nil
        }
    }

    /// The user's type in a framework generic type the wrapper table does not know (a hosting or container type of
    /// a newer SDK): its arguments shaped like content first (a name ending as views and controllers do, or another
    /// framework generic type), then the others, never those shaped like modifiers or data (see
    /// ``Wrapper/modifierEndings`` and ``Wrapper/dataTypes``).
    /// Whether a wrapper's other arguments say its content is SwiftUI's own: `ModifiedContent<Element,
    /// NavigationColumnModifier>` is a split view's column around `_VariadicView_Children.Element`, which runtime
    /// output and analytics SDKs print without a module (see ``Wrapper/frameworkContentModifiers``).
    private func holdsFrameworkContent(_ innermost: TypeTree.Level, in tree: TypeTree) -> Bool {
        for offset in 0..<Int(innermost.argumentCount) {
            let argument = tree[node: tree.entryNode(innermost.arguments, offset)]
            guard argument.kind == .nominal else { continue }
            let span = tree[component: argument.component].name
            for modifier in Wrapper.frameworkContentModifiers
            where Int(span.count) == modifier.utf8CodeUnitCount && tree.bytes(span).equals(modifier) {
                return isFramework(argument, in: tree, withRules: false) || argument.module.isNone
            }
        }
        return false
    }

    /// The standard library's own generic types (collections, `Result`, storage classes) hold data, never content,
    /// and so do the modifier- and data-shaped types themselves.
    private func chooseInUnknownWrapper<Trace: ChoiceTrace>(
        _ type: TypeTree.Node, _ innermost: TypeTree.Level, in tree: TypeTree, withRules: Bool, trace: Trace
    ) -> Int32? {
        let name = tree.bytes(innermost.name)
        if tree.bytes(type.module).equals("Swift") || Wrapper.modifierEndings.contains(where: { name.hasSuffix($0) })
            || Wrapper.dataTypes.contains(where: { name.equals($0) })
        {
            return nil
        }
        for contentFirst in [true, false] {
            for offset in 0..<Int(innermost.argumentCount) {
                let child = tree.entryNode(innermost.arguments, offset)
                let argument = tree[node: child]
                guard argument.kind == .nominal else {
                    if !contentFirst,
                        let found = choose(child, in: tree, withRules: withRules, known: nil, trace: trace)
                    {
                        return found
                    }
                    continue
                }
                let level = tree[component: argument.component]
                let name = tree.bytes(level.name)
                if Wrapper.modifierEndings.contains(where: { name.hasSuffix($0) }) { continue }
                let isFrameworkType = isFramework(argument, in: tree, withRules: withRules)
                if isFrameworkType, Wrapper.dataTypes.contains(where: { name.equals($0) }) { continue }
                let isContentShaped =
                    Wrapper.contentEndings.contains { name.hasSuffix($0) }
                    || (isFrameworkType && level.argumentCount > 0)
                guard isContentShaped == contentFirst else { continue }
                if let found = choose(child, in: tree, withRules: withRules, known: nil, trace: trace) { return found }
            }
        }
        return nil
    }

    /// Whether a named type is how `swift demangle` and symbolicated crash logs print a generic parameter, or a
    /// member of one: a capital letter and the parameter's depth, if any, without a module or arguments (`A`, `B`,
    /// `A1` in `SwiftUI.UIHostingController<A>`), or as the first part (`A.Body`, read with `A` as its module). The
    /// runtime prints the type that stands in for one, never the parameter, so such a name is no type at all.
    @inline(__always)
    func isGenericParameter(_ type: TypeTree.Node, in tree: TypeTree) -> Bool {
        guard type.extensionModule.isNone else { return false }
        if !type.module.isNone { return ScreenNamer.isGenericParameterName(type.module, in: tree) }
        let innermost = tree[component: type.component]
        return innermost.parent < 0 && innermost.argumentCount == 0
            && ScreenNamer.isGenericParameterName(innermost.name, in: tree)
    }

    /// Whether a named type's path ends in a word that text reads otherwise: a member's accessor or deinitializer
    /// (`Store.values.setter` in `Store.values.setter!`, with or without arguments), a symbol's text, or `Type` and
    /// `Protocol` (`_TtC5MyApp4Type`), a metatype's. Named alone, such text reads as the member's symbol or the
    /// metatype, which name another type, so a display name taken from it would not name itself again.
    @inline(__always)
    private func endsInMemberWord(_ type: TypeTree.Node, _ innermost: TypeTree.Level, in tree: TypeTree) -> Bool {
        // The lengths of the words first: they are in the span, and nearly every name has another.
        switch innermost.name.count {
        case 4, 8:
            let name = tree.bytes(innermost.name)
            return (innermost.parent >= 0 || !type.module.isNone)
                && DescribedNameParser.isMetatypeWord(name.baseAddress!, name.count)
        case 6, 7, 16, 18, 21:
            return (innermost.parent >= 0 || !type.module.isNone)
                && DemangledSymbol.isMemberWord(tree.bytes(innermost.name))
        default:
            return false
        }
    }

    /// Whether a named type's first name, its module's or else its outermost type's, is read otherwise at the start
    /// of a record: a mangling (`_TtC5MyApp4Home` in `Swift.Array<_TtC5MyApp4Home>` or after `unowned `,
    /// `$s5MyApp4HomeCN`, `s5MyApp4HomeCN`) or a key-value observing subclass's prefix (`NSKVONotifying_Home`). Described text holds
    /// such a name unread, and printed, it would name another type when named again. `s3Bucket`, which the record
    /// reader takes for a name, stays one.
    private func isReadOtherwiseAlone(_ type: TypeTree.Node, _ innermost: TypeTree.Level, in tree: TypeTree) -> Bool {
        var span = type.module
        if span.isNone {
            var level = innermost
            while level.parent >= 0 { level = tree[component: level.parent] }
            span = level.name
        }
        let name = tree.bytes(span)
        // The first bytes first: nearly every name starts otherwise.
        guard name.count > 3 else { return false }
        switch name[0] {
        case UInt8(ascii: "_"), UInt8(ascii: "$"):
            return (name[1] == UInt8(ascii: "T") && name[2] == UInt8(ascii: "t"))
                || RecordDecoder.swiftPrefixLength(ByteCursor(name)) > 0
        case UInt8(ascii: "s") where name[1].isDigit:
            var scratch = TypeTree()
            defer { scratch.deallocate() }
            scratch.reset(source: name)
            guard case .success(let decoded) = RecordDecoder.decode(name, into: &scratch) else { return true }
            return decoded.form != .described
        case UInt8(ascii: "N"):
            return RecordDecoder.observingPrefixLength(name, at: 0) > 0
        default:
            return false
        }
    }

    /// Whether a name is a capital letter and at most two digits, as the demangler names generic parameters.
    @inline(__always)
    static func isGenericParameterName(_ span: TypeTree.Span, in tree: TypeTree) -> Bool {
        // The length first: it is in the span, and nearly every name is longer.
        guard span.count <= 3 else { return false }
        let name = tree.bytes(span)
        guard let first = name.first, first.isUppercase else { return false }
        return name.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether `child` is a named type of one level with the module, name and argument count of the wrapper `parent`.
    private func repeatsWrapper(
        _ child: TypeTree.Node, of parent: TypeTree.Node, _ innermost: TypeTree.Level, in tree: TypeTree
    ) -> Bool {
        guard child.kind == .nominal, child.extensionModule.isNone, parent.extensionModule.isNone else { return false }
        let level = tree[component: child.component]
        // Lengths first: they are in the spans, and most children differ in them.
        guard level.parent < 0, level.argumentCount == innermost.argumentCount,
            level.name.count == innermost.name.count,
            child.module.count == parent.module.count
        else { return false }
        let name = tree.bytes(level.name)
        let module = tree.bytes(child.module)
        return memoryEqual(name.baseAddress!, tree.bytes(innermost.name).baseAddress, count: name.count)
            && (module.count == 0
                || memoryEqual(module.baseAddress!, tree.bytes(parent.module).baseAddress, count: module.count))
    }

    /// Whether a named type is a framework type: from an Apple module, a framework name without module, or denied.
    @inline(__always)
    func isFramework(_ type: TypeTree.Node, in tree: TypeTree, withRules: Bool = true) -> Bool {
        // Without rules the tables alone decide: the path nearly every record takes.
        guard withRules, hasRules else { return isApple(type, in: tree) }
        switch owner(of: type, in: tree) {
        case .framework: return true
        case .app: return false
        case .thirdParty: return rules.onlyDeclared
        }
    }

    /// Whose a named type is: the user's rules decide first (`allow`, `deny`, then the app's declared types), then
    /// the tables; with declared types, what is neither declared nor Apple's is a third party's, but for a generic
    /// hosting controller without a module (``AppleNames/isHostingControllerName(_:)``), which is a newer SDK's.
    ///
    /// Without the app's tree such a name stays the app's: the runtime prints the app's own generic subclasses of
    /// `UIHostingController` the same way (`AppHostingController<HomeView>`), and only the tree tells them apart.
    @inline(never)
    func owner(of type: TypeTree.Node, in tree: TypeTree, withRules: Bool = true) -> Owner {
        if withRules, let owner = ownerByRules(of: type, in: tree) { return owner }
        if isApple(type, in: tree) { return .framework }
        guard withRules, !rules.declared.isEmpty else { return .app }
        let outermost = tree.outermost(type)
        let isHostingController =
            tree.owningModule(type).isNone && outermost.argumentCount > 0
            && AppleNames.isHostingControllerName(tree.bytes(outermost.name))
        return isHostingController ? .framework : .thirdParty
    }

    /// Whose the user's rules say a named type is, `nil` when they say nothing of it: `allow`, then `deny`, then the
    /// app's declared types.
    func ownerByRules(of type: TypeTree.Node, in tree: TypeTree) -> Owner? {
        guard hasRules else { return nil }
        if matches(type, in: tree, rules.allowed, bareNamesClaimAppleModules: false) { return .app }
        if matches(type, in: tree, rules.denied) { return .framework }
        if matches(type, in: tree, rules.declared, bareNamesClaimAppleModules: false) { return .app }
        return nil
    }

    /// Whether the tables say a named type is Apple's: by its module, or without one by its outermost name.
    @inline(__always)
    func isApple(_ type: TypeTree.Node, in tree: TypeTree) -> Bool {
        if let byModule = isOfAppleModule(type, in: tree) { return byModule }
        let outermost = tree.outermost(type)
        return AppleNames.isFrameworkTypeName(
            bytes: tree.bytes(outermost.name), hasArguments: outermost.argumentCount > 0)
    }

    /// Whether a named type's module is one of Apple's; `nil` when it has no module that says (none, or `__C`).
    @inline(__always)
    func isOfAppleModule(_ type: TypeTree.Node, in tree: TypeTree) -> Bool? {
        let module = tree.owningModule(type)
        guard !module.isNone, !ScreenNamer.isAnyonesModule(tree.bytes(module)) else { return nil }
        return AppleNames.isAppleModule(bytes: tree.bytes(module)) { tree.bytes(tree.outermost(type).name) }
    }

    /// Whether the reading of the record rests on a name without a module that only the app's sources can settle
    /// (see ``ScreenName/isAmbiguous``): the chosen type's, or the record's own outermost type's.
    func isAmbiguous(_ root: Int32, chosen: Int32?, in tree: TypeTree) -> Bool {
        guard rules.declared.isEmpty else { return false }
        for node in [chosen, root] {
            guard let node, tree[node: node].kind == .nominal, tree.owningModule(tree[node: node]).isNone else {
                continue
            }
            let outermost = tree.outermost(tree[node: node])
            let name = tree.bytes(outermost.name)
            if AppleNames.isSharedName(name) { return true }
            if outermost.argumentCount > 0, AppleNames.isHostingControllerName(name),
                !AppleNames.isFrameworkTypeName(bytes: name, hasArguments: true)
            {
                return true
            }
        }
        return false
    }

    /// Whose a named type is (see ``owner(of:in:withRules:)``).
    enum Owner {
        case framework, app, thirdParty
    }

    /// Whether a module is one the runtime gives imported Objective-C and C types (`__C`) or the error codes the
    /// Clang importer synthesizes (`__C_Synthesized`): such a module says nothing of whose the type is.
    static func isAnyonesModule(_ module: UnsafeBufferPointer<UInt8>) -> Bool {
        module.count >= 3 && module[0] == UInt8(ascii: "_") && module[1] == UInt8(ascii: "_")
            && (module.equals(importedModule) || module.equals(synthesizedModule))
    }

    /// Whether a rule name names the type: its module, innermost name, nesting path or qualified path.
    ///
    /// With `bareNamesClaimAppleModules` false, a name without a module (`Group`) does not name a type of an Apple
    /// module (`SwiftUI.Group<…>`): a qualified name's module decides, so `allow Group` claims the app's `Group`
    /// and `allow SwiftUI.Group` SwiftUI's.
    func matches(
        _ type: TypeTree.Node, in tree: TypeTree, _ names: Set<String>, bareNamesClaimAppleModules: Bool = true
    ) -> Bool {
        guard !names.isEmpty else { return false }
        // Rules are few and short, so their text is built here rather than compared byte by byte.
        var path = ""
        render(type, in: tree, style: .path) { path += String(decoding: $0, as: UTF8.self) }
        let bareNamesApply = bareNamesClaimAppleModules || isOfAppleModule(type, in: tree) != true
        if bareNamesApply, names.contains(path) { return true }
        if bareNamesApply, names.contains(tree.string(tree[component: type.component].name)) { return true }
        for module in [type.module, type.extensionModule] where !module.isNone {
            let name = tree.string(module)
            if names.contains(name) || names.contains(name + "." + path) { return true }
        }
        return false
    }

    /// Writes the display name of a chosen named type, part by part, in the namer's style. This is the one renderer.
    func render(_ type: TypeTree.Node, in tree: TypeTree, _ write: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Without a module, `Checkout.PaymentView` was read with `Checkout` as one; the app's tree says it is a type.
        if hasRules, style == .path, moduleIsOuterType(type, in: tree) {
            let dot: StaticString = "."
            write(tree.bytes(type.module))
            write(UnsafeBufferPointer(start: dot.utf8Start, count: 1))
        }
        render(type, in: tree, style: style, write)
    }

    func render(
        _ type: TypeTree.Node, in tree: TypeTree, style: DisplayStyle, _ write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let dot: StaticString = "."
        let separator = UnsafeBufferPointer(start: dot.utf8Start, count: 1)
        switch style {
        case .leaf:
            write(tree.bytes(tree[component: type.component].name))
            return
        case .module:
            // The declaring module: `(extension in MyApp):Swift.Array.Cell` is MyApp's, and its name leads there.
            let module = tree.owningModule(type)
            if !module.isNone, !ScreenNamer.isAnyonesModule(tree.bytes(module)) {
                write(tree.bytes(module))
                write(separator)
            }
        case .path:
            break
        }
        let innermost = tree[component: type.component]
        if innermost.parent < 0 {
            write(tree.bytes(innermost.name))
            return
        }
        // The components are linked innermost first; they are written outermost first.
        let depth = tree.depth(type)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: depth) { chain in
            var index = type.component
            for level in 0..<depth {
                chain[level] = index
                index = tree[component: index].parent
            }
            for level in (0..<depth).reversed() {
                write(tree.bytes(tree[component: chain[level]].name))
                if level > 0 { write(separator) }
            }
        }
    }

    /// Whether the module a name was read with is the outermost type of a path the app's sources declare: a name
    /// printed without its module (`Checkout.PaymentView`, `Checkout` an enumeration of the app's) reads its first
    /// part as the module, and only the declarations can say otherwise: a first part that is a type they declare, or
    /// that makes a path they declare, is the outermost type, unless they declare types in a module of that name.
    @inline(never)
    func moduleIsOuterType(_ type: TypeTree.Node, in tree: TypeTree) -> Bool {
        // Only declarations read from a tree (``NamingRules/declare(_:)``) say which modules it has; names put into
        // ``NamingRules/declared`` by hand keep the reading they had.
        guard !rules.declaredModules.isEmpty, type.kind == .nominal, !type.module.isNone, type.extensionModule.isNone
        else { return false }
        let module = tree.string(type.module)
        guard !rules.declaredModules.contains(module) else { return false }
        if rules.declared.contains(module) { return true }
        // The path as the renderer writes it in its own style, which reads no rule.
        var path = module + "."
        render(type, in: tree, style: .path) { path += String(decoding: $0, as: UTF8.self) }
        return rules.declared.contains(path)
    }

    /// Whether any named type occurs in the tree below `node`.
    func containsNominal(_ node: Int32, in tree: TypeTree) -> Bool {
        let type = tree[node: node]
        switch type.kind {
        case .nominal: return !isGenericParameter(type, in: tree)
        case .tuple, .function, .metatype, .existential:
            for offset in 0..<Int(type.count) where containsNominal(tree.entryNode(type.list, offset), in: tree) {
                return true
            }
            return false
        case .module, .functionContext, .extensionContext:
            return false
        }
    }
}

/// What `choose` notes of its way: nothing, as it names records, or the unknown wrapper a choice was found in. A type
/// parameter, so that the naming of records carries no trace at all.
protocol ChoiceTrace {
    /// Notes that the choice was found through the unknown wrapper `node`, unless one inside it was noted first.
    func record(_ node: Int32)
    /// Forgets what was noted: what was found inside was dropped.
    func drop()
}

/// The trace of a choice whose way nobody asks about.
struct NoTrace: ChoiceTrace {
    @inline(__always) func record(_ node: Int32) {}
    @inline(__always) func drop() {}
}

/// Keeps the innermost unknown wrapper a choice was found in, or -1.
struct WrapperTrace: ChoiceTrace {
    let innermost: UnsafeMutablePointer<Int32>
    func record(_ node: Int32) { if innermost.pointee < 0 { innermost.pointee = node } }
    func drop() { innermost.pointee = -1 }
}
