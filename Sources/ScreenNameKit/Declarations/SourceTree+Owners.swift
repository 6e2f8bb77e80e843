extension SourceTree {
    /// The `CODEOWNERS` that owns the files below `root`: `file` when given, else the first of
    /// ``CodeOwners/locations`` GitHub finds in the top of the repository holding `root`. Its patterns start from
    /// that top (the current folder when no repository holds the file or the root). `nil`, said in ``problems``, when
    /// there is none or it cannot be read.
    public mutating func codeOwnership(file: String? = nil, root: String) -> CodeOwnership? {
        let given = file.map { SourcePath.absolute(SourcePath.normalized($0), current: currentDirectory) }
        let rootPath = SourcePath.absolute(SourcePath.normalized(root), current: currentDirectory)
        let start =
            given.map(SourcePath.parent(of:))
            ?? (fileSystem.kind(of: rootPath) == .directory ? rootPath : SourcePath.parent(of: rootPath))
        let top = repositoryTop(of: start) ?? currentDirectory ?? start
        let path: String
        if let given {
            path = given
        } else {
            guard
                let found = CodeOwners.locations.lazy.map({ SourcePath.joined(top, $0) }).first(where: {
                    fileSystem.kind(of: $0) == .file
                })
            else {
                problems.append("no CODEOWNERS in .github/, the top or docs/ of the repository of '\(root)'")
                return nil
            }
            path = found
        }
        switch fileSystem.contents(of: path, limit: 1 << 20) {
        case .success(let bytes):
            return CodeOwnership(
                owners: CodeOwners(text: String(decoding: bytes, as: UTF8.self)), top: top,
                file: file ?? displayPath(path), currentDirectory: currentDirectory)
        case .failure(let error):
            problems.append("\(file ?? displayPath(path)): \(error.message)")
            return nil
        }
    }

    /// The nearest folder at or above `folder` that holds `.git`.
    func repositoryTop(of folder: String) -> String? {
        if fileSystem.kind(of: SourcePath.joined(folder, ".git")) != nil { return folder }
        let above = ancestors(of: folder)
        return above.isEmpty ? nil : above.last
    }
}
