extension ScreenLinter {
    /// The checks `lint` runs, each with its identifier, severity and help: the one table that the findings, the
    /// guide's table and SARIF's rules are made from.
    public enum Check: String, CaseIterable, Sendable {
        case filteredScreen = "filtered-screen"
        case collidingScreens = "colliding-screens"
        case unknownName = "unknown-name"
        case ambiguousName = "ambiguous-name"
        case frameworkName = "framework-name"
        case humanNames = "human-names"

        public var severity: Finding.Severity {
            switch self {
            case .filteredScreen, .collidingScreens, .unknownName, .ambiguousName: .error
            case .frameworkName, .humanNames: .warning
            }
        }

        /// One sentence on what the check finds.
        public var summary: String {
            switch self {
            case .filteredScreen: "A screen is named like a framework type, so the tables filter its name."
            case .collidingScreens: "Two screens have one display name."
            case .unknownName: "A name of the catalogue is declared nowhere in the tree."
            case .ambiguousName: "A name of the catalogue is declared more than once."
            case .frameworkName: "A name of the catalogue names no screen of the app."
            case .humanNames: "Names of the catalogue are not type names."
            }
        }

        /// What to do about a finding.
        public var help: String {
            switch self {
            case .filteredScreen:
                "Analytics and logs will not show this screen under its name. Rename the type, or add 'allow NAME' to "
                    + "the configuration if the name is the app's."
            case .collidingScreens:
                "Events of both screens arrive under one name. Rename one of them, or add 'ignore NAME' to the "
                    + "configuration if they are one screen."
            case .unknownName:
                "The screen was renamed or deleted: update the catalogue, or restore the name."
            case .ambiguousName:
                "Qualify the name with its module or enclosing type, or rename one of the declarations."
            case .frameworkName:
                "The name is Apple's or filtered by the configuration: remove it from the catalogue, or add "
                    + "'allow NAME' if it is the app's."
            case .humanNames:
                "lint checks the names of types only; human-readable screen names cannot be matched to a "
                    + "declaration."
            }
        }
    }
}
