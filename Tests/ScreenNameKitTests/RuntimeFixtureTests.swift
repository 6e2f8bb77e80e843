import ScreenNameKit
import Testing

/// Names printed by the Swift runtime and the demangler get the display names their probe declared.
@Suite struct RuntimeFixtureTests {
    static let describedForms: Set<String> = [
        "reflecting", "typeName", "describing", "demangled", "valueDescribing", "valueReflecting",
    ]

    @Test(arguments: Fixtures.runtimeRows(describedForms))
    func describedNameGetsItsDisplayName(row: Fixtures.RuntimeRow) {
        #expect(ScreenNamer().name(row.input).displayName == row.expected)
    }

    @Test func fixtureCoversEveryRendering() {
        let forms = Set(Fixtures.runtimeRows.map(\.form))
        #expect(forms.isSuperset(of: Self.describedForms))
        #expect(Fixtures.runtimeRows.count > 300)
    }
}
