/// What a mangled name declares a type in: a module, another type, an extension or a function.
///
/// Both manglings build the same ``NominalType`` from it as the described parser does, so a mangled name and
/// its described twin meet in one tree: anonymous and private contexts leave no trace, and a function context
/// starts a fresh nesting path under its module, as `LocalView #1 in MyApp.f()` does.
enum MangledContext {
    case module(String)
    case nominal(NominalType)
    case `extension`(module: String, base: NominalType)
    case function(module: String?)

    /// The named type `name` declared in this context.
    func nominal(named name: String) -> NominalType {
        switch self {
        case .module(let module):
            return NominalType(module: module, components: [Component(name)])
        case .nominal(var parent):
            parent.components.append(Component(name))
            return parent
        case .extension(let module, var base):
            base.components.append(Component(name))
            base.extensionModule = module
            return base
        case .function(let module):
            return NominalType(module: module, components: [Component(name)])
        }
    }

    /// The module a function declared in this context belongs to.
    var module: String? {
        switch self {
        case .module(let module): module
        case .nominal(let type): type.owningModule
        case .extension(let module, _): module
        case .function(let module): module
        }
    }
}

extension NominalType {
    /// Binds generic argument lists to nesting levels, innermost list first, as both manglings order them.
    ///
    /// Returns `nil` when there are more lists than levels: such a mangling is not a type this tool can name.
    func binding(innermostFirst lists: [[TypeName]]) -> NominalType? {
        guard lists.count <= components.count else { return nil }
        var bound = self
        for (offset, arguments) in lists.enumerated() {
            bound.components[components.count - 1 - offset].arguments = arguments
        }
        return bound
    }
}
