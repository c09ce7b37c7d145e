#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# build.sh - configures and builds inlint (RelWithDebInfo) in one build tree.
# Usage: scripts/build.sh [BUILD_DIR=build] [extra cmake args, e.g. -DINLINT_SANITIZE=ON]
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-build}
shift || true

cmake -S "$top" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo --log-level=WARNING "$@"
# Keep warnings and errors, drop make's progress lines.
cmake --build "$dir" --parallel "$(nproc)" 2>&1 | { grep -v -E '^\[ *[0-9]+%\] ' || true; }
echo "build.sh: built $dir: plugin $dir/lib/libinlint.so, CLI $dir/bin/inlint"
