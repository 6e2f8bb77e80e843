extension TypeTree {
    /// The value of a type node, for the public API and `--json`; built only where a value is wanted.
    func typeName(of node: Int32) -> TypeName {
        // Substitutions make nodes shared; each is built once, so a name that refers back to itself many times
        // costs what its nodes cost.
        var built: [Int32: TypeName] = [:]
        return typeName(of: node, built: &built)
    }

    /// The value of a named type node.
    func nominalType(of node: Int32) -> NominalType {
        var built: [Int32: TypeName] = [:]
        return nominalType(of: self[node: node], built: &built)
    }

    private func typeName(of index: Int32, built: inout [Int32: TypeName]) -> TypeName {
        if let done = built[index] { return done }
        let node = self[node: index]
        let type: TypeName
        switch node.kind {
        case .nominal, .extensionContext:
            type = .nominal(nominalType(of: node, built: &built))
        case .tuple:
            type = .tuple(
                (0..<Int(node.count)).map { offset in
                    let entry = self[entry: node.list + Int32(offset)]
                    return TupleElement(
                        label: entry.label.isNone ? nil : string(entry.label),
                        type: typeName(of: entry.node, built: &built))
                })
        case .function:
            let parameters = (0..<Int(node.count) - 1).map { typeName(of: entryNode(node.list, $0), built: &built) }
            type = .function(
                parameters: parameters, result: typeName(of: entryNode(node.list, Int(node.count) - 1), built: &built))
        case .metatype:
            type = .metatype(typeName(of: entryNode(node.list, 0), built: &built))
        case .existential, .module, .functionContext:
            type = .existential((0..<Int(node.count)).map { typeName(of: entryNode(node.list, $0), built: &built) })
        }
        built[index] = type
        return type
    }

    private func nominalType(of node: Node, built: inout [Int32: TypeName]) -> NominalType {
        var components: [Component] = []
        var index = node.component
        while index >= 0 {
            let component = self[component: index]
            let arguments = (0..<Int(component.argumentCount)).map {
                typeName(of: entryNode(component.arguments, $0), built: &built)
            }
            components.append(Component(string(component.name), arguments: arguments))
            index = component.parent
        }
        components.reverse()
        return NominalType(
            module: node.module.isNone ? nil : string(node.module),
            extensionModule: node.extensionModule.isNone ? nil : string(node.extensionModule),
            components: components)
    }

    /// Writes a type value into the tree, its names in the arena, and returns its node.
    mutating func add(_ type: TypeName) -> Int32 {
        switch type {
        case .nominal(let nominal):
            return add(nominal)
        case .tuple(let elements):
            let mark = self.mark
            for element in elements { gather(add(element.type), label: element.label.map { intern($0) } ?? .none) }
            let (list, count) = commit(from: mark)
            return add(Node(kind: .tuple, list: list, count: count))
        case .function(let parameters, let result):
            let mark = self.mark
            for parameter in parameters { gather(add(parameter)) }
            gather(add(result))
            let (list, count) = commit(from: mark)
            return add(Node(kind: .function, list: list, count: count))
        case .metatype(let instance):
            return addList(.metatype, [add(instance)])
        case .existential(let members):
            return addList(.existential, members.map { add($0) })
        }
    }

    /// Writes a named type value into the tree and returns its node.
    mutating func add(_ nominal: NominalType) -> Int32 {
        var parent: Int32 = -1
        // A value may have no components at all; it reads as one empty name, which is what it prints.
        for component in nominal.components.isEmpty ? [Component("")] : nominal.components {
            let mark = self.mark
            for argument in component.arguments { gather(add(argument)) }
            let (list, count) = commit(from: mark)
            parent = addComponent(intern(component.name), parent: parent, arguments: list, argumentCount: count)
        }
        return add(
            Node(
                kind: .nominal, module: nominal.module.map { intern($0) } ?? .none,
                extensionModule: nominal.extensionModule.map { intern($0) } ?? .none, component: parent))
    }
}
