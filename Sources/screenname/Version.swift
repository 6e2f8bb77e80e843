/// The tool's version: the one place it is written (the man page and the changelog are checked against it).
let screennameVersion = "0.1.0"
