// Embedded Swift has no runtime type names: a host there names the strings it is given.
#if !hasFeature(Embedded)
    extension ScreenNamer {
        /// Names a Swift type, as a screen-view hook or a debug overlay sees it.
        ///
        /// The type's mangled name is decoded first, since it keeps what `String(describing:)` loses (nesting,
        /// modules, private and local contexts); the qualified `_typeName` is the fallback.
        ///
        /// ```swift
        /// struct ContentView {}
        /// ScreenNamer().name(of: ContentView.self).displayName  // "ContentView"
        /// ScreenNamer().name(of: Optional<ContentView>.self).displayName  // "ContentView"
        /// ```
        public func name(of type: Any.Type) -> ScreenName {
            if let mangled = _mangledTypeName(type) {
                var bare = self
                bare.bareManglings = true
                let result = bare.name(mangled)
                if result.filterReason?.isMalformed != true { return result }
            }
            return name(_typeName(type, qualified: true))
        }

        /// Names the type of an object, such as the view controller passed to a `viewDidAppear` hook.
        ///
        /// ```swift
        /// final class HomeViewController {}
        /// ScreenNamer().name(ofObject: HomeViewController()).displayName  // "HomeViewController"
        /// ```
        public func name(ofObject object: AnyObject) -> ScreenName {
            name(of: Swift.type(of: object))
        }
    }
#endif

extension ScreenName {
    /// The module that declares the chosen type, such as `MyApp`; `nil` when filtered or unknown.
    public var module: String? { type?.owningModule }

    /// The chosen type's nesting path, such as `["Settings", "RootView"]`; empty when filtered.
    public var path: [String] { type?.components.map { $0.name } ?? [] }
}
