#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# quickstart.sh - builds inlint, compiles the bundled example (examples/pool)
# with the plugin loaded, and prints its recommendations.
# Usage: scripts/quickstart.sh [--no-setup]
# --no-setup skips installing packages and building: it runs on the build
# already in build/ (the docs test checks the README's copy of its output
# that way). Standard output is only what inlint prints; the commands it
# runs and where the records are go to standard error.
set -euo pipefail

cd "$(dirname "$0")/.."
case ${1-} in
--no-setup) ;;
"")
	scripts/deps.sh
	scripts/build.sh build
	;;
*) echo "usage: scripts/quickstart.sh [--no-setup]" >&2; exit 2 ;;
esac

shopt -s nullglob
sources=(examples/pool/*.c)
[[ ${#sources[@]} -gt 0 ]] || { echo "quickstart.sh: error: no .c files in examples/pool" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/inlint-quickstart.XXXXXX")
plugin=$PWD/build/lib/libinlint.so
for src in "${sources[@]}"; do
	obj=$tmp/$(basename "$src" .c).o
	echo >&2 "+ INLINT_OUT=$tmp/records clang-22 -O2 -g -fpass-plugin=$plugin -c $src -o $obj"
	INLINT_OUT=$tmp/records clang-22 -O2 -g -fpass-plugin="$plugin" -c "$src" -o "$obj"
done

mapfile -t records < <(find "$tmp/records" -name '*.inlint.yaml' 2>/dev/null | sort)
[[ ${#records[@]} -gt 0 ]] || { echo "quickstart.sh: error: the plugin wrote no records under $tmp/records" >&2; exit 1; }
build/bin/inlint show --all "${records[@]}"
echo >&2
echo >&2 "quickstart.sh: records are in $tmp/records (show them again: build/bin/inlint show --all $tmp/records/examples/pool/*.inlint.yaml)"
