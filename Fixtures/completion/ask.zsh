#!/usr/bin/env zsh
# Prints what zsh's completion offers for a command line, one a line: zsh ask.zsh DIR 'screenname --de', where DIR
# holds the script as _screenname. An interactive zsh runs in a pseudo-terminal with compadd wrapped to print each
# match, since zsh completes only inside its line editor.
zmodload zsh/zpty || exit 3
zpty z zsh -f -i
zpty -w z "fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z 'zstyle ":completion:*" list-grouped false; zstyle ":completion:*" insert-tab false'
zpty -w z 'compadd () { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
  typeset -a hits; builtin compadd -A hits "$@"; local h; for h in $hits; do echo "<<$h>>"; done; builtin compadd "$@"; }'
zpty -w z 'PROMPT="" ; echo ready-to-complete'
zpty -r z line '*ready-to-complete*'
zpty -r z line '*ready-to-complete*'
zpty -w -n z "$2"$'\t'
# Collect until the terminal has been quiet for half a second (at most five seconds).
out=""
integer idle=0 waited=0
while (( idle < 5 && waited < 50 )); do
  if zpty -r -t z chunk; then out+=$chunk; idle=0; else sleep 0.1; (( idle++, waited++ )); fi
done
print -r -- ${(F)${(M)${(f)out//$'\r'/}:#*<<*>>*}} | sed 's/.*<<\(.*\)>>.*/\1/'
zpty -d z
