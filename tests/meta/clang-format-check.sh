#!/usr/bin/env bash
# Fails on any C++ file under app/, engine/ or tests/ that clang-format (.clang-format at the root) would change.
set -u
cd "$1"
mapfile -t files < <(find app engine tests -name '*.cpp' -o -name '*.h' | sort)
clang-format --dry-run --Werror "${files[@]}" && echo "${#files[@]} C++ files are clang-format clean"
