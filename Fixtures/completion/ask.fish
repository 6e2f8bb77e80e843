# Prints what a fish completion offers for a command line, one a line: fish ask.fish SCRIPT 'screenname --de'
source $argv[1]
complete -C $argv[2] | string replace -r '\t.*' ''
true
