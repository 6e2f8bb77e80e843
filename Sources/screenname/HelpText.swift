/// The text `--help` prints, grouped like swift-argument-parser's.
enum HelpText {
    static let text = """
    OVERVIEW: Turns Swift type names from logs, crash reports and analytics into the names of your own screens.

    Reads one type name per line and prints the name of the app's own type in it, the one `grep -rn` and Open
    Quickly find: `SwiftUI.UIHostingController<SwiftUI.ModifiedContent<MyApp.ContentView, …>>` becomes
    `ContentView`, and so do its mangled forms (`_TtGC7SwiftUI19UIHostingController…`, `$s7SwiftUI…`). Names
    that hold only Apple's framework types print nothing.

    USAGE: screenname [<options>] [<file> ...]
           screenname lint [<lint-options>] <dir> ...   (see 'screenname lint --help')

    ARGUMENTS:
      <file>                  Files to read, one name per line. Standard input is read when there is none or the file
                              is '-'.

    MODES:
      (default)               Each line is one type name; print its display name, or nothing when it is Apple's.
      --in-text               Rewrite every type name inside each line (logs, crash reports, CSV) and pass all other
                              bytes through unchanged; framework-only names are shortened to their type name.
      --route                 Each line is a route value (MyApp.Route.detail(id: 42)); print the case (Route.detail).

    OPTIONS:
      --leaf                  Print only the innermost name (RootView instead of Settings.RootView).
      --module                Print the module too (MyApp.Settings.RootView).
      --align                 Print exactly one line per input line, an empty one when the name is filtered.
      --json                  Print one JSON object per input line with the name, its module, path, form and why it
                              was filtered.
      -z, --null              Read and write records separated by NUL bytes instead of newlines.
      --strict                Report lines that are not type names at all, and exit with status 1.
      --mangled               Read lines without a prefix as bare manglings, as _mangledTypeName prints them
                              (SaySiG). Lines starting with _Tt, $s, _$s, $S or _T0 are decoded in any case.
      --line-buffered         Write each output line at once, even into a pipe.
      --deny <name>           Treat a module or type as a framework's, never a screen. Repeatable.
      --allow <name>          Treat a module or type as your own even when the tables say it is Apple's. Repeatable.
      --unwrap <name>         Look inside your own generic wrapper (BaseHostingController<Content>) for the screen.
                              Repeatable.
      --config <file>         Read 'deny NAME', 'allow NAME' and 'unwrap NAME' lines ('#' starts a comment).
      --where <dir>           After each name, print the path:line:column of its declarations in the Swift files
                              below <dir>, best first, or 'not found'. Repeatable.
      --exclude <glob>        With --where, skip files and folders whose path or name matches the pattern.
      --print-tables          Print the built-in tables of Apple modules, framework types and wrappers, and exit.
      --version               Show the version.
      -h, --help              Show help information.

    EXIT STATUS:
      0 on success, also when a reader such as 'head' closes the pipe early; 1 when --strict found lines that are
      not type names; 2 on usage errors, unreadable files and write errors.

    EXAMPLES:
      screenname names.txt
      cut -d, -f3 screens.csv | screenname | sort | uniq -c
      xcrun simctl spawn booted log stream | screenname --in-text | grep Checkout
      screenname --route routes.txt
      screenname --align names.csv | paste names.csv -
    """

    static let lint = """
    OVERVIEW: Checks a Swift source tree's screens and a catalogue of screen names, for CI.

    Every screen (a class that inherits from a UIKit view controller, a type that conforms to SwiftUI's View) must
    have a display name no other screen has and that the Apple tables do not filter. With --names, every name in
    the catalogue must resolve to exactly one declaration.

    USAGE: screenname lint [--names <file>] [--format text|github|json] [--config <file>] [--exclude <glob>] <dir> ...

    ARGUMENTS:
      <dir>                   Source folders (or files) to index. .build, DerivedData, Pods, Carthage and .git are
                              skipped.

    OPTIONS:
      --names <file>          A catalogue of screen names, one per line in any form the filter reads ('#' comments).
      --format <format>       text (path:line:column: error: message), github (workflow annotations) or json.
                              (default: text)
      --config <file>         'deny', 'allow' and 'unwrap' lines as for the filter, and 'ignore NAME' to silence the
                              findings about a name.
      --exclude <glob>        Skip files and folders whose path or name matches the pattern. Repeatable.
      -h, --help              Show help information.

    EXIT STATUS:
      0 when there are no findings, 1 when there are, 2 on usage errors and unreadable files.
    """
}
