#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# quickstart.sh - builds inlint, compiles the bundled example (examples/pool)
# with the plugin loaded, and prints its recommendations. Usage: scripts/quickstart.sh
set -euo pipefail

cd "$(dirname "$0")/.."
scripts/deps.sh
scripts/build.sh build

shopt -s nullglob
sources=(examples/pool/*.c)
[[ ${#sources[@]} -gt 0 ]] || { echo "quickstart.sh: error: no .c files in examples/pool" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/inlint-quickstart.XXXXXX")
plugin=$PWD/build/lib/libinlint.so
for src in "${sources[@]}"; do
	obj=$tmp/$(basename "$src" .c).o
	echo "+ INLINT_OUT=$tmp/records clang-22 -O2 -g -fpass-plugin=$plugin -c $src -o $obj"
	INLINT_OUT=$tmp/records clang-22 -O2 -g -fpass-plugin="$plugin" -c "$src" -o "$obj"
done

mapfile -t records < <(find "$tmp/records" -name '*.inlint.yaml' 2>/dev/null | sort)
[[ ${#records[@]} -gt 0 ]] || { echo "quickstart.sh: error: the plugin wrote no records under $tmp/records" >&2; exit 1; }
build/bin/inlint show --all "${records[@]}"
echo
echo "quickstart.sh: records are in $tmp/records (show them again: build/bin/inlint show --all $tmp/records/examples/pool/*.inlint.yaml)"
