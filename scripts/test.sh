#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# test.sh - every test, warnings as errors with both compilers: unit, tree
# (clang-format, reason codes) and lit tests in a plain gcc build (build/)
# and in a clang-22 ASan+UBSan build (build-asan/), both at -O2. First, a
# gcc build against LLVM 19 (build-llvm19/), which must build warning-free;
# its tests are not run, as the suite expects LLVM 22's output
# (docs/INSTALL.md). clang's warnings come from its front end, so a clang
# Release build found nothing the two test builds do not and cost a minute
# of CI.
# Usage: scripts/test.sh
set -euo pipefail

cd "$(dirname "$0")/.."
scripts/deps.sh

gcc=(-DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++)
clang=(-DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22)

run() {
	local dir=$1
	shift
	echo "== $dir"
	scripts/build.sh "$dir" -DINLINT_WERROR=ON "$@"
	# ctest's summary is the last thing each run prints.
	(cd "$dir" && ctest --output-on-failure --no-tests=error)
}

echo "== build-llvm19"
scripts/build.sh build-llvm19 -DINLINT_WERROR=ON -DINLINT_LLVM_VERSION=19 "${gcc[@]}"
run build "${gcc[@]}"
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
	run build-asan -DINLINT_SANITIZE=ON "${clang[@]}"
