import Testing

@testable import ScreenNameKit

/// GitHub's CODEOWNERS matching, case by case as GitHub's documentation explains its example file ("About code
/// owners", https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/
/// customizing-your-repository/about-code-owners#example-of-a-codeowners-file): each rule of the example with the
/// paths its comment names.
@Suite struct CodeOwnersTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rules: String
        var path: String
        var owners: [String]
        var testDescription: String { "\(rules.split(separator: "\n").last ?? "") → \(path)" }
    }

    static let cases: [Case] = [
        // "These owners will be the default owners for everything in the repo."
        Case(
            rules: "*       @global-owner1 @global-owner2", path: "README.md",
            owners: ["@global-owner1", "@global-owner2"]),
        Case(rules: "*  @global", path: "deeply/nested/file.swift", owners: ["@global"]),
        // "Order is important; the last matching pattern takes the most precedence."
        Case(
            rules: "* @global\n*.js    @js-owner #This is an inline comment.", path: "src/app.js", owners: ["@js-owner"]
        ),
        Case(
            rules: "* @global\n*.js    @js-owner #This is an inline comment.", path: "src/app.ts", owners: ["@global"]),
        // "You can also use email addresses"; "Teams can be specified as code owners as well."
        Case(rules: "*.go docs@example.com", path: "cmd/main.go", owners: ["docs@example.com"]),
        Case(rules: "*.txt @octo-org/octocats", path: "notes/a.txt", owners: ["@octo-org/octocats"]),
        // "@doctocat owns any files in the build/logs directory at the root of the repository and any of its
        // subdirectories."
        Case(rules: "/build/logs/ @doctocat", path: "build/logs/out.txt", owners: ["@doctocat"]),
        Case(rules: "/build/logs/ @doctocat", path: "build/logs/2024/out.txt", owners: ["@doctocat"]),
        Case(rules: "/build/logs/ @doctocat", path: "app/build/logs/out.txt", owners: []),
        // "The `docs/*` pattern will match files like `docs/getting-started.md` but not further nested files like
        // `docs/build-app/troubleshooting.md`."
        Case(rules: "docs/*  docs@example.com", path: "docs/getting-started.md", owners: ["docs@example.com"]),
        Case(rules: "docs/*  docs@example.com", path: "docs/build-app/troubleshooting.md", owners: []),
        // "@octocat owns any file in an apps directory anywhere in your repository."
        Case(rules: "apps/ @octocat", path: "apps/web/main.swift", owners: ["@octocat"]),
        Case(rules: "apps/ @octocat", path: "client/apps/ios/Home.swift", owners: ["@octocat"]),
        Case(rules: "apps/ @octocat", path: "apps", owners: []),
        // "@doctocat owns any file in the `/docs` directory in the root of your repository and any of its
        // subdirectories."
        Case(rules: "/docs/ @doctocat", path: "docs/a/b.md", owners: ["@doctocat"]),
        Case(rules: "/docs/ @doctocat", path: "src/docs/a.md", owners: []),
        // "any change inside the `/scripts` directory will require approval from @doctocat or @octocat."
        Case(rules: "/scripts/ @doctocat @octocat", path: "scripts/build.sh", owners: ["@doctocat", "@octocat"]),
        // "@octocat owns any file in a `/logs` directory such as `/build/logs`, `/scripts/logs`, and
        // `/deeply/nested/logs`."
        Case(rules: "**/logs @octocat", path: "build/logs/a", owners: ["@octocat"]),
        Case(rules: "**/logs @octocat", path: "scripts/logs/b", owners: ["@octocat"]),
        Case(rules: "**/logs @octocat", path: "deeply/nested/logs/c", owners: ["@octocat"]),
        Case(rules: "**/logs @octocat", path: "logs/d", owners: ["@octocat"]),
        Case(rules: "**/logs @octocat", path: "catalogs/e", owners: []),
        // "@octocat owns any file in the `/apps` directory in the root of your repository except for the
        // `/apps/github` subdirectory, as its owners are left empty."
        Case(rules: "/apps/ @octocat\n/apps/github", path: "apps/web/a.swift", owners: ["@octocat"]),
        Case(rules: "/apps/ @octocat\n/apps/github", path: "apps/github/a.swift", owners: []),
        // "... except for the `/apps/github` subdirectory, as this subdirectory has its own owner @doctocat"
        Case(rules: "/apps/ @octocat\n/apps/github @doctocat", path: "apps/github/a.swift", owners: ["@doctocat"]),
        // `*` and `?` stay within a segment; `**` crosses them.
        Case(rules: "/Sources/*.swift @a", path: "Sources/Home.swift", owners: ["@a"]),
        Case(rules: "/Sources/*.swift @a", path: "Sources/Home/View.swift", owners: []),
        Case(rules: "/Sources/**/*.swift @a", path: "Sources/Home/Deep/View.swift", owners: ["@a"]),
        Case(rules: "/Sources/**/*.swift @a", path: "Sources/View.swift", owners: ["@a"]),
        Case(rules: "View?.swift @a", path: "x/View1.swift", owners: ["@a"]),
        Case(rules: "View?.swift @a", path: "x/View12.swift", owners: []),
        Case(rules: "# only a comment\n\n   \n", path: "a.swift", owners: []),
        // A backslash keeps a space in the pattern: a folder named as Xcode names a target.
        Case(rules: "/My\\ App/ @app-team", path: "My App/Home.swift", owners: ["@app-team"]),
        Case(rules: "/My\\ App/ @app-team", path: "My/Home.swift", owners: []),
    ]

    @Test(arguments: cases)
    func githubsDocumentedExamples(_ example: Case) {
        #expect(CodeOwners(text: example.rules).owners(of: example.path) == example.owners)
    }

    /// A segment pattern of many stars over a long name answers at once: matching never backtracks exponentially.
    @Test func manyStarsTakeLinearTime() {
        let owners = CodeOwners(text: String(repeating: "*a", count: 200) + "b @x")
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = owners.owners(of: String(repeating: "a", count: 5000)) }
        #expect(elapsed < .seconds(1))
    }

    /// The tree finds the file where GitHub does (`.github/` first) at the top of the repository holding the root,
    /// and reads each file's path from that top, however the file is spelled.
    @Test func theTreeFindsTheRepositorysFile() throws {
        var files = SourceTreeTests.repository
        files["/work/repo/.github/CODEOWNERS"] = "*.swift @ios\n/Modules/ @feature-team\n"
        files["/work/repo/CODEOWNERS"] = "* @not-read\n"
        var tree = SourceTree(
            fileSystem: SourceTreeTests.MemoryFileSystem(files: files, currentDirectory: "/work/repo/Modules"))
        let found = tree.codeOwnership(root: ".")
        let ownership = try #require(found)
        #expect(ownership.file == ".github/CODEOWNERS" || ownership.file == "/work/repo/.github/CODEOWNERS")
        #expect(ownership.top == "/work/repo")
        #expect(ownership.owners(ofFile: "Home.swift") == ["@feature-team"])
        #expect(ownership.owners(ofFile: "/work/repo/App/App.swift") == ["@ios"])
        #expect(ownership.owners(ofFile: "/elsewhere/A.swift") == [])
    }

    @Test func aRepositoryWithoutTheFileIsAProblem() {
        var tree = SourceTree(
            fileSystem: SourceTreeTests.MemoryFileSystem(
                files: SourceTreeTests.repository, currentDirectory: "/work/repo"))
        let found = tree.codeOwnership(root: ".")
        #expect(found == nil)
        #expect(tree.problems == ["no CODEOWNERS in .github/, the top or docs/ of the repository of '.'"])
    }
}
