import ScreenNameKit
import Testing

/// Route values print as the searchable name of their case, whatever the payload holds.
@Suite struct RouteNameTests {
    @Test(arguments: [
        ("MyApp.Route.detail(id: 42)", "Route.detail"),
        ("detail(id: 42)", "detail"),
        ("swiftUIDeepLevel(2)", "swiftUIDeepLevel"),
        ("settings(MyApp.Route.Sub.a)", "settings"),
        ("Optional(MyApp.Route.home)", "Route.home"),
        ("ContentView.swift : value: 1", "ContentView.swift"),
        ("ContentView.swift : value: detail(id: 2)", "ContentView.swift"),
        // The file form's marker inside a payload is part of the payload.
        ("MyApp.Route.note(\" : value: 1\")", "Route.note"),
        ("home", "home"),
        ("MyApp.Route.home", "Route.home"),
        // Labelled, unlabelled, string, nested enum, struct and optional payloads.
        ("MyApp.Route.profile(userID: 7, tab: MyApp.ProfileTab.posts)", "Route.profile"),
        ("MyApp.Route.article(\"Hello, (World)\", 3)", "Route.article"),
        ("MyApp.Route.search(query: \"a)b(c, \\\"d\\\"\\n\")", "Route.search"),
        ("MyApp.Route.settings(MyApp.Route.Sub.notifications(enabled: true))", "Route.settings"),
        ("MyApp.Route.user(MyApp.User(id: 7, name: \"x\"))", "Route.user"),
        ("MyApp.Route.filter(Optional(\"x\"))", "Route.filter"),
        ("MyApp.Route.filter(nil)", "Route.filter"),
        ("Optional(Optional(detail(id: 1)))", "detail"),
        ("MyApp.Checkout(step: 2)", "Checkout"),
    ])
    func namesTheCase(value: String, expected: String) {
        #expect(ScreenNamer().routeName(value).displayName == expected)
        #expect(ScreenNamer().routeName(value).form == .route)
        // A stream's namer reads the value as `routeName` does, afresh and then from its cache.
        let records = RecordNamer(routes: true)
        var text = value
        for _ in 0..<2 {
            text.withUTF8 { bytes in
                guard case .name(let name) = records.name(bytes) else {
                    Issue.record("\(value) named nothing")
                    return
                }
                #expect(String(decoding: name, as: UTF8.self) == expected)
            }
        }
    }

    @Test func stylesApply() {
        #expect(ScreenNamer(style: .leaf).routeName("MyApp.Route.detail(id: 1)").displayName == "detail")
        #expect(ScreenNamer(style: .module).routeName("MyApp.Route.detail(id: 1)").displayName == "MyApp.Route.detail")
    }

    @Test(arguments: [
        "", "nil", "(oops)", "Optional(home", "home extra", "42", "home(", ": value: 1", "Optional()",
        // A file form's head is a file name alone: no folder, no space, and the marker as ScreenNameViewer spells it.
        "Sources/Home.swift : value: 1", "My View.swift : value: 1", "ContentView.swift: value: 1",
    ])
    func rejectsWhatIsNoRoute(value: String) {
        let result = ScreenNamer().routeName(value)
        #expect(result.displayName == nil)
        #expect(result.filterReason?.isMalformed == true)
        // The reason's bytes are the namer's: it is kept alive while they are read.
        let records = RecordNamer(routes: true)
        var text = value
        text.withUTF8 { bytes in
            guard case .malformed(let reason) = records.name(bytes) else {
                Issue.record("\(value) is a route to a stream's namer")
                return
            }
            #expect(String(decoding: reason, as: UTF8.self) == result.filterReason?.description)
        }
    }
}
