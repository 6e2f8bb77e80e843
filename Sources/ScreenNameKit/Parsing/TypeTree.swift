/// The one representation every decoder writes: a type as flat arrays of nodes, components and lists whose names
/// are byte spans of the record, so that naming a record allocates nothing once the buffers have grown.
///
/// Nodes never change once written, and a node may be the argument of several others: the manglings' substitutions
/// refer back to a type already decoded, and point at its node instead of copying it. A named type's components are
/// linked from the innermost outwards, so a mangled context gains a nested name by adding one component.
///
/// ``TypeName`` is built from a tree only where a value is wanted (the public API and `--json`).
struct TypeTree {
    /// What a node is.
    enum Kind: UInt8 {
        /// A named type: `module`, `extensionModule` and the innermost `component`.
        case nominal
        /// A tuple: its elements, with their labels, in the list.
        case tuple
        /// A function: its parameters and then its result in the list.
        case function
        /// `T.Type`: the instance type is the list's one entry.
        case metatype
        /// `any P & Q`, `Any` (an empty list), a generic placeholder.
        case existential
        /// A module as the context of a mangled declaration (`module`, none for a function of unknown module);
        /// never a type.
        case module
        /// The body of a function as the context of a local declaration: names declared in it start a fresh path
        /// under `module`, as `LocalView #1 in MyApp.f()` does; never a type.
        case functionContext
        /// An extension of a named type as a context: names declared in it nest in that type and are owned by
        /// `extensionModule`; never a type.
        case extensionContext
    }

    /// A run of name bytes: in the record when `start` is not negative, else in the arena at `~start`.
    struct Span: Equatable {
        var start: Int32
        var count: Int32
        static let none = Span(start: 0, count: 0)
        var isNone: Bool { count == 0 }
    }

    struct Node {
        var kind: Kind
        var module = Span.none
        var extensionModule = Span.none
        /// The innermost component of a named type, or -1.
        var component: Int32 = -1
        /// The first entry of the node's list and how many entries it has. A function context has no list: `list`
        /// is the node of the context it is declared in, and `count` 1, when that is known.
        var list: Int32 = 0
        var count: Int32 = 0
    }

    /// One name on a nesting path; `parent` is the component it is nested in, -1 at the outermost level.
    struct Level {
        var name: Span
        var parent: Int32
        var arguments: Int32 = 0
        var argumentCount: Int32 = 0
    }

    /// An entry of a node's list, or of a component's generic arguments: a node and, in a tuple, its label.
    struct Entry {
        var node: Int32
        var label = Span.none
    }

    /// The record the spans refer to.
    var source: UnsafeBufferPointer<UInt8>
    private(set) var nodes: Storage<Node>
    private(set) var components: Storage<Level>
    private(set) var entries: Storage<Entry>
    /// Names that are not bytes of the record: decoded Punycode, word substitutions, `Swift`, `Optional`, …
    private(set) var arena: Storage<UInt8>
    /// Whether the record is the symbol of a member (a function, an accessor, a closure), which names the type it
    /// is a member of, rather than the symbol of a type.
    var namesMember = false
    /// The members the function contexts of a mangled symbol are (`TypeTree+Members`), and their labels.
    var members: Storage<Member>
    var memberLabels: Storage<Span>
    /// The function context that is the member of the type a symbol names, or -1.
    var memberNode: Int32 = -1
    /// A symbol's text, as `swift demangle` prints it, and where in it the type the tree holds is: what follows the
    /// type is the member (``DemangledSymbol/memberText(in:type:)``).
    var symbolText: (text: UnsafeBufferPointer<UInt8>, type: Range<Int>)?
    /// The manglings' substitutions: nodes that later parts of the name refer back to by number.
    var substitutions: Storage<Operand>
    /// The operand stack of the Swift mangling's decoder.
    var operands: Storage<Operand>
    /// The names whose generic arguments the described parser's loop is reading.
    private var open: Storage<OpenName>

    /// Entries of lists still being read: nested lists interleave, so each is gathered here and then copied whole.
    private var pending: Storage<Entry>

    /// The most nodes, components or list entries one record may make before it is not read: about 32 bytes each,
    /// so a hostile record costs a few MiB at the most.
    static let maximumCount = 1 << 17

    init() {
        source = UnsafeBufferPointer(start: nil, count: 0)
        nodes = Storage(capacity: 64)
        components = Storage(capacity: 64)
        entries = Storage(capacity: 64)
        arena = Storage(capacity: 256)
        pending = Storage(capacity: 64)
        substitutions = Storage(capacity: 32)
        operands = Storage(capacity: 32)
        open = Storage(capacity: 16)
        members = Storage(capacity: 8)
        memberLabels = Storage(capacity: 8)
    }

    /// Frees the buffers; the tree must not be used afterwards.
    func deallocate() {
        nodes.deallocate()
        components.deallocate()
        entries.deallocate()
        arena.deallocate()
        pending.deallocate()
        substitutions.deallocate()
        operands.deallocate()
        open.deallocate()
        members.deallocate()
        memberLabels.deallocate()
    }

    /// Starts a new record, keeping the buffers.
    mutating func reset(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        namesMember = false
        nodes.count = 0
        components.count = 0
        entries.count = 0
        arena.count = 0
        pending.count = 0
        substitutions.count = 0
        operands.count = 0
        members.count = 0
        memberLabels.count = 0
        memberNode = -1
        symbolText = nil
    }

    /// Whether the record made more parts than one record may; decoders check it where they loop.
    @inline(__always)
    var isFull: Bool {
        // One test: a count past the limit sets a bit that none below it does.
        (nodes.count | components.count | entries.count | arena.count >> 3) >= TypeTree.maximumCount
    }

    // MARK: Reading

    subscript(node index: Int32) -> Node { nodes[Int(index)] }
    subscript(component index: Int32) -> Level { components[Int(index)] }
    subscript(entry index: Int32) -> Entry { entries[Int(index)] }

    /// The bytes of a span.
    @inline(__always)
    func bytes(_ span: Span) -> UnsafeBufferPointer<UInt8> {
        // Spans are made from ranges of the record and the arena, so they lie inside them: no slice to check.
        let base = span.start >= 0 ? UnsafePointer(source.baseAddress) : UnsafePointer(arena.base)
        let offset = span.start >= 0 ? Int(span.start) : Int(~span.start)
        return UnsafeBufferPointer(start: base.map { $0 + offset }, count: Int(span.count))
    }

    func string(_ span: Span) -> String { String(decoding: bytes(span), as: UTF8.self) }

    func equals(_ span: Span, _ literal: StaticString) -> Bool { bytes(span).equals(literal) }

    /// The module whose code declares a named type: the extension's module where there is one.
    func owningModule(_ node: Node) -> Span { node.extensionModule.isNone ? node.module : node.extensionModule }

    /// The outermost component of a named type.
    func outermost(_ node: Node) -> Level {
        var component = components[Int(node.component)]
        while component.parent >= 0 { component = components[Int(component.parent)] }
        return component
    }

    /// How many names the nesting path of a named type has.
    func depth(_ node: Node) -> Int {
        var count = 0
        var index = node.component
        while index >= 0 {
            count += 1
            index = components[Int(index)].parent
        }
        return count
    }

    /// The node of the entry at `offset` in a list starting at `list`.
    @inline(__always)
    func entryNode(_ list: Int32, _ offset: Int) -> Int32 { entries[Int(list) + offset].node }

    // MARK: Writing

    /// A span of the record.
    func span(_ range: Range<Int>) -> Span { Span(start: Int32(range.lowerBound), count: Int32(range.count)) }

    /// A span of the record given as a range of `bytes`, which lie within the record (a decoder's bytes after a
    /// prefix, a token in a line).
    func span(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Span {
        let offset = bytes.baseAddress.flatMap { base in source.baseAddress.map { base - $0 } } ?? 0
        return Span(start: Int32(range.lowerBound + offset), count: Int32(range.count))
    }

    /// Copies bytes into the arena and returns their span.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Span {
        guard bytes.count > 0 else { return .none }
        let start = arena.count
        arena.append(contentsOf: bytes)
        return Span(start: ~Int32(start), count: Int32(bytes.count))
    }

    mutating func intern(_ literal: StaticString) -> Span {
        intern(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func intern(_ text: String) -> Span {
        var text = text
        return text.withUTF8 { intern($0) }
    }

    /// Starts a name in the arena, to be extended with ``extend(_:with:)``.
    var arenaEnd: Span { Span(start: ~Int32(arena.count), count: 0) }

    /// Appends bytes to a span that ends the arena.
    mutating func extend(_ span: inout Span, with bytes: UnsafeBufferPointer<UInt8>) {
        arena.append(contentsOf: bytes)
        span.count += Int32(bytes.count)
    }

    mutating func add(_ node: Node) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    mutating func addComponent(_ name: Span, parent: Int32, arguments: Int32 = 0, argumentCount: Int32 = 0) -> Int32 {
        components.append(Level(name: name, parent: parent, arguments: arguments, argumentCount: argumentCount))
        return Int32(components.count - 1)
    }

    /// Sets the parent of a component written by this record (the described parser drops a module this way).
    mutating func setParent(of component: Int32, to parent: Int32) {
        components[Int(component)].parent = parent
    }

    mutating func addEntry(_ entry: Entry) {
        entries.append(entry)
    }

    var entryCount: Int32 { Int32(entries.count) }

    /// Where the list being gathered starts: pass it to ``commit(from:)``.
    var mark: Int { pending.count }

    /// Adds a member to the list being gathered.
    mutating func gather(_ node: Int32, label: Span = .none) {
        pending.append(Entry(node: node, label: label))
    }

    /// How many members were gathered since `mark`.
    func gathered(since mark: Int) -> Int { pending.count - mark }

    /// The node of the member gathered at `offset` after `mark`.
    func gatheredEntry(_ mark: Int, _ offset: Int) -> Entry { pending[mark + offset] }

    /// Copies the members gathered since `mark` into one list and returns where it starts and its length.
    mutating func commit(from mark: Int) -> (list: Int32, count: Int32) {
        let start = entryCount
        let count = pending.count - mark
        entries.reserve(entries.count + count)
        for offset in 0..<count { (entries.base + entries.count + offset).initialize(to: pending[mark + offset]) }
        entries.count += count
        pending.count = mark
        return (start, Int32(count))
    }

    /// Reverses the order of the members gathered since `mark` (the Swift mangling's lists are popped last first).
    mutating func reverseGathered(since mark: Int) {
        var low = mark
        var high = pending.count - 1
        while low < high {
            let entry = pending[low]
            pending[low] = pending[high]
            pending[high] = entry
            low += 1
            high -= 1
        }
    }

    /// Drops the members gathered since `mark`.
    mutating func discard(from mark: Int) { pending.count = mark }

    /// A named type with one component.
    mutating func addNominal(module: Span, name: Span) -> Int32 {
        let component = addComponent(name, parent: -1)
        return add(Node(kind: .nominal, module: module, component: component))
    }

    /// `Swift.name<arguments>`, as `T?`, `[T]` and `[K : V]` denote.
    mutating func addStandardLibrary(_ name: StaticString, _ arguments: [Int32]) -> Int32 {
        let list = entryCount
        for argument in arguments { addEntry(Entry(node: argument)) }
        let component = addComponent(intern(name), parent: -1, arguments: list, argumentCount: Int32(arguments.count))
        return add(Node(kind: .nominal, module: intern("Swift"), component: component))
    }

    /// A node with a list of the given nodes.
    mutating func addList(_ kind: Kind, _ members: UnsafeBufferPointer<Int32>) -> Int32 {
        let list = entryCount
        for member in members { addEntry(Entry(node: member)) }
        return add(Node(kind: kind, list: list, count: Int32(members.count)))
    }

    mutating func addList(_ kind: Kind, _ members: [Int32]) -> Int32 {
        members.withUnsafeBufferPointer { addList(kind, $0) }
    }

    /// A function type whose parameters are a tuple's elements, or one type (`nil`: none), as both manglings write
    /// a signature.
    mutating func addFunction(parameters: Int32?, result: Int32) -> Int32 {
        let mark = self.mark
        if let parameters {
            let node = nodes[Int(parameters)]
            if node.kind == .tuple {
                for offset in 0..<Int(node.count) { gather(entryNode(node.list, offset)) }
            } else {
                gather(parameters)
            }
        }
        gather(result)
        let (list, count) = commit(from: mark)
        return add(Node(kind: .function, list: list, count: count))
    }

    /// A generic parameter or opaque type of a mangled signature: it stands for no particular type.
    mutating func addPlaceholder() -> Int32 { add(Node(kind: .existential)) }

    /// A compiler builtin type such as `Builtin.Int32`.
    mutating func addBuiltin() -> Int32 {
        let builtin = intern("Builtin")
        return addNominal(module: builtin, name: builtin)
    }

    /// A module as a mangled context.
    mutating func addModule(_ module: Span) -> Int32 { add(Node(kind: .module, module: module)) }

    /// The module a function declared in a context belongs to: the module, or a named type's owning module.
    func contextModule(_ context: Int32) -> Span {
        let node = nodes[Int(context)]
        return node.kind == .module || node.kind == .functionContext ? node.module : owningModule(node)
    }

    /// The body of a function, an accessor or a closure declared in `context`, as the context of what it declares.
    mutating func addFunctionContext(in context: Int32, member: Member? = nil) -> Int32 {
        let node = add(Node(kind: .functionContext, module: contextModule(context), list: context, count: 1))
        if var member {
            member.node = node
            members.append(member)
        }
        return node
    }

    /// The innermost named type whose context holds the function context `node`: the type it is a member of, the
    /// type an extension it is declared in extends, or the type a function around it is a member of; `nil` for a
    /// function outside any type.
    mutating func enclosingType(of node: Int32) -> Int32? {
        var current = nodes[Int(node)]
        // Each step goes to a context made before it, so the walk ends.
        while current.kind == .functionContext, current.count == 1 {
            var context = nodes[Int(current.list)]
            switch context.kind {
            case .nominal: return current.list
            case .extensionContext:
                // The extended type itself, owned by its own module, whichever module extends it.
                context.kind = .nominal
                context.extensionModule = .none
                return add(context)
            case .functionContext: current = context
            default: return nil
            }
        }
        return nil
    }

    /// The named type `name` declared in a context: under a module (a function's local types start a fresh path
    /// there, as `LocalView #1 in MyApp.f()` does), or nested in a named type.
    mutating func declare(_ name: Span, in context: Int32) -> Int32 {
        let node = nodes[Int(context)]
        if node.kind == .module || node.kind == .functionContext { return addNominal(module: node.module, name: name) }
        return nested(name, in: context)
    }

    /// The context of an extension of the named type `base` declared in `module`: names declared in it are
    /// `base`'s nested types, owned by `module`.
    mutating func extensionContext(module: Span, base: Int32) -> Int32 {
        var node = nodes[Int(base)]
        node.kind = .extensionContext
        node.extensionModule = module
        return add(node)
    }

    /// Binds generic argument lists to the levels of a named type, innermost list first as both manglings order
    /// them; `nil` when there are more lists than levels.
    mutating func bind(_ type: Int32, innermostFirst lists: UnsafeBufferPointer<(list: Int32, count: Int32)>) -> Int32?
    {
        var node = nodes[Int(type)]
        guard depth(node) >= lists.count else { return nil }
        // The components of the bound levels, innermost first, then rebuilt outermost first on the unbound rest.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: lists.count) { chain in
            var index = node.component
            for level in 0..<lists.count {
                chain[level] = index
                index = components[Int(index)].parent
            }
            var parent = index
            for level in (0..<lists.count).reversed() {
                let old = components[Int(chain[level])]
                parent = addComponent(
                    old.name, parent: parent, arguments: lists[level].list, argumentCount: lists[level].count)
            }
            node.component = parent
            return add(node)
        }
    }

    /// The named type `name` declared inside the named type `parent`: its path, one level deeper.
    mutating func nested(_ name: Span, in parent: Int32) -> Int32 {
        var node = nodes[Int(parent)]
        node.kind = .nominal
        node.component = addComponent(name, parent: node.component)
        return add(node)
    }
}

extension TypeTree {
    /// A writer of nodes, levels and lists through pointers into buffers reserved for `capacity` of each, so that a
    /// loop keeps its counts in registers and tests no capacity; ``endWriting(_:)`` hands the counts back.
    mutating func beginWriting(reserving capacity: Int) -> Writer {
        nodes.reserve(nodes.count + capacity)
        components.reserve(components.count + capacity)
        entries.reserve(entries.count + capacity)
        pending.reserve(pending.count + capacity)
        return Writer(
            nodes: nodes.base, nodeCount: nodes.count, levels: components.base, levelCount: components.count,
            entries: entries.base, entryCount: entries.count, pending: pending.base, pendingCount: pending.count)
    }

    mutating func endWriting(_ writer: Writer) {
        nodes.count = writer.nodeCount
        components.count = writer.levelCount
        entries.count = writer.entryCount
        pending.count = writer.pendingCount
    }

    /// The described parser's loop's stack of names whose arguments it is reading, with room for `capacity`.
    mutating func openNames(capacity: Int) -> UnsafeMutablePointer<OpenName> {
        open.reserve(capacity)
        return open.base
    }

    /// The writing half of ``beginWriting(reserving:)``: the same calls as the tree's, on reserved memory.
    struct Writer {
        let nodes: UnsafeMutablePointer<Node>
        var nodeCount: Int
        let levels: UnsafeMutablePointer<Level>
        var levelCount: Int
        let entries: UnsafeMutablePointer<Entry>
        var entryCount: Int
        let pending: UnsafeMutablePointer<Entry>
        var pendingCount: Int

        @inline(__always)
        mutating func add(_ node: Node) -> Int32 {
            (nodes + nodeCount).initialize(to: node)
            nodeCount &+= 1
            return Int32(truncatingIfNeeded: nodeCount &- 1)
        }

        @inline(__always)
        mutating func addComponent(_ name: Span, parent: Int32, arguments: Int32 = 0, argumentCount: Int32 = 0) -> Int32
        {
            (levels + levelCount).initialize(
                to: Level(name: name, parent: parent, arguments: arguments, argumentCount: argumentCount))
            levelCount &+= 1
            return Int32(truncatingIfNeeded: levelCount &- 1)
        }

        var mark: Int { pendingCount }

        @inline(__always)
        mutating func gather(_ node: Int32) {
            (pending + pendingCount).initialize(to: Entry(node: node))
            pendingCount &+= 1
        }

        @inline(__always)
        mutating func commit(from mark: Int) -> (list: Int32, count: Int32) {
            let start = entryCount
            let count = pendingCount &- mark
            // Lists are short (one or two arguments): copied one by one rather than by a call to `memcpy`.
            for offset in 0..<count { (entries + (entryCount &+ offset)).initialize(to: pending[mark &+ offset]) }
            entryCount &+= count
            pendingCount = mark
            return (Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: count))
        }
    }
}

/// A name whose generic arguments are being read: its module, the level its name nests in, the name, and where its
/// arguments start among the gathered entries.
struct OpenName {
    var module: TypeTree.Span
    var parent: Int32
    var name: TypeTree.Span
    var mark: Int
}

/// An operand of the Swift mangling's decoder: a name, a type or a context, or a marker between lists.
struct Operand {
    enum Kind: UInt8 {
        case identifier, module, type, declarationName, context, emptyList, separator, effect, variadic, global
    }

    var kind: Kind
    /// The name of an identifier, module or declaration name.
    var span = TypeTree.Span.none
    /// The node of a type, context or global.
    var node: Int32 = -1
    /// How deeply a type nests, so that no input builds a type deeper than decoders follow.
    var depth: Int32 = 0
}

/// A growable buffer of plain values that keeps its memory between records.
struct Storage<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    func deallocate() { base.deallocate() }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        if count + elements.count > capacity { grow(to: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Makes room for `minimum` elements without changing the count.
    @inline(__always)
    mutating func reserve(_ minimum: Int) {
        if minimum > capacity { grow(to: minimum) }
    }

    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
