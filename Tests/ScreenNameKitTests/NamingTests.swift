import ScreenNameKit
import Testing

/// The naming rules: which type is the screen and how its name is printed.
@Suite struct NamingTests {
    @Test(
        arguments: [
            (
                "SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.ContentView, SwiftUI._EnvironmentKeyWritingModifier<Swift.Optional<MyApp.Store>>>>",
                "ContentView"
            ),
            ("MyApp.(unknown context at $10a3c).PrivateView", "PrivateView"),
            ("UINavigationController", nil),
            ("MyApp.Settings.RootView", "Settings.RootView"),
            ("MyApp.Outer<Swift.Int>.InnerViewController", "Outer.InnerViewController"),
            ("MyApp.(unknown context at $1).SecretView", "SecretView"),
            ("UIHostingController<ModifiedContent<AnyView, RootModifier>>", nil),
            ("RootModifier", nil),
            ("PresentationOptionsPreferenceKey", nil),
            ("SwiftUICore.Text", nil),
            ("MapKit.MKMapView", nil),
            ("_Concurrency.Task<(), Swift.Never>", nil),
            // A module `_` and a letter is the SDK's; `_` and a digit is how Xcode names an app's `2048` folder.
            ("_StringProcessing.Regex<Swift.Substring>", nil),
            ("_2048.GameView", "GameView"),
            ("_SomeFutureModule.Thing", nil),
            // No type of the SDK is named `_` and a digit: a first part before one is an app's type (SwiftProtobuf).
            ("_GeneratedWithProtocGenSwiftVersion._2", "_2"),
            ("_Concurrency._2", nil),
            ("SFSafariViewController", nil),
            ("MFMailComposeViewController", nil),
            ("PHPickerViewController", nil),
            ("AVPlayerViewController", nil),
            ("UISystemKeyboardDockController", nil),
            ("UIApplicationRotationFollowingController", nil),
            ("_UIContextMenuActionsOnlyViewController", nil),
            ("_FrameLayout", nil),
            ("ModifiedContent<HomeView, _PaddingLayout>", "HomeView"),
            ("Group<Settings>", "Settings"),
            ("Group", "Group"),
            ("__C.UIView", nil),
            ("__C.MYLegacyViewController", "MYLegacyViewController"),
            ("MyApp.HomeView.Type", "HomeView"),
            ("(MyApp.HomeView, MyApp.Other)", "HomeView"),
            ("(Swift.Int) -> MyApp.HomeView", nil),
            ("any MyApp.Screen", "Screen"),
            ("any Swift.Error", nil),
            ("Swift.Hashable & MyApp.Screen", "Screen"),
            ("SwiftUI.NavigationStack<Swift.Array<MyApp.Route>, SwiftUI.AnyView>", nil),
            ("SwiftUI.NavigationStack<Swift.Array<MyApp.Route>, MyApp.HomeView>", "HomeView"),
            ("SwiftUI.ModifiedContent<SwiftUI.AnyView, MyApp.BadgeModifier>", nil),
            (
                "SwiftUI.TabView<Swift.Int, SwiftUI.TupleView<(SwiftUI.Text, MyApp.FeedView, MyApp.ProfileView)>>",
                "FeedView"
            ),
            // A collection of the app's type names it; a dictionary's keys never do.
            ("Swift.Array<MyApp.HomeView>", "HomeView"),
            ("[MyApp.HomeView]", "HomeView"),
            ("Swift.Dictionary<MyApp.Route, Swift.Int>", nil),
            ("[Swift.String : MyApp.HomeView]", "HomeView"),
            ("MyApp.UIHostingHiddenNavBarController<MyApp.ContentView>", "UIHostingHiddenNavBarController"),
            ("UIHostingHiddenNavBarController<ContentView>", "UIHostingHiddenNavBarController"),
            // A demangled symbol's generic parameters (`A`, `B1`) and their members (`A.Body`) are no types.
            ("SwiftUI.UIHostingController<A>", nil),
            ("SwiftUI.ModifiedContent<A, B>", nil),
            ("Swift.Array<A1>", nil),
            ("A.Body", nil),
            ("MyApp.DetailView<A>", "DetailView"),
            ("MyApp.A", "A"),
            ("AB", "AB"),
            ("A2B", "A2B"),
            // A member's accessor or deinitializer ends a symbol's path, never a type's: inside a type it names
            // nothing, alone it is the symbol of a member of its type.
            ("Store.values.setter!", nil),
            ("Swift.Array<MyApp.Store.body.getter>", nil),
            ("MyApp.HomeView.__deallocating_deinit?", nil),
            ("Swift.Array<MyApp.Foo.getter<Swift.Int>>", nil),
            ("MyApp.Store.body.getter", "Store"),
            ("MyApp.Setter", "Setter"),
            ("MyApp.Store.Setter?", "Store.Setter"),
            // So does a metatype's word: `MyApp.Home.Type` is the metatype of `Home`.
            ("_TtC5MyApp4Type", nil),
            ("_TtCC5MyApp4Home8Protocol", nil),
            ("MyApp.Home.Type", "Home"),
            ("_TtC5MyApp5Types", "Types"),
            // A mangling or an observing subclass inside described text is no type there; alone it is read as what
            // it is.
            ("unowned _TtV5MyApp12Conte5MyApp1", nil),
            ("Swift.Array<_TtC5MyApp4Home>", nil),
            ("Swift.Array<s5MyApp4HomeCN.Foo>", nil),
            ("Swift.Array<_T05MyApp4HomeCN>?", nil),
            ("Swift.Array<$s5MyApp8HomeViewCN.Foo>", nil),
            ("unowned _$s5MyApp8HomeViewCN", nil),
            ("$foo.Bar", "Bar"),
            ("_TtV5MyApp12Conte5MyApp1", "Conte5MyApp1"),
            ("Swift.Array<s3Bucket>", "s3Bucket"),
            ("MyApp._TtC5MyApp4Home", "_TtC5MyApp4Home"),
            ("Swift.Array<NSKVONotifying_Home>", nil),
            ("Swift.Array<NSKVONotifying_MyApp.Home>", nil),
            ("NSKVONotifying_MyApp.Home", "Home"),
        ] as [(String, String?)])
    func choosesTheUsersType(input: String, expected: String?) {
        #expect(ScreenNamer().name(input).displayName == expected)
    }

    /// Descriptions of values and objects, as SDKs that reflect on a live view or controller store them, are named by
    /// the type they describe, an optional's by its payload's; an enum case's description is a route, which only
    /// `--route` reads.
    @Test(
        arguments: [
            ("<MyApp.ViewController: 0x7fd9201253c0>", "ViewController", InputForm.object),
            ("<MyApp.Home.Screen: 0x7f8; frame = (0 0; 320 480); layer = <CALayer: 0x6000>>", "Home.Screen", .object),
            ("<_TtC5MyApp4Home: 0x1>", "Home", .object),
            ("<UIView: 0x7f8>", nil, .object),
            // As `heap`, `leaks` and view-controller dumps print an object: no colon.
            ("<MyApp.HomeViewController 0x7fd9201253c0>", "HomeViewController", .object),
            (
                "<NSKVONotifying__TtGC7SwiftUI13NSHostingViewV5Gyeol12DocumentView_ 0x8a0010000>", "DocumentView",
                .object
            ),
            ("<UINavigationController 0x1>", nil, .object),
            ("MyApp.DetailView()", "DetailView", .value),
            ("SwiftUI.LazyView<MyApp.HomeView>(content: (Function))", "HomeView", .value),
            (
                "SwiftUI.(unknown context at $1d3108fec).SheetContent<MyApp.FullScreenView>(content: …)",
                "FullScreenView", .value
            ),
            (#"MyApp.Profile(name: "a ) b", id: 3)"#, "Profile", .value),
            ("ParameterizedLazyView<String, DetailView>(value: \"a\", content: (Function))", "DetailView", .value),
            // An optional is named by its payload: an object, a value, a metatype, an optional of one.
            ("Optional(<MyApp.HomeViewController: 0x7fd9201253c0>)", "HomeViewController", .value),
            ("Optional(MyApp.DetailView(id: 42, title: \"x\"))", "DetailView", .value),
            ("Swift.Optional(MyApp.HomeView)", "HomeView", .value),
            ("Optional(Optional(<MyApp.HomeViewController: 0x1>))", "HomeViewController", .value),
            ("Optional(<UINavigationController: 0x7f8>)", nil, .value),
            // A payload that names no type leaves the optional, which is the standard library's.
            ("Optional(\"hello\")", nil, .value),
            ("Optional(true)", nil, .value),
            ("Optional(MyApp.Route.detail(id: 3))", nil, .value),
            ("Optional()", nil, .value),
            // Eight optionals deep is read; a ninth is not (nesting costs a record no more than that).
            (String(repeating: "Optional(", count: 8) + "MyApp.A" + String(repeating: ")", count: 8), "A", .value),
            (String(repeating: "Optional(", count: 9) + "MyApp.A" + String(repeating: ")", count: 9), nil, .value),
        ] as [(String, String?, InputForm)])
    func namesTheTypeADescriptionDescribes(input: String, expected: String?, form: InputForm) {
        let result = ScreenNamer().name(input)
        #expect(result.displayName == expected)
        #expect(result.form == form)
    }

    /// Key-value observing gives an observed object a subclass of its own, `NSKVONotifying_` and its class's name as
    /// `object_getClass` sees it (`NSKVONotifying__TtC…` for a Swift class): it is named by the class, in every form.
    @Test(
        arguments: [
            ("NSKVONotifying__TtC5MyApp18HomeViewController", "HomeViewController", InputForm.objcRuntime),
            ("NSKVONotifying_MyApp.HomeViewController", "HomeViewController", .described),
            ("NSKVONotifying_UILabel", nil, .described),
            ("<NSKVONotifying__TtC5MyApp4Home: 0x8a0010000>", "Home", .object),
        ] as [(String, String?, InputForm)])
    func observedClassesAreNamedByTheClassTheyObserve(input: String, expected: String?, form: InputForm) {
        let result = ScreenNamer().name(input)
        #expect(result.displayName == expected)
        #expect(result.form == form)
        #expect(ScreenNamer(style: .module).name(input).displayName == expected.map { "MyApp." + $0 })
    }

    /// A framework generic type the wrapper table does not know (a newer SDK's host or container) is looked through:
    /// content-shaped arguments first, then the others, never modifiers, keys, layouts, effects, styles, writers,
    /// actions, preferences, contexts or data; the standard library's own generic types hold data only.
    @Test(
        arguments: [
            ("SwiftUI.NewHostingController<MyApp.HomeView>", "HomeView"),
            ("SwiftUI.NewHost<SwiftUI.ModifiedContent<MyApp.HomeView, SwiftUI.RootModifier>>", "HomeView"),
            ("SwiftUI.NewThing<SwiftUI._EnvironmentKeyWritingModifier<MyApp.Store>, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<MyApp.BorderModifier, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<MyApp.ThemeKey, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<MyApp.GridLayout, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<MyApp.ShakeEffect, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<MyApp.CardStyle, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<SwiftUI.StyleContextWriter<SwiftUI.SidebarStyleContext>, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<MyApp.TapAction, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<MyApp.SizePreference, MyApp.Home>", "Home"),
            ("SwiftUI.NewThing<MyApp.RenderContext, MyApp.Home>", "Home"),
            // Content-shaped arguments come before the others.
            ("SwiftUI.NewThing<MyApp.Model, MyApp.CheckoutScreen>", "CheckoutScreen"),
            ("SwiftUI.NewThing<MyApp.Model, MyApp.WelcomePage>", "WelcomePage"),
            ("SwiftUI.NewThing<MyApp.Model, MyApp.HomeController>", "HomeController"),
            ("SwiftUI.NewThing<MyApp.Model, MyApp.SheetContent>", "SheetContent"),
            ("SwiftUI.NewThing<MyApp.Model, MyApp.DetailView>", "DetailView"),
            ("SwiftUI.NewThing<MyApp.Model, SwiftUI.NewHost<MyApp.Inner>>", "Inner"),
            ("SwiftUI.NewThing<SwiftUI.Binding<MyApp.Model>, MyApp.Home>", "Home"),
            ("SwiftUI.ForEach<Swift.Array<MyApp.Item>, Swift.Int, MyApp.Row>", "Row"),
            (
                "SwiftUI.Picker<SwiftUI.Text, MyApp.Tab, SwiftUI.TupleView<(MyApp.FirstView, MyApp.SecondView)>>",
                "FirstView"
            ),
            ("SwiftUI.Picker<SwiftUI.Text, MyApp.Tab, SwiftUI.EmptyView>", "Tab"),
            ("SwiftUI.NewThing<MyApp.BorderModifier>", nil),
            ("SwiftUI.Binding<MyApp.Model>", nil),
            ("SwiftUI.State<MyApp.Model>", nil),
            ("Swift.Result<MyApp.Model, Swift.Error>", nil),
            ("SwiftUI._ViewModifier_Content<MyApp.BorderModifier>", nil),
            ("SwiftUI.ModifiedContent<SwiftUI.AnyView, MyApp.BorderModifier>", nil),
            // A split view's column host: its content is SwiftUI's `_VariadicView_Children.Element`, printed bare.
            (
                "UIHostingController<ModifiedContent<ModifiedContent<Element, NavigationColumnModifier>, StyleContextWriter<SidebarStyleContext>>>",
                nil
            ),
            (
                "_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentGS1_VVS_22_VariadicView_Children7ElementVS_24NavigationColumnModifier_GVS_18StyleContextWriterVS_19SidebarStyleContext___",
                nil
            ),
            ("SwiftUI.ModifiedContent<MyApp.Home, MyApp.NavigationColumnModifier>", "Home"),
        ] as [(String, String?)])
    func unknownFrameworkGenericsAreLookedThrough(input: String, expected: String?) {
        #expect(ScreenNamer().name(input).displayName == expected)
    }

    /// A name found by looking through a wrapper the table does not know says which wrapper, the innermost of
    /// several, so that it can be reported; a name found through the table, through an `unwrap` rule or in a
    /// collection says none, and neither does content that was dropped as SwiftUI's own.
    @Test(
        arguments: [
            ("SwiftUI.NewHostingController<MyApp.HomeView>", "SwiftUI.NewHostingController"),
            ("SwiftUI.NewHost<SwiftUI.ModifiedContent<MyApp.HomeView, SwiftUI.RootModifier>>", "SwiftUI.NewHost"),
            ("SwiftUI.NewThing<MyApp.Model, SwiftUI.NewHost<MyApp.Inner>>", "SwiftUI.NewHost"),
            ("SwiftUI.UIHostingController<SwiftUI.NewHost<MyApp.Inner>>", "SwiftUI.NewHost"),
            ("_TtGC7SwiftUI20NewHostingControllerV5MyApp8HomeView_", "SwiftUI.NewHostingController"),
            ("NewHostingController<HomeView>", nil),
            ("SwiftUI.UIHostingController<MyApp.HomeView>", nil),
            ("Swift.Array<MyApp.HomeView>", nil),
            ("MyApp.BaseHostingController<MyApp.HomeView>", nil),
            ("SwiftUI.ModifiedContent<MyApp.Home, MyApp.NavigationColumnModifier>", nil),
            ("SwiftUI.NewThing<MyApp.BorderModifier>", nil),
        ] as [(String, String?)])
    func aNameFoundThroughAnUnknownWrapperSaysWhich(input: String, wrapper: String?) {
        let result = ScreenNamer().name(input)
        let found = result.unknownWrapper.map { ($0.module.map { $0 + "." } ?? "") + $0.path }
        #expect(found == wrapper)
        #expect(result.unknownWrapper == nil || result.displayName != nil)
    }

    /// Names taken from analytics SDKs, each file with its source: what their test suites feed a view-name extractor
    /// (`shapes.tsv`), a screen-name sanitizer (`posthog-shapes.tsv`) and a class-name and view describer
    /// (`sentry-shapes.tsv`), each getting the app's view or nothing where only SwiftUI's and UIKit's types are named;
    /// and the system controllers three SDKs leave out of their automatic screen views (`excluded-controllers.tsv`:
    /// every one is Apple's, but the SDKs' own classes).
    @Test(arguments: [
        ("shapes.tsv", 20), ("posthog-shapes.tsv", 8), ("sentry-shapes.tsv", 7), ("excluded-controllers.tsv", 99),
    ])
    func namesFromAnalyticsSDKs(file: String, count: Int) throws {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent("sdk/\(file)"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count == count)
        for row in rows {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
            let expected = columns[0].isEmpty ? nil : String(columns[0])
            #expect(ScreenNamer().name(String(columns[1])).displayName == expected, "\(columns[1])")
        }
    }

    /// A Swift class of one of Apple's frameworks without an interface in the SDK (or newer than the SDK's list) is
    /// Apple's in every form the runtime prints it, which always carries its module (the `.tbd` lists it as
    /// `_TtC12GameCenterUI…`, a class dump's methods as `_TtC17DeviceDiscoveryUI…`); the same name bare, or in the
    /// app's module, is the app's, as only the module makes it Apple's.
    @Test(
        arguments: [
            ("_TtC12GameCenterUI25FriendsListViewController", nil),
            ("GameCenterUI.FriendsListViewController", nil),
            ("$s12GameCenterUI25FriendsListViewControllerCN", nil),
            ("UINavigationController<GameCenterUI.PlayerProfileViewController>", nil),
            ("FriendsListViewController", "FriendsListViewController"),
            ("MyApp.FriendsListViewController", "FriendsListViewController"),
            ("_TtC5MyApp25FriendsListViewController", "FriendsListViewController"),
            ("_TtCC20AppleMediaServicesUI22AMSExpressCheckoutView29ExpressCheckoutViewController", nil),
            ("AppleMediaServicesUI.AMSExpressCheckoutView.ExpressCheckoutViewController", nil),
            ("AssetViewer.PlaybackControlsViewController", nil),
            ("PlaybackControlsViewController", "PlaybackControlsViewController"),
            ("_TtC17DeviceDiscoveryUI25FieldPickerViewController", nil),
            ("DeviceDiscoveryUI.FieldPickerViewController", nil),
            ("FieldPickerViewController", "FieldPickerViewController"),
            // iOS 18's ImagePlayground, whose sheet an app presents (the iOS 26.1 class dump's method types), and
            // RealityKit's types, declared in RealityFoundation since iOS 18: a symbol of one as lldb prints it,
            // quoted in a comment of pookjw/MyRE's ImagePresentationViewController.m.
            ("_TtC15ImagePlayground29ImagePlaygroundViewController", nil),
            ("ImagePlayground.ImagePlaygroundViewController", nil),
            ("ImagePlaygroundViewController", "ImagePlaygroundViewController"),
            (
                "static RealityFoundation.MXISceneResource.createLowLevelMesh(mxiScene: __C.MXIScene) throws -> "
                    + "RealityFoundation.LowLevelMesh", nil
            ),
            ("static MyApp.Scene.make(entity: RealityFoundation.Entity) -> MyApp.Scene", "Scene"),
        ] as [(String, String?)])
    func swiftClassesOfPrivateFrameworksAreApplesByTheirModule(input: String, expected: String?) {
        #expect(ScreenNamer().name(input).displayName == expected)
    }

    /// With the app's declared types (from `--app`): a declared type is the app's even in a module named as Apple's;
    /// an Apple type in that module stays Apple's; a bare declared name does not claim an Apple module's type; what
    /// is neither is a third party's, kept and marked, or under `onlyDeclared` looked inside like an Apple wrapper. A
    /// name printed without its module keeps the outer type the declarations say its first part is.
    @Test(
        arguments: [
            ("Messages.InboxView", "InboxView", "InboxView", true),
            ("SwiftUI.UIHostingController<Messages.InboxView>", "InboxView", "InboxView", true),
            ("Messages.MSMessagesAppViewController", nil, nil, false),
            ("MyApp.Checkout.PaymentView", "Checkout.PaymentView", "Checkout.PaymentView", true),
            ("Settings", "Settings", "Settings", true),
            ("SwiftUI.Settings<SwiftUI.Text>", nil, nil, false),
            ("Stripe.PaymentSheetViewController", "PaymentSheetViewController", nil, false),
            ("FBSDKLoginViewController", "FBSDKLoginViewController", nil, false),
            ("Stripe.PaymentSheet<MyApp.HomeView>", "PaymentSheet", "HomeView", false),
            ("MyApp.Start", "Start", "Start", true),
            // Without a module the first part reads as one; the declarations say `Checkout` is the app's type.
            ("Checkout.PaymentView", "Checkout.PaymentView", "Checkout.PaymentView", true),
            ("SwiftUI.UIHostingController<Checkout.PaymentView>", "Checkout.PaymentView", "Checkout.PaymentView", true),
            // A generic hosting controller without a module that the tree does not declare is a newer SDK's.
            ("FooHostingController<Optional<ModifiedContent<HomeView, _PaddingLayout>>>", "HomeView", "HomeView", true),
            ("FooHostingController<AnyView>", nil, nil, false),
            ("AppHostingController<HomeView>", "AppHostingController", "AppHostingController", true),
            ("Stripe.PaymentHostingController<MyApp.HomeView>", "PaymentHostingController", "HomeView", false),
            ("FooHostingController", "FooHostingController", nil, false),
        ] as [(String, String?, String?, Bool)])
    func declaredTypesAreTheAppsAndTheRestAThirdPartys(input: String, kept: String?, onlyApp: String?, declared: Bool) {
        var rules = NamingRules()
        rules.declare([
            Declaration(
                kind: .struct, path: ["InboxView"], module: "Messages", file: "InboxView.swift", line: 3, column: 15,
                inherited: ["View"], isLocal: false),
            Declaration(
                kind: .struct, path: ["Checkout", "PaymentView"], module: "MyApp", file: "Screens.swift", line: 15,
                column: 12, inherited: ["View"], isLocal: false),
            Declaration(
                kind: .struct, path: ["Settings"], module: "MyApp", file: "Screens.swift", line: 5, column: 8,
                inherited: ["View"], isLocal: false),
            Declaration(
                kind: .struct, path: ["HomeView"], module: "MyApp", file: "Screens.swift", line: 9, column: 8,
                inherited: ["View"], isLocal: false),
            Declaration(
                kind: .class, path: ["AppHostingController"], module: "MyApp", file: "Hosting.swift", line: 4,
                column: 7, inherited: ["UIHostingController"], isLocal: false),
            Declaration(
                kind: .typealias, path: ["Start"], module: "MyApp", file: "Screens.swift", line: 21, column: 11,
                inherited: [], isLocal: false),
        ])
        #expect(rules.declared.contains("Messages.InboxView") && rules.declared.contains("Checkout.PaymentView"))
        #expect(!rules.declared.contains("Start") && !rules.declared.contains("MyApp.Start"))
        #expect(rules.declared.contains("MyApp") && !rules.declared.contains("Messages"))
        let result = ScreenNamer(rules: rules).name(input)
        #expect(result.displayName == kept)
        #expect(result.path.joined(separator: ".") == (kept ?? ""), "the value's path is the one printed")
        #expect(result.isThirdParty == (kept != nil && !declared))
        rules.onlyDeclared = true
        let strict = ScreenNamer(rules: rules).name(input)
        #expect(strict.displayName == onlyApp)
        #expect(!strict.isThirdParty)
        #expect(ScreenNamer().name(input).isThirdParty == false)
    }

    /// Declared names put in by hand, modules among them, keep the first part of a name its module: only a tree's
    /// declarations say which of its modules are modules.
    @Test func declaredNamesByHandKeepTheModuleReading() {
        var rules = NamingRules()
        rules.declared = ["MyApp", "MyApp.HomeView", "HomeView"]
        let namer = ScreenNamer(rules: rules)
        #expect(namer.name("MyApp.HomeView").displayName == "HomeView")
        #expect(namer.name("MyApp.HomeView").module == "MyApp")
    }

    /// A generic parameter is no type unless the user's rules say the app has a type of that name: `allow A`, or an
    /// `A` declared in the app's tree.
    @Test func genericParametersAreTypesOnlyWhereTheRulesSaySo() {
        #expect(ScreenNamer().name("SwiftUI.UIHostingController<A>").filterReason == .frameworkOnly)
        #expect(ScreenNamer().name("A").filterReason == .noNamedType)
        var rules = NamingRules()
        rules.allowed = ["A"]
        #expect(ScreenNamer(rules: rules).name("SwiftUI.UIHostingController<A>").displayName == "A")
        rules = NamingRules()
        rules.declared = ["A"]
        #expect(ScreenNamer(rules: rules).name("A").displayName == "A")
        rules = NamingRules()
        rules.denied = ["ZZZ"]
        #expect(ScreenNamer(rules: rules).name("SwiftUI.UIHostingController<A>").displayName == nil)
    }

    /// Apple's private classes come without a module from `NSStringFromClass` and analytics SDKs; their prefixes and
    /// their shape say whose they are, where no table lists them. A module still decides.
    @Test(
        arguments: [
            ("_UIModalItemAppViewController", nil), ("_UIAlertControllerTextFieldViewController", nil),
            ("_NSAlertViewController", nil), ("_SwiftUIHostingPlaceholder", nil), ("_UIKitFutureController", nil),
            ("MyApp._UIModalItemAppViewController", "_UIModalItemAppViewController"), ("_Uikit", "_Uikit"),
            ("_UI", "_UI"), ("_UIlowercase", "_UIlowercase"),
            // Other frameworks' private classes, known by their shape: `_`, a prefix, a capital, a lower-case letter.
            ("_SLAuthHostViewController", nil), ("_PKPaymentRemoteViewController", nil), ("_DUIPreview", nil),
            ("_ABCd", nil), ("MyApp._SLAuthHostViewController", "_SLAuthHostViewController"),
            // App names with a leading underscore, as declared in the real trees measured, and shapes that are not it.
            ("_Layout", "_Layout"), ("_StorageClass", "_StorageClass"), ("_PercentWidthLayout", "_PercentWidthLayout"),
            ("_ABc", "_ABc"), ("_ABCD", "_ABCD"), ("_AB", "_AB"),
            // SwiftUI's namespaced private types, which no dump lists: `_`, a word, `_` and a capital.
            ("_ViewList_View", nil), ("_ViewList_Group", nil), ("_DisplayList_Identity", nil), ("_A_B", nil),
            ("MyApp._ViewList_View", "_ViewList_View"), ("_ViewList", "_ViewList"), ("_ViewList_", "_ViewList_"),
            ("_ViewList_view", "_ViewList_view"), ("_View_list", "_View_list"),
            // Names that start with two underscores are reserved to the implementation: Foundation's private
            // classes, as a failed cast's message quotes them, and the standard library's.
            ("__NSCFString", nil), ("__NSArrayI", nil), ("__SwiftNativeNSArray", nil), ("__EmptyArrayStorage", nil),
            ("MyApp.__Draft", "__Draft"), ("__lowercase", "__lowercase"),
        ] as [(String, String?)])
    func privateAppleClassesAreKnownByTheirPrefix(input: String, expected: String?) {
        #expect(ScreenNamer().name(input).displayName == expected)
    }

    @Test(arguments: ["MyApp.Route.detail(id: 42)", "detail(id: 1)", "hello (world)", "<MyApp.View>", "<a b: 0x1>"])
    func aCaseOrProseIsNoDescription(input: String) {
        #expect(ScreenNamer().name(input).filterReason?.isMalformed == true)
    }

    @Test(arguments: [
        (DisplayStyle.path, "Settings.RootView"),
        (.leaf, "RootView"),
        (.module, "MyApp.Settings.RootView"),
    ])
    func printsInEachStyle(style: DisplayStyle, expected: String) {
        let namer = ScreenNamer(style: style)
        #expect(namer.name("SwiftUI.UIHostingController<MyApp.Settings.RootView>").displayName == expected)
    }

    @Test func moduleStyleLeavesOutTheImportedModule() {
        #expect(ScreenNamer(style: .module).name("__C.MYLegacyViewController").displayName == "MYLegacyViewController")
        #expect(ScreenNamer(style: .module).name("HomeView").displayName == "HomeView")
    }

    @Test func filterReasonSaysWhy() {
        let namer = ScreenNamer()
        #expect(namer.name("UINavigationController").filterReason == .frameworkOnly)
        #expect(namer.name("(Swift.Int, Swift.String)").filterReason == .frameworkOnly)
        #expect(namer.name("() -> ()").filterReason == .noNamedType)
        // How Swift prints an absent optional (`print(navigationController?.topViewController)`): no type, no error.
        #expect(namer.name("nil").filterReason == .noNamedType)
        #expect(namer.name("MyApp.nil").displayName == "nil")
        #expect(namer.name("hello world").filterReason?.isMalformed == true)
        #expect(namer.name("hello world").form == nil)
        #expect(namer.name("MyApp.Home").form == .described)
    }

    @Test func denyHidesAModuleOrAType() {
        var rules = NamingRules()
        rules.denied = ["DebugKit", "MyApp.DebugMenuController"]
        let namer = ScreenNamer(rules: rules)
        #expect(namer.name("DebugKit.OverlayController").displayName == nil)
        #expect(namer.name("MyApp.DebugMenuController").displayName == nil)
        #expect(namer.name("MyApp.HomeViewController").displayName == "HomeViewController")
        #expect(namer.name("UIHostingController<ModifiedContent<DebugKit.Panel, MyApp.HomeView>>").displayName == nil)
    }

    @Test func allowKeepsANameTheTablesWouldHide() {
        var rules = NamingRules()
        rules.allowed = ["UIInputWindowController"]
        #expect(ScreenNamer().name("UIInputWindowController").displayName == nil)
        #expect(ScreenNamer(rules: rules).name("UIInputWindowController").displayName == "UIInputWindowController")
    }

    @Test func unwrapLooksThroughTheUsersWrapper() {
        var rules = NamingRules()
        rules.unwrapped = ["BaseHostingController"]
        let namer = ScreenNamer(rules: rules)
        #expect(namer.name("MyApp.BaseHostingController<MyApp.ProfileView>").displayName == "ProfileView")
        #expect(
            namer.name("MyApp.BaseHostingController<SwiftUI.ModifiedContent<MyApp.ProfileView, SwiftUI._FrameLayout>>")
                .displayName == "ProfileView")
        // With nothing of the user's inside, the wrapper is the user's screen itself.
        #expect(namer.name("MyApp.BaseHostingController<SwiftUI.AnyView>").displayName == "BaseHostingController")
        #expect(
            ScreenNamer().name("MyApp.BaseHostingController<MyApp.ProfileView>").displayName == "BaseHostingController")
    }

    @Test func configurationTextAddsRules() throws {
        var rules = NamingRules()
        try rules.read(configuration: "# team rules\ndeny DebugKit\n\nallow  Group\r\nunwrap\tBaseHostingController\n")
        #expect(rules.denied == ["DebugKit"])
        #expect(rules.allowed == ["Group"])
        #expect(rules.unwrapped == ["BaseHostingController"])
    }

    @Test(arguments: ["hide Foo", "deny", "deny A B"])
    func configurationErrorsNameTheLine(text: String) {
        var rules = NamingRules()
        #expect(throws: ConfigurationError.self) { try rules.read(configuration: "allow X\n" + text) }
        do { try rules.read(configuration: "allow X\n" + text) } catch { #expect(error.line == 2) }
    }

    /// A qualified name's module decides: a bare `allow` name claims the app's types and types without a module,
    /// and a type of an Apple module only when the rule names that module.
    @Test(
        arguments: [
            ("Group", "Group", "Group"), ("SwiftUI.Group<MyApp.FeedView>", "Group", "FeedView"),
            ("SwiftUI.Group<MyApp.FeedView>", "SwiftUI.Group", "Group"),
            ("SwiftUI.Group<MyApp.FeedView>", "SwiftUI", "Group"),
            ("MyApp.Group", "Group", "Group"),
            ("UINavigationController", "UINavigationController", "UINavigationController"),
        ] as [(String, String, String?)])
    func allowedBareNamesLeaveAppleModulesAlone(input: String, allowed: String, expected: String?) {
        var rules = NamingRules()
        rules.allowed = [allowed]
        #expect(ScreenNamer(rules: rules).name(input).displayName == expected)
    }
}
