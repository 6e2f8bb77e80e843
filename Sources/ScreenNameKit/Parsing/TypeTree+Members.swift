extension TypeTree {
    /// What a function context of a mangled symbol is, so that the member a symbol names can be written as source
    /// names it (`viewDidLoad()`, `row(at:)`, `init(items:)`, `body.getter`, `deinit`).
    struct Member {
        enum Kind: UInt8 {
            case function, initializer, deinitializer, variable, `subscript`
            /// A closure, a default argument, a variable's initial value: named by the member around it.
            case unnamed
        }

        var node: Int32 = -1
        var kind: Kind
        var name = Span.none
        /// A variable's or a subscript's accessor letter (`g`, `s`, `m`, `W`, …), or 0.
        var accessor: UInt8 = 0
        /// The labels, in ``TypeTree/memberLabels`` from `labelStart`; `Span.none` for `_`. A count of -1: the
        /// mangling gave no labels, and each parameter is unlabelled.
        var labelStart: Int32 = 0
        var labelCount: Int32 = -1
        var parameterCount: Int32 = 0
    }

    /// The member of a named type that the function context `node` is, or is inside of: the context directly in
    /// the type (or in an extension of it), remembered in ``memberNode``.
    mutating func noteMember(of node: Int32) {
        var current = node
        while nodes[Int(current)].kind == .functionContext, nodes[Int(current)].count == 1 {
            let context = nodes[Int(current)].list
            let kind = nodes[Int(context)].kind
            if kind == .nominal || kind == .extensionContext {
                memberNode = current
                return
            }
            guard kind == .functionContext else { return }
            current = context
        }
    }

    /// The text of the member ``memberNode`` is, or `nil` when there is none or it has no name of its own.
    var memberText: String? {
        guard memberNode >= 0,
            let member = (0..<members.count).lazy.map({ members[$0] }).first(where: {
                $0.node == memberNode
            })
        else { return nil }
        func labels() -> String {
            let count = member.labelCount < 0 ? Int(member.parameterCount) : Int(member.labelCount)
            var text = "("
            for index in 0..<count {
                let label = member.labelCount < 0 ? Span.none : memberLabels[Int(member.labelStart) + index]
                text += (label.isNone ? "_" : string(label)) + ":"
            }
            return text + ")"
        }
        switch member.kind {
        case .function: return member.name.isNone ? nil : string(member.name) + labels()
        case .initializer: return "init" + labels()
        case .deinitializer: return "deinit"
        case .variable:
            guard !member.name.isNone else { return nil }
            return string(member.name) + TypeTree.accessorSuffix(member.accessor)
        // The subscript itself (`p`, as a property descriptor names it) is written with its labels, as the
        // demangler writes it, `subscript(_:)`; an accessor of it without, `subscript.getter`.
        case .subscript:
            if member.accessor == UInt8(ascii: "p") { return "subscript" + labels() }
            return "subscript" + TypeTree.accessorSuffix(member.accessor)
        case .unnamed: return nil
        }
    }

    /// An accessor as `swift demangle` prints it after its variable: `.getter` for `g`.
    static func accessorSuffix(_ letter: UInt8) -> String {
        switch letter {
        case UInt8(ascii: "g"): ".getter"
        case UInt8(ascii: "s"): ".setter"
        case UInt8(ascii: "M"): ".modify"
        case UInt8(ascii: "r"): ".read"
        case UInt8(ascii: "m"): ".materializeForSet"
        case UInt8(ascii: "W"): ".didset"
        case UInt8(ascii: "w"): ".willset"
        case UInt8(ascii: "i"): ".init"
        default: ""
        }
    }
}
