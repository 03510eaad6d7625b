#!/usr/bin/env bash
# Fails on any qmllint warning in qml/. Usage: qmllint-check.sh QMLLINT IMPORT_DIR FILE...
set -u
qmllint=$1 import_dir=$2
shift 2
output=$("$qmllint" -I "$import_dir" "$@" 2>&1)
status=$?
if [[ $status -ne 0 || -n "$output" ]]; then
  echo "$output"
  exit 1
fi
echo "$# QML files are qmllint clean"
