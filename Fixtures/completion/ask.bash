#!/usr/bin/env bash
# Prints what a bash completion offers for a command line, one a line: ask.bash SCRIPT 'screenname --de'
source "$1"
read -ra COMP_WORDS <<< "$2"
[[ "$2" == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
COMP_LINE="$2"
COMP_POINT=${#2}
_screenname
printf '%s\n' "${COMPREPLY[@]}"
