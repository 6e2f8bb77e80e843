extension DescribedNameParser {
    /// The most levels of generic arguments the common shape's loop keeps open.
    static let commonShapeDepth = 16
    /// The longest record the loop reads: it reserves room for as many nodes as the record has bytes, which for
    /// longer records is more memory than the descent, which grows as it goes, would take.
    static let commonShapeLength = 4096

    /// Reads the commonest shape of a whole record in one loop without recursion: dotted names whose generic
    /// arguments stand at the end, `SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.HomeView,
    /// SwiftUI._PaddingLayout>>`, with `(unknown context at $…)` parts. It writes the tree the general descent
    /// writes for the same bytes, through the same calls; at any other byte (a space but in `, `, a bracket, a
    /// suffix, `.Type`, a byte outside ASCII, `Any`) it returns `nil`, and the caller starts the descent afresh.
    ///
    /// Why a loop beside the descent: nine records in ten have this shape, and the descent spends most of its time
    /// on the calls and tests that the rarer constructs need. No naming rule lives here: only how bytes become nodes.
    static func parseCommonShape(_ bytes: UnsafeBufferPointer<UInt8>, into tree: inout TypeTree) -> Int32? {
        guard let base = bytes.baseAddress, bytes.count <= commonShapeLength else { return nil }
        // Every node, level and list entry of the shape takes a name byte of its own, so `count` of each suffice.
        let count = bytes.count
        let open = tree.openNames(capacity: commonShapeDepth)
        var writer = tree.beginWriting(reserving: count)
        let root = readCommonShape(base, count, open, &writer)
        tree.endWriting(writer)
        return root
    }

    /// The loop of ``parseCommonShape(_:into:)``, on the bytes, a stack of open names and a writer.
    private static func readCommonShape(
        _ base: UnsafePointer<UInt8>, _ count: Int, _ open: UnsafeMutablePointer<OpenName>,
        _ tree: inout TypeTree.Writer
    ) -> Int32? {
        var depth = 0
        var index = 0
        while true {
            // One dotted name: its first part, then parts after dots (anonymous contexts leave none).
            guard index < count, base[index].isIdentifierHead, base[index] < 0x80 else { return nil }
            var module = TypeTree.Span.none
            var parent: Int32 = -1
            var parts = 0
            var last = TypeTree.Span.none
            while true {
                var end = index
                while end &+ 16 <= count {
                    let (first, second) = UInt8.nonIdentifierBytes(UnsafeRawPointer(base + end))
                    if first != 0 {
                        end &+= first.trailingZeroBitCount &>> 3
                        break
                    }
                    if second != 0 {
                        end &+= 8 &+ second.trailingZeroBitCount &>> 3
                        break
                    }
                    end &+= 16
                }
                if end &+ 16 > count { end = UInt8.asciiIdentifierEnd(base, from: end, count: count) }
                if isMetatypeWord(base + index, end &- index) { return nil }
                let name = TypeTree.Span(
                    start: Int32(truncatingIfNeeded: index), count: Int32(truncatingIfNeeded: end &- index))
                // The name before the next becomes the module (the first) or a component (the others).
                if parts == 1 {
                    module = last
                } else if parts > 1, !last.isNone {
                    parent = tree.addComponent(last, parent: parent)
                }
                last = name
                parts &+= 1
                index = end
                guard index < count, base[index] == UInt8(ascii: ".") else { break }
                index &+= 1
                while index < count, base[index] == UInt8(ascii: "("),
                    let next = anonymousContextEnd(base, index, count)
                {
                    // `MyApp.(unknown context at $10a3c).PrivateView`: the context counts as a part, leaves no name.
                    if parts == 1 {
                        module = last
                        last = .none
                    } else if !last.isNone {
                        parent = tree.addComponent(last, parent: parent)
                        last = .none
                    }
                    parts &+= 1
                    index = next
                }
                guard index < count, base[index].isIdentifierHead, base[index] < 0x80 else { return nil }
            }
            if index < count, base[index] == UInt8(ascii: "<") {
                guard depth < commonShapeDepth else { return nil }
                open[depth] = OpenName(module: module, parent: parent, name: last, mark: tree.mark)
                depth &+= 1
                index &+= 1
                continue
            }
            // `Any` and `nil` alone name no type (the empty existential, an absent optional): the descent reads them.
            if parts == 1, last.count == 3 {
                let word = UnsafeBufferPointer(start: base + Int(last.start), count: 3)
                if word.equals("Any") || word.equals("nil") { return nil }
            }
            var node = tree.add(
                TypeTree.Node(kind: .nominal, module: module, component: tree.addComponent(last, parent: parent)))
            // Close argument lists, then expect `, ` and the next argument, or the end.
            while true {
                if depth == 0 { return index == count ? node : nil }
                tree.gather(node)
                guard index < count else { return nil }
                if base[index] == UInt8(ascii: ","), index &+ 1 < count, base[index &+ 1] == UInt8(ascii: " ") {
                    index &+= 2
                    break
                }
                guard base[index] == UInt8(ascii: ">") else { return nil }
                index &+= 1
                depth &-= 1
                let name = open[depth]
                let (list, arguments) = tree.commit(from: name.mark)
                let component = tree.addComponent(
                    name.name, parent: name.parent, arguments: list, argumentCount: arguments)
                node = tree.add(TypeTree.Node(kind: .nominal, module: name.module, component: component))
                // `Outer<T>.Inner`, `T<U>?`: arguments inside a path, or a suffix, are the descent's.
                if index < count, base[index] != UInt8(ascii: ">"), base[index] != UInt8(ascii: ",") { return nil }
            }
        }
    }

    /// Whether a part is `Type` or `Protocol`, which the descent reads as a metatype.
    @inline(__always)
    static func isMetatypeWord(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        switch length {
        case 4: return UnsafeBufferPointer(start: start, count: 4).equals("Type")
        case 8: return UnsafeBufferPointer(start: start, count: 8).equals("Protocol")
        default: return false
        }
    }

    /// Where `(unknown context at $1a2b).` starting at `start` ends, when a name or another context follows it.
    static func anonymousContextEnd(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var cursor = ByteCursor(UnsafeBufferPointer(start: base, count: count), index: start)
        guard cursor.consume("(unknown context at $") else { return nil }
        while cursor.peek().isHexDigit { cursor.advance() }
        guard cursor.consume(UInt8(ascii: ")")), cursor.consume(UInt8(ascii: ".")) else { return nil }
        return cursor.index
    }
}
