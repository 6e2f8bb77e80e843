/// The result of naming one record: the display name, or the reason there is none.
///
/// ```swift
/// let result = ScreenNamer().name("MyApp.Settings.RootView")
/// result.displayName  // "Settings.RootView"
/// result.module       // "MyApp"
/// result.path         // ["Settings", "RootView"]
/// ```
public struct ScreenName: Hashable, Sendable {
    /// The searchable name, such as `Settings.RootView`; `nil` when the record was filtered.
    public var displayName: String?
    /// The chosen type, the user's screen; `nil` when the record was filtered.
    public var type: NominalType?
    /// The form the record was written in; `nil` when it was not a type name.
    public var form: InputForm?
    /// Why there is no display name; `nil` when there is one.
    public var filterReason: FilterReason?
    /// The framework generic type the name was found inside although the wrapper table does not know it (a hosting
    /// or container type of a newer SDK, looked through by the rule of ``ScreenNamer``), without its arguments:
    /// a wrapper worth reporting. `nil` when the tables knew every type on the way.
    public var unknownWrapper: NominalType?
    /// Whether the name is a third party's: neither declared by the app's sources (``NamingRules/declared``) nor
    /// Apple's. Always `false` when no sources were given.
    public var isThirdParty = false
    /// Whether the reading rests on a name without a module that Apple's frameworks and apps both declare
    /// (`Settings`, `EmptyView`), or on a generic name shaped as Apple's hosting controllers
    /// (`BaseHostingController<…>`): only the app's sources (``NamingRules/declared``) settle whose it is, and it is
    /// always `false` when they are given.
    public var isAmbiguous = false
    /// For a symbol's demangled text (form ``InputForm/symbol``), the member of the screen's type it names, as
    /// source names it: `viewDidLoad()` in `closure #1 in SettingsViewController.viewDidLoad()`, `row(at:)`,
    /// `body.getter`. `nil` for every other form, a mangled symbol, and an entity that is its type itself.
    public var member: String?

    /// Creates a result.
    public init(
        displayName: String?, type: NominalType?, form: InputForm?, filterReason: FilterReason?,
        unknownWrapper: NominalType? = nil
    ) {
        self.displayName = displayName
        self.type = type
        self.form = form
        self.filterReason = filterReason
        self.unknownWrapper = unknownWrapper
    }
}
