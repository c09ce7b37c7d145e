#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# build.sh - configures and builds inlint (RelWithDebInfo) in one build tree.
# Usage: scripts/build.sh [BUILD_DIR=build] [extra cmake args, e.g. -DINLINT_SANITIZE=ON]
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-build}
shift || true

# CMake deletes a tree's cache when its compiler changes, and with it every
# -D option given on that command line (INLINT_SANITIZE...): start such a
# tree afresh instead.
want=
for arg in "$@"; do
	case $arg in
	-DCMAKE_C_COMPILER=* | -DCMAKE_C_COMPILER:*=*) want=${arg#*=} ;;
	esac
done
if [[ -n $want && -f $dir/CMakeCache.txt ]]; then
	have=$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$dir/CMakeCache.txt")
	# Paths found on PATH, as CMake compares them: /usr/bin/cc is not gcc.
	if [[ $(command -v "$want") != $(command -v "$have") ]]; then
		echo "build.sh: $dir was configured with $have, not $want: configuring it afresh"
		rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
	fi
fi

cmake -S "$top" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo --log-level=WARNING "$@"
# Keep warnings and errors, drop make's progress lines.
cmake --build "$dir" --parallel "$(nproc)" 2>&1 | { grep -v -E '^\[ *[0-9]+%\] ' || true; }
echo "build.sh: built $dir: plugin $dir/lib/libinlint.so, CLI $dir/bin/inlint"
