import ScreenNameKit

extension Options {
    /// The one rewriter of the filter's mode, as the resolved options say.
    func rewriter(
        namer: ScreenNamer, output: OutputSink, index: DeclarationIndex?, owners: ((String) -> [String])?, run: InputRun
    ) -> Rewriter {
        // Only a regular file's reads bring runs large enough to split; a pipe's never do, so an input that is not
        // one keeps the whole cache on one thread.
        let worker =
            threads == 2 && (files.isEmpty ? ["-"] : files).allSatisfy { Stdio.kind(of: $0) == .file }
            ? HelperThread().map(\.worker) : nil
        let separator = nullSeparated ? 0 : UInt8(ascii: "\n")
        let onDiagnostic = { [unowned run] (diagnostic: Diagnostic) in run.report(diagnostic) }
        if !jsonKeys.isEmpty {
            return JSONRewriter(
                paths: jsonKeys, namer: namer, sink: output, separator: separator, route: route, strict: strict,
                inText: inText, onDiagnostic: onDiagnostic)
        }
        if let table, let column {
            return TableRewriter(
                format: table, column: column, header: !noHeader, addedColumn: addedColumn, namer: namer,
                sink: output, separator: separator, route: route, strict: strict, worker: worker,
                onDiagnostic: onDiagnostic)
        }
        if inText {
            return TextRewriter(
                namer: namer, sink: output, separator: separator, onlyMatching: onlyMatching, json: json,
                worker: worker)
        }
        return RecordRewriter(
            namer: namer, sink: output, separator: separator, align: align != nil,
            placeholder: Array((align ?? "").utf8), json: json, route: route, strict: strict,
            index: index, owners: owners, worker: worker, onDiagnostic: onDiagnostic)
    }

    /// What reads each input of `hierarchy` or `crash`, as the resolved options say.
    func reportRewriter(_ name: String, output: OutputSink, run: InputRun)
        -> (String, RecordReader.Fill) throws(RewriteFailure) -> Void
    {
        let namer = ScreenNamer(rules: rules, style: style)
        let said = { [unowned run] (diagnostic: Diagnostic) in run.report(diagnostic) }
        if name == "crash" {
            let renderer = CrashRenderer(
                format: json ? .json(all: all) : all ? .all : .screen, resolver: .init(namer: namer))
            return CrashRewriter(renderer: renderer, sink: output, onDiagnostic: said).rewrite(source:fill:)
        }
        let renderer = HierarchyRenderer(format: hierarchyFormat, resolver: VisibleScreenResolver(namer: namer))
        return HierarchyRewriter(renderer: renderer, sink: output, strict: strict, onDiagnostic: said).rewrite(
            source:fill:)
    }
}
