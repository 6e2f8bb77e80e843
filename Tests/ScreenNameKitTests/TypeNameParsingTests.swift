import ScreenNameKit
import Testing

/// The described-name parser builds the right tree for each structural form the printers produce.
@Suite struct TypeNameParsingTests {
    static func nominal(_ module: String?, _ components: Component...) -> TypeName {
        .nominal(NominalType(module: module, components: components))
    }
    static let int = nominal("Swift", Component("Int"))
    static let string = nominal("Swift", Component("String"))
    static let view = nominal("MyApp", Component("HomeView"))
    static func optional(_ wrapped: TypeName) -> TypeName {
        nominal("Swift", Component("Optional", arguments: [wrapped]))
    }

    @Test(
        arguments: [
            ("MyApp.HomeView", view),
            ("HomeView", nominal(nil, Component("HomeView"))),
            (
                "MyApp.Outer<Swift.Int>.Inner<Swift.String>",
                nominal("MyApp", Component("Outer", arguments: [int]), Component("Inner", arguments: [string]))
            ),
            ("MyApp.HomeView?", optional(view)),
            ("MyApp.HomeView!", optional(view)),
            ("Swift.Optional<MyApp.HomeView>", optional(view)),
            ("[Swift.Int]", nominal("Swift", Component("Array", arguments: [int]))),
            ("[Swift.String : Swift.Int]", nominal("Swift", Component("Dictionary", arguments: [string, int]))),
            (
                "[String: Int]",
                nominal(
                    "Swift",
                    Component(
                        "Dictionary", arguments: [nominal(nil, Component("String")), nominal(nil, Component("Int"))]))
            ),
            (
                "(Swift.Int, b: Swift.String)",
                .tuple([TupleElement(type: int), TupleElement(label: "b", type: string)])
            ),
            ("()", .tuple([])),
            ("(Swift.Int) throws -> Swift.String", .function(parameters: [int], result: string)),
            ("@Sendable (Swift.Int) async throws -> ()", .function(parameters: [int], result: .tuple([]))),
            ("@Swift.MainActor () -> ()", .function(parameters: [], result: .tuple([]))),
            ("(Swift.Int) throws(MyApp.Failure) -> ()", .function(parameters: [int], result: .tuple([]))),
            (
                "(inout Swift.Int, __owned Swift.String...) -> ()",
                .function(
                    parameters: [int, nominal("Swift", Component("Array", arguments: [string]))], result: .tuple([]))
            ),
            ("any MyApp.Screen", .existential([nominal("MyApp", Component("Screen"))])),
            (
                "Swift.Hashable & Swift.Sendable",
                .existential([nominal("Swift", Component("Hashable")), nominal("Swift", Component("Sendable"))])
            ),
            ("Any", .existential([])),
            ("Swift.Int.Type", .metatype(int)),
            ("Swift.Error.Protocol", .metatype(nominal("Swift", Component("Error")))),
            ("(any MyApp.Screen)?", optional(.existential([nominal("MyApp", Component("Screen"))]))),
            ("MyApp.(unknown context at $10a3c).PrivateView", nominal("MyApp", Component("PrivateView"))),
            (
                "MyApp.(PrivateView in _937603DDE30175E7770CD7433878C6B3).Nested",
                nominal("MyApp", Component("PrivateView"), Component("Nested"))
            ),
            ("LocalView #1 in MyApp.f() -> Any.Type", nominal("MyApp", Component("LocalView"))),
            (
                "Inner in LocalView #1 in MyApp.f() -> Any.Type",
                nominal("MyApp", Component("LocalView"), Component("Inner"))
            ),
            (
                "MyApp.(LocalView #2 in MyApp.f(Swift.Int, Swift.String)).Inner",
                nominal("MyApp", Component("LocalView"), Component("Inner"))
            ),
            (
                "(extension in MyApp):Swift.Array<Swift.Int>.Cell",
                .nominal(
                    NominalType(
                        module: "Swift", extensionModule: "MyApp",
                        components: [Component("Array", arguments: [int]), Component("Cell")]))
            ),
            ("MyApp.Café", nominal("MyApp", Component("Café"))),
        ] as [(String, TypeName)])
    func parsesStructure(text: String, expected: TypeName) throws {
        #expect(try TypeName(described: text) == expected)
    }

    @Test(arguments: [
        "", " ", "Foo<Bar", ">>", "..", "<<<", "hello world", "MyApp.", "Foo<>", "(Int", "[Int", "Foo>",
        "1.2.3", "(Int) async", "MyApp..HomeView", "Foo<Bar>>", "@ Foo",
    ])
    func rejectsMalformedText(text: String) {
        #expect(throws: ParseError.self) { try TypeName(described: text) }
    }

    @Test func deepNestingIsRefusedNotRecursedIntoTheStack() {
        let deep = String(repeating: "A<", count: 100_000) + "B" + String(repeating: ">", count: 100_000)
        #expect(throws: ParseError.self) { try TypeName(described: deep) }
        let fine = String(repeating: "A<", count: 150) + "B" + String(repeating: ">", count: 150)
        #expect(throws: Never.self) { try TypeName(described: fine) }
    }
}
