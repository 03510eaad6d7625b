#!/usr/bin/env bash
# `battlemat-cli SUBCOMMAND [SUB] --help` for every line of CASES ("ARGUMENTS|regex"): exit status 0, nothing on
# stderr, the help on stdout matching the regex (\n stands for a line break) and pointing to docs/cli.md.
# Usage: help-every-subcommand.sh BATTLEMAT_CLI CASES
cli=$1
cases=$2
failures=0
count=0
while IFS='|' read -r arguments expected; do
  [[ -z "$arguments" || "$arguments" == \#* ]] && continue
  count=$((count + 1))
  expected=${expected//\\n/$'\n'}
  read -r -a argv <<<"$arguments"
  out=$("$cli" "${argv[@]}" 2>/tmp/help-stderr.$$)
  status=$?
  err=$(cat /tmp/help-stderr.$$)
  if [[ $status -ne 0 ]]; then
    echo "battlemat-cli $arguments: exit status $status, expected 0; stderr: $err"
  elif [[ -n "$err" ]]; then
    echo "battlemat-cli $arguments: stderr is not empty: $err"
  elif ! [[ "$out" =~ $expected ]]; then
    printf 'battlemat-cli %s: stdout does not match %q:\n%s\n' "$arguments" "$expected" "$out"
  elif ! [[ "$out" == *"See docs/cli.md"* ]]; then
    echo "battlemat-cli $arguments: the help does not point to docs/cli.md"
  else
    continue
  fi
  failures=$((failures + 1))
done <"$cases"
rm -f /tmp/help-stderr.$$
echo "$count --help calls, $failures failed"
[[ $failures -eq 0 && $count -gt 0 ]]
