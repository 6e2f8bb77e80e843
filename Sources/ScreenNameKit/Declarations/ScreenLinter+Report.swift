extension ScreenLinter {
    /// What `lint --list` prints: each declaration the index found, with its module and where the module came from,
    /// and whether it is local or a screen.
    public static func listing(_ index: DeclarationIndex, moduleSources: [String: ModuleMap.Source]) -> String {
        let screens = Set(index.screens)
        var text = ""
        for declaration in index.declarations {
            text += "\(declaration.location): \(declaration.kind.rawValue) \(declaration.dottedPath)"
            if let module = declaration.module {
                text += " (module \(module) from \(moduleSources[declaration.file]?.rawValue ?? "folder"))"
            }
            if declaration.isLocal { text += " local" }
            if screens.contains(declaration) { text += " screen" }
            text += "\n"
        }
        return text
    }

    /// The whole check of `lint`: the findings about the index's screens and, when a catalogue is given (its bytes,
    /// its path as findings show it, how it is written and the column of its names), about its names; those that
    /// `rules` ignore are left out.
    public func report(
        index: DeclarationIndex, catalogue: (bytes: [UInt8], file: String)? = nil,
        format: NameCatalogue.Format = .plain, column: String? = nil, rules: NamingRules, toolVersion: String = ""
    ) throws(NameCatalogue.Error) -> LintReport {
        let screens = index.screens
        var findings = self.findings(screens: screens)
        var names = 0
        if let catalogue {
            findings += try catalogue.bytes.withUnsafeBufferPointer { bytes throws(NameCatalogue.Error) in
                try self.findings(file: catalogue.file, index: index, count: &names) {
                    check throws(NameCatalogue.Error) in
                    try NameCatalogue.forEachEntry(in: bytes, format: format, column: column, check)
                }
            }
        }
        return LintReport(
            findings: unignored(findings, rules: rules), files: index.fileCount, screens: screens.count, names: names,
            toolVersion: toolVersion)
    }
}
