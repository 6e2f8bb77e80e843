extension LintReport {
    /// Gives each finding the owners of its file (`lint --owners`).
    public mutating func assignOwners(from ownership: CodeOwnership) {
        for index in findings.indices { findings[index].owners = ownership.owners(ofFile: findings[index].file) }
    }
}
